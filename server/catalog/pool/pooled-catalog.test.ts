/**
 * The pooled catalog answers exactly what the in-process one does, carries errors across threads faithfully,
 * recovers from a missing file, refuses work beyond its queue limit, and leaves no thread behind when closed.
 */
import { readdirSync, renameSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogFixture, type CatalogFixture } from '../../test-support/catalog-fixture.ts';
import { CatalogBusyError, CatalogUnavailableError, SearchAbandonedError, type Catalog } from '../catalog.ts';
import { PooledCatalog } from './pooled-catalog.ts';
import {
  cityStats,
  menuRecord,
  restaurantRecord,
  searchItems,
  searchRequest,
  searchRestaurants,
  topCuisines,
} from '../../test-support/catalog-calls.ts';

let fixture: CatalogFixture;
let pool: PooledCatalog;
beforeAll(async () => {
  fixture = await catalogFixture();
  pool = new PooledCatalog(fixture.path, { threads: 2, queueLimit: 100 });
});
afterAll(async () => {
  await pool.close();
  fixture.cleanup();
});

/** One call of every kind, with arguments that find something and that find nothing. */
const calls: Array<[string, (catalog: Catalog) => Promise<unknown>]> = [
  ['restaurant search', (c) => searchRestaurants(c, { q: 'pizza', limit: 10, offset: 0 })],
  ['filtered restaurant search', (c) => searchRestaurants(c, { q: 'a', state: 'CA', limit: 5, offset: 5 })],
  ['restaurant search without hits', (c) => searchRestaurants(c, { q: 'zzzqqq', limit: 10, offset: 0 })],
  ['item search', (c) => searchItems(c, { q: 'chicken', limit: 20, offset: 0 })],
  [
    'discovery item search: price, dietary, every facet and price statistics',
    (c) =>
      searchItems(c, {
        q: 'a',
        price: { min: 5, max: 30 },
        facets: ['cuisine', 'price_range', 'city', 'state', 'rating', 'open_now', 'dietary'],
        now: new Date('2026-11-27T19:30:00Z'),
      }),
  ],
  [
    'restaurants near a point by distance, open now (hours not known counted)',
    (c) =>
      searchRestaurants(c, {
        q: '',
        near: { latitude: 34.05, longitude: -118.25, radius_m: 50_000 },
        open_now: true,
        sort: 'distance',
        now: new Date('2026-11-27T19:30:00Z'),
      }),
  ],
  [
    'dish prices by state',
    (c) =>
      c.statistics({
        kind: 'dish-prices',
        search: searchRequest('items', { q: 'chicken' }),
        groupBy: 'state',
        minItems: 1,
        sort: 'median_price',
        order: 'asc',
        limit: 5,
        offset: 0,
      }),
  ],
  [
    'restaurant',
    (c) =>
      searchRestaurants(c, { q: 'a', limit: 1, offset: 0 }).then((r) => restaurantRecord(c, r.hits[0]!.restaurant_id)),
  ],
  ['unknown restaurant', (c) => restaurantRecord(c, 'rst_000000000000')],
  [
    'menu',
    (c) => searchRestaurants(c, { q: 'a', limit: 1, offset: 3 }).then((r) => menuRecord(c, r.hits[0]!.restaurant_id)),
  ],
  ['top cuisines', (c) => topCuisines(c, { limit: 5, offset: 0 })],
  ['unknown city', (c) => cityStats(c, 'TX', 'Nowhere At All')],
];

/** Deep pages of the commonest match: the slowest search the fixture has, so later calls wait in line. */
const HEAVY = { q: 'a', limit: 100, offset: 900 };

/** Runs `use` with a pool of its own, started and warm, and closes the pool afterwards. */
async function withPool(options: { threads: number; queueLimit: number }, use: (pool: PooledCatalog) => Promise<void>) {
  const own = new PooledCatalog(fixture.path, options);
  try {
    await own.ping();
    await use(own);
  } finally {
    await own.close();
  }
}

