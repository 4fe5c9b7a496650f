/**
 * Catalog calls in the words tests and benchmarks think in ("search restaurants for pizza in TX"), built as the
 * routes build them: a SearchRequest, a RecordRequest, a StatisticsRequest.
 */
import type { Catalog, SearchHits, SearchOptions, SearchResult, Statistics } from '../catalog/catalog.ts';
import type { FacetName, Filters, SearchIndexName, SearchSort } from '../search/fields.ts';
import type { SearchRequest } from '../search/request.ts';
import { PAGE_LIMIT } from '../../rules/limits.ts';

export type SearchQuery = {
  q: string;
  limit?: number;
  offset?: number;
  restaurantId?: string;
  sort?: SearchSort;
  facets?: FacetName[];
  now?: Date;
} & Omit<Filters, 'restaurant_id'>;

export function searchRequest<Index extends SearchIndexName>(
  index: Index,
  {
    q,
    limit = PAGE_LIMIT.default,
    offset = 0,
    restaurantId,
    sort,
    facets = [],
    now = new Date(),
    ...filters
  }: SearchQuery,
): SearchRequest<Index> {
  const all: Filters = { ...filters, ...(restaurantId === undefined ? {} : { restaurant_id: restaurantId }) };
  return {
    index,
    text: q,
    filters: all,
    sort: sort ?? (q === '' ? 'rating' : 'relevance'),
    sortChosen: sort !== undefined,
    facets,
    page: { limit, offset },
    now: now.getTime(),
  };
}

export const searchRestaurants = (
  catalog: Catalog,
  query: SearchQuery,
  options?: SearchOptions,
): Promise<SearchResult<SearchHits['restaurants']>> => catalog.search(searchRequest('restaurants', query), options);

export const searchItems = (
  catalog: Catalog,
  query: SearchQuery,
  options?: SearchOptions,
): Promise<SearchResult<SearchHits['items']>> => catalog.search(searchRequest('items', query), options);

export const restaurantRecord = (catalog: Catalog, restaurantId: string) =>
  catalog.record({ kind: 'restaurant', restaurantId });

export const menuRecord = (catalog: Catalog, restaurantId: string) => catalog.record({ kind: 'menu', restaurantId });

export const topCuisines = (catalog: Catalog, request: Statistics['top-cuisines']['request']) =>
  catalog.statistics({ kind: 'top-cuisines', ...request });

export const cityStats = (catalog: Catalog, state: string, city: string) =>
  catalog.statistics({ kind: 'city', state, city });
