/** GET /v1/restaurants: a place's restaurants in id order, a page at a time, for bulk sync. */
import { Type } from '@sinclair/typebox';
import { RestaurantSchema, refTo } from '../catalog/records.ts';
import { ApiError } from '../gateway/errors.ts';
import { CitySchema, StateSchema } from '../search/fields.ts';
import { PAGE_LIMIT } from '../../rules/limits.ts';
import { LimitField, errorResponses, usState } from './common.ts';
import { CursorField, Cursors } from './cursor.ts';
import { fieldSelection, fieldsQueryParameter, selectFields } from './field-selection.ts';
import type { DataRoutes } from './types.ts';

/** A listing's pagination: no offset, since a page continues after an id, not from a position. */
const ListingPaginationSchema = Type.Object({
  limit: Type.Integer(),
  returned: Type.Integer(),
  has_more: Type.Boolean({ description: 'Whether the place has more restaurants after this page' }),
  next_cursor: Type.Optional(
    Type.String({ description: 'Present while has_more: send it as cursor, with the same state and city' }),
  ),
});

const ListingQuery = Type.Object(
  {
    state: { ...StateSchema, description: 'The state to list (required: a sync copies one place at a time)' },
    city: Type.Optional({ ...CitySchema, description: 'Only this city of the state; unknown is 404 city_not_found' }),
    limit: Type.Optional(LimitField),
    cursor: Type.Optional(CursorField),
    fields: fieldsQueryParameter(RestaurantSchema, 'restaurant_id'),
  },
  { additionalProperties: false },
);

export const restaurantListingRoutes: DataRoutes = async (app, { catalog }) => {
  app.get(
    '/v1/restaurants',
    {
      schema: {
        operationId: 'listRestaurants',
        tags: ['restaurants'],
        summary: "A place's restaurants in id order, for bulk sync",
        description:
          'Every restaurant of a state, or of one city in it, in restaurant_id order, as the same record as ' +
          'restaurant details. Follow pagination.next_cursor until has_more is false to copy the place: each page ' +
          'continues after the last id sent, so a walk sees each restaurant once and costs the same at any depth. ' +
          'A cursor outlives nothing but its catalog: after the catalog is replaced it is 400 cursor_expired, and ' +
          'the walk starts again.',
        querystring: ListingQuery,
        response: {
          200: Type.Object({ data: Type.Array(refTo(RestaurantSchema)), pagination: ListingPaginationSchema }),
          ...errorResponses(400, 401, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { limit = PAGE_LIMIT.default, cursor } = request.query;
      const state = usState(request.query.state);
      const city = request.query.city;
      const selection = fieldSelection(request.query.fields, RestaurantSchema, 'restaurant_id');
      // The city as the catalog matches it (case-insensitive), so "houston" continues a walk begun as "Houston".
      const cursors = await Cursors.of(catalog, { listing: 'restaurants', state, city: city?.toLowerCase() });
      const after = cursor === undefined ? undefined : cursors.readId(cursor);
      const listing = await catalog.listing({
        state,
        ...(city !== undefined && { city }),
        ...(after !== undefined && { after }),
        limit,
      });
      if (listing.unknownCity) {
        throw new ApiError('city_not_found', `No restaurants are listed for ${city}, ${state}.`, { param: 'city' });
      }
      if (listing.unknownAfter) {
        throw new ApiError('parameter_invalid', 'The cursor names no restaurant of this catalog.', { param: 'cursor' });
      }
      const { restaurants, more } = listing;
      return {
        data: selectFields(reply, restaurants, selection),
        pagination: {
          limit,
          returned: restaurants.length,
          has_more: more,
          ...(more && { next_cursor: cursors.write(restaurants.at(-1)!.restaurant_id) }),
        },
      };
    },
  );
};
