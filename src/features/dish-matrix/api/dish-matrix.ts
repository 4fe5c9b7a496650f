import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import { fieldRows, type Cell } from '../../../lib/csv';
import { formatCityList, parseCityList, type CityRef } from '../../../lib/url-state';
import { FEW_ITEMS, MAX_MATRIX_CITIES, MAX_MATRIX_DISHES } from '../../../../rules/dish-matrix';
import { MIN_RESTAURANTS } from '../../../../rules/limits';

export type MatrixCell = components['schemas']['DishMatrixCell'];
/** The figure the colours show. */
export type MatrixFigure = 'median' | 'penetration' | 'price_index';
export const MATRIX_FIGURES: readonly MatrixFigure[] = ['median', 'penetration', 'price_index'];

export interface MatrixView {
  dishes: string[];
  cities: CityRef[];
  figure: MatrixFigure;
}

/** "pizza, burrito" → ["pizza", "burrito"]: trimmed, empty and repeated ones dropped, at most MAX_MATRIX_DISHES. */
export function parseDishes(text: string | null): string[] {
  const dishes = (text ?? '')
    .split(',')
    .map((dish) => dish.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  return [...new Set(dishes.map((dish) => dish.toLowerCase()))].slice(0, MAX_MATRIX_DISHES);
}

export function viewFromUrl(params: URLSearchParams): MatrixView {
  const figure = params.get('show') as MatrixFigure | null;
  return {
    dishes: parseDishes(params.get('dishes')),
    cities: parseCityList(params.get('cities'), MAX_MATRIX_CITIES),
    figure: figure && MATRIX_FIGURES.includes(figure) ? figure : 'median',
  };
}

export function viewToUrl(view: MatrixView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.dishes.length) params.set('dishes', view.dishes.join(','));
  if (view.cities.length) params.set('cities', formatCityList(view.cities));
  if (view.figure !== 'median') params.set('show', view.figure);
  return params;
}

export const dishMatrixOptions = (view: Pick<MatrixView, 'dishes' | 'cities'>) =>
  queryOptions({
    queryKey: ['dish-matrix', view.dishes, view.cities] as const,
    queryFn: ({ signal }) =>
      callApi((c) =>
        c.POST('/v1/stats/dish-prices/matrix', { body: { dishes: view.dishes, cities: view.cities }, signal }),
      ),
    enabled: view.dishes.length > 0 && view.cities.length > 0,
  });

/** The country's largest cities by restaurants (however small the catalog), to fill the heatmap's columns in one go. */
export const largestCitiesOptions = () =>
  queryOptions({
    queryKey: ['dish-matrix', 'largest-cities'] as const,
    queryFn: ({ signal }) =>
      callApi((c) =>
        c.GET('/v1/stats/cities', {
          params: {
            query: { sort: 'restaurant_count', min_restaurants: MIN_RESTAURANTS.min, limit: MAX_MATRIX_CITIES },
          },
          signal,
        }),
      ).then((r) => r.data.map(({ state, city }) => ({ state, city }))),
    staleTime: Infinity,
  });

/** The CSV's columns: the API's field names; shares as fractions and prices as numbers, as the API gives them. */
export const CSV_HEADER = [
  'q',
  'state',
  'city',
  'item_count',
  'restaurant_count',
  'median',
  'penetration',
  'price_index',
] as const;

export const csvRows = (cells: readonly MatrixCell[]): Cell[][] => fieldRows(cells, CSV_HEADER);

/** Whether a cell's figures rest on so few priced items that the page flags them (none at all shows as "—"). */
export const fromFewItems = (cell: Pick<MatrixCell, 'item_count'>) =>
  cell.item_count > 0 && cell.item_count < FEW_ITEMS;
