import { useEffect, useRef } from 'react';

/** How long the dish is kept in place while the page around it settles, unless the person scrolls first. */
const KEEP_MS = 3000;
/** What the person does to take the scrolling over: from then on the page is theirs. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * With `?dish=`, bring that item to the middle of the screen and move focus to it, then keep it there while the page
 * around it settles. The jump is instant: a smooth scroll aimed at where the dish was when it started missed it when
 * sections above drew at their real height on the way (1 landing in 3 ended a section or two below the dish). Later
 * changes of height above it (a section drawn, the map arriving) move it back to the middle, until the person scrolls,
 * taps or types.
 */
export function useLandOnDish(itemId: string | null, ready: unknown) {
  const landed = useRef<string | null>(null);
  useEffect(() => {
    if (!itemId || landed.current === itemId) return;
    const dish = document.getElementById(`item-${itemId}`);
    if (!dish) return;
    landed.current = itemId;
    const centre = () => dish.scrollIntoView({ block: 'center', behavior: 'instant' });
    centre();
    dish.focus({ preventScroll: true });

    let frame = 0;
    const resized = new ResizeObserver(() => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        const { top, bottom } = dish.getBoundingClientRect();
        const middle = (top + bottom) / 2;
        if (Math.abs(middle - window.innerHeight / 2) > 2) centre();
      });
    });
    resized.observe(document.body);
    const stop = () => {
      resized.disconnect();
      cancelAnimationFrame(frame);
      for (const type of TAKE_OVER) window.removeEventListener(type, stop, true);
      clearTimeout(timer);
    };
    for (const type of TAKE_OVER) window.addEventListener(type, stop, { capture: true, passive: true });
    const timer = setTimeout(stop, KEEP_MS);
    return stop;
  }, [itemId, ready]);
}
