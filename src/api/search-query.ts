/**
 * The one query both search pages run: a search of one index, paged, its first page counting the filter panel's
 * facets (the total is then exact; dish searches also get the prices of every match).
 */
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { callApi } from './client';
import type { operations } from './schema';
import {
  canSearch,
  PANEL_FACETS,
  searchBody,
  type FacetName,
  type SearchFilters,
  type SearchIndex,
} from './search-filters';
import { nextPageStart, pageFields, type PageStart } from './search-paging';
import { endTypingSession } from './suggest';

type AnswerOf<Operation extends keyof operations> = operations[Operation] extends {
  responses: { 200: { content: { 'application/json': infer Answer } } };
}
  ? Answer
  : never;

/** A page of results of each index, as the API answers it. */
export interface SearchAnswers {
  restaurants: AnswerOf<'searchRestaurants'>;
  items: AnswerOf<'searchItems'>;
}

/** One result of a search of `Index`. */
export type SearchHit<Index extends SearchIndex> = SearchAnswers[Index]['data'][number];

type Paging = { facets?: FacetName[]; limit: number } & ({ offset: number } | { cursor: string });

type Send<Index extends SearchIndex> = (
  filters: SearchFilters,
  paging: Paging,
  signal: AbortSignal,
) => Promise<SearchAnswers[Index]>;

/**
 * Per index: its results a page, its call, and its cache key (the answers are kept in IndexedDB under it: a new key
 * forgets them).
 */
const SEARCHES: { [Index in SearchIndex]: { pageSize: number; key: string; send: Send<Index> } } = {
  restaurants: {
    pageSize: 20,
    key: 'restaurant-search',
    send: (filters, paging, signal) =>
      callApi((c) =>
        c.POST('/v1/search/restaurants', {
          body: { ...searchBody(filters, 'restaurants'), ...paging },
          headers: endTypingSession(),
          signal,
        }),
      ),
  },
  items: {
    pageSize: 30,
    key: 'dish-search',
    send: (filters, paging, signal) =>
      callApi((c) =>
        c.POST('/v1/search/items', {
          body: { ...searchBody(filters, 'items'), ...paging },
          headers: endTypingSession(),
          signal,
        }),
      ),
  },
};

/** A search of `index` with the filters of a page's URL; disabled until the query is long enough to search. */
export function searchOptions<Index extends SearchIndex>(index: Index, filters: SearchFilters) {
  const { pageSize, key, send } = SEARCHES[index];
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the key names the index, and the index its page size
  return infiniteQueryOptions({
    queryKey: [key, filters] as const,
    queryFn: ({ pageParam, signal }) =>
      send(
        filters,
        { ...(pageParam === 0 && { facets: [...PANEL_FACETS[index]] }), limit: pageSize, ...pageFields(pageParam) },
        signal,
      ),
    initialPageParam: 0 as PageStart,
    getNextPageParam: nextPageStart(pageSize),
    enabled: canSearch(filters, index),
    placeholderData: keepPreviousData,
  });
}
