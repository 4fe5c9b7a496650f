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

/** A rectangle on the 975×610 frame. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The view around `box` (one state's outline): a margin around it, widened to the frame's proportions so the map
 * keeps its size on the page, and never larger than the frame.
 */
export function viewAround(box: Box, frame: { width: number; height: number }): Box {
  const margin = 0.08;
  let width = box.width * (1 + 2 * margin);
  let height = box.height * (1 + 2 * margin);
  const aspect = frame.width / frame.height;
  if (width / height < aspect) width = height * aspect;
  else height = width / aspect;
  if (width > frame.width) return { x: 0, y: 0, ...frame };
  return { x: box.x + box.width / 2 - width / 2, y: box.y + box.height / 2 - height / 2, width, height };
}

/** The lowest and highest value of the places, the ends of a colour scale over their real range; null when none has one. */
export function valueRange(places: readonly { value: number | null }[]): { low: number; high: number } | null {
  let low = Infinity;
  let high = -Infinity;
  for (const { value } of places) {
    if (value === null) continue;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return low <= high ? { low, high } : null;
}
