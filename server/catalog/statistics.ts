/**
 * The precomputed statistics the catalog file holds (built by `server/dataset/catalog-stats.ts`), read as records:
 * a city's, a state's, the ranking of cities and the top cuisines. Each is one indexed read; nothing here
 * aggregates rows at request time.
 */
import type Database from 'better-sqlite3';
import type { CityRankingSort } from '../../rules/city-ranking.ts';
import type { CityRankingRequest, Statistics } from './catalog.ts';
import type { Statements } from './connection.ts';
import { filterKey } from './fts-query.ts';
import type { CityRankingRow, CityStats, CuisineCount, StateStats } from './records.ts';
import { dollars } from './rows.ts';

/** A row of `place_stats` (schema.ts). */
export interface PlaceStatsRow {
  state: string;
  city_key: string;
  city: string | null;
  city_count: number | null;
  restaurant_count: number;
  item_count: number;
  average_cents: number | null;
  p10: number | null;
  p25: number | null;
  p50: number | null;
  p75: number | null;
  p90: number | null;
  p99: number | null;
  tier_1: number;
  tier_2: number;
  tier_3: number;
  tier_4: number;
  expensive_share: number | null;
  latitude: number;
  longitude: number;
  top_cuisines: string;
}

/** The figures every place answer shares. */
function placeFigures(row: PlaceStatsRow) {
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

function placeStatistics(row: PlaceStatsRow) {
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
  statements: Statements,
  { state, city }: Statistics['city']['request'],
): CityStats | undefined {
  const key = filterKey(city);
  // A city's key is never empty ('' is the state's row): a name of only punctuation names no city.
  const row = key === '' ? undefined : statements.placeStats.get(state.toUpperCase(), key);
  return row && { ...placeStatistics(row), city: row.city! };
}

/** A state's statistics; a state the catalog has no restaurants in has zeros. */
export function stateStatistics(statements: Statements, { state }: Statistics['state']['request']): StateStats {
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
  };
}

/** The place_stats column each ranking sort reads. */
const RANKING_COLUMN: Record<CityRankingSort, keyof PlaceStatsRow> = {
  restaurant_count: 'restaurant_count',
  item_count: 'item_count',
  median_price: 'p50',
  average_price: 'average_cents',
  p90_price: 'p90',
  expensive_share: 'expensive_share',
};

/**
 * The city ranking: one statement per sort, order and scope, prepared on first use. Places without the figure
 * (no priced item, no known tier) come last either way; ties go by state, then city, so pages never overlap.
 */
export class CityRanking {
  private readonly pages = new Map<string, Database.Statement<unknown[], PlaceStatsRow>>();
  private readonly totals: Record<'nation' | 'state', Database.Statement<unknown[], number>>;

  constructor(private readonly db: Database.Database) {
    const cities = 'city IS NOT NULL AND restaurant_count >= ?';
    this.totals = {
      nation: db.prepare<unknown[], number>(`SELECT count(*) FROM place_stats WHERE ${cities}`).pluck(),
      state: db.prepare<unknown[], number>(`SELECT count(*) FROM place_stats WHERE state = ? AND ${cities}`).pluck(),
    };
  }

  rank({ state, sort, order, minRestaurants, limit, offset }: CityRankingRequest) {
    const scope = state === undefined ? 'nation' : 'state';
    const column = RANKING_COLUMN[sort];
    const key = `${scope} ${column} ${order}`;
    let page = this.pages.get(key);
    if (!page) {
      const where = `${scope === 'state' ? 'state = ? AND ' : ''}city IS NOT NULL AND restaurant_count >= ?`;
      page = this.db.prepare<unknown[], PlaceStatsRow>(
        `SELECT * FROM place_stats WHERE ${where}
         ORDER BY ${column} IS NULL, ${column} ${order === 'asc' ? 'ASC' : 'DESC'}, state, city_key LIMIT ? OFFSET ?`,
      );
      this.pages.set(key, page);
    }
    const scoped = state === undefined ? [] : [state.toUpperCase()];
    const rows: CityRankingRow[] = page.all(...scoped, minRestaurants, limit, offset).map((row) => ({
      state: row.state,
      city: row.city!,
      ...placeFigures(row),
      location: { latitude: row.latitude, longitude: row.longitude },
    }));
    return { rows, total: this.totals[scope].get(...scoped, minRestaurants)! };
  }
}

export function topCuisines(
  statements: Statements,
  { state, limit, offset }: Statistics['top-cuisines']['request'],
): Statistics['top-cuisines']['answer'] {
  const scope = state?.toUpperCase() ?? '';
  const inScope = statements.scopeTotal.get(scope) ?? 0;
  const cuisines = statements.cuisineCounts.all(scope, limit, offset).map((row) => ({
    cuisine: row.cuisine,
    restaurant_count: row.restaurant_count,
    share: Math.round((row.restaurant_count / inScope) * 10_000) / 10_000,
  }));
  return { cuisines, total: statements.cuisineTotal.get(scope) ?? 0 };
}
