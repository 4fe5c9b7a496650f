/**
 * The stats pages' charts. The frame (its size, its label for screen readers) is drawn at once, so nothing moves
 * when the bars arrive; the bars come from `recharts-bars.tsx`, loaded on first use, after the page's figures and
 * tables are on screen. If that code cannot be loaded the frame says so: the same numbers are in the table beside it.
 *
 * A chart is drawn once its frame comes near the screen. Recharts takes a phone's main thread for a few hundred
 * milliseconds per chart; a chart further down the page waits until the reader scrolls towards it, so the page
 * answers taps while it loads.
 */
import { lazy } from 'react';
import { ChartFrame, ChartUnavailable } from '../../../components/charts/ChartFrame';
import type { CuisineBarsProps, PercentileBarsProps, TierBarsProps } from './recharts-bars';

const bars = () =>
  import('./recharts-bars').catch(() => ({
    PercentileBars: ChartUnavailable,
    CuisineBars: ChartUnavailable,
    TierBars: ChartUnavailable,
  }));
const PercentileBars = lazy(() => bars().then((module) => ({ default: module.PercentileBars })));
const CuisineBars = lazy(() => bars().then((module) => ({ default: module.CuisineBars })));
const TierBars = lazy(() => bars().then((module) => ({ default: module.TierBars })));

/** How far outside the screen a chart's frame may be and still be drawn now. */
const NEAR_SCREEN = '200px';

export function PercentileChart({ label, ...bars }: PercentileBarsProps & { label: string }) {
  return (
    <ChartFrame drawAhead={NEAR_SCREEN} label={label} height={256}>
      <PercentileBars {...bars} />
    </ChartFrame>
  );
}

export function CuisineChart({ label, ...bars }: CuisineBarsProps & { label: string }) {
  return (
    <ChartFrame drawAhead={NEAR_SCREEN} label={label} height={Math.max(160, bars.rows.length * 28 + 32)}>
      <CuisineBars {...bars} />
    </ChartFrame>
  );
}

export function TierChart({ label, ...bars }: TierBarsProps & { label: string }) {
  return (
    <ChartFrame drawAhead={NEAR_SCREEN} label={label} height={224}>
      <TierBars {...bars} />
    </ChartFrame>
  );
}
