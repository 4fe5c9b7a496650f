import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import { fieldRows, type Cell } from '../../../lib/csv';
import { normalizeState } from '../../../lib/url-state';
import { MIN_RESTAURANTS } from '../../../../rules/limits';

export type CuisinePlaceRow = components['schemas']['CuisinePlaceRow'];
export type CuisineSort = 'share' | 'restaurant_count';
type CuisineOrder = 'asc' | 'desc';

export const PAGE_SIZE = 20;
const DEFAULT_CUISINE = 'vietnamese';

/** Everything the page shows, read from and written to its URL. */
export interface CuisineView {
  cuisine: string;
  state: string;
  sort: CuisineSort;
  order: CuisineOrder;
  minRestaurants: number;
  page: number;
}

export function viewFromUrl(params: URLSearchParams): CuisineView {
  const min = Number(params.get('min'));
  const page = Number(params.get('page'));
  return {
    cuisine: params.get('cuisine')?.trim().toLowerCase() || DEFAULT_CUISINE,
    state: normalizeState(params.get('state') ?? ''),
    sort: params.get('sort') === 'restaurant_count' ? 'restaurant_count' : 'share',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    minRestaurants:
      Number.isInteger(min) && min >= MIN_RESTAURANTS.min && min <= MIN_RESTAURANTS.max ? min : MIN_RESTAURANTS.default,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The view as a link, the defaults left out. */
export function viewToUrl(view: CuisineView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.cuisine !== DEFAULT_CUISINE) params.set('cuisine', view.cuisine);
  if (view.state) params.set('state', view.state);
  if (view.sort !== 'share') params.set('sort', view.sort);
  if (view.order !== 'desc') params.set('order', view.order);
  if (view.minRestaurants !== MIN_RESTAURANTS.default) params.set('min', String(view.minRestaurants));
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export const cuisineRankingOptions = (view: CuisineView) =>
  queryOptions({
    queryKey: [
      'cuisine-ranking',
      view.cuisine,
      view.state,
      view.sort,
      view.order,
      view.minRestaurants,
      view.page,
    ] as const,
    queryFn: ({ signal }) =>
      callApi((c) =>
        c.GET('/v1/stats/cuisines/{cuisine}', {
          params: {
            path: { cuisine: view.cuisine },
            query: {
              ...(view.state && { state: view.state }),
              sort: view.sort,
              order: view.order,
              min_restaurants: view.minRestaurants,
              limit: PAGE_SIZE,
              offset: (view.page - 1) * PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The cuisines to pick from: every one the catalog's restaurants list, the commonest first. */
export const cuisineChoicesOptions = () =>
  queryOptions({
    queryKey: ['cuisine-ranking', 'cuisines'] as const,
    queryFn: ({ signal }) =>
      callApi((c) => c.GET('/v1/stats/top-cuisines', { params: { query: { limit: 100 } }, signal })).then(
        (r) => r.data,
      ),
    staleTime: Infinity,
  });

/** The CSV's columns: the API's field names; shares as fractions, as the API gives them. */
export const CSV_HEADER = ['state', 'city', 'cuisine', 'restaurant_count', 'share', 'place_restaurant_count'] as const;

export const csvRows = (rows: readonly CuisinePlaceRow[]): Cell[][] => fieldRows(rows, CSV_HEADER);
