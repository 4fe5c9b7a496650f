/** POST /v1/search/restaurants and POST /v1/search/items. */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Catalog, SearchHits, SearchOptions, SearchResult } from '../catalog/catalog.ts';
import { ItemHitSchema, RestaurantHitSchema, refTo } from '../catalog/records.ts';
import { filterProperties, filtersOf, orderProperties, type Filters, type SearchIndexName } from '../search/fields.ts';
import type { SearchRequest } from '../search/request.ts';
import type { SearchSort } from '../search/fields.ts';
import { ApiError } from '../gateway/errors.ts';
import { NEAR_RADIUS_M, PAGE_LIMIT } from '../../rules/limits.ts';
import {
  LimitField,
  OffsetField,
  PaginationSchema,
  QueryField,
  SearchMetaSchema,
  queryBodyOptions,
  checkWindow,
  errorResponses,
  searchText,
  timed,
  usState,
} from './common.ts';
import { clientGoneSignal } from '../gateway/client-gone.ts';
import { eagerSerializer } from './eager-serializer.ts';
import { fieldSelection, fieldsBodyField, project, serializeAsIs, type FieldSelection } from './field-selection.ts';
import type { DataRoutes } from './types.ts';
import { unknownCuisines } from './cuisines.ts';
import { CursorField, pageStart, type Cursors } from './cursor.ts';

/** A search's request body: the words, the filters the field registry gives that search, and the page. */
const searchBody = <Index extends SearchIndexName>(index: Index) =>
  Type.Object(
    {
      q: QueryField,
      ...filterProperties(index),
      ...orderProperties,
      limit: Type.Optional(LimitField),
      offset: Type.Optional(OffsetField),
      cursor: Type.Optional(CursorField),
      fields: fieldsBodyField(HIT_RECORDS[index].schema, HIT_RECORDS[index].id),
    },
    { additionalProperties: false },
  );

/** Each search's hit record and its id: what `fields` selects from. */
const HIT_RECORDS = {
  restaurants: { schema: RestaurantHitSchema, id: 'restaurant_id' },
  items: { schema: ItemHitSchema, id: 'item_id' },
} as const;

const SEARCH_BODIES = { restaurants: searchBody('restaurants'), items: searchBody('items') };

const searchResponse = <T extends Parameters<typeof Type.Array>[0]>(hit: T) =>
  Type.Object({ data: Type.Array(hit), pagination: PaginationSchema, meta: SearchMetaSchema });

const searchErrors = errorResponses(400, 401, 413, 415, 429, 503);

const invalid = (param: string, message: string) => new ApiError('parameter_invalid', message, { param });

/** Combinations the schema cannot rule out, each refused naming its field (docs/api-decisions.md, Discovery). */
function checkCombinations(filters: Filters, sort: SearchSort | undefined): void {
  if (sort === 'distance' && !filters.near) throw invalid('sort', "sort 'distance' needs near.");
  if (filters.near && filters.within) throw invalid('within', 'Give near or within, not both.');
  if (filters.within && filters.within.south > filters.within.north) {
    throw invalid('within', 'within.south must not be north of within.north.');
  }
  const { min, max } = filters.price ?? {};
  if (min !== undefined && max !== undefined && min > max)
    throw invalid('price', 'price.min must not exceed price.max.');
  if (filters.open_now === true && filters.open_at !== undefined) {
    throw invalid('open_at', 'Give open_now or open_at, not both.');
  }
}

/** The body as a search request: checked beyond what the schema can say, with defaults applied. */
function searchRequest<Index extends SearchIndexName>(
  index: Index,
  body: Static<(typeof SEARCH_BODIES)[Index]>,
  now: Date,
): SearchRequest<Index> {
  const { limit = PAGE_LIMIT.default, offset = 0, sort, facets = [] } = body;
  // A cursor continues past the window, from where it says (`continued`).
  if (body.cursor === undefined) checkWindow(offset, limit);
  const filters: Filters = {};
  for (const name of filtersOf(index)) {
    const value = (body as Filters)[name];
    if (value !== undefined) Object.assign(filters, { [name]: name === 'state' ? usState(value as string) : value });
  }
  if (filters.near) filters.near = { radius_m: NEAR_RADIUS_M.default, ...filters.near };
  checkCombinations(filters, sort);
  const text = body.q.trim() === '' && browses(filters) ? '' : searchText(body.q);
  return {
    index,
    text,
    filters,
    sort: sort ?? (text === '' ? 'rating' : 'relevance'),
    sortChosen: sort !== undefined,
    facets: [...new Set(facets)],
    page: { limit, offset },
    now: now.getTime(),
  };
}

