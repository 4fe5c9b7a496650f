/**
 * Back-pressure: while the catalog is overloaded, the routes that read it answer 503 with Retry-After at once,
 * before authentication (so nothing is counted); routes that do not read it keep working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../catalog/catalog.ts';
import { DEEPEST_PAGE } from '../../rules/limits.ts';
import { PooledCatalog } from '../catalog/pool/pooled-catalog.ts';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';

let fixture: CatalogFixture;
beforeAll(async () => {
  fixture = await catalogFixture();
});
afterAll(() => fixture.cleanup());

/** The fixture's catalog, overloaded while `busy.now` is true. */
function switchable(catalog: Catalog) {
  const busy = { now: false };
  const wrapped: Catalog = Object.assign(Object.create(catalog) as Catalog, { overloaded: () => busy.now });
  return { catalog: wrapped, busy };
}

describe('back-pressure', () => {
  it('refuses catalog routes with 503 and Retry-After while overloaded, without counting them', async () => {
    const { catalog, busy } = switchable(fixture.catalog);
    const { app, key } = await authedApp({ catalog });
    const auth = bearer(key);
    const requests = [
      () => app.inject({ method: 'POST', url: '/v1/search/restaurants', headers: auth, payload: { q: 'pizza' } }),
      () => app.inject({ method: 'POST', url: '/v1/search/items', headers: auth, payload: { q: 'pizza' } }),
      () => app.inject({ url: '/v1/stats/top-cuisines', headers: auth }),
      () => app.inject({ url: '/v1/restaurants/rst_000000000000', headers: auth }),
    ];

    busy.now = true;
    for (const request of requests) {
      const refused = await request();
      const error = expectError(refused, 'upstream_unavailable');
      expect(error.message).toMatch(/busy/);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers.ratelimit).toBeUndefined();
    }
    // Even without a valid key: the refusal comes first.
    expectError(
      await app.inject({ url: '/v1/stats/top-cuisines', headers: bearer('sk_live_nope') }),
      'upstream_unavailable',
    );
    // What does not read the catalog is served.
    expect((await app.inject({ url: '/v1/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/v1/usage', headers: auth })).json().data.used).toBe(0);

    busy.now = false;
    const served = await requests[2]!();
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-ratelimit-used']).toBe('1');
    await app.close();
  });

  it('answers 503 with Retry-After when more searches arrive than the pool queue holds', async () => {
    const pool = new PooledCatalog(fixture.path, { threads: 1, queueLimit: 1 });
    const { app, key } = await authedApp({ catalog: pool });
    try {
      const search = () =>
        app.inject({
          method: 'POST',
          url: '/v1/search/items',
          headers: bearer(key),
          payload: { q: 'a', ...DEEPEST_PAGE },
        });
      const responses = await Promise.all(Array.from({ length: 10 }, search));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      for (const response of responses.filter((r) => r.statusCode === 503)) {
        expectError(response, 'upstream_unavailable');
        expect(response.headers['retry-after']).toBe('1');
      }
    } finally {
      await app.close();
      await pool.close();
    }
  });
});
