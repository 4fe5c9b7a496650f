/**
 * API keys, their quota counters, usage by day and the request log, as the gateway sees them. Two implementations: an embedded SQLite file (the
 * default) and PostgreSQL shared by many gateway nodes (DATABASE_URL). Every counter is updated by the store itself
 * (never read-modify-write in the gateway).
 *
 * The store never sees a key: only its SHA-256 hash (hex) and a short display prefix.
 */

type Plan = 'free';

export interface KeyRecord {
  /** `key_` + 16 base62 characters; safe to show and to log. */
  keyId: string;
  /** SHA-256 of the whole key, lowercase hex. */
  keyHash: string;
  /** The first characters of the key (`sk_live_AbCd`), to help a person recognise it; never enough to use it. */
  displayPrefix: string;
  email: string;
  plan: Plan;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, or null while the key is active. */
  revokedAt: string | null;
}

/** A key as it is first stored: active. */
export type NewKey = Omit<KeyRecord, 'revokedAt'>;

/** The outcome of counting one request against a window. */
export interface CountResult {
  /** True when the request was counted (it was under the limit); false when the limit was already reached. */
  counted: boolean;
  /** How many requests the window holds now (after counting, when counted). */
  used: number;
}

/** One answered request of a key, as its request log keeps it (GET /v1/usage/requests). */
export interface LoggedRequest {
  keyId: string;
  /** When the request arrived, epoch milliseconds. */
  at: number;
  method: string;
  /** The path without its query string. */
  path: string;
  status: number;
  requestId: string;
  processingMs: number;
  /** Whether it cost a unit of the quota (a refused, 304, HEAD or in-session suggest request did not). */
  counted: boolean;
}

/** Where a page of the request log ends: the next page holds the entries strictly older than it. */
export interface LogPosition {
  at: number;
  id: number;
}

export type LogEntry = LoggedRequest & { position: LogPosition };

/** The UTC day of an instant, "YYYY-MM-DD": the quota's months are UTC calendar months, so its days are UTC too. */
export const dayOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/** Units counted on one UTC day ("YYYY-MM-DD"). */
export interface DayUsage {
  date: string;
  used: number;
}

export interface AccountsStore {
  createKey(key: NewKey): Promise<void>;
  /** The key with this hash, revoked or not; undefined when there is none. */
  findKeyByHash(keyHash: string): Promise<KeyRecord | undefined>;
  /** Marks the key revoked; false when it did not exist or was already revoked. */
  revokeKey(keyId: string, at: Date): Promise<boolean>;
  /**
   * Counts one request for `keyId` in `period` (e.g. "2026-11") unless `limit` requests are already counted.
   * Atomic: under any concurrency, exactly `limit` calls per key and period return `counted: true`.
   */
  countRequest(keyId: string, period: string, limit: number): Promise<CountResult>;
  /**
   * One suggest call in the key's session `session` at `at` (docs/api-decisions.md, Suggest): not counted itself,
   * but first every session of the key older than its lifetime, and this one when past its most calls, counts one
   * request and is closed; this call then opens or continues its session. `counted: false` when the key has no
   * request left for the session to cost (the call is refused), as countRequest.
   */
  suggestCall(keyId: string, session: string, at: Date, period: string, limit: number): Promise<CountResult>;
  /**
   * Closes every key's sessions that have lapsed by `at` and counts one request for each in `period` (up to
   * `limit`), as suggestCall does for its own key: an abandoned session costs its unit even if its key never calls
   * again.
   */
  closeLapsedSessions(at: Date, period: string, limit: number): Promise<void>;
  /**
   * Closes the key's open session `session` without counting it: the request that ends it counts as usual. True
   * when an open session was closed (only one caller ever hears true for a session).
   */
  endSuggestSession(keyId: string, session: string, at: Date): Promise<boolean>;
  /** How many requests `keyId` has used in `period`, without counting. */
  usage(keyId: string, period: string): Promise<number>;
  /**
   * Appends answered requests to their keys' logs, keeps the newest REQUEST_LOG_SIZE of each key, and adds the
   * counted ones to their keys' day counters (the UTC day of `at`). One transaction for the whole batch.
   */
  recordRequests(entries: readonly LoggedRequest[]): Promise<void>;
  /** The key's logged requests newest first (by arrival, ties by insertion), strictly older than `after`. */
  requestLog(keyId: string, limit: number, after?: LogPosition): Promise<LogEntry[]>;
  /**
   * The days of `period` ("YYYY-MM") on which the key was counted anything, oldest first: its logged counted
   * requests and the units its suggest sessions cost when they lapsed or filled up.
   */
  usageByDay(keyId: string, period: string): Promise<DayUsage[]>;
  /** Counts one sign-up from `address` (an opaque client identifier) in `window`, atomically, like countRequest. */
  countSignup(address: string, window: string, limit: number): Promise<CountResult>;
  /**
   * A number that changes whenever any process sharing the store may have revoked a key. Cheap enough to read on
   * every authentication: a cached key is trusted only while the generation it was checked at is still current.
   */
  revocationGeneration(): number;
  /** A real round trip to the store; resolves with its latency in milliseconds, rejects when unreachable. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

/** The store cannot be reached (database down, connection refused, timeout). Requests answer 503. */
export class AccountsUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The accounts store is unavailable', { cause });
    this.name = 'AccountsUnavailableError';
  }
}
