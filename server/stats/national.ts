/**
 * The whole country's statistics (GET /v1/stats/us), in the shape of a state's. The builder keeps no row for the
 * nation, so it is summed up here once per connection, from the typed attributes every connection already holds,
 * through the same accumulator that made each state's row (`index/statistics-tables.ts`): one pass over the
 * restaurants and a sort of every price, some hundreds of milliseconds at full scale, done while the pool warms. So
 * the national figures are, by construction, what the builder would have written: its counts the sums over every
 * state and city, its percentiles and mean over every priced item.
 */
import { NO_PRICE, PRICE_TIERS, type Attributes } from '../index/attributes.ts';
import { PlaceAccumulator } from '../index/statistics-tables.ts';
import type { UsStats } from '../catalog/records.ts';
import type { Benchmarks } from './benchmarks.ts';
import { placeStatistics } from './place-statistics.ts';
import type { PlaceStatsRow } from './statements.ts';

/** The state field of the national answer, which has no state. */
export const NATION = 'US' as const;

export interface NationalRow extends PlaceStatsRow {
  /** States (and DC) with at least one restaurant. */
  state_count: number;
}

export class NationalStatistics {
  private row: NationalRow | undefined;

  constructor(
    private readonly attributes: Attributes,
    /** The state rows of place_stats, for the number of states and cities. */
    private readonly stateRows: () => PlaceStatsRow[],
  ) {}

  /** The nation's row, summed up on first use. */
  get(): NationalRow {
    this.row ??= this.sum();
    return this.row;
  }

  private sum(): NationalRow {
    const { restaurants, cuisines, cuisineStart, cuisineOf, priceTier, latitude, longitude, firstItem, priceCents } =
      this.attributes;
    const nation = new PlaceAccumulator(NATION, null);
    for (let r = 1; r <= restaurants; r += 1) {
      const slugs: string[] = [];
      for (let i = cuisineStart[r]!; i < cuisineStart[r + 1]!; i += 1) slugs.push(cuisines[cuisineOf[i]!]!);
      const prices: number[] = [];
      for (let item = firstItem[r]!; item < firstItem[r + 1]!; item += 1) {
        if (priceCents[item]! > NO_PRICE) prices.push(priceCents[item]!);
      }
      nation.add({
        cuisines: slugs,
        priceRange: priceTier[r] === 0 ? null : PRICE_TIERS[priceTier[r]!]!,
        latitude: latitude[r]!,
        longitude: longitude[r]!,
        itemCount: firstItem[r + 1]! - firstItem[r]!,
        priceCents: prices,
      });
    }
    const summary = nation.summary();
    const states = this.stateRows();
    return {
      state: NATION,
      city_key: '',
      city: null,
      city_count: states.reduce((sum, state) => sum + (state.city_count ?? 0), 0),
      state_count: states.length,
      restaurant_count: summary.restaurantCount,
      item_count: summary.itemCount,
      average_cents: summary.averageCents,
      ...summary.percentiles,
      tier_1: summary.tiers[0]!,
      tier_2: summary.tiers[1]!,
      tier_3: summary.tiers[2]!,
      tier_4: summary.tiers[3]!,
      expensive_share: summary.expensiveShare,
      latitude: summary.latitude,
      longitude: summary.longitude,
      top_cuisines: JSON.stringify(summary.topCuisines),
    };
  }
}

/** GET /v1/stats/us: the nation's row as a state's statistics, with its benchmarks (its price index is 100). */
export function usStatistics(national: NationalStatistics, benchmarks: Benchmarks): UsStats {
  const row = national.get();
  const figures = {
    ...placeStatistics(row),
    state: NATION,
    city_count: row.city_count ?? 0,
    state_count: row.state_count,
  };
  return { ...figures, ...benchmarks.of(figures, true) };
}
