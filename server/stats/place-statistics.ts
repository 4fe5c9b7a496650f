/** A city's and a state's statistics, read from the rows the builder precomputed. */
import type { Statistics } from '../catalog/catalog.ts';
import type { CityStats, CuisineCount, StateStats, Unbenchmarked } from '../catalog/records.ts';
import { dollars } from '../catalog/rows.ts';
import { filterKey } from '../index/filter-tokens.ts';
import type { PlaceStatsRow, StatisticsStatements } from './statements.ts';

/** The figures every place answer shares. */
export function placeFigures(row: PlaceStatsRow) {
  return {
    restaurant_count: row.restaurant_count,
    item_count: row.item_count,
    average_price: dollars(row.average_cents),
    median_price: dollars(row.p50),
    p90_price: dollars(row.p90),
    price_tiers: {
      $: row.tier_1,
      $$: row.tier_2,
      $$$: row.tier_3,
      $$$$: row.tier_4,
      unknown: row.restaurant_count - row.tier_1 - row.tier_2 - row.tier_3 - row.tier_4,
    },
    expensive_share: row.expensive_share,
  };
}

export function placeStatistics(row: PlaceStatsRow) {
  return {
    state: row.state,
    currency: 'USD' as const,
    ...placeFigures(row),
    price_percentiles: {
      p10: dollars(row.p10),
      p25: dollars(row.p25),
      p50: dollars(row.p50),
      p75: dollars(row.p75),
      p90: dollars(row.p90),
      p99: dollars(row.p99),
    },
    top_cuisines: JSON.parse(row.top_cuisines) as CuisineCount[],
  };
}

export function cityStatistics(
  statements: StatisticsStatements,
  { state, city }: Statistics['city']['request'],
): Unbenchmarked<CityStats> | undefined {
  const key = filterKey(city);
  // A city's key is never empty ('' is the state's row): a name of only punctuation names no city.
  const row = key === '' ? undefined : statements.placeStats.get(state.toUpperCase(), key);
  return row && { ...placeStatistics(row), city: row.city! };
}

/** A state's statistics; a state the catalog has no restaurants in has zeros. */
export function stateStatistics(
  statements: StatisticsStatements,
  { state }: Statistics['state']['request'],
): Unbenchmarked<StateStats> {
  const code = state.toUpperCase();
  const row = statements.placeStats.get(code, '') ?? emptyPlace(code);
  return { ...placeStatistics(row), city_count: row.city_count ?? 0 };
}

function emptyPlace(state: string): PlaceStatsRow {
  const none = { p10: null, p25: null, p50: null, p75: null, p90: null, p99: null, average_cents: null };
  const tiers = { tier_1: 0, tier_2: 0, tier_3: 0, tier_4: 0 };
  return {
    state,
    city_key: '',
    city: null,
    city_count: 0,
    restaurant_count: 0,
    item_count: 0,
    ...none,
    ...tiers,
    expensive_share: null,
    latitude: 0,
    longitude: 0,
    top_cuisines: '[]',
    main_median_cents: null,
  };
}
