import { axisScale, type AxisScale } from '../../../lib/axis-scale';

/**
 * The price axis of the range chart: round ticks (`axisScale`'s steps, whole dollars above a dollar, five intervals at most) from a round
 * value at or below the cheapest 25th percentile to one at or above the dearest 75th. Starting at zero would squeeze
 * every bar into the right-hand half of a phone's narrow chart; a range (a box plot's box) needs no zero to be read.
 */
export function rangeAxis(lowest: number, highest: number): AxisScale & { bottom: number } {
  if (!(highest > 0)) return { bottom: 0, ...axisScale(0) };
  const coarse = axisScale(highest, 4);
  const coarseStep = coarse.ticks[1]! - coarse.ticks[0]!;
  const from = Math.max(0, Math.floor(lowest / coarseStep) * coarseStep);
  const span = axisScale(highest - from, 4);
  // Whole dollars from a dollar up: "$12.50" beside "$15.00" would not fit a phone's axis.
  const spanStep = span.ticks[1]! - span.ticks[0]!;
  const step = spanStep > 1 && !Number.isInteger(spanStep) ? spanStep * 2 : spanStep;
  const bottom = Math.max(0, Math.floor(lowest / step) * step);
  const clean = (value: number) => Number(value.toPrecision(12));
  const count = Math.ceil(clean((highest - bottom) / step));
  const ticks = Array.from({ length: count + 1 }, (_, i) => clean(bottom + i * step));
  return { bottom, top: ticks.at(-1)!, ticks };
}
