/**
 * Searches through the catalog pool, as the server runs them: a key that sends a burst of searches does not hold
 * up another key's search, which waits for its turn among keys rather than behind the whole burst.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEEPEST_PAGE } from '../../rules/limits.ts';
import { PooledCatalog } from '../catalog/pool/pooled-catalog.ts';
import { authedApp, bearer, catalogFixture, createKey, type CatalogFixture } from '../test-support/catalog-fixture.ts';

let fixture: CatalogFixture;
let pool: PooledCatalog;
let app: FastifyInstance;
let burstKey: string;
let otherKey: string;

beforeAll(async () => {
  fixture = await catalogFixture();
  // One thread, so every search but the first waits in line.
  pool = new PooledCatalog(fixture.path, { threads: 1, queueLimit: 100 });
  await pool.ping();
  const built = await authedApp({ catalog: pool });
  app = built.app;
  burstKey = built.key;
  otherKey = (await createKey(app, 'other@example.com')).key;
});
afterAll(async () => {
  await app.close();
  await pool.close();
  fixture.cleanup();
});

it("answers another key's search before the rest of one key's burst", async () => {
  const finished: string[] = [];
  const search = (name: string, key: string) =>
    app
      .inject({
        method: 'POST',
        url: '/v1/search/items',
        headers: bearer(key),
        payload: { q: 'a', ...DEEPEST_PAGE },
      })
      .then((response) => {
        expect(response.statusCode).toBe(200);
        finished.push(name);
      });
  const burst = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((name) => search(name, burstKey));
  await Promise.all([...burst, search('b1', otherKey)]);
  // First come, first served would answer it last, after all six.
  expect(finished.indexOf('b1')).toBeLessThanOrEqual(2);
});
