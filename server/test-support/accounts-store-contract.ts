/**
 * What every AccountsStore promises, as one suite run against each implementation (SQLite and PostgreSQL).
 *
 *   accountsStoreContract(async () => ({ open: () => openAnotherConnectionToTheSameFreshStore(), cleanup }));
 *
 * `fresh` gives an empty store per test; `open` may be called several times for connections (or, for PostgreSQL,
 * nodes) sharing it.
 */
import { afterEach, expect, it } from 'vitest';
import type { AccountsStore, LoggedRequest, NewKey } from '../accounts/accounts.ts';
import { REQUEST_LOG_SIZE } from '../../rules/limits.ts';

interface StoreBacking {
  open(): Promise<AccountsStore>;
  cleanup(): Promise<void>;
}

export const newKey = (n: number): NewKey => ({
  keyId: `key_${String(n).padStart(16, '0')}`,
  keyHash: String(n).padStart(64, 'a'),
  displayPrefix: 'sk_live_abcd',
  email: `user${n}@example.com`,
  plan: 'free',
  createdAt: '2026-11-01T00:00:00.000Z',
});

/** The n-th logged request of a key, n seconds after midnight UTC on 2026-11-02 (or `day` of November). */
const logged = (keyId: string, n: number, overrides: Partial<LoggedRequest> = {}): LoggedRequest => ({
  keyId,
  at: Date.UTC(2026, 10, 2) + n * 1000,
  method: 'GET',
  path: `/v1/restaurants/rst_${n}`,
  status: 200,
  requestId: `req_${String(n).padStart(16, '0')}`,
  processingMs: 1.25,
  counted: true,
  ...overrides,
});

