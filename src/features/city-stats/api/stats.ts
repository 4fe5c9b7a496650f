import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import { cityId, MAX_COMPARE, normalizeState, parseCityList, type CityRef } from '../../../lib/url-state';
import { MIN_RESTAURANTS } from '../../../../rules/limits';

export type CityStats = components['schemas']['CityStats'];
export type CityRankingRow = components['schemas']['CityRankingRow'];
/** What a city's and a state's statistics have in common: everything the figures and charts draw. */
export type PlaceStats = Omit<CityStats, 'city'>;

export const statsKeys = {
  all: ['city-stats'] as const,
  city: (ref: CityRef) => [...statsKeys.all, 'city', ref.state.toUpperCase(), ref.city.trim().toLowerCase()] as const,
  topCuisines: (state: string, limit: number) => [...statsKeys.all, 'top-cuisines', state || 'US', limit] as const,
  state: (state: string) => [...statsKeys.all, 'state', state] as const,
  us: () => [...statsKeys.all, 'us'] as const,
  largestCities: (state: string, limit: number) => [...statsKeys.all, 'largest-cities', state, limit] as const,
};

export const cityStatsOptions = (ref: CityRef) =>
  queryOptions({
    queryKey: statsKeys.city(ref),
    queryFn: ({ signal }) =>
      callApi((c) =>
        c.GET('/v1/stats/{state}/{city}', { params: { path: { state: ref.state, city: ref.city } }, signal }),
      ).then((r) => r.data),
  });

export const stateStatsOptions = (state: string) =>
  queryOptions({
    queryKey: statsKeys.state(state),
    queryFn: ({ signal }) =>
      callApi((c) => c.GET('/v1/stats/{state}', { params: { path: { state } }, signal })).then((r) => r.data),
  });

export const usStatsOptions = () =>
  queryOptions({
    queryKey: statsKeys.us(),
    queryFn: ({ signal }) => callApi((c) => c.GET('/v1/stats/us', { signal })).then((r) => r.data),
  });

/** A state's cities by restaurant count, every city however small (the ranking's default leaves the smallest out). */
export const largestCitiesOptions = (state: string, limit = 20) =>
  queryOptions({
    queryKey: statsKeys.largestCities(state, limit),
    queryFn: ({ signal }) =>
      callApi((c) =>
        c.GET('/v1/stats/cities', {
          params: {
            query: { state, sort: 'restaurant_count', order: 'desc', min_restaurants: MIN_RESTAURANTS.min, limit },
          },
          signal,
        }),
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

export const PERCENTILES = ['p10', 'p25', 'p50', 'p75', 'p90', 'p99'] as const;

/** The percentile rows for chart, table and CSV alike. */
export function percentileRows(
  stats: Pick<PlaceStats, 'price_percentiles'>,
): { label: string; price: number | null }[] {
  return PERCENTILES.map((p) => ({ label: p, price: stats.price_percentiles[p] }));
}

export const PRICE_TIERS = ['$', '$$', '$$$', '$$$$', 'unknown'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

/** The tier rows for chart, table and CSV alike: each tier's restaurants and their share of all the place's. */
export function tierRows(
  stats: Pick<PlaceStats, 'price_tiers' | 'restaurant_count'>,
): { tier: PriceTier; label: string; restaurants: number; share: number | null }[] {
  return PRICE_TIERS.map((tier) => ({
    tier,
    label: tier === 'unknown' ? 'Unknown' : tier,
    restaurants: stats.price_tiers[tier],
    share: stats.restaurant_count > 0 ? stats.price_tiers[tier] / stats.restaurant_count : null,
  }));
}
