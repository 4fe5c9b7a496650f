/**
 * The data endpoints through the whole app (gateway included), over a catalog made by the real generator.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchInterpretation } from '../search/interpretation.ts';
import { SqliteCatalog } from '../catalog/sqlite-catalog.ts';
import { buildCatalog } from '../index/build-catalog.ts';
import { createGenerator } from '../dataset/generator.ts';
import { authedApp, bearer } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';

let dir: string;
let catalog: SqliteCatalog;
let app: FastifyInstance;
let key: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'data-routes-'));
  const path = join(dir, 'catalog.sqlite');
  buildCatalog(createGenerator({ seed: 7, scale: 0.01 }), path);
  catalog = new SqliteCatalog(path);
  ({ app, key } = await authedApp({ catalog, quotaLimit: 1_000_000 }));
});

afterAll(async () => {
  await app.close();
  catalog.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(key), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(key) });

interface Envelope<T> {
  data: T;
  pagination: { limit: number; offset: number; returned: number; total_estimated: number; has_more: boolean };
  meta: { query: string; processing_ms: number; total_is_exact: boolean; interpretation: SearchInterpretation };
}
type RestaurantHit = {
  restaurant_id: string;
  name: string;
  cuisines: string[];
  address: { city: string; state: string };
};

async function searchRestaurants(body: Record<string, unknown>) {
  const response = await post('/v1/search/restaurants', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Envelope<RestaurantHit[]>;
}

describe('POST /v1/search/restaurants', () => {
  it('answers the envelope with pagination and meta', async () => {
    const body = await searchRestaurants({ q: '  pizza ', limit: 5 });
    expect(body.data.length).toBe(5);
    expect(body.pagination).toMatchObject({ limit: 5, offset: 0, returned: 5, has_more: true });
    expect(body.pagination.total_estimated).toBeGreaterThan(5);
    expect(body.meta).toMatchObject({ query: 'pizza', total_is_exact: true });
    expect(body.meta.interpretation).toMatchObject({ searched: 'pizza', corrections: [], dropped: [] });
    expect(Number.isInteger(body.meta.processing_ms)).toBe(true);
    expect(Object.keys(body.data[0]!).sort()).toEqual(
      [
        'address',
        'attributes',
        'chain',
        'matched_dishes',
        'cuisines',
        'hours',
        'location',
        'menu_summary',
        'name',
        'open_now',
        'phone',
        'price_range',
        'rating',
        'restaurant_id',
        'timezone',
        'updated_at',
        'website',
      ].sort(),
    );
  });

  it('returns only restaurants of the filtered city, state and cuisine', async () => {
    const inCity = await searchRestaurants({ q: 'a', city: 'new york', state: 'ny', limit: 100 });
    expect(inCity.data.length).toBeGreaterThan(10);
    for (const hit of inCity.data) expect(hit.address).toMatchObject({ city: 'New York', state: 'NY' });
    const inState = await searchRestaurants({ q: 'a', state: 'TX', limit: 100 });
    for (const hit of inState.data) expect(hit.address.state).toBe('TX');
    const mexican = await searchRestaurants({ q: 'a', cuisine: 'mexican', limit: 100 });
    expect(mexican.data.length).toBeGreaterThan(0);
    for (const hit of mexican.data) expect(hit.cuisines).toContain('mexican');
  });

  it('pages consistently: has_more, offsets and totals agree, and pages neither repeat nor skip', async () => {
    const first = await searchRestaurants({ q: 'a', limit: 100 });
    const reachable = Math.min(first.pagination.total_estimated, 1000);
    const ids: string[] = [];
    for (let offset = 0; offset < reachable; offset += 100) {
      const page = await searchRestaurants({ q: 'a', limit: 100, offset });
      expect(page.pagination.offset).toBe(offset);
      // More matches past the window are still more: a cursor reaches them.
      expect(page.pagination.has_more).toBe(offset + page.pagination.returned < first.pagination.total_estimated);
      ids.push(...page.data.map((hit) => hit.restaurant_id));
    }
    expect(ids.length).toBe(reachable);
    expect(new Set(ids).size).toBe(ids.length);
    const byFifty: string[] = [];
    for (let offset = 0; offset < 300; offset += 50) {
      byFifty.push(...(await searchRestaurants({ q: 'a', limit: 50, offset })).data.map((hit) => hit.restaurant_id));
    }
    expect(byFifty).toEqual(ids.slice(0, 300));
  });

  it('searches every awkward query as words, never as syntax, and never fails', async () => {
    const awkward = [
      '"',
      '"pizza',
      '*',
      'pizza*',
      ':',
      'name:pizza',
      '(',
      'pizza)',
      '-',
      '-pizza',
      'AND',
      'OR',
      'NOT',
      'NEAR',
      'NEAR(pizza taco)',
      'pizza AND OR NOT',
      '🍕',
      '🍕 pizza',
      "o'brien",
      'a'.repeat(200),
      'ピザ',
      '\u0000',
      '%',
      '^',
      '{name}: x',
      'x'.repeat(50) + ' ' + 'y'.repeat(50),
    ];
    for (const q of awkward) {
      const response = await post('/v1/search/restaurants', { q });
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      const items = await post('/v1/search/items', { q });
      expect(items.statusCode, `${q}: ${items.body}`).toBe(200);
    }
    expect((await searchRestaurants({ q: 'NOT' })).meta.query).toBe('NOT');
  });
});

describe('POST /v1/search/items', () => {
  it('finds dishes with their restaurant, section and place', async () => {
    const response = await post('/v1/search/items', { q: 'chicken', limit: 10 });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Envelope<Record<string, unknown>[]>;
    expect(body.data.length).toBe(10);
    for (const hit of body.data) {
      expect(String(hit.name) + String(hit.description)).toMatch(/chicken/i);
      expect(hit).toMatchObject({
        currency: 'USD',
        restaurant_id: expect.stringMatching(/^rst_/),
        section: expect.any(String),
      });
    }
  });

  it('restricts to one restaurant and to a city', async () => {
    const [restaurant] = (await searchRestaurants({ q: 'pizza', limit: 1 })).data;
    const menu = (await get(`/v1/restaurants/${restaurant!.restaurant_id}/menu`)).json() as {
      data: { sections: { items: { name: string }[] }[] };
    };
    const word = menu.data.sections[0]!.items[0]!.name.split(' ')[0]!;
    const response = await post('/v1/search/items', { q: word, restaurant_id: restaurant!.restaurant_id, limit: 100 });
    const hits = (response.json() as Envelope<{ restaurant_id: string }[]>).data;
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.restaurant_id).toBe(restaurant!.restaurant_id);
    const inCity = (await post('/v1/search/items', { q: 'cheese', city: 'Chicago', limit: 100 })).json() as Envelope<
      { city: string }[]
    >;
    for (const hit of inCity.data) expect(hit.city).toBe('Chicago');
  });
});

describe('GET /v1/restaurants/{id} and /menu', () => {
  it('returns the record and its menu, whose counts agree', async () => {
    const [hit] = (await searchRestaurants({ q: 'grill', limit: 1 })).data;
    const restaurant = (await get(`/v1/restaurants/${hit!.restaurant_id}`)).json() as {
      data: { menu_summary: { section_count: number; item_count: number } };
    };
    expect(Object.keys(restaurant)).toEqual(['data']);
    const menu = (await get(`/v1/restaurants/${hit!.restaurant_id}/menu`)).json() as {
      data: { currency: string; sections: { title: string; items: unknown[] }[] };
    };
    expect(menu.data.currency).toBe('USD');
    expect(menu.data.sections.length).toBe(restaurant.data.menu_summary.section_count);
    expect(menu.data.sections.reduce((n, s) => n + s.items.length, 0)).toBe(restaurant.data.menu_summary.item_count);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await get('/v1/restaurants/rst_000000000000'), 'restaurant_not_found');
    expectError(await get('/v1/restaurants/rst_000000000000/menu'), 'restaurant_not_found');
    expectError(await get('/v1/restaurants/12345'), 'invalid_restaurant_id');
    expectError(await get('/v1/restaurants/rst_short/menu'), 'invalid_restaurant_id');
    expectError(await post('/v1/search/items', { q: 'x', restaurant_id: 'rst_!' }), 'invalid_restaurant_id');
  });
});

describe('statistics', () => {
  it('answers city statistics, matching the city case-insensitively and URL-decoded', async () => {
    const response = await get('/v1/stats/ny/NEW%20YORK');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as {
      data: Record<string, unknown> & { price_percentiles: Record<string, number> };
    };
    expect(data).toMatchObject({
      state: 'NY',
      city: 'New York',
      currency: 'USD',
      median_price: data.price_percentiles.p50,
    });
    const p = data.price_percentiles;
    expect(p.p10! <= p.p25! && p.p25! <= p.p50! && p.p50! <= p.p75! && p.p75! <= p.p90! && p.p90! <= p.p99!).toBe(true);
    expect((data.top_cuisines as unknown[]).length).toBeGreaterThan(0);
  });

  it('answers 404 city_not_found for an unknown city and 400 for a bad state', async () => {
    expectError(await get('/v1/stats/TX/Atlantis'), 'city_not_found');
    expectError(await get('/v1/stats/ZZ/Austin'), 'parameter_invalid');
    expectError(await get('/v1/stats/Texas/Austin'), 'parameter_invalid');
  });

  it('ranks top cuisines nationally and per state, with pagination', async () => {
    const national = (await get('/v1/stats/top-cuisines?limit=5')).json() as Envelope<
      { cuisine: string; restaurant_count: number; share: number }[]
    >;
    expect(national.data).toHaveLength(5);
    expect(national.pagination).toMatchObject({ limit: 5, offset: 0, returned: 5, has_more: true });
    const counts = national.data.map((c) => c.restaurant_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const texas = (await get('/v1/stats/top-cuisines?state=tx')).json() as Envelope<
      { cuisine: string; share: number }[]
    >;
    expect(texas.data.length).toBeGreaterThan(0);
    for (const row of texas.data) expect(row.share).toBeGreaterThan(0);
    expectError(await get('/v1/stats/top-cuisines?limit=0'), 'parameter_invalid');
    expectError(await get('/v1/stats/top-cuisines?limit=101'), 'parameter_invalid');
    expectError(await get('/v1/stats/top-cuisines?sort=asc'), 'parameter_unknown');
  });
});

describe('request validation', () => {
  it.each([
    [{}, 'parameter_missing', 'q'],
    [{ q: '   ' }, 'parameter_invalid', 'q'],
    [{ q: 'x'.repeat(201) }, 'parameter_invalid', 'q'],
    [{ q: 7 }, 'parameter_invalid', 'q'],
    [{ q: 'pizza', limit: '20' }, 'parameter_invalid', 'limit'],
    [{ q: 'pizza', limit: 0 }, 'parameter_invalid', 'limit'],
    [{ q: 'pizza', limit: 101 }, 'parameter_invalid', 'limit'],
    [{ q: 'pizza', limit: 2.5 }, 'parameter_invalid', 'limit'],
    [{ q: 'pizza', offset: -1 }, 'parameter_invalid', 'offset'],
    [{ q: 'pizza', offset: 950, limit: 100 }, 'parameter_invalid', 'offset'],
    [{ q: 'pizza', state: 'ZZ' }, 'parameter_invalid', 'state'],
    [{ q: 'pizza', city: '' }, 'parameter_invalid', 'city'],
    [{ q: 'pizza', cuisine: 'Tex Mex' }, 'parameter_invalid', 'cuisine'],
    [{ q: 'pizza', order: 'rating' }, 'parameter_unknown', 'order'],
  ] as const)('rejects %j with %s on %s', async (body, code, param) => {
    const error = expectError(await post('/v1/search/restaurants', body), code);
    expect(error.param).toBe(param);
  });

  it('rejects a body that is not an object', async () => {
    expectError(await post('/v1/search/items', ['pizza']), 'parameter_invalid');
  });
});
