/**
 * API keys and their quota counters, as the gateway sees them. Today one SQLite implementation; a server database
 * shared by many gateway instances can implement the same interface later, which is why every method is
 * asynchronous and every counter is updated by the store itself (never read-modify-write in the gateway).
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
  /** How many requests `keyId` has used in `period`, without counting. */
  usage(keyId: string, period: string): Promise<number>;
  /** Counts one sign-up from `address` (an opaque client identifier) in `window`, atomically, like countRequest. */
  countSignup(address: string, window: string, limit: number): Promise<CountResult>;
  close(): void;
}
