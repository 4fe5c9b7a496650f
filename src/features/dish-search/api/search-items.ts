import type { SearchHit } from '../../../api/search-query';

export type ItemHit = SearchHit<'items'>;

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
