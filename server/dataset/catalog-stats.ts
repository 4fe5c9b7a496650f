/** The statistics the builder precomputes while it writes rows, so that serving them is a single lookup. */
import type { CuisineCount } from '../catalog/records.ts';

/** Linear interpolation between closest ranks (the common "type 7" definition); `sorted` ascending, non-empty. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  const position = (sorted.length - 1) * p;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower]!;
  return low + (sorted[upper]! - low) * (position - lower);
}

const PERCENTILES = { p10: 0.1, p25: 0.25, p50: 0.5, p75: 0.75, p90: 0.9, p99: 0.99 } as const;

/** Restaurants per cuisine within one scope (a city, a state, the country). */
export class CuisineTally {
  readonly counts = new Map<string, number>();
  restaurants = 0;

  add(cuisines: readonly string[]): void {
    this.restaurants += 1;
    for (const cuisine of new Set(cuisines)) this.counts.set(cuisine, (this.counts.get(cuisine) ?? 0) + 1);
  }

  /** Most restaurants first; ties by slug, so the order is deterministic. */
  top(limit = Number.POSITIVE_INFINITY): CuisineCount[] {
    return [...this.counts]
      .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, limit)
      .map(([cuisine, count]) => ({
        cuisine,
        restaurant_count: count,
        share: Math.round((count / this.restaurants) * 10_000) / 10_000,
      }));
  }
}

/** Everything the city statistics need, gathered one restaurant at a time. */
export class CityAccumulator {
  readonly cuisines = new CuisineTally();
  itemCount = 0;
  private prices: number[] = [];

  constructor(
    readonly state: string,
    readonly city: string,
  ) {}

  addRestaurant(cuisines: readonly string[], itemCount: number, priceCents: readonly number[]): void {
    this.cuisines.add(cuisines);
    this.itemCount += itemCount;
    for (const price of priceCents) this.prices.push(price);
  }

  summary() {
    const sorted = Float64Array.from(this.prices).sort();
    const at = (p: number) => (sorted.length === 0 ? null : Math.round(percentile(sorted, p)));
    const total = sorted.reduce((sum, price) => sum + price, 0);
    return {
      restaurantCount: this.cuisines.restaurants,
      itemCount: this.itemCount,
      averageCents: sorted.length === 0 ? null : Math.round(total / sorted.length),
      percentiles: Object.fromEntries(Object.entries(PERCENTILES).map(([name, p]) => [name, at(p)])) as Record<
        keyof typeof PERCENTILES,
        number | null
      >,
      topCuisines: this.cuisines.top(10),
    };
  }
}
