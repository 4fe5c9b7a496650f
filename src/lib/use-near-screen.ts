import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the screen (a CSS margin, as IntersectionObserver's rootMargin:
 * '200px' draws a little ahead of scrolling, '0px' only once on screen); it stays true once it has.
 *
 * It turns true two animation frames after the element came near, so what appeared with it (a page's figures beside
 * a chart's frame) is painted before the caller starts loading more: a chart's code fetched at once finished before
 * the figures' paint in some runs, and Lighthouse then counted its whole download into the largest paint.
 */
export function useNearScreen(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        // The next frame starts once the one that showed the element is painted.
        frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setNear(true))));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [near, margin]);
  return { ref, near };
}
