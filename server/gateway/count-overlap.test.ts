/**
 * A catalog route works while its count commits: the answer still never leaves before the count, and a count
 * that is refused or fails replaces the answer. A used-up key costs neither a store round trip nor catalog work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsUnavailableError, type AccountsStore } from '../accounts/accounts.ts';
import { SqliteAccounts } from '../accounts/sqlite-accounts.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';

let fixture: CatalogFixture;
beforeAll(async () => {
  fixture = await catalogFixture();
});
afterAll(() => fixture.cleanup());

/** The real in-memory store, whose counts wait for `release` and can be made to fail; it tells how many it got. */
function gatedAccounts() {
  const accounts = new SqliteAccounts(':memory:');
  let open: () => void = () => undefined;
  let gate = Promise.resolve();
  const control = {
    counts: 0,
    failing: false,
    hold: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => open(),
  };
  const store = new Proxy(accounts, {
    get(target, property) {
      if (property === 'countRequest') {
        return async (...args: Parameters<AccountsStore['countRequest']>) => {
          control.counts += 1;
          await gate;
          if (control.failing) throw new AccountsUnavailableError(new Error('connection refused'));
          return target.countRequest(...args);
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { store, control };
}

/** The fixture's catalog, telling when its top-cuisines read has run and how many times. */
function watchedCatalog() {
  const reads = { count: 0 };
  const catalog = new Proxy(fixture.catalog, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (property === 'statistics') reads.count += 1;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Catalog;
  return { catalog, reads };
}

const settled = (promise: Promise<unknown>) => {
  const state = { done: false };
  void promise.finally(() => (state.done = true));
  return state;
};

describe('a catalog route and its count', () => {
  it('sends nothing before the count has committed, though the route has answered', async () => {
    const { store, control } = gatedAccounts();
    const { catalog, reads } = watchedCatalog();
    const { app, key } = await authedApp({ catalog, accounts: store, quotaLimit: 10 });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      control.hold();
      const request = fetch(`${address}/v1/stats/top-cuisines?limit=3`, { headers: bearer(key) });
      const answered = settled(request);
      await expect.poll(() => reads.count).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(answered.done).toBe(false);

      control.release();
      const response = await request;
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-used')).toBe('1');
    } finally {
      await app.close();
    }
  });

  it('answers 503 upstream_unavailable instead of the data when the count fails', async () => {
    const { store, control } = gatedAccounts();
    const { app, key } = await authedApp({ catalog: fixture.catalog, accounts: store });
    try {
      control.failing = true;
      for (const url of ['/v1/stats/top-cuisines', '/v1/restaurants/rst_000000000000']) {
        const response = await app.inject({ url, headers: bearer(key) });
        expectError(response, 'upstream_unavailable');
        expect(response.headers['x-ratelimit-remaining']).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  it('answers 429 instead of a 404 when the count is refused', async () => {
    const { app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 1 });
    try {
      const [first, second] = await Promise.all(
        ['/v1/restaurants/rst_000000000000', '/v1/restaurants/rst_000000000001'].map((url) =>
          app.inject({ url, headers: bearer(key) }),
        ),
      );
      expect(first!.statusCode).toBe(404);
      expectError(second!, 'quota_exceeded');
      expect(second!.headers['retry-after']).toMatch(/^\d+$/);
      expect(second!.headers['x-ratelimit-used']).toBe('1');
    } finally {
      await app.close();
    }
  });

  it('refuses a used-up key for the rest of its month without asking the store or reading the catalog', async () => {
    let clock = new Date('2026-11-30T23:59:00Z');
    const { store, control } = gatedAccounts();
    const { catalog, reads } = watchedCatalog();
    const { app, key } = await authedApp({ catalog, accounts: store, quotaLimit: 2, now: () => clock });
    try {
      const get = () => app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(key) });
      expect([(await get()).statusCode, (await get()).statusCode, (await get()).statusCode]).toEqual([200, 200, 429]);
      const [counts, catalogReads] = [control.counts, reads.count];
      for (let i = 0; i < 5; i += 1) {
        const refused = await get();
        expectError(refused, 'quota_exceeded');
        expect(refused.headers['x-ratelimit-used']).toBe('2');
      }
      expect([control.counts, reads.count]).toEqual([counts, catalogReads]);

      clock = new Date('2026-12-01T00:00:01Z');
      const fresh = await get();
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers['x-ratelimit-used']).toBe('1');
    } finally {
      await app.close();
    }
  });
});
