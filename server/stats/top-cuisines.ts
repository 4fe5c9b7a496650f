/** The cuisines with the most restaurants in the country or a state, with each one's share of the restaurants. */
import type { Statistics } from '../catalog/catalog.ts';
import type { StatisticsStatements } from './statements.ts';

export function topCuisines(
  statements: StatisticsStatements,
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
