/**
 * The upstream data store as the routes see it. Today one SQLite implementation; a shared server database can
 * implement the same interface later, which is why every method is asynchronous.
 */
import type {
  CityStats,
  CuisineCount,
  ItemHit,
  Menu,
  Restaurant,
  RestaurantHit,
  SearchInterpretation,
} from './records.ts';

interface Page {
  limit: number;
  offset: number;
}

export interface RestaurantQuery extends Page {
  q: string;
  state?: string;
  city?: string;
  cuisine?: string;
}

export interface ItemQuery extends Page {
  q: string;
  state?: string;
  city?: string;
  restaurantId?: string;
}

export interface SearchResult<T> {
  hits: T[];
  /** Exact while `totalIsExact`; beyond the exact-count cap, an estimate. */
  total: number;
  totalIsExact: boolean;
  /** How the query was understood: corrections, dropped words, a place recognised in it. */
  interpretation: SearchInterpretation;
}

export interface TopCuisinesQuery extends Page {
  state?: string;
}

export interface Catalog {
  searchRestaurants(query: RestaurantQuery): Promise<SearchResult<RestaurantHit>>;
  searchItems(query: ItemQuery): Promise<SearchResult<ItemHit>>;
  restaurant(restaurantId: string): Promise<Restaurant | undefined>;
  menu(restaurantId: string): Promise<Menu | undefined>;
  cityStats(state: string, city: string): Promise<CityStats | undefined>;
  topCuisines(query: TopCuisinesQuery): Promise<{ cuisines: CuisineCount[]; total: number }>;
  /** A real round trip to the store; resolves with its latency in milliseconds, rejects when unreachable. */
  ping(): Promise<number>;
  close(): void;
}

/** The store cannot be reached or read (missing file, wrong format, I/O error). Routes answer 503. */
export class CatalogUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CatalogUnavailableError';
  }
}

/** How far offset + limit may reach into any result list (CONTRACT.md, Search requests). */
export const MAX_RESULT_WINDOW = 1000;
