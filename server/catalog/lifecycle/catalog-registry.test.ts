/**
 * Swapping catalogs: under load, through the HTTP app, no request fails and no request started after the new
 * catalog's first answer gets the old one; a file that fails its checksum, has none, is of another format or is
 * not there is refused while the old catalog serves on; a replaced file is served only through a swap; swaps run
 * one at a time; the old catalog is closed only after its calls in flight are answered.
 */
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchItems, searchRestaurants } from '../../test-support/catalog-calls.ts';
import {
  authedApp,
  bearer,
  corruptedCopy,
  distinctCatalogs,
  moveIntoPlace,
  type CatalogFixture,
} from '../../test-support/catalog-fixture.ts';
import type { Catalog, CatalogDescription } from '../catalog.ts';
import { reloadCatalog, watchCatalogFile, type ReloadLog } from './catalog-reload.ts';
import { CatalogRegistry, type CatalogOpener } from './catalog-registry.ts';
import { fileIdentity } from './file-identity.ts';
import { checksumPath, recordChecksum } from '../../index/checksum.ts';
import { PooledCatalog } from '../pool/pooled-catalog.ts';
import { CATALOG_FORMAT_VERSION } from '../../index/schema.ts';
import { SqliteCatalog } from '../sqlite-catalog.ts';

let catalogs: CatalogFixture[];
let dir: string;
let cleanup: () => void;
beforeAll(async () => {
  ({ catalogs, dir, cleanup } = await distinctCatalogs('menu-atlas-swap-'));
});
afterAll(() => cleanup());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A pool whose searches reach it `delayMs` later, as if they took as long as a search at full scale does (on these
 * small catalogs a search is almost instant): so that calls are in flight whenever a swap switches.
 */
function slowed(pool: PooledCatalog, delayMs: number): Catalog {
  return {
    search: (async (request, options) => {
      await sleep(delayMs);
      return pool.search(request, options);
    }) as Catalog['search'],
    record: (request) => pool.record(request),
    statistics: (request) => pool.statistics(request),
    lookup: (request) => pool.lookup(request),
    listing: (request) => pool.listing(request),
    suggest: (request) => pool.suggest(request),
    ping: () => pool.ping(),
    describe: () => pool.describe(),
    warm: () => pool.warm(),
    overloaded: () => pool.overloaded(),
    close: () => pool.close(),
  };
}

/** Opens pools of two threads, as the server does, and keeps them so a test can see which were closed. */
function pools(searchDelayMs = 0): { open: CatalogOpener; opened: PooledCatalog[] } {
  const opened: PooledCatalog[] = [];
  const open: CatalogOpener = (path, pinned) => {
    const pool = new PooledCatalog(path, { threads: 2, queueLimit: 1000, pinned });
    vi.spyOn(pool, 'close');
    opened.push(pool);
    return searchDelayMs > 0 ? slowed(pool, searchDelayMs) : pool;
  };
  return { open, opened };
}

const pizzaCount = async (catalog: Catalog) => (await searchRestaurants(catalog, { q: 'pizza' })).total;

