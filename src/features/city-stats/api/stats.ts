import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import { cityId, MAX_COMPARE, normalizeState, parseCityList, type CityRef } from '../../../lib/url-state';

export type CityStats = components['schemas']['CityStats'];

export const statsKeys = {
  all: ['city-stats'] as const,
  city: (ref: CityRef) => [...statsKeys.all, 'city', ref.state.toUpperCase(), ref.city.trim().toLowerCase()] as const,
  topCuisines: (state: string, limit: number) => [...statsKeys.all, 'top-cuisines', state || 'US', limit] as const,
};

export const cityStatsOptions = (ref: CityRef) =>
  queryOptions({
    queryKey: statsKeys.city(ref),
    queryFn: ({ signal }) =>
      callApi((c) =>
        c.GET('/v1/stats/{state}/{city}', { params: { path: { state: ref.state, city: ref.city } }, signal }),
      ).then((r) => r.data),
  });

export const topCuisinesOptions = (state: string, limit = 15) =>
  queryOptions({
    queryKey: statsKeys.topCuisines(state, limit),
    queryFn: ({ signal }) =>
      callApi((c) =>
        c.GET('/v1/stats/top-cuisines', { params: { query: { ...(state && { state }), limit } }, signal }),
      ).then((r) => r.data),
  });

/** `/stats/:state/:city?compare=…` as the cities it shows, the main one first (page and route loader alike). */
export function dashboardCities(state: string, city: string, compare: string | null): CityRef[] {
  const main: CityRef = { state: normalizeState(state) || state.toUpperCase(), city };
  const others = parseCityList(compare, MAX_COMPARE)
    .filter((c) => cityId(c) !== cityId(main))
    .slice(0, MAX_COMPARE - 1);
  return [main, ...others];
}

const PERCENTILES = ['p10', 'p25', 'p50', 'p75', 'p90', 'p99'] as const;

/** The percentile rows for chart, table and CSV alike. */
export function percentileRows(stats: Pick<CityStats, 'price_percentiles'>): { label: string; price: number | null }[] {
  return PERCENTILES.map((p) => ({ label: p, price: stats.price_percentiles[p] }));
}
