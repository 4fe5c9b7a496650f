/**
 * The stats pages' charts. The frame (its size, its label for screen readers) is drawn at once, so nothing moves
 * when the bars arrive; the bars come from `recharts-bars.tsx`, loaded on first use, after the page's figures and
 * tables are on screen. If that code cannot be loaded the frame says so: the same numbers are in the table beside it.
 *
 * A chart is drawn once its frame comes near the screen. Recharts takes a phone's main thread for a few hundred
 * milliseconds per chart; a chart further down the page waits until the reader scrolls towards it, so the page
 * answers taps while it loads.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { mutedText } from '../../../components/ui';
import { useNearScreen } from '../../../lib/use-near-screen';
import type { CuisineBarsProps, PercentileBarsProps, TierBarsProps } from './recharts-bars';

function Unavailable(_bars: object) {
  return <p className={`p-3 text-sm ${mutedText}`}>The chart could not be loaded; its figures are in the table.</p>;
}

const bars = () =>
  import('./recharts-bars').catch(() => ({
    PercentileBars: Unavailable,
    CuisineBars: Unavailable,
    TierBars: Unavailable,
  }));
const PercentileBars = lazy(() => bars().then((module) => ({ default: module.PercentileBars })));
const CuisineBars = lazy(() => bars().then((module) => ({ default: module.CuisineBars })));
const TierBars = lazy(() => bars().then((module) => ({ default: module.TierBars })));

/** How far outside the screen a chart's frame may be and still be drawn now. */
const NEAR_SCREEN = '200px';

function Frame({ label, height, children }: { label: string; height: number; children: ReactNode }) {
  const { ref, near } = useNearScreen(NEAR_SCREEN);
  return (
    <div
      ref={ref}
      role="img"
      aria-label={label}
      className="w-full text-stone-700 dark:text-stone-200"
      style={{ height }}
    >
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}

export function PercentileChart({ label, ...bars }: PercentileBarsProps & { label: string }) {
  return (
    <Frame label={label} height={256}>
      <PercentileBars {...bars} />
    </Frame>
  );
}

export function CuisineChart({ label, ...bars }: CuisineBarsProps & { label: string }) {
  return (
    <Frame label={label} height={Math.max(160, bars.rows.length * 28 + 32)}>
      <CuisineBars {...bars} />
    </Frame>
  );
}

export function TierChart({ label, ...bars }: TierBarsProps & { label: string }) {
  return (
    <Frame label={label} height={224}>
      <TierBars {...bars} />
    </Frame>
  );
}