describe('CatalogRegistry', () => {
  it('swaps under load: no request fails, and none started after the new catalog answered gets the old one', async () => {
    // Which catalog answered, told by how many restaurants match "coffee" and how many items match "chicken" (two of
    // the three have as many pizza places).
    const searches = [
      {
        url: '/v1/search/restaurants',
        q: 'coffee',
        total: async (c: Catalog) => (await searchRestaurants(c, { q: 'coffee' })).total,
      },
      {
        url: '/v1/search/items',
        q: 'chicken',
        total: async (c: Catalog) => (await searchItems(c, { q: 'chicken' })).total,
      },
    ];
    const totals = await Promise.all(
      searches.map(({ total }) => Promise.all(catalogs.map(({ catalog }) => total(catalog)))),
    );
    for (const perCatalog of totals) expect(new Set(perCatalog).size).toBe(catalogs.length);

    const { open, opened } = pools(20);
    const registry = await CatalogRegistry.open(catalogs[0]!.path, { open });
    const { app, key } = await authedApp({ catalog: registry, quotaLimit: 1_000_000 });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const answers: { started: number; ended: number; status: number; generation: number }[] = [];
    let sending = true;
    const client = async (lane: number) => {
      for (let i = lane; sending; i += 1) {
        const kind = i % searches.length;
        const { url, q } = searches[kind]!;
        const started = performance.now();
        const response = await fetch(`${base}${url}`, {
          method: 'POST',
          headers: { ...bearer(key), 'content-type': 'application/json' },
          body: JSON.stringify({ q }),
        });
        const body = (await response.json()) as { pagination?: { total_estimated: number } };
        const generation = totals[kind]!.indexOf(body.pagination?.total_estimated ?? -1);
        answers.push({ started, ended: performance.now(), status: response.status, generation });
      }
    };
    try {
      const clients = Array.from({ length: 16 }, (_, lane) => client(lane));
      await sleep(300);
      const first = await registry.swap(catalogs[1]!.path);
      await sleep(300);
      const second = await registry.swap(catalogs[2]!.path);
      await sleep(300);
      sending = false;
      await Promise.all(clients);

      expect(first).toMatchObject({ swapped: true });
      expect(second).toMatchObject({ swapped: true });
      expect(answers.filter(({ status, generation }) => status !== 200 || generation === -1)).toEqual([]);
      expect(new Set(answers.map(({ generation }) => generation))).toEqual(new Set([0, 1, 2]));
      // Once an answer came from a catalog, no request started after it got an older one.
      const byEnd = [...answers].sort((x, y) => x.ended - y.ended);
      const newestBy: number[] = [];
      byEnd.forEach(({ generation }, i) => newestBy.push(Math.max(generation, newestBy[i - 1] ?? 0)));
      for (const answer of answers) {
        const endedBefore = byEnd.findLastIndex(({ ended }) => ended < answer.started);
        if (endedBefore >= 0) expect(answer.generation).toBeGreaterThanOrEqual(newestBy[endedBefore]!);
      }
      // The two old pools were closed (after their last calls: none failed), the serving one was not.
      expect(opened.map((pool) => vi.mocked(pool.close).mock.calls.length)).toEqual([1, 1, 0]);
    } finally {
      sending = false;
      await app.close();
      await registry.close();
    }
  });

  it('refuses a file that fails its checksum, has none, is of another format or is not there, and serves on', async () => {
    const { open, opened } = pools();
    const registry = await CatalogRegistry.open(catalogs[0]!.path, { open });
    const serving = await registry.describe();
    const expected = await pizzaCount(catalogs[0]!.catalog);

    const corrupted = join(dir, 'corrupted.sqlite');
    corruptedCopy(catalogs[1]!.path, corrupted);
    const unrecorded = join(dir, 'unrecorded.sqlite');
    copyFileSync(catalogs[1]!.path, unrecorded);
    const otherFormat = join(dir, 'other-format.sqlite');
    copyFileSync(catalogs[1]!.path, otherFormat);
    const db = new Database(otherFormat);
    db.prepare("UPDATE meta SET value = '0' WHERE key = 'format_version'").run();
    db.close();
    recordChecksum(otherFormat, otherFormat);
    try {
      for (const [path, reason] of [
        [corrupted, /^catalog checksum mismatch: recorded [0-9a-f]{64}, file has [0-9a-f]{64}$/],
        [unrecorded, /^no checksum is recorded beside it \(.*unrecorded\.sqlite\.sha256\)$/],
        [otherFormat, new RegExp(`^it could not be opened: catalog format 0 is not ${CATALOG_FORMAT_VERSION}$`)],
        [join(dir, 'nothing.sqlite'), /^there is no catalog at .*nothing\.sqlite$/],
      ] as const) {
        expect(await registry.swap(path)).toEqual({ swapped: false, reason: expect.stringMatching(reason), serving });
        expect(await registry.describe()).toEqual(serving);
        expect(await pizzaCount(registry)).toBe(expected);
      }
      // Only the file of another format got as far as a pool of its own, and that pool was closed again.
      expect(opened).toHaveLength(2);
      expect(opened[1]!.close).toHaveBeenCalled();
      expect(opened[0]!.close).not.toHaveBeenCalled();
    } finally {
      await registry.close();
    }
  });

  it.each([
    ['through a pool of threads', () => pools().open],
    ['in process (CATALOG_THREADS=0)', (): CatalogOpener => (path, pinned) => new SqliteCatalog(path, { pinned })],
  ])(
    'keeps serving the file it opened when the path names a new one, until a swap to it (%s)',
    async (_name, opener) => {
      const current = join(dir, 'current.sqlite');
      moveIntoPlace(catalogs[0]!.path, current);
      const registry = await CatalogRegistry.open(current, { open: opener() });
      try {
        const before = await pizzaCount(catalogs[0]!.catalog);
        moveIntoPlace(catalogs[1]!.path, current);
        // Every thread keeps the file it opened: none drifts to the new one on its own.
        const counts = await Promise.all(Array.from({ length: 8 }, () => pizzaCount(registry)));
        expect(new Set(counts)).toEqual(new Set([before]));

        const outcome = await reloadCatalog(registry, current, { info: vi.fn(), warn: vi.fn() }, 'SIGHUP');
        expect(outcome).toMatchObject({ swapped: true, to: { restaurantCount: 540 } });
        expect(await pizzaCount(registry)).toBe(await pizzaCount(catalogs[1]!.catalog));
        expect(registry.servedIdentity).toBe(fileIdentity(current));
      } finally {
        await registry.close();
        rmSync(current, { force: true });
        rmSync(checksumPath(current), { force: true });
      }
    },
  );

  it('runs swaps one at a time, in the order asked', async () => {
    const registry = await CatalogRegistry.open(catalogs[0]!.path, pools());
    try {
      const first = registry.swap(catalogs[1]!.path);
      const second = registry.swap(catalogs[2]!.path);
      expect(registry.swapping).toBe(true);
      const described = (outcome: Awaited<typeof first>) =>
        outcome.swapped ? [outcome.from.restaurantCount, outcome.to.restaurantCount] : outcome.reason;
      expect(described(await first)).toEqual([360, 540]);
      expect(described(await second)).toEqual([540, 450]);
      expect(registry.swapping).toBe(false);
    } finally {
      await registry.close();
    }
  });

  it('closes the old catalog only once the calls it already had are answered', async () => {
    const description = (restaurantCount: number): CatalogDescription => ({
      source: 'test',
      builtAt: '2026-11-21T00:00:00.000Z',
      restaurantCount,
      itemCount: 0,
      sha256: null,
    });
    let answer: (count: number) => void = () => {};
    const slow = {
      warm: async () => {},
      describe: async () => description(1),
      ping: () => new Promise<number>((resolve) => (answer = resolve)),
      close: vi.fn(),
    };
    const fresh = { warm: async () => {}, describe: async () => description(2), ping: async () => 2, close: vi.fn() };
    const stores = [slow, fresh];
    const registry = await CatalogRegistry.open(catalogs[0]!.path, {
      open: () => stores.shift() as unknown as Catalog,
    });
    const inFlight = registry.ping();
    let swapped = false;
    const swap = registry.swap(catalogs[1]!.path).then((outcome) => ((swapped = true), outcome));
    await vi.waitFor(async () => expect((await registry.describe()).restaurantCount).toBe(2));
    // Switched: new calls go to the new catalog, while the old one still owes an answer and stays open.
    expect(await registry.ping()).toBe(2);
    await sleep(50);
    expect(swapped).toBe(false);
    expect(slow.close).not.toHaveBeenCalled();
    answer(1);
    expect(await inFlight).toBe(1);
    expect(await swap).toMatchObject({ swapped: true });
    expect(slow.close).toHaveBeenCalledOnce();
    await registry.close();
    expect(fresh.close).toHaveBeenCalledOnce();
  });
});

