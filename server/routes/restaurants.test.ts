/** GET /v1/restaurants/{id}?expand=menu through the whole app: the record with its menu, in one counted request. */
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
  ({ app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 1_000 }));
  const search = await app.inject({
    method: 'POST',
    url: '/v1/search/restaurants',
    headers: bearer(key),
    payload: { q: 'pizza', limit: 1 },
  });
  restaurantId = (search.json() as { data: { restaurant_id: string }[] }).data[0]!.restaurant_id;
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(key) });
const used = (response: { headers: Record<string, unknown> }) => Number(response.headers['x-ratelimit-used']);

describe('GET /v1/restaurants/{id}?expand=menu', () => {
  it('answers the whole record with the whole menu inside, as the two separate requests answer them', async () => {
    const expanded = await get(`/v1/restaurants/${restaurantId}?expand=menu`);
    expect(expanded.statusCode, expanded.body).toBe(200);
    const record = (await get(`/v1/restaurants/${restaurantId}`)).json() as { data: Record<string, unknown> };
    expect(record.data).toEqual(await fixture.catalog.record({ kind: 'restaurant', restaurantId }));
    const menu = (await get(`/v1/restaurants/${restaurantId}/menu`)).json() as {
      data: { restaurant_id: string; currency: string; sections: unknown[] };
    };
    const { restaurant_id: _, ...menuWithoutId } = menu.data;
    expect(menuWithoutId.sections.length).toBeGreaterThan(0);
    expect(expanded.json()).toEqual({ data: { ...record.data, menu: menuWithoutId } });
    expect(Object.keys(menuWithoutId)).toEqual(['currency', 'sections']);
  });

  it('leaves the menu out unless asked', async () => {
    const { data } = (await get(`/v1/restaurants/${restaurantId}`)).json() as { data: Record<string, unknown> };
    expect(data.restaurant_id).toBe(restaurantId);
    expect(data).not.toHaveProperty('menu');
  });

  it('counts one request for the whole page', async () => {
    const before = used(await get(`/v1/restaurants/${restaurantId}`));
    const after = used(await get(`/v1/restaurants/${restaurantId}?expand=menu`));
    expect(after - before).toBe(1);
  });

  it('refuses any other expansion, naming expand', async () => {
    for (const value of ['hours', 'menu,hours', 'MENU', '']) {
      const error = expectError(
        await get(`/v1/restaurants/${restaurantId}?expand=${encodeURIComponent(value)}`),
        'parameter_invalid',
      );
      expect(error.param).toBe('expand');
      expect(error.message).toBe("The query parameter 'expand' must be one of 'menu'.");
    }
    expect(expectError(await get(`/v1/restaurants/${restaurantId}?embed=menu`), 'parameter_unknown').param).toBe(
      'embed',
    );
  });

  it('answers 404 for an unknown restaurant, menu asked or not, and 400 for a malformed id', async () => {
    expectError(await get('/v1/restaurants/rst_000000000000?expand=menu'), 'restaurant_not_found');
    expectError(await get('/v1/restaurants/rst_short?expand=menu'), 'invalid_restaurant_id');
  });
});