/**
 * The request a page continues, when it sends a cursor: its position and the first page's instant. The cursor's
 * scope is the search itself (words, filters, order): a page may change its limit, fields and facets, which change
 * what it tells about the matches, not which they are or their order.
 */
async function continued<Index extends SearchIndexName>(
  search: SearchRequest<Index>,
  body: { cursor?: string; offset?: number },
  catalog: Catalog,
): Promise<{ search: SearchRequest<Index>; cursors: Cursors }> {
  const { index, text, filters, sort } = search;
  const { cursors, offset, instant = search.now } = await pageStart(catalog, { index, text, filters, sort }, body);
  return { search: { ...search, page: { ...search.page, offset }, now: instant }, cursors };
}

/** An empty q lists every match when something else narrows the search (browse); independent: false does. */
function browses(filters: Filters): boolean {
  return Object.entries(filters).some(
    ([name, value]) => value !== undefined && (value !== false || name === 'independent'),
  );
}

/** How the catalog may treat a search: skipped if its client leaves first, queued in turn with other keys'. */
const searchOptions = (request: FastifyRequest, reply: FastifyReply): SearchOptions => ({
  signal: clientGoneSignal(reply),
  caller: request.apiKey?.keyId,
});

/**
 * Runs a search and wraps it in the contract's envelope with pagination and meta, each hit cut down to the fields
 * selected (when `fields` was given).
 */
async function envelope<Index extends SearchIndexName>(
  { search: request, cursors }: { search: SearchRequest<Index>; cursors: Cursors },
  search: (request: SearchRequest<Index>) => Promise<SearchResult<SearchHits[Index]>>,
  selection: FieldSelection | undefined,
) {
  const { limit, offset } = request.page;
  // One hit more than the page says whether another page exists, exactly, wherever the walk is.
  const { result, ms: measured } = await timed(() => search({ ...request, page: { limit: limit + 1, offset } }));
  if (result.unknownCuisines) {
    const param = request.filters.cuisines?.some((slug) => result.unknownCuisines!.includes(slug))
      ? 'cuisines'
      : 'cuisine';
    throw unknownCuisines(result.unknownCuisines, param);
  }
  // A pooled catalog reports its own time on the query; the measured time would include the wait for a thread.
  const ms = Math.round(result.processingMs ?? measured);
  const hits = result.hits.slice(0, limit);
  const hasMore = result.hits.length > limit;
  return {
    data: selection ? hits.map((hit) => project(hit, selection)) : hits,
    pagination: {
      limit,
      offset,
      returned: hits.length,
      total_estimated: Math.max(result.total, offset + hits.length + (hasMore ? 1 : 0)),
      has_more: hasMore,
      ...(hasMore && { next_cursor: cursors.write(offset + hits.length, request.now) }),
    },
    meta: {
      query: request.text,
      processing_ms: ms,
      total_is_exact: result.totalIsExact,
      interpretation: result.interpretation,
      ...(result.facets && { facets: result.facets }),
      ...(result.priceStats && { price_stats: result.priceStats }),
      ...(result.unknownHours !== undefined && { unknown_hours: result.unknownHours }),
    },
  };
}

export const searchRoutes: DataRoutes = async (app, { catalog, now }) => {
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
      serializerCompiler: eagerSerializer(app),
      ...queryBodyOptions,
    },
    async (request, reply) => {
      const search = searchRequest('restaurants', request.body, now());
      const selection = fieldSelection(request.body.fields, HIT_RECORDS.restaurants.schema, HIT_RECORDS.restaurants.id);
      const page = await continued(search, request.body, catalog);
      if (selection) serializeAsIs(reply);
      return envelope(page, (paged) => catalog.search(paged, searchOptions(request, reply)), selection);
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
      serializerCompiler: eagerSerializer(app),
      ...queryBodyOptions,
    },
    async (request, reply) => {
      const search = searchRequest('items', request.body, now());
      const selection = fieldSelection(request.body.fields, HIT_RECORDS.items.schema, HIT_RECORDS.items.id);
      const page = await continued(search, request.body, catalog);
      if (selection) serializeAsIs(reply);
      return envelope(page, (paged) => catalog.search(paged, searchOptions(request, reply)), selection);
    },
  );
};
