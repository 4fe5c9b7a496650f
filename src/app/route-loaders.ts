/**
 * What each page asks the API for on arrival, asked by its route's loader as soon as the URL is known, side by side
 * with the download of the page's code instead of after it. Only what the page itself asks for on arrival, through
 * the same queryOptions, so the page finds the request under way or answered: nothing is fetched twice, and no
 * quota is spent on a page the user has not opened.
 */
import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction, Params, ShouldRevalidateFunction } from 'react-router';
import { keyStore } from '../api/key-store';
import { quotaStore } from '../api/quota-store';
import { meterReadsUsage, usageOptions } from '../features/account/api/account';
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

/** Starts a page's first requests; it does not wait for their answers. */
export type Prefetch = (queryClient: QueryClient, params: Params, search: URLSearchParams) => void;

/**
 * Would the page, arriving now, ask for this query? Not when it is switched off, and not when it already failed:
 * the page shows that error with its own Try again (retryOnMount is off) rather than spend quota on the same answer.
 * Fresh answers are not asked again either: prefetchQuery leaves them be.
 */
function pageWouldAsk(queryClient: QueryClient, options: { queryKey: QueryKey; enabled?: unknown }): boolean {
  if (options.enabled === false) return false;
  const state = queryClient.getQueryState(options.queryKey);
  return !(state?.status === 'error' && state.data === undefined);
}

function prefetchQuery<Data, Error, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key> & { enabled?: unknown },
): void {
  if (pageWouldAsk(queryClient, options)) void queryClient.prefetchQuery(options);
}

function prefetchInfiniteQuery<Data, Error, Key extends QueryKey, PageParam>(
  queryClient: QueryClient,
  options: FetchInfiniteQueryOptions<Data, Error, Data, Key, PageParam> & { enabled?: unknown },
): void {
  if (pageWouldAsk(queryClient, options)) void queryClient.prefetchInfiniteQuery(options);
}

/** A search page's request: the request code is a small chunk of its own, fetched beside the page's. */
const searchPrefetch =
  (index: 'restaurants' | 'items'): Prefetch =>
  (queryClient, _, search) => {
    void Promise.all([import('../api/search-query'), import('../api/search-filters')]).then(([query, filters]) =>
      prefetchInfiniteQuery(queryClient, query.searchOptions(index, filters.filtersFromUrl(search))),
    );
  };

export const prefetch = {
  restaurantSearch: searchPrefetch('restaurants'),
  dishSearch: searchPrefetch('items'),
  restaurant: (queryClient, { id = '' }) => prefetchQuery(queryClient, restaurantPageOptions(id)),
  statsIndex: (queryClient, _, search) =>
    prefetchQuery(queryClient, topCuisinesOptions(normalizeState(readParam(search, 'state')))),
  cityDashboard: (queryClient, params, search) => {
    for (const city of dashboardCities(params.state ?? '', params.city ?? '', search.get('compare'))) {
      prefetchQuery(queryClient, cityStatsOptions(city));
    }
  },
  // The cities are asked for beside the state's figures, though drawn after them.
  stateStats: (queryClient, { state = '' }) => {
    const code = normalizeState(state);
    if (!stateName(code)) return;
    prefetchQuery(queryClient, stateStatsOptions(code));
    prefetchQuery(queryClient, largestCitiesOptions(code));
  },
  // Its request code, like the searches', is fetched beside the page's rather than carried by the first download.
  cityRanking: (queryClient, _, search) => {
    void import('../features/city-ranking/api/city-ranking').then(({ cityRankingOptions, viewFromUrl, viewRequest }) =>
      prefetchQuery(queryClient, cityRankingOptions(viewRequest(viewFromUrl(search)))),
    );
  },
} satisfies Record<string, Prefetch>;

/** Long enough for the quota meter to mount and find the usage answer, however slowly the first render goes. */
const SHELL_ANSWER_KEPT_MS = 30_000;

/**
 * What the shell asks on arrival, beside the page's own first requests: the quota meter's usage read, when the meter
 * would ask it. Left to the meter, it would leave only after React's first render, the last request of the load.
 */
export function prefetchShell(queryClient: QueryClient): void {
  if (!meterReadsUsage(keyStore.get().key, quotaStore.get().snapshot)) return;
  void queryClient.prefetchQuery({ ...usageOptions(), gcTime: SHELL_ANSWER_KEPT_MS });
}

/**
 * A route's loader for `prefetch`. It returns at once: the page is drawn as soon as its code is in, and shows its own
 * loading and error states. The requests wait for the answers kept in IndexedDB to be restored, since a reload must
 * not ask again for what it kept.
 */
export function prefetchLoader(prefetch: Prefetch, queryClient: QueryClient, restored: Promise<void>): LoaderFunction {
  return ({ params, request }) => {
    const search = new URL(request.url).searchParams;
    void restored.then(() => prefetch(queryClient, params, search));
    return null;
  };
}

/** The loaders run on arrival at a page, not on every change of its query string: the page itself handles those. */
export const onArrival: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;
