/** GET /v1/restaurants/{restaurant_id} and its menu. */
import { Type } from '@sinclair/typebox';
import { MenuSchema, RestaurantSchema, refTo } from '../catalog/records.ts';
import { RestaurantIdSchema } from '../search/fields.ts';
import { ApiError } from '../gateway/errors.ts';
import { errorResponses } from './common.ts';
import type { DataRoutes } from './types.ts';

const Params = Type.Object({ restaurant_id: RestaurantIdSchema });
const lookupErrors = errorResponses(400, 401, 404, 429, 503);

function notFound(restaurantId: string): ApiError {
  return new ApiError('restaurant_not_found', `No restaurant has the id '${restaurantId}'.`, {
    param: 'restaurant_id',
  });
}

export const restaurantRoutes: DataRoutes = async (app, { catalog }) => {
  app.get(
    '/v1/restaurants/:restaurant_id',
    {
      schema: {
        operationId: 'getRestaurant',
        tags: ['restaurants'],
        summary: 'Restaurant details',
        params: Params,
        response: { 200: Type.Object({ data: refTo(RestaurantSchema) }), ...lookupErrors },
      },
    },
    async (request) => {
      const restaurant = await catalog.record({ kind: 'restaurant', restaurantId: request.params.restaurant_id });
      if (!restaurant) throw notFound(request.params.restaurant_id);
      return { data: restaurant };
    },
  );

  app.get(
    '/v1/restaurants/:restaurant_id/menu',
    {
      schema: {
        operationId: 'getRestaurantMenu',
        tags: ['restaurants'],
        summary: 'Restaurant menu, in sections, in menu order',
        params: Params,
        response: { 200: Type.Object({ data: refTo(MenuSchema) }), ...lookupErrors },
      },
    },
    async (request) => {
      const menu = await catalog.record({ kind: 'menu', restaurantId: request.params.restaurant_id });
      if (!menu) throw notFound(request.params.restaurant_id);
      return { data: menu };
    },
  );
};
