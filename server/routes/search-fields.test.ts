/**
 * The field registry (`search/fields.ts`) is the one list of what a search can be narrowed by: the published API
 * description offers exactly its fields, and the catalog honours every one of them through the real app.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_FIELDS, filtersOf, type FilterName, type SearchIndexName } from '../search/fields.ts';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;

beforeAll(async () => {
  fixture = await catalogFixture(0.01);
  ({ app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 1_000_000 }));
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const PATHS: Record<SearchIndexName, string> = { restaurants: '/v1/search/restaurants', items: '/v1/search/items' };

interface Hit {
  restaurant_id: string;
  cuisines?: string[];
  address?: { city: string; state: string };
  city?: string;
  state?: string;
}

async function search(index: SearchIndexName, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: PATHS[index],
    headers: { ...bearer(key), 'content-type': 'application/json' },
    payload: JSON.stringify({ limit: 100, ...body }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Hit[]; pagination: { total_estimated: number } };
}

/** For every filter: a value to narrow by, taken from a hit, and whether a hit passes it. */
const FILTER_CHECKS: Record<
  FilterName,
  { valueOf: (hit: Hit) => string; holds: (hit: Hit, value: string) => boolean }
> = {
  state: {
    valueOf: (hit) => (hit.address?.state ?? hit.state)!,
    holds: (hit, value) => (hit.address?.state ?? hit.state) === value,
  },
  city: {
    valueOf: (hit) => (hit.address?.city ?? hit.city)!,
    holds: (hit, value) => (hit.address?.city ?? hit.city) === value,
  },
  cuisine: { valueOf: (hit) => hit.cuisines![0]!, holds: (hit, value) => hit.cuisines!.includes(value) },
  restaurant_id: { valueOf: (hit) => hit.restaurant_id, holds: (hit, value) => hit.restaurant_id === value },
};

describe('the search field registry', () => {
  it.each(['restaurants', 'items'] as const)('is what the API description offers to %s search', async (index) => {
    const response = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const document = response.json() as {
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: { properties: object } }> } } }>;
    };
    const body = document.paths[PATHS[index]]!.post.requestBody.content['application/json']!.schema;
    expect(Object.keys(body.properties).sort()).toEqual(['limit', 'offset', 'q', ...filtersOf(index)].sort());
  });

  it('declares each filter for at least one search', () => {
    for (const [name, field] of Object.entries(FILTER_FIELDS)) expect(field.indexes.length, name).toBeGreaterThan(0);
  });

  describe.each(['restaurants', 'items'] as const)('%s search', (index) => {
    it.each(filtersOf(index))('narrows by %s, every hit passing it', async (name: FilterName) => {
      const everywhere = await search(index, { q: 'chicken' });
      const check = FILTER_CHECKS[name];
      const value = check.valueOf(everywhere.data.at(-1)!);
      const narrowed = await search(index, { q: 'chicken', [name]: value });
      expect(narrowed.data.length).toBeGreaterThan(0);
      for (const hit of narrowed.data) expect(check.holds(hit, value), JSON.stringify(hit)).toBe(true);
      expect(narrowed.pagination.total_estimated).toBeLessThan(everywhere.pagination.total_estimated);
    });

    it('refuses a filter the registry does not give it', async () => {
      const other = (Object.keys(FILTER_FIELDS) as FilterName[]).find((name) => !filtersOf(index).includes(name));
      if (other === undefined) return;
      const response = await app.inject({
        method: 'POST',
        url: PATHS[index],
        headers: { ...bearer(key), 'content-type': 'application/json' },
        payload: JSON.stringify({
          q: 'chicken',
          [other]: FILTER_CHECKS[other].valueOf({
            restaurant_id: 'rst_000000000000',
            cuisines: ['thai'],
            address: { city: 'Austin', state: 'TX' },
          }),
        }),
      });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { error: { code: string; param: string } }).error).toMatchObject({
        code: 'parameter_unknown',
        param: other,
      });
    });
  });
});
