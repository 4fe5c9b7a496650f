/**
 * Value axes of the stats charts: from zero to a round top at or above the largest bar, in round steps (1, 2, 2.5 or
 * 5 times a power of ten), so no tick sits just short of another and the top tick is not a bar's own odd value.
 */
export interface AxisScale {
  top: number;
  ticks: number[];
}

const STEP_MULTIPLES = [1, 2, 2.5, 5, 10];
/** Drops the float noise of `i * step` (0.30000000000000004), far below anything an axis shows. */
const clean = (value: number) => Number(value.toPrecision(12));

/** `wholeSteps`: only whole-number steps, for counts (no axis of 2.5 restaurants). */
export function axisScale(max: number, maxIntervals = 5, wholeSteps = false): AxisScale {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] };
  const magnitude = 10 ** Math.floor(Math.log10(max / maxIntervals));
  const intervalsFor = (step: number) => Math.ceil(clean(max / step));
  // The last multiple, 10, always fits: max / maxIntervals < 10 × magnitude; and for counts (max ≥ 1, so
  // magnitude ≥ 0.1) it is whole.
  const step = STEP_MULTIPLES.map((m) => clean(m * magnitude)).find(
    (s) => intervalsFor(s) <= maxIntervals && (!wholeSteps || Number.isInteger(s)),
  )!;
  const ticks = Array.from({ length: intervalsFor(step) + 1 }, (_, i) => clean(i * step));
  return { top: ticks.at(-1)!, ticks };
}

/** How many decimals the ticks need to be told apart: 0 for 5, 10, 15; 1 for 2.5, 5, 7.5. */
export function tickDecimals({ ticks }: AxisScale): number {
  return Math.max(0, ...ticks.map((t) => (String(t).split('.')[1] ?? '').length));
}

/** A price axis' tick labels: whole dollars on whole steps ("$10"), cents as prices are written otherwise ("$2.50"). */
export function priceTickFormat(scale: AxisScale): (value: number) => string {
  const cents = tickDecimals(scale) === 0 ? 0 : 2;
  const dollars = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  });
  return (value) => dollars.format(value);
}
