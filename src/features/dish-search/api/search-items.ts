import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { nextOffset } from '../../../api/search-paging';
import { canSearch, PANEL_FACETS, searchBody, type SearchFilters } from '../../../api/search-filters';
import type { components } from '../../../api/schema';

export type ItemHit = components['schemas']['ItemHit'];

const PAGE_SIZE = 30;
const dishSearchKeys = {
  all: ['dish-search'] as const,
  list: (filters: SearchFilters) => [...dishSearchKeys.all, filters] as const,
};

/** A dish search, its first page counting the filter panel's facets and the prices of every match. */
export const dishSearchOptions = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: dishSearchKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      callApi((c) =>
        c.POST('/v1/search/items', {
          body: {
            ...searchBody(filters, 'items'),
            ...(pageParam === 0 && { facets: [...PANEL_FACETS] }),
            limit: PAGE_SIZE,
            offset: pageParam,
          },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset(PAGE_SIZE),
    enabled: canSearch(filters, 'items'),
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