/** Resolves once `check` holds, polling every 10 ms; fails after `withinMs`. */
async function eventually(check: () => boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function accountsStoreContract(fresh: () => Promise<StoreBacking>): void {
  const opened: AccountsStore[] = [];
  const backings: StoreBacking[] = [];
  const store = async (backing: StoreBacking) => {
    const opening = await backing.open();
    opened.push(opening);
    return opening;
  };
  const backing = async () => {
    const made = await fresh();
    backings.push(made);
    return made;
  };
  afterEach(async () => {
    for (const one of opened.splice(0)) await one.close();
    for (const one of backings.splice(0)) await one.cleanup();
  });

  it('stores keys by hash and revokes them once', async () => {
    const accounts = await store(await backing());
    await accounts.createKey(newKey(1));
    expect(await accounts.findKeyByHash(newKey(1).keyHash)).toEqual({ ...newKey(1), revokedAt: null });
    expect(await accounts.findKeyByHash('f'.repeat(64))).toBeUndefined();
    expect(await accounts.revokeKey(newKey(1).keyId, new Date('2026-11-02T00:00:00Z'))).toBe(true);
    expect(await accounts.revokeKey(newKey(1).keyId, new Date())).toBe(false);
    expect(await accounts.revokeKey('key_nonexistent0000', new Date())).toBe(false);
    expect((await accounts.findKeyByHash(newKey(1).keyHash))?.revokedAt).toBe('2026-11-02T00:00:00.000Z');
  });

  it('moves the revocation generation for every connection sharing the store, within a second', async () => {
    const shared = await backing();
    const [a, b] = [await store(shared), await store(shared)];
    await a.createKey(newKey(2));
    const before = [a.revocationGeneration(), b.revocationGeneration()];
    // Reading it again without a revocation keeps it (that is what lets a cached key be trusted).
    expect([a.revocationGeneration(), b.revocationGeneration()]).toEqual(before);
    await a.revokeKey(newKey(2).keyId, new Date());
    await eventually(() => a.revocationGeneration() !== before[0] && b.revocationGeneration() !== before[1], 1000);
  });

  it('counts exactly up to the limit, per key and period, in arrival order', async () => {
    const accounts = await store(await backing());
    const results = await Promise.all(Array.from({ length: 15 }, () => accounts.countRequest('key_a', '2026-11', 10)));
    expect(results.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => ({ counted: true, used: i + 1 })));
    expect(results.slice(10)).toEqual(Array.from({ length: 5 }, () => ({ counted: false, used: 10 })));
    expect(await accounts.usage('key_a', '2026-11')).toBe(10);
    expect(await accounts.usage('key_a', '2026-12')).toBe(0);
    expect(await accounts.countRequest('key_a', '2026-12', 10)).toEqual({ counted: true, used: 1 });
    expect(await accounts.countRequest('key_b', '2026-11', 10)).toEqual({ counted: true, used: 1 });
    // A limit lowered below what is used refuses and reports the real count.
    expect(await accounts.countRequest('key_a', '2026-11', 4)).toEqual({ counted: false, used: 10 });
  });

  it('counts several keys arriving together, each against its own limit', async () => {
    const accounts = await store(await backing());
    await Promise.all(Array.from({ length: 3 }, () => accounts.countRequest('key_full', '2026-11', 3)));
    const keys = ['key_c', 'key_full', 'key_d', 'key_c', 'key_full', 'key_c'];
    const results = await Promise.all(keys.map((key) => accounts.countRequest(key, '2026-11', 3)));
    expect(results).toEqual([
      { counted: true, used: 1 },
      { counted: false, used: 3 },
      { counted: true, used: 1 },
      { counted: true, used: 2 },
      { counted: false, used: 3 },
      { counted: true, used: 3 },
    ]);
  });

  it('is exact across connections sharing the store, with every count acknowledged once', async () => {
    const shared = await backing();
    const [a, b, c] = [await store(shared), await store(shared), await store(shared)];
    const results = await Promise.all(
      Array.from({ length: 90 }, (_, i) => [a, b, c][i % 3]!.countRequest('key_shared', '2026-11', 40)),
    );
    const counted = results.filter((result) => result.counted).map((result) => result.used);
    expect(counted.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await a.usage('key_shared', '2026-11')).toBe(40);
  });

  it('keeps keys and counts when the store is opened again', async () => {
    const shared = await backing();
    const first = await shared.open();
    await first.createKey(newKey(3));
    for (let i = 0; i < 7; i += 1) await first.countRequest(newKey(3).keyId, '2026-11', 100);
    await first.close();
    const second = await store(shared);
    expect((await second.findKeyByHash(newKey(3).keyHash))?.keyId).toBe(newKey(3).keyId);
    expect(await second.usage(newKey(3).keyId, '2026-11')).toBe(7);
  });

  it('bills a suggest session once: free while open, closed free by its ending request, one unit when it lapses', async () => {
    const accounts = await store(await backing());
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, seconds));
    const call = (session: string, seconds: number, limit = 10) =>
      accounts.suggestCall('key_s', session, at(seconds), '2026-11', limit);
    for (let letter = 0; letter < 5; letter++)
      expect(await call('typed-one', letter)).toEqual({ counted: true, used: 0 });
    await accounts.endSuggestSession('key_s', 'typed-one', at(6));
    // The ended session is gone: the same id later opens a new session, which lapses after 3 minutes unended.
    await call('typed-one', 10);
    expect(await call('typed-one', 10 + 180)).toEqual({ counted: true, used: 1 });
    // An abandoned session counts when the key's next session call finds it lapsed.
    await call('abandoned', 200);
    expect(await call('another', 200 + 181)).toEqual({ counted: true, used: 3 });
    // Past 50 calls a session counts one unit and a new one begins with the 51st.
    for (let n = 0; n < 50; n++) await call('long-one', 400);
    expect(await call('long-one', 401)).toEqual({ counted: true, used: 4 });
    // With no request left for a session to cost, a call is refused.
    expect(await call('at-limit', 402, 4)).toEqual({ counted: false, used: 4 });
  });

  it('counts every key’s lapsed sessions once, however many nodes close them', async () => {
    const shared = await backing();
    const [a, b] = [await store(shared), await store(shared)];
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, seconds));
    await a.suggestCall('key_x', 'left-open-1', at(0), '2026-11', 10);
    await a.suggestCall('key_x', 'left-open-2', at(100), '2026-11', 10);
    await b.suggestCall('key_y', 'left-open-3', at(0), '2026-11', 10);
    await Promise.all([a.closeLapsedSessions(at(180), '2026-11', 10), b.closeLapsedSessions(at(180), '2026-11', 10)]);
    expect([await a.usage('key_x', '2026-11'), await a.usage('key_y', '2026-11')]).toEqual([1, 1]);
    await a.closeLapsedSessions(at(280), '2026-11', 10);
    expect(await a.usage('key_x', '2026-11')).toBe(2);
    // The sessions it closed are gone: ending one later costs nothing more.
    await a.endSuggestSession('key_x', 'left-open-2', at(281));
    expect(await b.usage('key_x', '2026-11')).toBe(2);
  });

  it('logs requests newest first, pages by position, and keeps the newest REQUEST_LOG_SIZE of each key', async () => {
    const shared = await backing();
    const [a, b] = [await store(shared), await store(shared)];
    const extra = 5;
    const all = Array.from({ length: REQUEST_LOG_SIZE + extra }, (_, n) => logged('key_log', n));
    // Two nodes write batches of the same key; the other key's log is not touched by the trim.
    await a.recordRequests([...all.slice(0, 600), logged('key_other', 0)]);
    await b.recordRequests(all.slice(600));
    const first = await b.requestLog('key_log', 3);
    expect(first.map(({ position: _, ...entry }) => entry)).toEqual(all.slice(-3).reverse());
    let seen = first.length;
    let last = first.at(-1)!.position;
    for (;;) {
      const page = await a.requestLog('key_log', 100, last);
      if (page.length === 0) break;
      seen += page.length;
      last = page.at(-1)!.position;
    }
    expect(seen).toBe(REQUEST_LOG_SIZE);
    expect((await a.requestLog('key_log', 1, last)).length).toBe(0);
    // The oldest entry kept is the REQUEST_LOG_SIZE-th newest.
    const oldest = await a.requestLog(
      'key_log',
      1,
      (await a.requestLog('key_log', REQUEST_LOG_SIZE - 1)).at(-1)!.position,
    );
    expect(oldest[0]!.requestId).toBe(all[extra]!.requestId);
    expect((await a.requestLog('key_other', 10)).map((entry) => entry.requestId)).toEqual([
      logged('key_other', 0).requestId,
    ]);
    expect(await a.requestLog('key_nobody', 10)).toEqual([]);
  });

  it('orders entries that arrived in the same millisecond by when they were logged', async () => {
    const accounts = await store(await backing());
    await accounts.recordRequests([logged('key_t', 1, { requestId: 'req_first' })]);
    await accounts.recordRequests([logged('key_t', 1, { requestId: 'req_second' })]);
    const [newest] = await accounts.requestLog('key_t', 1);
    const [older] = await accounts.requestLog('key_t', 1, newest!.position);
    expect([newest!.requestId, older!.requestId]).toEqual(['req_second', 'req_first']);
  });

  it('adds counted requests and session units to their UTC day, within the period', async () => {
    const accounts = await store(await backing());
    const late = Date.UTC(2026, 10, 2, 23, 59, 59, 999);
    await accounts.recordRequests([
      logged('key_d', 0),
      logged('key_d', 1, { at: late }),
      logged('key_d', 2, { at: late + 1 }),
      logged('key_d', 3, { counted: false, status: 304 }),
      logged('key_d', 4, { at: Date.UTC(2026, 11, 1) }),
    ]);
    await accounts.recordRequests([logged('key_d', 5), logged('key_e', 6)]);
    // A session that lapses costs its unit on the day it is closed.
    const at = new Date(Date.UTC(2026, 10, 5, 12));
    await accounts.suggestCall('key_d', 'left-open-9', at, '2026-11', 100);
    await accounts.closeLapsedSessions(new Date(at.getTime() + 181_000), '2026-11', 100);
    expect(await accounts.usageByDay('key_d', '2026-11')).toEqual([
      { date: '2026-11-02', used: 3 },
      { date: '2026-11-03', used: 1 },
      { date: '2026-11-05', used: 1 },
    ]);
    expect(await accounts.usageByDay('key_d', '2026-12')).toEqual([{ date: '2026-12-01', used: 1 }]);
    expect(await accounts.usageByDay('key_e', '2026-10')).toEqual([]);
  });

  it('tells whoever ends a suggest session, once, that it closed one', async () => {
    const accounts = await store(await backing());
    const at = new Date(Date.UTC(2026, 10, 28, 12));
    await accounts.suggestCall('key_z', 'typed-two', at, '2026-11', 10);
    expect(await accounts.endSuggestSession('key_z', 'typed-two', at)).toBe(true);
    expect(await accounts.endSuggestSession('key_z', 'typed-two', at)).toBe(false);
    expect(await accounts.endSuggestSession('key_z', 'never-opened', at)).toBe(false);
  });

  it('throttles sign-ups per address and window', async () => {
    const accounts = await store(await backing());
    for (let i = 0; i < 3; i += 1) expect((await accounts.countSignup('addr', '2026-11-01T10', 3)).counted).toBe(true);
    expect(await accounts.countSignup('addr', '2026-11-01T10', 3)).toEqual({ counted: false, used: 3 });
    expect((await accounts.countSignup('other', '2026-11-01T10', 3)).counted).toBe(true);
    expect(await accounts.countSignup('addr', '2026-11-01T11', 3)).toEqual({ counted: true, used: 1 });
  });

  it('answers a health probe with its latency', async () => {
    const accounts = await store(await backing());
    expect(await accounts.ping()).toBeGreaterThanOrEqual(0);
  });
}
