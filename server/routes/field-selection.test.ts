/** `fields` on every read: only the chosen top-level fields and the id; an unknown field is 400 naming `fields`. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;
let restaurantId: string;

beforeAll(async () => {
  fixture = await catalogFixture();
  ({ app, key } = await authedApp({ catalog: fixture.catalog }));
  const search = await post('/v1/search/restaurants', { q: 'pizza', limit: 1 });
  restaurantId = (search.json() as { data: { restaurant_id: string }[] }).data[0]!.restaurant_id;
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const get = (url: string) => app.inject({ url, headers: bearer(key) });
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: bearer(key), payload });
const dataOf = (response: { json(): unknown }) => (response.json() as { data: unknown }).data;

describe('fields', () => {
  it('cuts a restaurant down to the chosen fields and its id', async () => {
    const response = await get(`/v1/restaurants/${restaurantId}?fields=name,rating,location`);
    expect(response.statusCode, response.body).toBe(200);
    const full = await fixture.catalog.record({ kind: 'restaurant', restaurantId });
    expect(dataOf(response)).toEqual({
      restaurant_id: restaurantId,
      name: full!.name,
      rating: full!.rating,
      location: full!.location,
    });
  });

  it('keeps an expanded menu beside the chosen fields', async () => {
    const data = dataOf(await get(`/v1/restaurants/${restaurantId}?fields=name&expand=menu`)) as object;
    expect(Object.keys(data).sort()).toEqual(['menu', 'name', 'restaurant_id']);
  });

  it('cuts a menu', async () => {
    expect(dataOf(await get(`/v1/restaurants/${restaurantId}/menu?fields=currency`))).toEqual({
      restaurant_id: restaurantId,
      currency: 'USD',
    });
  });

  it('cuts every hit of both searches, from the body', async () => {
    const restaurants = dataOf(await post('/v1/search/restaurants', { q: 'pizza', fields: ['name'] })) as object[];
    expect(restaurants.length).toBeGreaterThan(1);
    for (const hit of restaurants) expect(Object.keys(hit).sort()).toEqual(['name', 'restaurant_id']);
    const items = dataOf(await post('/v1/search/items', { q: 'pizza', fields: ['price', 'name'] })) as object[];
    expect(items.length).toBeGreaterThan(1);
    for (const hit of items) expect(Object.keys(hit).sort()).toEqual(['item_id', 'name', 'price']);
  });

  it('cuts the statistics reads, keeping what names each place', async () => {
    const record = (await fixture.catalog.record({ kind: 'restaurant', restaurantId }))!;
    const { state, city } = record.address;
    expect(dataOf(await get(`/v1/stats/${state}?fields=restaurant_count`))).toEqual({
      state,
      restaurant_count: expect.any(Number),
    });
    const cityStats = dataOf(await get(`/v1/stats/${state}/${encodeURIComponent(city)}?fields=median_price`));
    expect(Object.keys(cityStats as object).sort()).toEqual(['city', 'median_price', 'state']);
    const ranking = dataOf(await get('/v1/stats/cities?min_restaurants=1&fields=item_count')) as object[];
    expect(ranking.length).toBeGreaterThan(1);
    for (const row of ranking) expect(Object.keys(row).sort()).toEqual(['city', 'item_count', 'state']);
    const top = dataOf(await get('/v1/stats/top-cuisines?fields=share')) as object[];
    for (const row of top) expect(Object.keys(row).sort()).toEqual(['cuisine', 'share']);
  });

  it('cuts dish prices and suggestions, from the body', async () => {
    const prices = await post('/v1/stats/dish-prices', { q: 'pizza', min_items: 1, fields: ['median'] });
    expect(prices.statusCode, prices.body).toBe(200);
    const rows = dataOf(prices) as object[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['city', 'median', 'state']);
    const suggestions = dataOf(await post('/v1/suggest', { q: 'piz', fields: ['count'] })) as object[];
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) {
      expect(Object.keys(suggestion).filter((name) => !['kind', 'text', 'count'].includes(name))).toEqual([]);
    }
  });

  it('answers every field without fields', async () => {
    const data = dataOf(await get(`/v1/restaurants/${restaurantId}`)) as object;
    expect(Object.keys(data)).toContain('hours');
  });

  it.each([
    ['an unknown field in a query', () => get(`/v1/restaurants/${restaurantId}?fields=name,stars`), "'stars'"],
    ['an empty name', () => get(`/v1/restaurants/${restaurantId}?fields=name,`), 'An empty field name'],
    ['a nested path', () => get(`/v1/restaurants/${restaurantId}/menu?fields=sections.items`), "'sections.items'"],
    ['an unknown field in a body', () => post('/v1/search/items', { q: 'pizza', fields: ['hours'] }), "'hours'"],
    ['an unknown statistic', () => get('/v1/stats/TX?fields=population_density'), "'population_density'"],
    ['an unknown dish price', () => post('/v1/stats/dish-prices', { q: 'pizza', fields: ['mode'] }), "'mode'"],
    ['an unknown suggestion field', () => post('/v1/suggest', { q: 'piz', fields: ['score'] }), "'score'"],
  ])('refuses %s with 400 parameter_invalid naming fields and the allowed names', async (_, send, quoted) => {
    const error = expectError(await send(), 'parameter_invalid');
    expect(error.param).toBe('fields');
    expect(error.message).toContain(quoted);
    expect(error.message).toMatch(/: any of \w+, /);
  });
});
