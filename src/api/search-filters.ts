/**
 * A search page's whole state as it lives in the URL (so a link reproduces the page), and as the body the API takes
 * (docs/api-decisions.md, Discovery). One module for both searches: the dish search adds its own price range.
 */
import type { operations } from './schema';
import { DIETARY_TAGS, type DietaryTag } from '../../rules/dietary';
import { SERVICE_ATTRIBUTES, type ServiceAttribute } from '../../rules/service-attributes';
import { MAX_SEARCH_CUISINES, MIN_TYPED_QUERY_LENGTH, NEAR_RADIUS_M } from '../../rules/limits';
import { normalizeState, readParam } from '../lib/url-state';

type BodyOf<Operation extends keyof operations> = operations[Operation] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
type RestaurantBody = BodyOf<'searchRestaurants'>;
type ItemBody = BodyOf<'searchItems'>;
export type PriceTier = NonNullable<RestaurantBody['price_range']>[number];
export type SearchSort = NonNullable<RestaurantBody['sort']>;
export type FacetName = NonNullable<RestaurantBody['facets']>[number];
export type Near = Required<NonNullable<RestaurantBody['near']>>;
export type Box = NonNullable<RestaurantBody['within']>;
export type SearchIndex = keyof typeof MIN_TYPED_QUERY_LENGTH;

export const PRICE_TIERS: readonly PriceTier[] = ['$', '$$', '$$$', '$$$$'];
/** The facets the filter panel draws, counted on the first page of every search; restaurants add their services. */
export const PANEL_FACETS: Readonly<Record<SearchIndex, readonly FacetName[]>> = {
  restaurants: ['cuisine', 'price_range', 'rating', 'open_now', 'dietary', 'attributes'],
  items: ['cuisine', 'price_range', 'rating', 'open_now', 'dietary'],
};

/** The orders the API offers (`distance` needs a point). */
const SORTS: readonly SearchSort[] = ['relevance', 'rating', 'review_count', 'distance', 'price_asc', 'price_desc'];

export interface SearchFilters {
  q: string;
  state: string;
  city: string;
  cuisines: string[];
  priceTiers: PriceTier[];
  minRating: number | null;
  openNow: boolean;
  dietary: DietaryTag[];
  /** Restaurant searches: independents only, and the services each must offer. */
  independent: boolean;
  attributes: ServiceAttribute[];
  /** Dish searches: the item's own price in dollars. */
  price: { min: number | null; max: number | null };
  near: Near | null;
  within: Box | null;
  sort: SearchSort | null;
}

/** The URL parameter of each part of the state, for links and for clearing one part. */
export const FILTER_PARAMS = {
  cuisines: 'cuisine',
  priceTiers: 'price',
  minRating: 'rating',
  openNow: 'open',
  dietary: 'diet',
  independent: 'independent',
  attributes: 'service',
  priceMin: 'min_price',
  priceMax: 'max_price',
  near: 'near',
  within: 'box',
  sort: 'sort',
} as const;

/** What a person types ("Tex Mex") as the API's cuisine slug ("tex-mex"). */
const cuisineSlug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const list = (params: URLSearchParams, name: string) =>
  readParam(params, name)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const numbers = (params: URLSearchParams, name: string): number[] | null => {
  const parts = list(params, name).map(Number);
  return parts.length > 0 && parts.every(Number.isFinite) ? parts : null;
};

const money = (params: URLSearchParams, name: string): number | null => {
  const value = Number(readParam(params, name));
  return readParam(params, name) !== '' && Number.isFinite(value) && value >= 0 ? value : null;
};

const unique = <T>(values: T[]) => [...new Set(values)];

function nearFrom(params: URLSearchParams): Near | null {
  const [latitude, longitude, radius = NEAR_RADIUS_M.default] = numbers(params, FILTER_PARAMS.near) ?? [];
  if (latitude === undefined || longitude === undefined) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const radius_m = Math.min(NEAR_RADIUS_M.max, Math.max(NEAR_RADIUS_M.min, Math.round(radius)));
  return { latitude, longitude, radius_m };
}

function boxFrom(params: URLSearchParams): Box | null {
  const parts = numbers(params, FILTER_PARAMS.within);
  if (parts?.length !== 4) return null;
  const [north, south, east, west] = parts as [number, number, number, number];
  const inRange = [north, south].every((v) => Math.abs(v) <= 90) && [east, west].every((v) => Math.abs(v) <= 180);
  return inRange && south <= north ? { north, south, east, west } : null;
}

/**
 * The search a page URL asks for. Values the API would refuse (an unknown tier, a radius out of range, an inverted
 * box, `distance` without a point) are left out or brought into range, so a hand-edited link still searches.
 */
