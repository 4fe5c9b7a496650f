/**
 * The frame of a lazily drawn chart: its size and its label for screen readers are there at once, so nothing moves
 * when the bars arrive, and the bars (Recharts, a chunk of their own) are drawn only once the frame comes within
 * `drawAhead` of the screen: Recharts takes a phone's main thread for a few hundred milliseconds per chart.
 */
import { Suspense, type ReactNode } from 'react';
import { useNearScreen } from '../../lib/use-near-screen';
import { mutedText } from '../ui';

export function ChartFrame({
  label,
  height,
  drawAhead,
  children,
}: {
  label: string;
  height: number;
  /** How far outside the screen the frame may be and its chart drawn now (a CSS margin: '200px', '0px'). */
  drawAhead: string;
  children: ReactNode;
}) {
  const { ref, near } = useNearScreen(drawAhead);
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

/** In the frame when the chart's code cannot be loaded: every chart's figures are also in a table. */
export function ChartUnavailable(_bars: object) {
  return <p className={`p-3 text-sm ${mutedText}`}>The chart could not be loaded; its figures are in the table.</p>;
}
