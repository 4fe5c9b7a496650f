/** The largest bubble's radius on the 975-wide frame, and the smallest, so a small value stays visible and focusable. */
const MAX_RADIUS = 26;
const MIN_RADIUS = 3;

/** A bubble's radius: its area in proportion to the value, the largest value the largest bubble. */
export function bubbleRadius(value: number | null, values: readonly number[]): number {
  const max = Math.max(0, ...values);
  if (value === null || max <= 0 || value <= 0) return MIN_RADIUS;
  return Math.max(MIN_RADIUS, MAX_RADIUS * Math.sqrt(value / max));
}

/** Light to dark: five classes of a choropleth. */
export const CHOROPLETH_FILLS = [
  'fill-emerald-100',
  'fill-emerald-300',
  'fill-emerald-500',
  'fill-emerald-700',
  'fill-emerald-900',
] as const;

/** Five equal steps between the smallest and largest value (fewer when values are few or equal). */
export function choroplethClasses(values: readonly number[]): {
  bounds: [low: number, high: number][];
  indexOf: (value: number) => number;
} {
  if (!values.length) return { bounds: [], indexOf: () => 0 };
  const min = Math.min(...values);
  const max = Math.max(...values);
  const count = max > min ? Math.min(CHOROPLETH_FILLS.length, values.length) : 1;
  const step = (max - min) / count;
  const bounds = Array.from({ length: count }, (_, i): [number, number] => [
    min + i * step,
    i === count - 1 ? max : min + (i + 1) * step,
  ]);
  return { bounds, indexOf: (value) => Math.min(count - 1, step ? Math.floor((value - min) / step) : 0) };
}
