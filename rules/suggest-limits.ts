/**
 * POST /v1/suggest's limits, apart from limits.ts: the catalog's fingerprint reads limits.ts (one of its limits shapes
 * what the builder writes), and none of these does, so changing them must not rebuild every catalog.
 */
/** POST /v1/suggest's `limit`: suggestions in one answer. */
export const SUGGEST_LIMIT = { min: 1, max: 20, default: 8 } as const;

/**
 * A suggest session (docs/api-decisions.md, Suggest): the client's id for one typed search, its length, and when an
 * open session counts its one unit and a new one begins: after this long, or past this many suggest calls.
 */
export const SUGGEST_SESSION = { minLength: 8, maxLength: 64, lifetimeMs: 3 * 60_000, maxCalls: 50 } as const;
