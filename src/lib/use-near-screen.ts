import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the screen (a CSS margin, as IntersectionObserver's rootMargin:
 * '200px' draws a little ahead of scrolling, '0px' only once on screen); it stays true once it has.
 */
export function useNearScreen(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
