import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export interface RestaurantSearchParams {
  q: string;
  state: string;
  city: string;
  cuisine: string;
}

export const PAGE_SIZE = 20;
/** The API's window: offset + limit ≤ 1,000. */
const MAX_WINDOW = 1000;

export const restaurantSearchKeys = {
  all: ['restaurant-search'] as const,
  list: (params: RestaurantSearchParams) => [...restaurantSearchKeys.all, params] as const,
};

export const MIN_QUERY_LENGTH = 2;

export const restaurantSearchOptions = (params: RestaurantSearchParams) =>
  infiniteQueryOptions({
    queryKey: restaurantSearchKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      callApi((c) =>
        c.POST('/v1/search/restaurants', {
          body: {
            q: params.q,
            ...(params.state && { state: params.state }),
            ...(params.city && { city: params.city }),
            ...(params.cuisine && { cuisine: params.cuisine }),
            limit: PAGE_SIZE,
            offset: pageParam,
          },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.pagination.offset + last.pagination.returned;
      return last.pagination.has_more && next + PAGE_SIZE <= MAX_WINDOW ? next : undefined;
    },
    enabled: params.q.trim().length >= MIN_QUERY_LENGTH,
    placeholderData: keepPreviousData,
  });
