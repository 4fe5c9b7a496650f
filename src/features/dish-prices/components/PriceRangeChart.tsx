/**
 * The frame of the price chart: its size (one line a place) and its label for screen readers are there at once, so
 * nothing moves when the bars arrive; the bars come from `price-range-bars.tsx`, loaded on first use. If that code
 * cannot be loaded the frame says so: the same numbers are in the table below.
 *
 * The bars are drawn once the frame reaches the screen: Recharts takes a phone's main thread for a few hundred
 * milliseconds, and on a phone the chart starts just below the first screen (the city dashboard's 200 px head start
 * drew it on arrival there, and cost mobile Lighthouse about 6 points in total blocking time).
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { mutedText } from '../../../components/ui';
import { useNearScreen } from '../../../lib/use-near-screen';
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

/** Drawn only once on screen: the 200 px head start of the stats pages cost this page mobile Lighthouse points. */
const ON_SCREEN = '0px';

export function PriceRangeChart({ label, rows }: { label: string; rows: readonly RangeRow[] }) {
  const wide = useWide();
  const { ref, near } = useNearScreen(ON_SCREEN);
  return (
    <div
      ref={ref}
      role="img"
      aria-label={label}
      className="w-full text-stone-700 dark:text-stone-200"
      style={{ height: chartHeight(rows.length) }}
    >
      {near && (
        <Suspense fallback={null}>
          <PriceRangeBars rows={rows} wide={wide} />
        </Suspense>
      )}
    </div>
  );
}
