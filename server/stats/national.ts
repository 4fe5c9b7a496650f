/**
 * The whole country's statistics (GET /v1/stats/us), in the shape of a state's. The builder sums the nation up with
 * the same accumulator, in the same pass, as every city and state (`index/statistics-tables.ts`) and keeps the row in
 * meta; so the national figures are, by construction, the sums over every state and city, and its percentiles and
 * mean are over every priced item.
 */
import type Database from 'better-sqlite3';
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

/** The nation's row, as the builder wrote it. */
export function readNationalRow(db: Database.Database): NationalRow {
  const recorded = db.prepare("SELECT value FROM meta WHERE key = 'national'").pluck().get() as string;
  const states = db.prepare("SELECT count(*) FROM place_stats WHERE city_key = ''").pluck().get() as number;
  return { ...(JSON.parse(recorded) as PlaceStatsRow), state: NATION, state_count: states };
}

/** GET /v1/stats/us: the nation's row as a state's statistics, with its benchmarks (its price index is 100). */
export function usStatistics(row: NationalRow, benchmarks: Benchmarks): UsStats {
  const figures = {
    ...placeStatistics(row),
    state: NATION,
    city_count: row.city_count ?? 0,
    state_count: row.state_count,
  };
  return { ...figures, ...benchmarks.of(figures, true) };
}
