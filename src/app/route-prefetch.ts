/**
 * What each page asks the API for on arrival, started by the route as soon as the URL is known, side by side with
 * the page's code instead of after it. Only what the page itself asks for on arrival, through the same
 * queryOptions: nothing is fetched twice, and no quota is spent on a page the user has not opened.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import {
  cityStatsOptions,
  dashboardCities,
  largestCitiesOptions,
  stateStatsOptions,
  topCuisinesOptions,
} from '../features/city-stats/api/stats';
import { restaurantPageOptions } from '../features/restaurant/api/restaurant';
import { normalizeState, readParam } from '../lib/url-state';
import { stateName } from '../../rules/us-states';

export type Prefetch = (queryClient: QueryClient, params: Params, search: URLSearchParams) => void;

export const prefetch = {
  // The search's request code is a small chunk of its own, fetched beside the page's: the first download stays
  // within its budget.
  restaurantSearch: (queryClient, _, search) => {
    void Promise.all([import('../api/search-query'), import('../api/search-filters')]).then(([query, filters]) => {
      const options = query.searchOptions('restaurants', filters.filtersFromUrl(search));
      // The page may have asked already (this code arrives in a chunk of its own): a refused or failed answer must
      // not be asked for a second time, which would spend quota on the same refusal.
      if (options.enabled && !queryClient.getQueryState(options.queryKey))
        void queryClient.prefetchInfiniteQuery(options);
    });
  },
  restaurant: (queryClient, { id = '' }) => {
    void queryClient.prefetchQuery(restaurantPageOptions(id));
  },
  statsIndex: (queryClient, _, search) => {
    void queryClient.prefetchQuery(topCuisinesOptions(normalizeState(readParam(search, 'state'))));
  },
  cityDashboard: (queryClient, params, search) => {
    for (const city of dashboardCities(params.state ?? '', params.city ?? '', search.get('compare'))) {
      void queryClient.prefetchQuery(cityStatsOptions(city));
    }
  },
  // The cities are asked for beside the state's figures, though drawn after them.
  stateStats: (queryClient, { state = '' }) => {
    const code = normalizeState(state);
    if (!stateName(code)) return;
    void queryClient.prefetchQuery(stateStatsOptions(code));
    void queryClient.prefetchQuery(largestCitiesOptions(code));
  },
  // Its request code, like the search's, is fetched beside the page's rather than carried by the first download.
  cityRanking: (queryClient, _, search) => {
    void import('../features/city-ranking/api/city-ranking').then(({ cityRankingOptions, viewFromUrl, viewRequest }) =>
      queryClient.prefetchQuery(cityRankingOptions(viewRequest(viewFromUrl(search)))),
    );
  },
} satisfies Record<string, Prefetch>;
