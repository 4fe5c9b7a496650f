import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

const restaurantKeys = {
  all: ['restaurant'] as const,
  detail: (id: string) => [...restaurantKeys.all, id, 'detail'] as const,
  menu: (id: string) => [...restaurantKeys.all, id, 'menu'] as const,
};

export const restaurantOptions = (id: string) =>
  queryOptions({
    queryKey: restaurantKeys.detail(id),
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
