/** The upstream data store's interface: what it is asked, what it answers, and how it fails. */
import type { SearchIndexName } from '../search/fields.ts';
import type { SearchInterpretation } from '../search/interpretation.ts';
import type { SearchRequest } from '../search/request.ts';
import type { CityRankingSort } from '../../rules/city-ranking.ts';
import type { DishPriceSort } from '../../rules/dish-price-sorts.ts';
import type {
  CityRankingRow,
  CityStats,
  CuisineCount,
  CuisineEntry,
  CuisinePlaceRow,
  DishMatrixCell,
  DishPricesNational,
  DishPricesRow,
  ExpandableRestaurant,
  ItemHit,
  Menu,
  Restaurant,
  RestaurantHit,
  StateStats,
  UsStats,
} from './records.ts';

/** What each search returns a list of. */
export interface SearchHits {
  restaurants: RestaurantHit;
  items: ItemHit;
}

export interface PriceStats {
  count: number;
  min: number | null;
  p25: number | null;
  median: number | null;
  p75: number | null;
  max: number | null;
  average: number | null;
}

export interface SearchResult<T> {
  hits: T[];
  /** Exact while `totalIsExact`; beyond the exact-count cap, an estimate. */
  total: number;
  totalIsExact: boolean;
  /** How the query was understood: corrections, dropped words, a place recognised in it. */
  interpretation: SearchInterpretation;
  /** Counts of all matches by each facet asked for: the top values, each as if its own filter were absent. */
  facets?: Record<string, { value: string; count: number; label?: string }[]>;
  /** Item searches with facets or a price filter: the prices of all matches, in dollars. */
  priceStats?: PriceStats;
  /** Matches left out by open_now or open_at because their hours are unknown. */
  unknownHours?: number;
  /** Slugs of the cuisine filters that this catalog does not know (the search then matches nothing). */
  unknownCuisines?: string[];
  /**
   * The store's own time on this query, in milliseconds, when it runs the query elsewhere (a worker thread) and
   * the caller's clock would also count the wait for a free thread. Absent when the call's duration is the work.
   */
  processingMs?: number;
}

/** The records a store looks up by restaurant id. */
export interface Records {
  restaurant: Restaurant;
  menu: Menu;
}

export interface RecordRequest<Kind extends keyof Records = keyof Records> {
  kind: Kind;
  restaurantId: string;
}

export interface CityRankingRequest {
  state?: string;
  sort: CityRankingSort;
  order: 'asc' | 'desc';
  minRestaurants: number;
  limit: number;
  offset: number;
}

