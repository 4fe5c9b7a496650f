import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { isSearchable, nextOffset, setFilters } from '../../../api/search-paging';

export interface RestaurantSearchParams {
  q: string;
  state: string;
  city: string;
  cuisine: string;
}

const PAGE_SIZE = 20;

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
    enabled: isSearchable(params.q),
    placeholderData: keepPreviousData,
  });
