import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import { fieldRows, type Cell } from '../../../lib/csv';
import { cityId, type CityRef } from '../../../lib/url-state';
import { MIN_TYPED_QUERY_LENGTH, PAGE_LIMIT } from '../../../../rules/limits';
import { stateName } from '../../../../rules/us-states';
import { isComparing, requestBody, type DishPricesBody, type DishPricesQuery } from './dish-prices-url';

export type DishPricesRow = components['schemas']['DishPricesRow'];
export type DishPricesNational = components['schemas']['DishPricesNational'];

const dishPricesKeys = {
  all: ['dish-prices'] as const,
  page: (body: DishPricesBody) => [...dishPricesKeys.all, body] as const,
};

const askDishPrices = (body: DishPricesBody, signal?: AbortSignal) =>
  callApi((c) => c.POST('/v1/stats/dish-prices', { body, signal }));

export const canAsk = (query: DishPricesQuery) => query.q.length >= MIN_TYPED_QUERY_LENGTH.items;

/** One page of places (or the compared cities); the previous answer stays on screen while the next one comes. */
export const dishPricesOptions = (query: DishPricesQuery) => {
  const body = requestBody(query);
  return queryOptions({
    queryKey: dishPricesKeys.page(body),
    queryFn: ({ signal }) => askDishPrices(body, signal),
    enabled: canAsk(query),
    placeholderData: keepPreviousData,
  });
};

/** The API's largest page: a CSV of every place asks for them this many at a time. */
const CSV_PAGE_SIZE = PAGE_LIMIT.max;

/** Requests a CSV of `total` places costs: none when every place is already on screen. */
export function csvRequestCount(total: number, inHand: number): number {
  return total <= inHand ? 0 : Math.ceil(total / CSV_PAGE_SIZE);
}

/** Every place of the query, in the API's order, a page of CSV_PAGE_SIZE at a time; `onPage` counts them. */
export async function fetchAllPlaces(
  query: DishPricesQuery,
  total: number,
  onPage: (done: number) => void,
): Promise<DishPricesRow[]> {
  const rows: DishPricesRow[] = [];
  for (let offset = 0; offset < total; offset += CSV_PAGE_SIZE) {
    const answer = await askDishPrices(requestBody(query, { limit: CSV_PAGE_SIZE, offset }));
    rows.push(...answer.data);
    onPage(offset / CSV_PAGE_SIZE + 1);
    if (!answer.pagination.has_more) break;
  }
  return rows;
}

/** A place on the page: its figures, or none when it has fewer priced matches than asked for (compared cities). */
export interface PlaceRow {
  key: string;
  state: string;
  city: string | null;
  /** "Austin, TX", or "Texas" when grouped by state. */
  label: string;
  figures: DishPricesRow | null;
}

const placeLabel = (state: string, city: string | null) => (city ? `${city}, ${state}` : (stateName(state) ?? state));

/**
 * The rows as the page shows them: the API's, in its order, then any compared city the API left out (too few priced
 * matches) under the name the user gave it, so a compared city is never silently missing.
 */
export function placeRows(data: readonly DishPricesRow[], compared: readonly CityRef[]): PlaceRow[] {
  const rows = data.map((r) => ({
    key: r.city ? cityId({ state: r.state, city: r.city }) : r.state,
    state: r.state,
    city: r.city,
    label: placeLabel(r.state, r.city),
    figures: r,
  }));
  const answered = new Set(rows.map((r) => r.key));
  const missing = compared
    .filter((c) => !answered.has(cityId(c)))
    .map((c) => ({ key: cityId(c), state: c.state, city: c.city, label: placeLabel(c.state, c.city), figures: null }));
  return [...rows, ...missing];
}

/** The CSV's columns: the API's field names, the place first (a state's row has no city). */
export const CSV_HEADER = [
  'state',
  'city',
  'item_count',
  'restaurant_count',
  'min',
  'p25',
  'median',
  'p75',
  'max',
  'average',
  'penetration',
  'price_index',
] as const;

/** One CSV line a place; a compared city with too few items keeps its line, its place alone filled in. */
export const csvRows = (rows: readonly PlaceRow[]): Cell[][] =>
  fieldRows(
    rows.map(({ state, city, figures }) => ({ ...figures, state, city })),
    CSV_HEADER,
  );

/** "burrito prices by city", "burrito prices in Texas by city", "burrito prices in 3 compared cities". */
export function resultTitle(query: DishPricesQuery): string {
  if (isComparing(query)) return `${query.q} prices in ${query.cities.length} compared cities`;
  const scope = query.state ? ` in ${stateName(query.state) ?? query.state}` : '';
  return `${query.q} prices${scope} by ${query.groupBy}`;
}
