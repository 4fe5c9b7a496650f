/**
 * The precomputed statistics the catalog file holds (built by `server/dataset/catalog-stats.ts`), read as records:
 * a city's, a state's, the ranking of cities and the top cuisines. Each is one indexed read; nothing here
 * aggregates rows at request time.
 */
import type Database from 'better-sqlite3';
import type { CityRankingSort } from '../../rules/city-ranking.ts';
import type { CityRankingRequest, Statistics } from './catalog.ts';
import type { Statements } from './connection.ts';
import { filterKey } from './filter-tokens.ts';
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
const RANKING_COLUMN = {
  restaurant_count: 'restaurant_count',
  item_count: 'item_count',
  median_price: 'p50',
  average_price: 'average_cents',
  p90_price: 'p90',
  expensive_share: 'expensive_share',
} as const satisfies Record<CityRankingSort, keyof PlaceStatsRow>;

type RankingColumns = Pick<PlaceStatsRow, 'state' | 'city_key' | (typeof RANKING_COLUMN)[CityRankingSort]>;

/**
 * Orders are sorted as packed numbers, value × RANK_SLOTS + the city's index, so the typed array's own numeric sort
 * does it (comparator sorts of 16,000 cities, twelve times, took over 100 ms at each connection's start) and ties
 * fall to the index, which is state then city order. Both stay exact below 2^53.
 */
const RANK_SLOTS = 2 ** 20;
const RANK_VALUES = 2 ** 32;

/**
 * The city ranking. Every city's place and figures are read once, when the connection opens (16,000 cities at full
 * scale, under 1 MB), and ordered by each sort both ways; a request walks one order, keeps the cities that are big
 * enough (and in the state), and reads only its page's rows by key. Ordering in SQL per request took 4–15 ms.
 * Cities without the figure (no priced item, no known tier) come last either way; ties go by state, then city, so
 * pages never overlap.
 */
export class CityRanking {
  private readonly cities: RankingColumns[];
  private readonly orders = new Map<string, Uint32Array>();

  constructor(
    db: Database.Database,
    private readonly statements: Statements,
  ) {
    this.cities = db
      .prepare<[], RankingColumns>(
        `SELECT state, city_key, ${Object.values(RANKING_COLUMN).join(', ')} FROM place_stats
          WHERE city IS NOT NULL ORDER BY state, city_key`,
      )
      .all();
    if (this.cities.length >= RANK_SLOTS) throw new Error(`more than ${RANK_SLOTS} cities cannot be ranked`);
    for (const [sort, column] of Object.entries(RANKING_COLUMN)) {
      // expensive_share has 4 decimals; the other figures are whole (counts, cents).
      const scale = column === 'expensive_share' ? 10_000 : 1;
      const known = this.cities.filter((city) => city[column] !== null).length;
      const keys = { asc: new Float64Array(known), desc: new Float64Array(known) };
      const unknown: number[] = [];
      let at = 0;
      this.cities.forEach((city, index) => {
        const value = city[column];
        if (value === null) return unknown.push(index);
        const whole = Math.round(value * scale);
        keys.asc[at] = whole * RANK_SLOTS + index;
        keys.desc[at] = (RANK_VALUES - whole) * RANK_SLOTS + index;
        at += 1;
      });
      for (const order of ['asc', 'desc'] as const) {
        const ranked = new Uint32Array(this.cities.length);
        keys[order].sort().forEach((key, position) => (ranked[position] = key % RANK_SLOTS));
        ranked.set(unknown, known);
        this.orders.set(`${sort} ${order}`, ranked);
      }
    }
  }

  rank({ state, sort, order, minRestaurants, limit, offset }: CityRankingRequest) {
    const code = state?.toUpperCase();
    const page: RankingColumns[] = [];
    let total = 0;
    for (const index of this.orders.get(`${sort} ${order}`)!) {
      const city = this.cities[index]!;
      if (city.restaurant_count < minRestaurants || (code !== undefined && city.state !== code)) continue;
      if (total >= offset && total < offset + limit) page.push(city);
      total += 1;
    }
    const rows: CityRankingRow[] = page.map(({ state, city_key }) => {
      const row = this.statements.placeStats.get(state, city_key)!;
      return {
        state: row.state,
        city: row.city!,
        ...placeFigures(row),
        location: { latitude: row.latitude, longitude: row.longitude },
      };
    });
    return { rows, total };
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
