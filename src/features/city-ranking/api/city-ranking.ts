import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { components, operations } from '../../../api/schema';
import { fieldRows, type Cell } from '../../../lib/csv';
import { normalizeState, readParam } from '../../../lib/url-state';
import { CITY_RANKING_SORTS } from '../../../../rules/city-ranking';
import { MIN_RESTAURANTS, PAGE_LIMIT } from '../../../../rules/limits';

export type CityRankingRow = components['schemas']['CityRankingRow'];
type RankingQuery = NonNullable<operations['getCityRanking']['parameters']['query']>;
export type RankingSort = NonNullable<RankingQuery['sort']>;
export type RankingOrder = NonNullable<RankingQuery['order']>;

/** The figures the API ranks by, in the table's order. */
export const RANKING_SORTS: readonly RankingSort[] = CITY_RANKING_SORTS;

export const PAGE_SIZE = 20;
/** The API's largest page: the whole-ranking CSV asks for pages this size, the fewest requests it can. */
const CSV_PAGE_SIZE = PAGE_LIMIT.max;

/** What the Cities page shows, all of it in its URL. */
export interface RankingView {
  state: string;
  sort: RankingSort;
  order: RankingOrder;
  minRestaurants: number;
  /** 1-based */
  page: number;
  /** What the map's bubbles measure; the sort's figure unless chosen. */
  metric: RankingSort;
  /** The map shows every city of the ranking (all its pages), not only the page's. */
  everyCity: boolean;
}

/** The ranking's order when the link names none. */
const DEFAULT_SORT = 'restaurant_count';

export const isSort = (value: string): value is RankingSort => (RANKING_SORTS as readonly string[]).includes(value);

function positiveInteger(text: string, fallback: number, max: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** The URL's parameters as a view; anything the API would refuse falls back to its default, so a hand-edited link works. */
export function viewFromUrl(params: URLSearchParams): RankingView {
  const sortText = readParam(params, 'sort');
  const metricText = readParam(params, 'metric');
  const sort = isSort(sortText) ? sortText : DEFAULT_SORT;
  return {
    state: normalizeState(readParam(params, 'state')),
    sort,
    order: readParam(params, 'order') === 'asc' ? 'asc' : 'desc',
    minRestaurants: positiveInteger(readParam(params, 'min'), MIN_RESTAURANTS.default, MIN_RESTAURANTS.max),
    page: positiveInteger(readParam(params, 'page'), 1, Number.MAX_SAFE_INTEGER),
    metric: isSort(metricText) ? metricText : sort,
    everyCity: readParam(params, 'map') === 'all',
  };
}

/** The view as URL parameters, defaults left out so the link stays short. */
export function viewToUrl(view: RankingView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.state) params.set('state', view.state);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.order !== 'desc') params.set('order', view.order);
  if (view.minRestaurants !== MIN_RESTAURANTS.default) params.set('min', String(view.minRestaurants));
  if (view.page > 1) params.set('page', String(view.page));
  if (view.metric !== view.sort) params.set('metric', view.metric);
  if (view.everyCity) params.set('map', 'all');
  return params;
}

interface RankingRequest {
  state: string;
  sort: RankingSort;
  order: RankingOrder;
  minRestaurants: number;
  limit: number;
  offset: number;
}

const rankingKeys = {
  all: ['city-ranking'] as const,
  page: (r: RankingRequest) =>
    [...rankingKeys.all, r.state || 'US', r.sort, r.order, r.minRestaurants, r.limit, r.offset] as const,
};

export const cityRankingOptions = (r: RankingRequest) =>
  queryOptions({
    queryKey: rankingKeys.page(r),
    queryFn: ({ signal }) =>
      callApi((c) =>
        c.GET('/v1/stats/cities', {
          params: {
            query: {
              ...(r.state && { state: r.state }),
              sort: r.sort,
              order: r.order,
              min_restaurants: r.minRestaurants,
              limit: r.limit,
              offset: r.offset,
            },
          },
          signal,
        }),
      ),
  });

/** The one request a view makes: its page of the ranking. */
export const viewRequest = (view: RankingView): RankingRequest => ({
  state: view.state,
  sort: view.sort,
  order: view.order,
  minRestaurants: view.minRestaurants,
  limit: PAGE_SIZE,
  offset: (view.page - 1) * PAGE_SIZE,
});

/**
 * Every city of the view's ranking (the map of every city). The view's page and sort do not change which cities these
 * are, and the map colours them by value whatever their order: so they are read in the default order, and a press on
 * a column asks nothing again. The whole-ranking CSV of the default order reads the same pages, so whichever comes
 * second costs nothing more.
 */
export const everyCityOptions = ({ state, minRestaurants }: Pick<RankingView, 'state' | 'minRestaurants'>) =>
  queryOptions({
    queryKey: [...rankingKeys.all, 'every', state || 'US', minRestaurants] as const,
    queryFn: ({ client }) =>
      fetchWholeRanking(
        client,
        { state, minRestaurants, sort: DEFAULT_SORT, order: 'desc', page: 1, metric: DEFAULT_SORT, everyCity: true },
        () => {},
      ),
    staleTime: Infinity,
  });

/** How many requests the whole ranking costs at the API's largest page. */
export const wholeRankingRequests = (total: number) => Math.max(1, Math.ceil(total / CSV_PAGE_SIZE));

/**
 * Every city of the view's ranking, page after page at the largest page size, one request at a time (the quota is
 * counted per request; parallel ones would not cost less). Pages already fetched are not asked again.
 */
export async function fetchWholeRanking(
  queryClient: QueryClient,
  view: RankingView,
  onPage: (fetched: number, total: number) => void,
): Promise<CityRankingRow[]> {
  const rows: CityRankingRow[] = [];
  for (let offset = 0; ; offset += CSV_PAGE_SIZE) {
    const answer = await queryClient.fetchQuery(
      cityRankingOptions({ ...viewRequest(view), limit: CSV_PAGE_SIZE, offset }),
    );
    rows.push(...answer.data);
    onPage(rows.length, answer.pagination.total_estimated ?? rows.length);
    if (!answer.pagination.has_more || answer.data.length === 0) return rows;
  }
}

/** The CSV's columns: the API's field names (nested ones dotted), the place first; a line's order is its rank. */
export const CSV_HEADER = [
  'state',
  'city',
  'restaurant_count',
  'item_count',
  'median_price',
  'average_price',
  'p90_price',
  'price_tiers.$',
  'price_tiers.$$',
  'price_tiers.$$$',
  'price_tiers.$$$$',
  'price_tiers.unknown',
  'expensive_share',
  'chain_share',
  'service_mix.quick',
  'service_mix.full',
  'population',
  'restaurants_per_10k',
  'price_index',
  'main_median_price',
] as const;

/** One CSV line per city, in the ranking's order, each figure as the API gives it (shares as fractions). */
export const rankingCsvRows = (rows: readonly CityRankingRow[]): Cell[][] => fieldRows(rows, CSV_HEADER);
