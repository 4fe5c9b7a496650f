/**
 * API keys: minting, hashing, reading the Authorization header, and looking keys up by hash with a small cache.
 *
 * A key is `sk_live_` + 32 base62 characters (about 190 bits). Only its SHA-256 hash is stored, so a leaked
 * accounts file holds no usable key; a fast hash is right for random secrets of this length (nothing to guess).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AccountsStore, KeyRecord } from '../accounts/accounts.ts';
import { ApiError } from './errors.ts';
import { randomBase62 } from './random-id.ts';

const KEY_PREFIX = 'sk_live_';
/** The whole key, as a JSON-schema pattern (also published in the OpenAPI document). */
export const KEY_PATTERN = `^${KEY_PREFIX}[0-9A-Za-z]{32}$`;
const KEY_SHAPE = new RegExp(KEY_PATTERN);
/**
 * A key, or a piece of one long enough to matter (16 characters are 95 bits): a pasted key with a character
 * missing or added still counts. Shorter runs (`sk_live_…`, `sk_live_abc`) are examples, not secrets.
 */
const KEY_LIKE = new RegExp(`${KEY_PREFIX}[0-9A-Za-z]{16,}`, 'g');
const DISPLAY_CHARS = 4;
/** How the error messages describe a key, so a client can see what to send. */
const KEY_SHAPE_HINT = `${KEY_PREFIX}<32 letters and digits>`;

/** Text (a path, a message, a stack) with anything shaped like a key blanked out, for logs and error bodies. */
export const redactKeys = (text: string) => text.replace(KEY_LIKE, `${KEY_PREFIX}[redacted]`);

export interface MintedKey {
  apiKey: string;
  keyId: string;
  keyHash: string;
  displayPrefix: string;
}

export function hashKey(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}

export function mintKey(): MintedKey {
  const apiKey = KEY_PREFIX + randomBase62(32);
  return {
    apiKey,
    keyId: `key_${randomBase62(16)}`,
    keyHash: hashKey(apiKey),
    displayPrefix: apiKey.slice(0, KEY_PREFIX.length + DISPLAY_CHARS),
  };
}

/** RFC 6750's challenge, so a generic HTTP client knows which scheme the 401 asks for. */
const challenge = (error?: string) => ({
  'WWW-Authenticate': error === undefined ? 'Bearer' : `Bearer error="${error}"`,
});

/** The same 401 for a made-up, truncated, malformed or revoked key: nothing tells them apart. */
const invalidKey = () =>
  new ApiError('invalid_api_key', 'The API key is not valid. Create a new key at POST /v1/keys.', {
    headers: challenge('invalid_token'),
  });

/**
 * The token of an `Authorization: Bearer …` header. No header, or another scheme, is 401 missing_api_key;
 * a Bearer header with an empty or malformed token is left for `authenticate` to refuse as invalid_api_key.
 */
export function bearerToken(header: string | undefined): string {
  const value = header?.trim() ?? '';
  const space = value.search(/\s/);
  const scheme = space === -1 ? value : value.slice(0, space);
  if (scheme.toLowerCase() !== 'bearer') {
    throw new ApiError(
      'missing_api_key',
      `Send your API key in the header 'Authorization: Bearer ${KEY_SHAPE_HINT}'.`,
      { headers: challenge() },
    );
  }
  return space === -1 ? '' : value.slice(space).trim();
}

/** A key as the gateway remembers it between requests: what it needs, and the hash to compare against. */
export interface AuthenticatedKey {
  keyId: string;
  keyHash: string;
  plan: KeyRecord['plan'];
}

interface CacheEntry {
  key: AuthenticatedKey;
  expiresAt: number;
  /** The store's revocation generation read before the lookup that produced this entry. */
  generation: number;
}

export interface KeyCacheOptions {
  /** How many keys to remember (least recently used leave first). */
  size?: number;
  /** How long a key is remembered without asking the store again, in ms. */
  ttlMs?: number;
}

/**
 * Looks keys up by their hash. Active keys are cached (LRU with a TTL), each stamped with the store's revocation
 * generation: when any process sharing the store revokes a key, the generation moves and every cached entry is
 * checked against the store again on its next use, so the revoked key is refused at once everywhere. `forget`
 * drops a key revoked through this instance. Unknown keys are not cached.
 */
export class KeyAuthenticator {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly size: number;
  private readonly ttlMs: number;

  constructor(
    private readonly accounts: AccountsStore,
    options: KeyCacheOptions = {},
  ) {
    this.size = options.size ?? 10_000;
    this.ttlMs = options.ttlMs ?? 60_000;
  }

  /** The active key behind this token; throws 401 invalid_api_key for anything else. */
  async authenticate(token: string): Promise<AuthenticatedKey> {
    if (!KEY_SHAPE.test(token)) throw invalidKey();
    const keyHash = hashKey(token);
    // Read before the lookup: a revocation committed after it moves the generation past this entry's.
    const generation = this.accounts.revocationGeneration();
    const cached = this.cache.get(keyHash);
    if (cached && cached.expiresAt > Date.now() && cached.generation === generation) {
      // Refresh its place in the LRU order.
      this.cache.delete(keyHash);
      this.cache.set(keyHash, cached);
      return cached.key;
    }
    if (cached) this.cache.delete(keyHash);

    const record = await this.accounts.findKeyByHash(keyHash);
    // The lookup is by hash (nothing secret leaks from its timing); the comparison is still constant-time.
    const expected = Buffer.from(record?.keyHash ?? '0'.repeat(64), 'hex');
    const matches = timingSafeEqual(expected, Buffer.from(keyHash, 'hex'));
    if (!record || !matches || record.revokedAt !== null) throw invalidKey();

    const key = { keyId: record.keyId, keyHash, plan: record.plan };
    this.cache.set(keyHash, { key, expiresAt: Date.now() + this.ttlMs, generation });
    if (this.cache.size > this.size) this.cache.delete(this.cache.keys().next().value!);
    return key;
  }

  forget(keyHash: string): void {
    this.cache.delete(keyHash);
  }
}
