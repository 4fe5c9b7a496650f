import { infiniteQueryOptions, keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { nextOffset } from '../../../api/search-paging';
import { canSearch, filtersFromUrl, PANEL_FACETS, searchBody, type SearchFilters } from '../../../api/search-filters';

const PAGE_SIZE = 20;

const restaurantSearchKeys = {
  all: ['restaurant-search'] as const,
  list: (filters: SearchFilters) => [...restaurantSearchKeys.all, filters] as const,
};

/** A restaurant search, its first page counting the filter panel's facets (the total is then exact). */
export const restaurantSearchOptions = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: restaurantSearchKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      callApi((c) =>
        c.POST('/v1/search/restaurants', {
          body: {
            ...searchBody(filters, 'restaurants'),
            ...(pageParam === 0 && { facets: [...PANEL_FACETS] }),
            limit: PAGE_SIZE,
            offset: pageParam,
          },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset(PAGE_SIZE),
    enabled: canSearch(filters, 'restaurants'),
    placeholderData: keepPreviousData,
  });

/** The search a page URL asks for, started before the page's code has arrived (src/app/route-prefetch.ts). */
export function prefetchRestaurantSearch(queryClient: QueryClient, search: URLSearchParams): void {
  const options = restaurantSearchOptions(filtersFromUrl(search));
  // The page may have asked already (this code arrives in a chunk of its own): a refused or failed answer must not be
  // asked for a second time, which would spend quota on the same refusal.
  if (options.enabled && !queryClient.getQueryState(options.queryKey)) void queryClient.prefetchInfiniteQuery(options);
}
