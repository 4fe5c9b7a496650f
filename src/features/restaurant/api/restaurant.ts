import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { endTypingSession } from '../../../api/suggest';
import type { components } from '../../../api/schema';

type Restaurant = components['schemas']['Restaurant'];
export type Menu = NonNullable<components['schemas']['ExpandableRestaurant']['menu']>;

const restaurantKeys = {
  all: ['restaurant'] as const,
  page: (id: string) => [...restaurantKeys.all, id, 'with-menu'] as const,
};

/**
 * The record a link to the page already held (a search hit, passed in the navigation state), shown while the
 * page's one request is on its way. Anything else in the state is ignored.
 */
export function heldRestaurant(state: unknown, id: string): Restaurant | undefined {
  const held = (state as { restaurant?: Restaurant & { matched_dishes?: unknown } } | null)?.restaurant;
  if (!held || held.restaurant_id !== id || typeof held.name !== 'string') return undefined;
  const restaurant = { ...held };
  delete restaurant.matched_dishes;
  return restaurant;
}

/** Everything the restaurant page shows, in one counted request: the record with its menu inside (`expand=menu`). */
export const restaurantPageOptions = (id: string) =>
  queryOptions({
    queryKey: restaurantKeys.page(id),
    queryFn: ({ signal }) =>
      callApi((c) =>
        c.GET('/v1/restaurants/{restaurant_id}', {
          params: { path: { restaurant_id: id }, query: { expand: 'menu' } },
          // Opened from a suggestion, this read is what the typing led to: it ends (and pays for) the session.
          headers: endTypingSession(),
          signal,
        }),
      ).then((r) => r.data),
  });