describe('watchCatalogFile', () => {
  it('swaps to a new file moved into place, and tries a refused one only once', async () => {
    const current = join(dir, 'watched.sqlite');
    moveIntoPlace(catalogs[0]!.path, current);
    const registry = await CatalogRegistry.open(current, pools());
    const log: ReloadLog = { info: vi.fn(), warn: vi.fn() };
    const stop = watchCatalogFile(registry, current, log, 50);
    try {
      moveIntoPlace(catalogs[1]!.path, current);
      await vi.waitFor(async () => expect((await registry.describe()).restaurantCount).toBe(540), { timeout: 20_000 });
      // The line is written once the old catalog has closed, which may come a little after the switch.
      await vi.waitFor(
        () =>
          expect(log.info).toHaveBeenCalledWith(
            expect.objectContaining({ trigger: 'new file' }),
            expect.stringMatching(/^catalog swapped \(new file\) from sample \(scale 0\.002, seed 1\) .* in \d+ ms$/),
          ),
        { timeout: 20_000 },
      );

      const corrupted = join(dir, 'watched-corrupted.sqlite');
      corruptedCopy(catalogs[2]!.path, corrupted);
      moveIntoPlace(corrupted, current);
      await vi.waitFor(() => expect(log.warn).toHaveBeenCalled(), { timeout: 20_000 });
      await sleep(500);
      expect(log.warn).toHaveBeenCalledOnce();
      expect(vi.mocked(log.warn).mock.calls[0]![1]).toMatch(
        /^catalog swap \(new file\) to .*watched\.sqlite refused: catalog checksum mismatch: .*; still serving sample \(scale 0\.003, seed 2\)/,
      );
      expect((await registry.describe()).restaurantCount).toBe(540);
    } finally {
      stop();
      await registry.close();
    }
  });
});
