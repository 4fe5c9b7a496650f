/** POST /v1/search/restaurants and POST /v1/search/items. */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SearchHits, SearchOptions, SearchResult } from '../catalog/catalog.ts';
import { ItemHitSchema, RestaurantHitSchema, refTo } from '../catalog/records.ts';
import { filterProperties, filtersOf, type Filters, type SearchIndexName } from '../search/fields.ts';
import type { SearchRequest } from '../search/request.ts';
import {
  LimitField,
  OffsetField,
  PaginationSchema,
  QueryField,
  SearchMetaSchema,
  checkWindow,
  errorResponses,
  hasMore,
  searchText,
  timed,
  usState,
} from './common.ts';
import { clientGoneSignal } from '../gateway/client-gone.ts';
import type { DataRoutes } from './types.ts';

/** A search's request body: the words, the filters the field registry gives that search, and the page. */
const searchBody = <Index extends SearchIndexName>(index: Index) =>
  Type.Object(
    {
      q: QueryField,
      ...filterProperties(index),
      limit: Type.Optional(LimitField),
      offset: Type.Optional(OffsetField),
    },
    { additionalProperties: false },
  );

const SEARCH_BODIES = { restaurants: searchBody('restaurants'), items: searchBody('items') };

const searchResponse = <T extends Parameters<typeof Type.Array>[0]>(hit: T) =>
  Type.Object({ data: Type.Array(hit), pagination: PaginationSchema, meta: SearchMetaSchema });

const searchErrors = errorResponses(400, 401, 413, 415, 429, 503);

/** The body as a search request: checked beyond what the schema can say, with defaults applied. */
function searchRequest<Index extends SearchIndexName>(
  index: Index,
  body: Static<(typeof SEARCH_BODIES)[Index]>,
): SearchRequest<Index> {
  const { limit = 20, offset = 0 } = body;
  checkWindow(offset, limit);
  const filters: Filters = {};
  for (const name of filtersOf(index)) {
    const value = (body as Filters)[name];
    if (value !== undefined) filters[name] = name === 'state' ? usState(value) : value;
  }
  return { index, text: searchText(body.q), filters, sort: 'relevance', page: { limit, offset } };
}

/** How the catalog may treat a search: skipped if its client leaves first, queued in turn with other keys'. */
const searchOptions = (request: FastifyRequest, reply: FastifyReply): SearchOptions => ({
  signal: clientGoneSignal(reply),
  caller: request.apiKey?.keyId,
});

/** Runs a search and wraps it in the contract's envelope with pagination and meta. */
async function envelope<Index extends SearchIndexName>(
  request: SearchRequest<Index>,
  search: () => Promise<SearchResult<SearchHits[Index]>>,
) {
  const { limit, offset } = request.page;
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
    meta: {
      query: request.text,
      processing_ms: ms,
      total_is_exact: result.totalIsExact,
      interpretation: result.interpretation,
    },
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
        body: SEARCH_BODIES.restaurants,
        response: { 200: searchResponse(refTo(RestaurantHitSchema)), ...searchErrors },
      },
    },
    async (request, reply) => {
      const search = searchRequest('restaurants', request.body);
      return envelope(search, () => catalog.search(search, searchOptions(request, reply)));
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
        body: SEARCH_BODIES.items,
        response: { 200: searchResponse(refTo(ItemHitSchema)), ...searchErrors },
      },
    },
    async (request, reply) => {
      const search = searchRequest('items', request.body);
      return envelope(search, () => catalog.search(search, searchOptions(request, reply)));
    },
  );
};
