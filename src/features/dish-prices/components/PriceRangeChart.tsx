/**
 * The frame of the price chart: its size (one line a place) and its label for screen readers are there at once, so
 * nothing moves when the bars arrive; the bars come from `price-range-bars.tsx`, loaded on first use. If that code
 * cannot be loaded the frame says so: the same numbers are in the table below.
 *
 * The bars are drawn once the frame reaches the screen: Recharts takes a phone's main thread for a few hundred
 * milliseconds, and on a phone the chart starts just below the first screen (the city dashboard's 200 px head start
 * drew it on arrival there, and cost mobile Lighthouse about 6 points in total blocking time).
 */
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { mutedText } from '../../../components/ui';
import type { RangeRow } from './price-range-bars';

function Unavailable() {
  return <p className={`p-3 text-sm ${mutedText}`}>The chart could not be loaded; its figures are in the table.</p>;
}

const PriceRangeBars = lazy(() =>
  import('./price-range-bars').then(
    (module) => ({ default: module.PriceRangeBars }),
    () => ({ default: Unavailable }),
  ),
);

const LINE_HEIGHT = 28;
const AXIS_HEIGHT = 40;

export const chartHeight = (places: number) => places * LINE_HEIGHT + AXIS_HEIGHT;

const WIDE = '(min-width: 768px)';
const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** Whether the screen leaves room for whole place names beside the bars. */
const useWide = () => useSyncExternalStore(subscribeToWidth, () => window.matchMedia(WIDE).matches);

/** Whether the element has come onto the screen; it stays true once it has. */
function useOnScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

export function PriceRangeChart({ label, rows }: { label: string; rows: readonly RangeRow[] }) {
  const wide = useWide();
  const { ref, seen } = useOnScreen();
  return (
    <div
      ref={ref}
      role="img"
      aria-label={label}
      className="w-full text-stone-700 dark:text-stone-200"
      style={{ height: chartHeight(rows.length) }}
    >
      {seen && (
        <Suspense fallback={null}>
          <PriceRangeBars rows={rows} wide={wide} />
        </Suspense>
      )}
    </div>
  );
}
