/**
 * The statements that read the statistics the builder precomputed (`server/index/statistics-tables.ts`), prepared
 * once per connection: each answer is one indexed read, and nothing aggregates rows at request time.
 */
import type Database from 'better-sqlite3';

/** A row of `place_stats` (`server/index/schema.ts`). */
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
  main_median_cents: number | null;
}

export function prepareStatisticsStatements(db: Database.Database) {
  return {
    placeStats: db.prepare<[string, string], PlaceStatsRow>(
      'SELECT * FROM place_stats WHERE state = ? AND city_key = ?',
    ),
    stateRows: db.prepare<[], PlaceStatsRow>("SELECT * FROM place_stats WHERE city_key = ''"),
    cuisineCounts: db.prepare<[string, number, number], { cuisine: string; restaurant_count: number }>(
      `SELECT cuisine, restaurant_count FROM cuisine_counts WHERE scope = ?
       ORDER BY restaurant_count DESC, cuisine LIMIT ? OFFSET ?`,
    ),
    cuisineTotal: db.prepare<[string], number>('SELECT count(*) FROM cuisine_counts WHERE scope = ?').pluck(),
    scopeTotal: db.prepare<[string], number>('SELECT restaurant_count FROM scope_totals WHERE scope = ?').pluck(),
  };
}

export type StatisticsStatements = ReturnType<typeof prepareStatisticsStatements>;