describe('PooledCatalog', () => {
  it.each(calls)('answers a %s exactly as the in-process catalog does', async (_name, call) => {
    const pooled = await call(pool);
    const inProcess = await call(fixture.catalog);
    if (pooled && typeof pooled === 'object' && 'processingMs' in pooled) {
      // Times differ run to run; a statistics answer carries its own on both sides.
      const { processingMs, ...rest } = pooled;
      expect(processingMs).toEqual(expect.any(Number));
      const { processingMs: _ms, ...inProcessRest } = inProcess as { processingMs?: number };
      expect(rest).toEqual(inProcessRest);
    } else {
      expect(pooled).toEqual(inProcess);
    }
  });

  it('reports the time the worker spent on a search, not the wait for a thread', () =>
    withPool({ threads: 1, queueLimit: 100 }, async (one) => {
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: 12 }, () => searchItems(one, HEAVY)));
      const wall = performance.now() - started;
      const spent = results.reduce((sum, result) => sum + result.processingMs!, 0);
      // One thread ran them one after another: together they took the whole wait, each only its own part.
      expect(spent).toBeLessThanOrEqual(wall);
      expect(Math.max(...results.map((result) => result.processingMs!))).toBeLessThan(wall);
    }));

  it('fails as unavailable while the file is gone and recovers when it is back', async () => {
    await pool.ping();
    const aside = `${fixture.path}.aside`;
    renameSync(fixture.path, aside);
    try {
      // Every thread sees it, whichever one takes the call.
      for (let i = 0; i < 4; i += 1) {
        const error = await topCuisines(pool, { limit: 1, offset: 0 }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(CatalogUnavailableError);
        expect((error as Error).message).toMatch(/no catalog at/);
      }
      await expect(pool.ping()).rejects.toBeInstanceOf(CatalogUnavailableError);
    } finally {
      renameSync(aside, fixture.path);
    }
    const results = await Promise.all(Array.from({ length: 4 }, () => topCuisines(pool, { limit: 1, offset: 0 })));
    for (const result of results) expect(result.cuisines).toHaveLength(1);
  });

  it('passes other errors on as errors, with the stack of the thread they happened on', async () => {
    const error = await pool.statistics(null as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(CatalogUnavailableError);
    expect((error as Error).message).toMatch(/null/);
    expect((error as Error).stack).toMatch(/sqlite-catalog\.ts/);
  });

  it('skips a search its caller abandons while it waits for a thread, and answers the ones still wanted', () =>
    withPool({ threads: 1, queueLimit: 100 }, async (one) => {
      const { hits } = await searchItems(fixture.catalog, HEAVY);
      expect(hits.length).toBeGreaterThan(0);
      const ahead = Array.from({ length: 3 }, () => searchItems(one, HEAVY));
      const leaving = new AbortController();
      const abandoned = searchItems(one, HEAVY, { signal: leaving.signal });
      const staying = searchItems(one, HEAVY, { signal: new AbortController().signal });
      leaving.abort(); // the client leaves while three searches are ahead of its own on the only thread
      await expect(abandoned).rejects.toBeInstanceOf(SearchAbandonedError);
      const answered = await Promise.all([...ahead, staying]);
      for (const result of answered) expect(result.hits).toEqual(hits);
      // Once the search has run, leaving changes nothing.
      const late = new AbortController();
      const done = await searchItems(one, HEAVY, { signal: late.signal });
      late.abort();
      expect(done.hits).toEqual(hits);
      await expect(searchItems(one, HEAVY, { signal: late.signal })).rejects.toBeInstanceOf(SearchAbandonedError);
    }));

  it("takes waiting searches from callers in turn: one key's burst does not hold up another key's search", () =>
    withPool({ threads: 1, queueLimit: 100 }, async (one) => {
      const finished: string[] = [];
      const search = (name: string, caller: string) =>
        searchItems(one, HEAVY, { caller }).then(() => finished.push(name));
      const burst = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => search(name, 'key_a'));
      const other = search('b1', 'key_b');
      await Promise.all([...burst, other]);
      // a1 was running and a2 was next in line when b1 arrived; first come, first served would put b1 last.
      expect(finished).toEqual(['a1', 'a2', 'b1', 'a3', 'a4', 'a5']);
    }));

  it('refuses calls beyond its queue limit, and takes them again once the queue drains', () =>
    withPool({ threads: 1, queueLimit: 2 }, async (small) => {
      const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => searchItems(small, HEAVY)));
      const refused = outcomes.filter((o) => o.status === 'rejected');
      expect(refused.length).toBeGreaterThan(0);
      expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBeGreaterThanOrEqual(3);
      for (const outcome of refused) expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(CatalogBusyError);
      expect(small.overloaded()).toBe(false);
      await expect(small.ping()).resolves.toEqual(expect.any(Number));
    }));
});

describe('closing the pool', () => {
  // Linux lists a process's threads in /proc/self/task; a worker thread that outlived close() would stay there.
  // Ids, not counts: a thread of an earlier test's pool may be ending meanwhile. And a little patience: Node
  // reports a worker's exit before every thread it owns has left the kernel's list (CI saw one linger).
  const threadIds = () => new Set(readdirSync('/proc/self/task'));

  it.runIf(process.platform === 'linux')('ends every thread it started', async () => {
    await stat(fixture.path); // Node's own I/O threads start on first use: have them running before counting.
    const before = threadIds();
    const closing = new PooledCatalog(fixture.path, { threads: 2, queueLimit: 10 });
    await Promise.all([closing.ping(), closing.ping(), topCuisines(closing, { limit: 1, offset: 0 })]);
    const started = [...threadIds()].filter((id) => !before.has(id));
    expect(started.length).toBeGreaterThanOrEqual(2);
    await closing.close();
    await vi.waitFor(
      () => {
        const alive = threadIds();
        expect(started.filter((id) => alive.has(id))).toEqual([]);
      },
      { timeout: 2_000, interval: 20 },
    );
    await expect(closing.ping()).rejects.toBeInstanceOf(CatalogUnavailableError);
  });
});
