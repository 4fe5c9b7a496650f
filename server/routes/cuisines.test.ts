/** GET /v1/cuisines, and the refusal of a cuisine filter that names a slug the served catalog does not know. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CuisineEntry } from '../catalog/records.ts';
import { CUISINES } from '../dataset/cuisine-table.ts';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;
let cuisines: CuisineEntry[];

beforeAll(async () => {
  fixture = await catalogFixture();
  ({ app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 10_000 }));
  const response = await app.inject({ method: 'GET', url: '/v1/cuisines', headers: bearer(key) });
  expect(response.statusCode, response.body).toBe(200);
  cuisines = (response.json() as { data: CuisineEntry[] }).data;
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const search = (payload: object) =>
  app.inject({ method: 'POST', url: '/v1/search/restaurants', headers: bearer(key), payload });
const entry = (slug: string) => cuisines.find((c) => c.cuisine === slug);

describe('GET /v1/cuisines', () => {
  it("lists every cuisine the catalog's builder recorded, in slug order, with the national counts", async () => {
    expect(cuisines.map((c) => c.cuisine)).toEqual(CUISINES.map((c) => c.slug).sort());
    const top = await app.inject({ method: 'GET', url: '/v1/stats/top-cuisines?limit=5', headers: bearer(key) });
    for (const row of (top.json() as { data: { cuisine: string; restaurant_count: number }[] }).data) {
      expect(entry(row.cuisine)?.restaurant_count).toBe(row.restaurant_count);
    }
  });

  it('names each, with its parent and whether it is a cuisine, a dish or a kind of place', () => {
    expect(entry('neapolitan-pizza')).toMatchObject({ name: 'Neapolitan pizza', parent: 'pizza', kind: 'dish' });
    expect(entry('thai')).toMatchObject({ name: 'Thai', parent: null, kind: 'cuisine' });
    expect(entry('diner')).toMatchObject({ parent: 'american', kind: 'format' });
    const slugs = new Set(cuisines.map((c) => c.cuisine));
    for (const { parent } of cuisines) if (parent !== null) expect(slugs.has(parent)).toBe(true);
  });

  it('answers only the fields selected, plus the slug', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/cuisines?fields=kind', headers: bearer(key) });
    expect(Object.keys((response.json() as { data: object[] }).data[0]!)).toEqual(['cuisine', 'kind']);
  });
});

describe('cuisine filters', () => {
  it('refuse a slug the catalog does not know, naming the field and the list', async () => {
    const error = expectError(await search({ q: 'pizza', cuisines: ['thai', 'klingon'] }), 'parameter_invalid');
    expect(error).toMatchObject({ param: 'cuisines', message: expect.stringContaining("'klingon'") });
    expect(error.message).toContain('/v1/cuisines');
    expect(error.message).not.toContain("'thai'");
    const single = expectError(await search({ q: '', cuisine: 'klingon' }), 'parameter_invalid');
    expect(single.param).toBe('cuisine');
    const items = await app.inject({
      method: 'POST',
      url: '/v1/search/items',
      headers: bearer(key),
      payload: { q: 'noodles', cuisines: ['klingon'] },
    });
    expect(expectError(items, 'parameter_invalid').param).toBe('cuisines');
  });

  it('take every slug the list names, even one no restaurant holds', async () => {
    const empty = cuisines.find((c) => c.restaurant_count === 0);
    for (const slug of ['thai', ...(empty ? [empty.cuisine] : [])]) {
      const response = await search({ q: '', cuisines: [slug] });
      expect(response.statusCode, `${slug}: ${response.body}`).toBe(200);
    }
  });
});
