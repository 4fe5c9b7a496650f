import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { components } from '../../../api/schema';

type Restaurant = components['schemas']['Restaurant'];

const restaurantKeys = {
  all: ['restaurant'] as const,
  detail: (id: string) => [...restaurantKeys.all, id, 'detail'] as const,
  menu: (id: string) => [...restaurantKeys.all, id, 'menu'] as const,
};

/**
 * The record a link to the page already held (a search hit, passed in the navigation state), so opening a
 * restaurant from search costs only its menu. Anything else in the state is ignored.
 */
export function heldRestaurant(state: unknown, id: string): Restaurant | undefined {
  const held = (state as { restaurant?: Restaurant & { matched_dishes?: unknown } } | null)?.restaurant;
  if (!held || held.restaurant_id !== id || typeof held.name !== 'string') return undefined;
  const restaurant = { ...held };
  delete restaurant.matched_dishes;
  return restaurant;
}

export const restaurantOptions = (id: string, held?: Restaurant) =>
  queryOptions({
    queryKey: restaurantKeys.detail(id),
    initialData: held,
    queryFn: ({ signal }) =>
      callApi((c) =>
        c.GET('/v1/restaurants/{restaurant_id}', { params: { path: { restaurant_id: id } }, signal }),
      ).then((r) => r.data),
  });

export const menuOptions = (id: string) =>
  queryOptions({
    queryKey: restaurantKeys.menu(id),
    queryFn: ({ signal }) =>
      callApi((c) =>
        c.GET('/v1/restaurants/{restaurant_id}/menu', { params: { path: { restaurant_id: id } }, signal }),
      ).then((r) => r.data),
  });
