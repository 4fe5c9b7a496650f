/**
 * GET /v1/health, and the data routes while the catalog is missing (503, then recovery without a restart, in
 * process and through the worker pool), or corrupted (degraded, with the reason); which catalog it names.
 */
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Catalog } from '../catalog/catalog.ts';
import { CatalogRegistry } from '../catalog/lifecycle/catalog-registry.ts';
import { fileIdentity } from '../catalog/lifecycle/file-identity.ts';
import { CatalogIntegrity } from '../catalog/lifecycle/integrity.ts';
import { checksumPath, fileSha256Sync } from '../index/checksum.ts';
import { PooledCatalog } from '../catalog/pool/pooled-catalog.ts';
import { SqliteCatalog } from '../catalog/sqlite-catalog.ts';
import { createGenerator } from '../dataset/generator.ts';
import {
  authedApp,
  bearer,
  catalogFixture,
  corruptedCopy,
  type CatalogFixture,
} from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';

let fixture: CatalogFixture;
let pooled: PooledCatalog;
beforeAll(async () => {
  fixture = await catalogFixture();
  pooled = new PooledCatalog(fixture.path, { threads: 2, queueLimit: 64 });
});
afterAll(async () => {
  await pooled.close();
  fixture.cleanup();
});

describe('GET /v1/health', () => {
  it.each([
    ['in process', () => fixture.catalog],
    ['through the worker pool', () => pooled],
  ] as Array<[string, () => Catalog]>)(
    'is reachable, unreachable while the catalog is moved away, and recovers (%s)',
    async (_name, catalog) => {
      const { app, key } = await authedApp({
        catalog: catalog(),
        now: () => new Date('2026-11-21T10:00:00Z'),
        healthProbeIntervalMs: 10,
      });
      const health = () => app.inject({ url: '/v1/health' });
      // Health answers from the last background probe, which follows a change within a probe interval.
      const healthOnceItIs = async (status: number) => {
        await vi.waitFor(async () => expect((await health()).statusCode).toBe(status), { timeout: 2000 });
        return health();
      };
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
          catalog: {
            source: 'sample (scale 0.002, seed 1)',
            built_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
            restaurant_count: 360,
            item_count: expect.any(Number),
            sha256: fileSha256Sync(fixture.path),
          },
          version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
          checked_at: '2026-11-21T10:00:00.000Z',
        },
      });
      expect((await data()).statusCode).toBe(200);

      const aside = `${fixture.path}.aside`;
      renameSync(fixture.path, aside);
      try {
        const down = await healthOnceItIs(503);
        expect(down.statusCode).toBe(503);
        expect(down.headers['cache-control']).toBe('no-store');
        expect(down.json()).toMatchObject({
          data: {
            status: 'degraded',
            reason: 'the catalog cannot be read',
            upstream: { reachable: false, latency_ms: null },
            catalog: null,
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

      const back = await healthOnceItIs(200);
      expect(back.statusCode).toBe(200);
      expect(back.json().data.upstream.reachable).toBe(true);
      expect((await data()).statusCode).toBe(200);
      await app.close();
    },
  );

  it('is degraded, with the reason, while the catalog file fails its checksum; data is still served', async () => {
    const copy = join(fixture.path, '..', 'corrupted.sqlite');
    corruptedCopy(fixture.path, copy);
    const catalog = new SqliteCatalog(copy);
    const { app, key } = await authedApp({
      catalog,
      catalogIntegrity: new CatalogIntegrity(copy, fileIdentity(copy)),
      healthProbeIntervalMs: 10,
    });
    try {
      let body: { data: { status: string } } | undefined;
      await vi.waitFor(
        async () => {
          const response = await app.inject({ url: '/v1/health' });
          expect(response.statusCode).toBe(200);
          body = response.json();
          expect(body!.data.status).toBe('degraded');
        },
        { timeout: 5000 },
      );
      expect(body).toMatchObject({
        data: {
          status: 'degraded',
          reason: expect.stringMatching(/^catalog checksum mismatch: recorded [0-9a-f]{64}, file has [0-9a-f]{64}$/),
          upstream: { reachable: true, latency_ms: expect.any(Number) },
        },
      });
      const data = await app.inject({ url: '/v1/stats/top-cuisines?limit=3', headers: bearer(key) });
      expect(data.statusCode).toBe(200);
    } finally {
      await app.close();
      catalog.close();
      rmSync(copy, { force: true });
      rmSync(checksumPath(copy), { force: true });
    }
  });

  it('is ok once an intact catalog has been verified', async () => {
    const catalogIntegrity = new CatalogIntegrity(fixture.path, fileIdentity(fixture.path));
    await catalogIntegrity.refresh();
    expect(catalogIntegrity.status).toEqual({ state: 'verified' });
    const { app } = await authedApp({ catalog: fixture.catalog, catalogIntegrity, healthProbeIntervalMs: 10 });
    const response = await app.inject({ url: '/v1/health' });
    expect(response.json().data).toMatchObject({ status: 'ok', upstream: { reachable: true } });
    expect(response.json().data.reason).toBeUndefined();
    await app.close();
  });

  it('names the catalog being served, and the new one once a swap has switched to it', async () => {
    const other = await catalogFixture(createGenerator({ seed: 2, scale: 0.003 }));
    const registry = await CatalogRegistry.open(fixture.path, {
      open: (path, pinned) => new PooledCatalog(path, { threads: 2, queueLimit: 64, pinned }),
    });
    const { app } = await authedApp({
      catalog: registry,
      catalogIntegrity: registry.integrity,
      healthProbeIntervalMs: 10,
    });
    const served = async () => (await app.inject({ url: '/v1/health' })).json().data.catalog;
    try {
      expect(await served()).toMatchObject({ source: 'sample (scale 0.002, seed 1)', restaurant_count: 360 });
      expect(await registry.swap(other.path)).toMatchObject({ swapped: true });
      await vi.waitFor(async () =>
        expect(await served()).toEqual({
          source: 'sample (scale 0.003, seed 2)',
          built_at: expect.any(String),
          restaurant_count: 540,
          item_count: expect.any(Number),
          sha256: fileSha256Sync(other.path),
        }),
      );
      // The integrity health reports is the new file's, checked before the swap.
      expect(registry.integrity.status).toEqual({ state: 'verified' });
    } finally {
      await app.close();
      await registry.close();
      other.cleanup();
    }
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