export function filtersFromUrl(params: URLSearchParams): SearchFilters {
  const near = nearFrom(params);
  const sort = readParam(params, FILTER_PARAMS.sort) as SearchSort;
  const rating = Number(readParam(params, FILTER_PARAMS.minRating));
  const tiers = list(params, FILTER_PARAMS.priceTiers).map((digits) => '$'.repeat(Number(digits)) as PriceTier);
  return {
    q: readParam(params, 'q'),
    state: normalizeState(readParam(params, 'state')),
    city: readParam(params, 'city'),
    cuisines: unique(list(params, FILTER_PARAMS.cuisines).map(cuisineSlug).filter(Boolean)).slice(
      0,
      MAX_SEARCH_CUISINES,
    ),
    priceTiers: PRICE_TIERS.filter((tier) => tiers.includes(tier)),
    minRating: rating > 0 && rating <= 5 ? rating : null,
    openNow: readParam(params, FILTER_PARAMS.openNow) === 'now',
    dietary: DIETARY_TAGS.filter((tag) => list(params, FILTER_PARAMS.dietary).includes(tag)),
    independent: readParam(params, FILTER_PARAMS.independent) === 'only',
    attributes: SERVICE_ATTRIBUTES.filter((name) => list(params, FILTER_PARAMS.attributes).includes(name)),
    price: { min: money(params, FILTER_PARAMS.priceMin), max: money(params, FILTER_PARAMS.priceMax) },
    near,
    within: near ? null : boxFrom(params),
    sort: SORTS.includes(sort) && (sort !== 'distance' || near) ? sort : null,
  };
}

/** URL values for `withParams`: `price: ['$', '$$']` is written `price=1,2`, a point `near=lat,lng,radius`. */
export const urlValue = {
  priceTiers: (tiers: readonly PriceTier[]) => tiers.map((tier) => tier.length).join(','),
  near: (near: Near | null) =>
    near ? `${near.latitude.toFixed(5)},${near.longitude.toFixed(5)},${near.radius_m}` : '',
  within: (box: Box | null) =>
    box ? [box.north, box.south, box.east, box.west].map((v) => v.toFixed(4)).join(',') : '',
};

/** The filters (not the words) a search narrows by: what makes an empty query a browse. */
export function activeFilterCount(filters: SearchFilters, index: SearchIndex): number {
  const priceSet = index === 'items' && (filters.price.min !== null || filters.price.max !== null);
  const restaurants = index === 'restaurants';
  return [
    restaurants && filters.independent,
    restaurants && filters.attributes.length,
    filters.state,
    filters.city,
    filters.cuisines.length,
    filters.priceTiers.length,
    filters.minRating,
    filters.openNow,
    filters.dietary.length,
    priceSet,
    filters.near,
    filters.within,
  ].filter(Boolean).length;
}

/** Typed enough to search as you type, or an empty query that browses every match of the filters. */
export function canSearch(filters: SearchFilters, index: SearchIndex): boolean {
  const typed = filters.q.trim().length;
  return typed >= MIN_TYPED_QUERY_LENGTH[index] || (typed === 0 && activeFilterCount(filters, index) > 0);
}

/** The request body's search fields (everything but paging), unset ones left out since the API refuses empties. */
export function searchBody(filters: SearchFilters, index: 'restaurants'): Omit<RestaurantBody, 'limit' | 'offset'>;
export function searchBody(filters: SearchFilters, index: 'items'): Omit<ItemBody, 'limit' | 'offset'>;
export function searchBody(filters: SearchFilters, index: SearchIndex): Omit<ItemBody, 'limit' | 'offset'> {
  const { min, max } = filters.price;
  return {
    q: filters.q,
    ...(filters.state && { state: filters.state }),
    ...(filters.city && { city: filters.city }),
    ...(filters.cuisines.length > 0 && { cuisines: filters.cuisines }),
    ...(filters.priceTiers.length > 0 && { price_range: filters.priceTiers }),
    ...(filters.minRating !== null && { min_rating: filters.minRating }),
    ...(filters.openNow && { open_now: true }),
    ...(filters.dietary.length > 0 && { dietary: filters.dietary }),
    ...(index === 'restaurants' && filters.independent && { independent: true }),
    ...(index === 'restaurants' && filters.attributes.length > 0 && { attributes: filters.attributes }),
    ...(index === 'items' &&
      (min !== null || max !== null) && {
        price: { ...(min !== null && { min }), ...(max !== null && { max: Math.max(max, min ?? 0) }) },
      }),
    ...(filters.near && { near: filters.near }),
    ...(filters.within && { within: filters.within }),
    ...(filters.sort && { sort: filters.sort }),
  };
}
