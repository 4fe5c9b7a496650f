/** The precomputed statistics the catalog file holds (built by `server/dataset/catalog-stats.ts`), read as records. */
import type { Statistics } from './catalog.ts';
import type { Statements } from './connection.ts';
import { filterKey } from './fts-query.ts';
import type { CuisineCount } from './records.ts';
import { dollars } from './rows.ts';

export function cityStatistics(
  statements: Statements,
  { state, city }: Statistics['city']['request'],
): Statistics['city']['answer'] {
  const row = statements.cityStats.get(state.toUpperCase(), filterKey(city));
  if (!row) return undefined;
  const price = (column: string) => dollars(row[column] as number | null);
  return {
    state: row.state as string,
    city: row.city as string,
    currency: 'USD' as const,
    restaurant_count: row.restaurant_count as number,
    item_count: row.item_count as number,
    average_price: price('average_cents'),
    median_price: price('p50'),
    p90_price: price('p90'),
    price_percentiles: {
      p10: price('p10'),
      p25: price('p25'),
      p50: price('p50'),
      p75: price('p75'),
      p90: price('p90'),
      p99: price('p99'),
    },
    top_cuisines: JSON.parse(row.top_cuisines as string) as CuisineCount[],
  };
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
