/**
 * The Dish prices page's state lives in its URL, so a reload or a shared link asks the API the same question:
 * `/stats/dishes?q=burrito&group=state&state=TX&min=3&sort=median_price&order=asc&page=2&cities=TX/Austin,CO/Denver`.
 * Values the API would refuse are left out or brought into range, so a hand-edited link still asks something.
 */
import type { operations } from '../../../api/schema';
import { formatCityList, normalizeState, parseCityList, readParam, type CityRef } from '../../../lib/url-state';
import { MAX_COMPARED_CITIES, MAX_QUERY_LENGTH, MIN_ITEMS } from '../../../../rules/limits';
import { DISH_PRICE_SORTS, type DishPriceSort } from '../../../../rules/dish-price-sorts';

export type DishPricesBody = operations['getDishPrices']['requestBody']['content']['application/json'];
type GroupBy = 'city' | 'state';
export type Order = 'asc' | 'desc';

const isSort = (text: string): text is DishPriceSort => (DISH_PRICE_SORTS as readonly string[]).includes(text);

/** Places per page: the chart stays readable, one bar a line. */
export const PAGE_SIZE = 20;

export interface DishPricesQuery {
  q: string;
  groupBy: GroupBy;
  state: string;
  minItems: number;
  /** Every column's order is the API's, over all places, never only the page's. */
  sort: DishPriceSort;
  order: Order;
  /** 1-based. */
  page: number;
  /** Compared cities: when any, only these are asked for, grouped by city, on one page. */
  cities: CityRef[];
}

/** What a change of these parameters makes stale: the page number belongs to the question asked before. */
export const RESET_ON_CHANGE = ['page'] as const;

function positiveInteger(text: string, fallback: number, max: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

export function queryFromUrl(params: URLSearchParams): DishPricesQuery {
  const sort = readParam(params, 'sort');
  return {
    q: readParam(params, 'q').slice(0, MAX_QUERY_LENGTH),
    groupBy: readParam(params, 'group') === 'state' ? 'state' : 'city',
    state: normalizeState(readParam(params, 'state')),
    minItems: positiveInteger(readParam(params, 'min'), MIN_ITEMS.default, MIN_ITEMS.max),
    sort: isSort(sort) ? sort : 'item_count',
    order: readParam(params, 'order') === 'asc' ? 'asc' : 'desc',
    page: positiveInteger(readParam(params, 'page'), 1, Number.MAX_SAFE_INTEGER),
    cities: parseCityList(params.get('cities'), MAX_COMPARED_CITIES),
  };
}

export type QueryPatch = Partial<Omit<DishPricesQuery, 'q' | 'minItems'>>;

/**
 * The URL parameters for `patch`, defaults written as nothing; meant for `withParams`. The dish and the minimum are
 * text boxes that write their own parameter (`useUrlText`).
 */
export function urlPatch(patch: QueryPatch): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  if (patch.groupBy !== undefined) out.group = patch.groupBy === 'state' ? 'state' : null;
  if (patch.state !== undefined) out.state = patch.state || null;
  if (patch.sort !== undefined) out.sort = patch.sort === 'item_count' ? null : patch.sort;
  if (patch.order !== undefined) out.order = patch.order === 'desc' ? null : patch.order;
  if (patch.page !== undefined) out.page = patch.page > 1 ? String(patch.page) : null;
  if (patch.cities !== undefined) out.cities = patch.cities.length ? formatCityList(patch.cities) : null;
  return out;
}

export const isComparing = (query: DishPricesQuery) => query.cities.length > 0;

/**
 * The request for one page of places (or, comparing, for the compared cities, all on one page). A comparison is of
 * cities, so it groups by city and sends no state: a city outside that state would be refused.
 */
export function requestBody(query: DishPricesQuery, page = { limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE }) {
  const common = { q: query.q, min_items: query.minItems, sort: query.sort, order: query.order };
  if (isComparing(query)) {
    return {
      ...common,
      group_by: 'city',
      cities: query.cities,
      limit: MAX_COMPARED_CITIES,
      offset: 0,
    } satisfies DishPricesBody;
  }
  return {
    ...common,
    group_by: query.groupBy,
    ...(query.state && { state: query.state }),
    ...page,
  } satisfies DishPricesBody;
}
