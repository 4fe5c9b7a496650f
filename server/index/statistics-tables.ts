/** The statistics the builder precomputes while it writes rows, so that serving them is a single lookup. */
import { PRICE_TIERS } from './attributes.ts';
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

/** What one restaurant adds to the statistics of its city and its state. */
export interface StatisticsEntry {
  cuisines: readonly string[];
  priceRange: string | null;
  latitude: number;
  longitude: number;
  itemCount: number;
  priceCents: readonly number[];
  /** The prices of its main courses (index/courses.ts), for the place's median main course. */
  mainPriceCents: readonly number[];
}

/** Everything the statistics of a place (a city, a state) need, gathered one restaurant at a time. */
export class PlaceAccumulator {
  readonly cuisines = new CuisineTally();
  itemCount = 0;
  /** Restaurants per price tier, "$" first; restaurants without a tier are in none. */
  readonly tiers = [0, 0, 0, 0];
  private prices: number[] = [];
  private mainPrices: number[] = [];
  private latitudeSum = 0;
  private longitudeSum = 0;

  constructor(
    readonly state: string,
    readonly city: string | null,
  ) {}

  add(entry: StatisticsEntry): void {
    this.cuisines.add(entry.cuisines);
    this.itemCount += entry.itemCount;
    // PRICE_TIERS[0] is "not known": "$" counts at 0.
    const tier = PRICE_TIERS.indexOf((entry.priceRange ?? '') as (typeof PRICE_TIERS)[number]) - 1;
    if (tier >= 0) this.tiers[tier]! += 1;
    this.latitudeSum += entry.latitude;
    this.longitudeSum += entry.longitude;
    for (const price of entry.priceCents) this.prices.push(price);
    for (const price of entry.mainPriceCents) this.mainPrices.push(price);
  }

  summary() {
    const sorted = Float64Array.from(this.prices).sort();
    const at = (p: number) => (sorted.length === 0 ? null : Math.round(percentile(sorted, p)));
    const total = sorted.reduce((sum, price) => sum + price, 0);
    const restaurantCount = this.cuisines.restaurants;
    const tiered = this.tiers.reduce((sum, count) => sum + count, 0);
    const mains = Float64Array.from(this.mainPrices).sort();
    return {
      restaurantCount,
      itemCount: this.itemCount,
      averageCents: sorted.length === 0 ? null : Math.round(total / sorted.length),
      percentiles: Object.fromEntries(Object.entries(PERCENTILES).map(([name, p]) => [name, at(p)])) as Record<
        keyof typeof PERCENTILES,
        number | null
      >,
      tiers: [...this.tiers],
      /** Of the restaurants with a known tier, the share at "$$$" or "$$$$" (4 decimals); null when none has one. */
      expensiveShare: tiered === 0 ? null : Math.round(((this.tiers[2]! + this.tiers[3]!) / tiered) * 10_000) / 10_000,
      /** The mean position of its restaurants, 5 decimals (about a metre). */
      latitude: Math.round((this.latitudeSum / restaurantCount) * 1e5) / 1e5,
      longitude: Math.round((this.longitudeSum / restaurantCount) * 1e5) / 1e5,
      topCuisines: this.cuisines.top(10),
      mainMedianCents: mains.length === 0 ? null : Math.round(percentile(mains, 0.5)),
    };
  }
}
