/** Limits the API enforces and the app respects, so the app never asks for what the API would refuse. */

/** The deepest a search pages: offset + limit may not exceed this, since every page is read from one bounded window. */
export const MAX_RESULT_WINDOW = 1000;

/** Search text, in characters after trimming. */
export const MAX_QUERY_LENGTH = 200;

/**
 * Characters typed before the app's search-as-you-type asks the API (each request spends quota). Dish names need
 * three: a two-letter prefix ("ch") matches a large share of all 2.1 million items and tells the reader nothing.
 */
export const MIN_TYPED_QUERY_LENGTH = { restaurants: 2, items: 3 } as const;

/** A `near` search's radius in metres: the range the API accepts and the default when a request gives none. */
export const NEAR_RADIUS_M = { min: 100, max: 50_000, default: 5_000 } as const;
