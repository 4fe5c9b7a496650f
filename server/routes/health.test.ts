/** GET /v1/health, and the data routes while the catalog is missing: 503, then recovery without a restart. */
import { renameSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';

let fixture: CatalogFixture;
beforeAll(async () => {
  fixture = await catalogFixture();
});
afterAll(() => fixture.cleanup());

describe('GET /v1/health', () => {
  it('is reachable, unreachable while the catalog is moved away, and recovers', async () => {
    const { app, key } = await authedApp({ catalog: fixture.catalog, now: () => new Date('2026-11-21T10:00:00Z') });
    const health = () => app.inject({ url: '/v1/health' });
    const data = () => app.inject({ url: '/v1/stats/top-cuisines?limit=3', headers: bearer(key) });

    const ok = await health();
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('public, max-age=60');
    expect(ok.headers['request-id']).toMatch(/^req_/);
    const body = ok.json();
    expect(body).toEqual({
      data: {
        status: 'ok',
        upstream: { reachable: true, latency_ms: expect.any(Number) },
        upstreams: {
          catalog: { reachable: true, latency_ms: expect.any(Number) },
          accounts: { reachable: true, latency_ms: expect.any(Number) },
        },
        reason: null,
        version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        checked_at: '2026-11-21T10:00:00.000Z',
      },
    });
    expect((await data()).statusCode).toBe(200);

    const aside = `${fixture.path}.aside`;
    renameSync(fixture.path, aside);
    try {
      const down = await health();
      expect(down.statusCode).toBe(503);
      expect(down.headers['cache-control']).toBe('no-store');
      expect(down.json()).toMatchObject({
        data: {
          status: 'degraded',
          upstream: { reachable: false, latency_ms: null },
          upstreams: { catalog: { reachable: false, latency_ms: null }, accounts: { reachable: true } },
          reason: 'The catalog is unreachable.',
        },
      });
      const refused = await data();
      expectError(refused, 'upstream_unavailable');
      // Still authenticated and counted: the rate-limit headers are there.
      expect(refused.headers['x-ratelimit-used']).toBe('2');
      expectError(
        await app.inject({
          method: 'POST',
          url: '/v1/search/restaurants',
          headers: bearer(key),
          payload: { q: 'pizza' },
        }),
        'upstream_unavailable',
      );
    } finally {
      renameSync(aside, fixture.path);
    }

    const back = await health();
    expect(back.statusCode).toBe(200);
    expect(back.json().data.upstream.reachable).toBe(true);
    expect((await data()).statusCode).toBe(200);
    await app.close();
  });

  it('needs no key and is never counted', async () => {
    const { app, key } = await authedApp({ catalog: fixture.catalog });
    for (let i = 0; i < 3; i += 1) {
      const response = await app.inject({ url: '/v1/health', headers: bearer(key) });
      expect(response.statusCode).toBe(200);
      expect(response.headers.ratelimit).toBeUndefined();
    }
    expect((await app.inject({ url: '/v1/health', headers: { authorization: 'Bearer junk' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/v1/usage', headers: bearer(key) })).json().data.used).toBe(0);
    await app.close();
  });

  it('is a HEAD-able GET; other methods are 405', async () => {
    const { app } = await authedApp({ catalog: fixture.catalog });
    const head = await app.inject({ method: 'HEAD', url: '/v1/health' });
    expect(head.statusCode).toBe(200);
    expectError(await app.inject({ method: 'POST', url: '/v1/health' }), 'method_not_allowed');
    await app.close();
  });
});
