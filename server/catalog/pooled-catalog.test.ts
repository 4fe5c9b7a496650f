import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { PooledCatalog } from './pooled-catalog.ts';

let fixture: CatalogFixture;
beforeAll(async () => {
  fixture = await catalogFixture();
});
afterAll(() => fixture.cleanup());

describe('PooledCatalog', () => {
  it('works', async () => {
    const pool = new PooledCatalog(fixture.path, { threads: 2, queueLimit: 100 });
    const r = await pool.searchRestaurants({ q: 'pizza', limit: 2, offset: 0 });
    expect(r.hits.length).toBe(2);
    await pool.close();
  });
});
