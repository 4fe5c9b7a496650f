/** GET /v1/restaurants/{restaurant_id} (with its menu inside on `expand=menu`) and GET …/menu. */
import { Type } from '@sinclair/typebox';
import { ExpandableRestaurantSchema, MenuSchema, RestaurantSchema, refTo } from '../catalog/records.ts';
import { RestaurantIdSchema } from '../search/fields.ts';
import { ApiError } from '../gateway/errors.ts';
import { errorResponses } from './common.ts';
import { fieldSelection, fieldsQueryParameter, selectFields } from './field-selection.ts';
import type { DataRoutes } from './types.ts';

const Params = Type.Object({ restaurant_id: RestaurantIdSchema });
const lookupErrors = errorResponses(400, 401, 404, 429, 503);

/** Stripe's `expand` habit: what to embed in the answer. Only the menu can be. */
const RestaurantQuery = Type.Object(
  {
    expand: Type.Optional(
      Type.Unsafe<'menu'>(
        Type.String({
          enum: ['menu'],
          description: "'menu' puts the menu inside the record: a whole restaurant page in one counted request.",
        }),
      ),
    ),
    fields: fieldsQueryParameter(RestaurantSchema, 'restaurant_id'),
  },
  { additionalProperties: false },
);

function notFound(restaurantId: string): ApiError {
  return new ApiError('restaurant_not_found', `No restaurant has the id '${restaurantId}'.`, {
    param: 'restaurant_id',
  });
}

export const restaurantRoutes: DataRoutes = async (app, { catalog }) => {
  app.get(
    '/v1/restaurants/:restaurant_id',
    {
      config: { cacheable: true },
      schema: {
        operationId: 'getRestaurant',
        tags: ['restaurants'],
        summary: 'Restaurant details, with its menu inside on expand=menu',
        params: Params,
        querystring: RestaurantQuery,
        response: { 200: Type.Object({ data: refTo(ExpandableRestaurantSchema) }), ...lookupErrors },
      },
    },
    async (request, reply) => {
      const restaurantId = request.params.restaurant_id;
      const selection = fieldSelection(request.query.fields, RestaurantSchema, 'restaurant_id');
      // Side by side: on the worker pool each lookup gets a thread, so the answer waits for the slower, not both.
      const [restaurant, menu] = await Promise.all([
        catalog.record({ kind: 'restaurant', restaurantId }),
        request.query.expand === 'menu' ? catalog.record({ kind: 'menu', restaurantId }) : undefined,
      ]);
      if (!restaurant) throw notFound(restaurantId);
      // An expanded menu was asked for by name, so a selection of the record's own fields keeps it.
      const data = selectFields(reply, restaurant, selection);
      if (!menu) return { data };
      return { data: { ...data, menu: { currency: menu.currency, sections: menu.sections } } };
    },
  );

  app.get(
    '/v1/restaurants/:restaurant_id/menu',
    {
      config: { cacheable: true },
      schema: {
        operationId: 'getRestaurantMenu',
        tags: ['restaurants'],
        summary: 'Restaurant menu, in sections, in menu order',
        params: Params,
        querystring: Type.Object(
          { fields: fieldsQueryParameter(MenuSchema, 'restaurant_id') },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ data: refTo(MenuSchema) }), ...lookupErrors },
      },
    },
    async (request, reply) => {
      const selection = fieldSelection(request.query.fields, MenuSchema, 'restaurant_id');
      const menu = await catalog.record({ kind: 'menu', restaurantId: request.params.restaurant_id });
      if (!menu) throw notFound(request.params.restaurant_id);
      return { data: selectFields(reply, menu, selection) };
    },
  );
};
