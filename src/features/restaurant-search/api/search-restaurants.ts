import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { isSearchable, nextOffset, setFilters } from '../../../api/search-paging';
import { normalizeState, readParam } from '../../../lib/url-state';

export interface RestaurantSearchParams {
  q: string;
  state: string;
  city: string;
  cuisine: string;
}

const PAGE_SIZE = 20;

/** What a person types ("Tex Mex") as the API's cuisine slug ("tex-mex"). */
const cuisineSlug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The search a page URL asks for: the page and its route loader read it alike, so they share one cache entry. */
export function restaurantSearchFromUrl(params: URLSearchParams): RestaurantSearchParams {
  return {
    q: readParam(params, 'q'),
    state: normalizeState(readParam(params, 'state')),
    city: readParam(params, 'city'),
    cuisine: cuisineSlug(readParam(params, 'cuisine')),
  };
}

const restaurantSearchKeys = {
  all: ['restaurant-search'] as const,
  list: (params: RestaurantSearchParams) => [...restaurantSearchKeys.all, params] as const,
};

export const restaurantSearchOptions = (params: RestaurantSearchParams) =>
  infiniteQueryOptions({
    queryKey: restaurantSearchKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      callApi((c) =>
        c.POST('/v1/search/restaurants', {
          body: {
            q: params.q,
            ...setFilters({ state: params.state, city: params.city, cuisine: params.cuisine }),
            limit: PAGE_SIZE,
            offset: pageParam,
          },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset(PAGE_SIZE),
    enabled: isSearchable(params.q, 'restaurants'),
    placeholderData: keepPreviousData,
  });
