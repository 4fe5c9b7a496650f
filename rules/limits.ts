/**
 * Limits the API enforces and the app respects, and the defaults the API applies, each written once: the route
 * schemas (and so the OpenAPI document), the handlers and the app all read them here, so the app never asks for what
 * the API would refuse and the published contract cannot drift from what is enforced.
 */

/**
 * The free plan's requests per key and calendar month (UTC): the specification's free tier, and the server's quota
 * unless an operator sets QUOTA_LIMIT.
 */
export const FREE_TIER_MONTHLY_REQUESTS = 1000;

/** `limit` on every paged endpoint: from min to max, and the default when a request gives none. */
export const PAGE_LIMIT = { min: 1, max: 100, default: 20 } as const;

/** The deepest a search pages: offset + limit may not exceed this, since every page is read from one bounded window. */
export const MAX_RESULT_WINDOW = 1000;

/** The largest page as deep as the window allows: the most work one search request can ask for. */
export const DEEPEST_PAGE = { limit: PAGE_LIMIT.max, offset: MAX_RESULT_WINDOW - PAGE_LIMIT.max } as const;

/**
 * The largest `offset` of the statistics' rankings (cities, dish prices). They are not bound to the search window,
 * so a whole ranking can be paged; this only keeps the number sane.
 */
export const MAX_RANKING_OFFSET = 100_000;

/** Search text, in characters after trimming. */
export const MAX_QUERY_LENGTH = 200;

/**
 * Characters typed before the app's search-as-you-type asks the API (each request spends quota). Dish names need
 * three: a two-letter prefix ("ch") matches a large share of all 2.1 million items and tells the reader nothing.
 */
export const MIN_TYPED_QUERY_LENGTH = { restaurants: 2, items: 3 } as const;

/** A `near` search's radius in metres: the range the API accepts and the default when a request gives none. */
export const NEAR_RADIUS_M = { min: 100, max: 50_000, default: 5_000 } as const;

/** A city's name, as a filter or a path segment, in characters. */
export const CITY_NAME_LENGTH = { min: 1, max: 100 } as const;

/** A cuisine slug ("tex-mex"), in characters: what a search accepts, so also the longest an import may make. */
export const MAX_CUISINE_SLUG_LENGTH = 60;

/** Cuisines one search may ask for (any of them). */
export const MAX_SEARCH_CUISINES = 10;

/** Chains one search may ask for (any of them). */
export const MAX_SEARCH_CHAINS = 20;

/**
 * A restaurant carries a dietary tag (for the filter and the facet) when at least this many of its meals do: items
 * outside the sections of drinks, sides and sweets (`server/index/meal-sections.ts`).
 */
export const RESTAURANT_DIETARY_MIN_MEALS = 3;

/** Dish names a restaurant hit names as why it matched (`matched_dishes`). */
export const MATCHED_DISHES = 3;

/** Values per facet in a search's meta.facets, the commonest first. */
export const TOP_FACET_VALUES = 20;

/**
 * The city ranking's `min_restaurants`: cities with fewer are left out. The default keeps one-restaurant towns from
 * topping a price ranking.
 */
export const MIN_RESTAURANTS = { min: 1, max: 100_000, default: 20 } as const;

/** Dish prices' `min_items`: places with fewer priced matches are left out, since a median of two prices says little. */
export const MIN_ITEMS = { min: 1, max: 10_000, default: 5 } as const;

/** The most cities one dish-prices request may compare. */
export const MAX_COMPARED_CITIES = 10;

/** Request bodies, in bytes: a longer one is refused (413 payload_too_large). */
export const MAX_BODY_BYTES = 16 * 1024;

/** Requests kept in each key's request log (GET /v1/usage/requests); older ones are dropped as new ones arrive. */
export const REQUEST_LOG_SIZE = 1000;

/** Entries per page of the request log. */
export const REQUEST_LOG_PAGE = { min: 1, max: 100, default: 25 } as const;

/** Restaurant ids one batch lookup takes (POST /v1/restaurants/batch). */
export const MAX_BATCH_IDS = 50;

/** Business match (POST /v1/restaurants/match): the candidates it answers at most, and those it weighs. */
export const MATCH_RESULTS = 5;
export const MATCH_CANDIDATES = 20;
/** A position given to business match agrees with a restaurant this close, in metres. */
export const MATCH_LOCATION_RADIUS_M = 150;
