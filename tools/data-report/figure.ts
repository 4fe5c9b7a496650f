/** What the realism report reads of each restaurant, what it prints per figure, and the arithmetic its figures share. */

/** One restaurant as the report reads it from the catalog (`report.ts`). */
export interface Row {
  name: string;
  cuisines: string;
  price_range: string | null;
  rating_average: number | null;
  rating_count: number;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  website: string | null;
  hours: string;
}

/** One line of the report: what is measured, its value in this catalog, and the reference level (may be empty). */
export type Figure = [label: string, value: string, target: string];

/** How many of the most populous places count as the large cities, by several figures alike. */
export const LARGE_CITIES = 20;

export const pct = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
export const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
/** Math.max without spreading: a spread of 180,000 values overflows the call stack. */
export const largest = (values: Iterable<number>) => {
  let max = -Infinity;
  for (const v of values) if (v > max) max = v;
  return max;
};
/** Math.min without spreading, for the same reason. */
export const smallest = (values: Iterable<number>) => {
  let min = Infinity;
  for (const v of values) if (v < min) min = v;
  return min;
};
export const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : (sorted[Math.floor(sorted.length / 2)] as number);
};

export function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const y = ys[i] as number;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}
