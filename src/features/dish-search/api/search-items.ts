import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { isSearchable, nextOffset, setFilters } from '../../../api/search-paging';
import type { components } from '../../../api/schema';

export type ItemHit = components['schemas']['ItemHit'];

export interface DishSearchParams {
  q: string;
  state: string;
  city: string;
}

const PAGE_SIZE = 30;
const dishSearchKeys = {
  all: ['dish-search'] as const,
  list: (params: DishSearchParams) => [...dishSearchKeys.all, params] as const,
};

export const dishSearchOptions = (params: DishSearchParams) =>
  infiniteQueryOptions({
    queryKey: dishSearchKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      callApi((c) =>
        c.POST('/v1/search/items', {
          body: {
            q: params.q,
            ...setFilters({ state: params.state, city: params.city }),
            limit: PAGE_SIZE,
            offset: pageParam,
          },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset(PAGE_SIZE),
    enabled: isSearchable(params.q, 'items'),
    placeholderData: keepPreviousData,
  });

export interface RestaurantGroup {
  restaurant_id: string;
  restaurant_name: string;
  city: string;
  state: string;
  items: ItemHit[];
}

/** The same hits grouped by restaurant, groups in the order their best hit ranked, items in rank order. */
export function groupByRestaurant(hits: readonly ItemHit[]): RestaurantGroup[] {
  const groups = new Map<string, RestaurantGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.restaurant_id);
    if (!group) {
      group = {
        restaurant_id: hit.restaurant_id,
        restaurant_name: hit.restaurant_name,
        city: hit.city,
        state: hit.state,
        items: [],
      };
      groups.set(hit.restaurant_id, group);
    }
    group.items.push(hit);
  }
  return [...groups.values()];
}
