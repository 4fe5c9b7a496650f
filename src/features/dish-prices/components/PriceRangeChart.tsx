/**
 * The frame of the price chart: its size (one line a place) and its label for screen readers are there at once, so
 * nothing moves when the bars arrive; the bars come from `price-range-bars.tsx`, loaded on first use. If that code
 * cannot be loaded the frame says so: the same numbers are in the table below.
 *
 * The bars are drawn once the frame reaches the screen: Recharts takes a phone's main thread for a few hundred
 * milliseconds, and on a phone the chart starts just below the first screen (the city dashboard's 200 px head start
 * drew it on arrival there, and cost mobile Lighthouse about 6 points in total blocking time).
 */
import { lazy } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ChartFrame, ChartUnavailable } from '../../../components/charts/ChartFrame';
import type { RangeRow } from './price-range-bars';

const PriceRangeBars = lazy(() =>
  import('./price-range-bars').then(
    (module) => ({ default: module.PriceRangeBars }),
    () => ({ default: ChartUnavailable }),
  ),
);

const LINE_HEIGHT = 28;
const AXIS_HEIGHT = 40;

export const chartHeight = (places: number) => places * LINE_HEIGHT + AXIS_HEIGHT;

/** Whether the screen leaves room for whole place names beside the bars. */
const useWide = () => useMediaQuery('(min-width: 768px)');

/** Drawn only once on screen: the 200 px head start of the stats pages cost this page mobile Lighthouse points. */
const ON_SCREEN = '0px';

export function PriceRangeChart({ label, rows }: { label: string; rows: readonly RangeRow[] }) {
  const wide = useWide();
  return (
    <ChartFrame label={label} height={chartHeight(rows.length)} drawAhead={ON_SCREEN}>
      <PriceRangeBars rows={rows} wide={wide} />
    </ChartFrame>
  );
}