/** What the dishes matching a query cost, place by place (`dish-prices.ts`). */
export interface DishPricesRequest {
  /** The item search the prices are of: its words and filters (a state, filter words), never a page. */
  search: SearchRequest<'items'>;
  /** Only these cities, when given. */
  cities?: readonly { state: string; city: string }[];
  groupBy: 'city' | 'state';
  minItems: number;
  sort: DishPriceSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export type { DishPricesNational };

export interface DishPricesAnswer {
  rows: DishPricesRow[];
  /** The dish nationwide, the yardstick of each row's price_index. */
  national: DishPricesNational;
  /** The catalog's date (YYYY-MM-DD). */
  asOf: string;
  /** Places with at least minItems priced matches. */
  total: number;
  interpretation: SearchInterpretation;
  /** Cities asked for that the catalog has no restaurants in, by their index in `cities`. */
  unknownCities: number[];
  /** The store's own time on the aggregation, in milliseconds. */
  processingMs: number;
}

/** A page of a place's restaurants in id order, for bulk sync (GET /v1/restaurants). */
export interface PlaceListingRequest {
  state: string;
  /** Within this city of the state, when given. */
  city?: string;
  /** Just after this restaurant id: the last the previous page sent. */
  after?: string;
  limit: number;
}

export interface PlaceListing {
  restaurants: Restaurant[];
  /** Whether the place has restaurants after the page. */
  more: boolean;
  /** The state has no city by that name. */
  unknownCity?: true;
  /** `after` is no restaurant of this catalog. */
  unknownAfter?: true;
}

/** Cities ranked by one cuisine (`cuisine-ranking.ts`). */
export interface CuisineRankingRequest {
  cuisine: string;
  state?: string;
  sort: 'share' | 'restaurant_count';
  /** asc walks the desc order from its end. */
  order: 'asc' | 'desc';
  minRestaurants: number;
  limit: number;
  offset: number;
}

/** Each dish in each city (`dish-matrix.ts`): every q read as item search reads it, nationwide. */
export interface DishMatrixRequest {
  searches: SearchRequest<'items'>[];
  cities: readonly { state: string; city: string }[];
}

export interface DishMatrixAnswer {
  /** Dish by dish, city by city in the order asked. */
  cells: DishMatrixCell[];
  /** Per dish, how its q was read. */
  interpretations: SearchInterpretation[];
  /** The catalog's date (YYYY-MM-DD). */
  asOf: string;
  /** Cities asked for that the catalog has no restaurants in, by their index in `cities`. */
  unknownCities: number[];
  processingMs: number;
}

/** What a person has typed so far, and where (POST /v1/suggest). */
export interface SuggestRequest {
  text: string;
  state?: string;
  city?: string;
  near?: { latitude: number; longitude: number; radius_m: number };
  limit: number;
}

/** One suggestion: what to show, and what it stands for (docs/api-decisions.md, Suggest). */
export interface Suggestion {
  kind: 'restaurant' | 'dish' | 'cuisine' | 'place';
  text: string;
  restaurant_id?: string;
  cuisine?: string;
  city?: string;
  state?: string;
  /** Restaurants serving the dish, of the cuisine, or in the place. */
  count?: number;
  /** The dish's median price in dollars. */
  median_price?: number;
}

/** What is known of a business to find (POST /v1/restaurants/match), checked by the route. */
export interface MatchRequest {
  name?: string;
  /** Its ten digits (`rules/phone.ts`). */
  phone?: string;
  address?: { street?: string; city?: string; state?: string; postal_code?: string };
  location?: { latitude: number; longitude: number };
  limit: number;
}

/** The evidence a match rests on. */
export type MatchSignal = 'phone' | 'name' | 'address' | 'location';

export interface MatchCandidate {
  restaurant: Restaurant;
  /** 0–1, by the rule in docs/api-decisions.md (Business match). */
  confidence: number;
  matched_on: MatchSignal[];
}

/** The lookups a store answers beside searches and statistics, with what each takes and gives. */
export interface Lookups {
  /** Restaurants by id, in the order asked: null for an id no restaurant has; each with its menu when `menus`. */
  restaurants: {
    request: { restaurantIds: readonly string[]; menus: boolean };
    answer: (ExpandableRestaurant | null)[];
  };
  /** The restaurants that best fit what is known of a business, best first. */
  match: { request: MatchRequest; answer: MatchCandidate[] };
  /** Every cuisine slug the catalog knows, with its name, parent, kind and restaurants. */
  cuisines: { request: Record<never, never>; answer: readonly CuisineEntry[] };
}

export type LookupRequest<Kind extends keyof Lookups = keyof Lookups> = {
  [K in Kind]: { kind: K } & Lookups[K]['request'];
}[Kind];

/** The statistics a store answers, with what each takes and gives. */
export interface Statistics {
  city: { request: { state: string; city: string }; answer: CityStats | undefined };
  state: { request: { state: string }; answer: StateStats };
  us: { request: object; answer: UsStats };
  cities: { request: CityRankingRequest; answer: { rows: CityRankingRow[]; total: number } };
  'dish-prices': { request: DishPricesRequest; answer: DishPricesAnswer };
  'cuisine-ranking': {
    request: CuisineRankingRequest;
    answer: { rows: CuisinePlaceRow[]; total: number } | undefined;
  };
  'dish-matrix': { request: DishMatrixRequest; answer: DishMatrixAnswer };
  'top-cuisines': {
    request: { state?: string; limit: number; offset: number };
    answer: { cuisines: CuisineCount[]; total: number };
  };
}

/** A statistics call: its kind and that kind's request (a union over kinds, so a switch on `kind` narrows it). */
export type StatisticsRequest<Kind extends keyof Statistics = keyof Statistics> = {
  [K in Kind]: { kind: K } & Statistics[K]['request'];
}[Kind];

/**
 * How a search may be called off. Searches are the calls worth skipping: they take milliseconds of CPU and, under
 * load, wait their turn; a point lookup (restaurant, menu, stats) costs less than the check.
 */
export interface SearchOptions {
  /** Aborted when the caller no longer wants the answer (its client left): a search not yet started is skipped. */
  signal?: AbortSignal;
  /**
   * Who is asking (an API key's id). A store that makes searches wait their turn takes callers in turn, so one
   * caller's burst does not hold up everyone else's searches.
   */
  caller?: string;
}

/**
 * The upstream data store as the routes see it: a few generic calls, so a new endpoint or filter adds a kind of
 * request, not a method to every store and to the worker pool. Today one SQLite implementation; a shared server
 * database can implement the same interface later, which is why every call is asynchronous.
 */
export interface Catalog {
  search<Index extends SearchIndexName>(
    request: SearchRequest<Index>,
    options?: SearchOptions,
  ): Promise<SearchResult<SearchHits[Index]>>;
  /** A record by restaurant id; undefined when there is no such restaurant. */
  record<Kind extends keyof Records>(request: RecordRequest<Kind>): Promise<Records[Kind] | undefined>;
  statistics<Kind extends keyof Statistics>(request: StatisticsRequest<Kind>): Promise<Statistics[Kind]['answer']>;
  lookup<Kind extends keyof Lookups>(request: LookupRequest<Kind>): Promise<Lookups[Kind]['answer']>;
  /** A page of a place's restaurants in id order (bulk sync). */
  listing(request: PlaceListingRequest): Promise<PlaceListing>;
  /** Suggestions for what is being typed, best first, with the store's own time on them in milliseconds. */
  suggest(request: SuggestRequest): Promise<{ suggestions: Suggestion[]; processingMs: number }>;
  /** A real round trip to the store; resolves with its latency in milliseconds, rejects when unreachable. */
  ping(): Promise<number>;
  /** Which catalog this is (health names it); read once when the store is opened. */
  describe(): Promise<CatalogDescription>;
  /**
   * Opens the store everywhere it runs (every thread of a pool) and runs a query in each, so the first requests
   * it serves do not pay for that; rejects when any of them cannot.
   */
  warm(): Promise<void>;
  /** Whether calls are queueing beyond the configured limit, so new work should be refused (back-pressure). */
  overloaded?(): boolean;
  /** Releases the store; resolves once it is released when that takes time (threads to end). */
  close(): void | Promise<void>;
}

/** Which catalog a store serves, as GET /v1/health names it. */
export interface CatalogDescription {
  /** Where the data came from, in words: `sample (scale 1, seed 20261121)`, `uber-eats restaurants.csv + …`. */
  source: string;
  /** When the catalog was built (ISO 8601). */
  builtAt: string;
  restaurantCount: number;
  itemCount: number;
  /** The SHA-256 recorded beside the file when it was built; null when none was. */
  sha256: string | null;
}

/** A catalog as one string that a new build or a swapped file changes: what ETags and cursors are tied to. */
export function catalogIdentity({ sha256, builtAt, source }: CatalogDescription): string {
  return JSON.stringify([sha256, builtAt, source]);
}

/** The store's health as last probed in the background (`catalog-health.ts`), as GET /v1/health reports it. */
export interface CatalogHealthReport {
  reachable: boolean;
  /** Round trip of the last probe query; null when it failed. */
  latencyMs: number | null;
  /** The catalog that answered the last probe; null when it failed. */
  catalog: CatalogDescription | null;
  /** Why the store is degraded (unreachable, not answering, failing its integrity check); absent when healthy. */
  reason?: string;
  checkedAt: Date;
}

/** The store cannot be reached or read (missing file, wrong format, I/O error). Routes answer 503. */
export class CatalogUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CatalogUnavailableError';
  }
}

/** The store is too busy to take more work now; the caller may retry after `retryAfterSeconds`. Routes answer 503. */
export class CatalogBusyError extends CatalogUnavailableError {
  readonly retryAfterSeconds = 1;

  constructor() {
    super('the catalog has more queued queries than it accepts');
    this.name = 'CatalogBusyError';
  }
}

/** The caller abandoned a search (SearchOptions.signal) before it started, so it never ran. */
export class SearchAbandonedError extends Error {
  constructor() {
    super('the search was abandoned before it started');
    this.name = 'SearchAbandonedError';
  }
}
