/** POST /v1/search/restaurants and POST /v1/search/items. */
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SearchOptions, SearchResult } from '../catalog/catalog.ts';
import { ItemHitSchema, RestaurantHitSchema, RestaurantId, refTo } from '../catalog/records.ts';
import {
  CityField,
  LimitField,
  OffsetField,
  PaginationSchema,
  QueryField,
  SearchMetaSchema,
  StateField,
  checkWindow,
  errorResponses,
  hasMore,
  searchText,
  timed,
  usState,
} from './common.ts';
import { clientGoneSignal } from '../gateway/client-gone.ts';
import type { DataRoutes } from './types.ts';

const RestaurantSearchBody = Type.Object(
  {
    q: QueryField,
    state: Type.Optional(StateField),
    city: Type.Optional(CityField),
    cuisine: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 60, examples: ['tex-mex'] })),
    limit: Type.Optional(LimitField),
    offset: Type.Optional(OffsetField),
  },
  { additionalProperties: false },
);

const ItemSearchBody = Type.Object(
  {
    q: QueryField,
    restaurant_id: Type.Optional(RestaurantId),
    state: Type.Optional(StateField),
    city: Type.Optional(CityField),
    limit: Type.Optional(LimitField),
    offset: Type.Optional(OffsetField),
  },
  { additionalProperties: false },
);

const searchResponse = <T extends Parameters<typeof Type.Array>[0]>(hit: T) =>
  Type.Object({ data: Type.Array(hit), pagination: PaginationSchema, meta: SearchMetaSchema });

const searchErrors = errorResponses(400, 401, 413, 415, 429, 503);

/** The fields both searches share: checked beyond what the schema can say, with defaults applied. */
function commonFields(body: { q: string; state?: string; city?: string; limit?: number; offset?: number }) {
  const { limit = 20, offset = 0 } = body;
  checkWindow(offset, limit);
  const state = body.state === undefined ? undefined : usState(body.state);
  return { q: searchText(body.q), state, city: body.city, limit, offset };
}

/** How the catalog may treat a search: skipped if its client leaves first, queued in turn with other keys'. */
const searchOptions = (request: FastifyRequest, reply: FastifyReply): SearchOptions => ({
  signal: clientGoneSignal(reply),
  caller: request.apiKey?.keyId,
});

/** Runs a search and wraps it in the contract's envelope with pagination and meta. */
async function envelope<T>(
  { q, limit, offset }: ReturnType<typeof commonFields>,
  search: () => Promise<SearchResult<T>>,
) {
  const { result, ms: measured } = await timed(search);
  // A pooled catalog reports its own time on the query; the measured time would include the wait for a thread.
  const ms = Math.round(result.processingMs ?? measured);
  return {
    data: result.hits,
    pagination: {
      limit,
      offset,
      returned: result.hits.length,
      total_estimated: result.total,
      has_more: hasMore(offset, result.hits.length, result.total),
    },
    meta: { query: q, processing_ms: ms, total_is_exact: result.totalIsExact, interpretation: result.interpretation },
  };
}

export const searchRoutes: DataRoutes = async (app, { catalog }) => {
  app.post(
    '/v1/search/restaurants',
    {
      schema: {
        operationId: 'searchRestaurants',
        tags: ['search'],
        summary: 'Search restaurants',
        description:
          'Full-text search over restaurant names, cuisines, menus (dish names and sections) and places, with exact ' +
          'filters. A restaurant found by its menu lists the dishes that matched (matched_dishes).',
        body: RestaurantSearchBody,
        response: { 200: searchResponse(refTo(RestaurantHitSchema)), ...searchErrors },
      },
    },
    async (request, reply) => {
      const fields = commonFields(request.body);
      const options = searchOptions(request, reply);
      return envelope(fields, () => catalog.searchRestaurants({ ...fields, cuisine: request.body.cuisine }, options));
    },
  );

  app.post(
    '/v1/search/items',
    {
      schema: {
        operationId: 'searchItems',
        tags: ['search'],
        summary: 'Search menu items',
        description: 'Full-text search over dish names and descriptions. Group by restaurant_id on the client.',
        body: ItemSearchBody,
        response: { 200: searchResponse(refTo(ItemHitSchema)), ...searchErrors },
      },
    },
    async (request, reply) => {
      const fields = commonFields(request.body);
      const options = searchOptions(request, reply);
      return envelope(fields, () =>
        catalog.searchItems({ ...fields, restaurantId: request.body.restaurant_id }, options),
      );
    },
  );
};
