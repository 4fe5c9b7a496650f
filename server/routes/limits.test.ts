/**
 * Every limit and default of rules/limits.ts, held at its boundary through the whole app: the last value accepted,
 * the first refused (400 in the error envelope, naming the field), and the default applied when a request gives none.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CITY_NAME_LENGTH,
  DEEPEST_PAGE,
  MAX_COMPARED_CITIES,
  MAX_CUISINE_SLUG_LENGTH,
  MAX_QUERY_LENGTH,
  MAX_RANKING_OFFSET,
  MAX_RESULT_WINDOW,
  MAX_SEARCH_CUISINES,
  MIN_ITEMS,
  MIN_RESTAURANTS,
  NEAR_RADIUS_M,
  PAGE_LIMIT,
  TOP_FACET_VALUES,
} from '../../rules/limits.ts';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;

beforeAll(async () => {
  fixture = await catalogFixture();
  ({ app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 1_000_000 }));
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const post = (url: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(key), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(key) });

interface Page<Row = Record<string, unknown>> {
  data: Row[];
  pagination: {
    limit: number;
    offset: number;
    returned: number;
    has_more: boolean;
    total_estimated?: number;
    next_cursor?: string;
  };
  meta?: { query: string; facets?: Record<string, unknown[]> };
}

async function ok<Row = Record<string, unknown>>(response: Awaited<ReturnType<typeof get>>): Promise<Page<Row>> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page<Row>;
}

/** Refused as a 400 in the envelope, naming `param`; the error, for its message. */
function refused(response: Awaited<ReturnType<typeof get>>, param: string) {
  const error = expectError(response, 'parameter_invalid');
  expect(error.param).toBe(param);
  return error;
}

const SEARCHES = ['/v1/search/restaurants', '/v1/search/items'] as const;
const longest = MAX_QUERY_LENGTH;

describe('q', () => {
  const QUERY_ROUTES = [...SEARCHES, '/v1/stats/dish-prices'] as const;

  it.each(QUERY_ROUTES)('%s takes q up to the longest, counted in characters after trimming', async (url) => {
    await ok(await post(url, { q: 'a'.repeat(longest) }));
    // Characters, not UTF-16 units: each of these is two.
    await ok(await post(url, { q: '🍕'.repeat(longest) }));
    const padded = await ok(await post(url, { q: `  ${'a'.repeat(longest)}\n ` }));
    expect(padded.meta?.query).toBe('a'.repeat(longest));
  });

  it.each(QUERY_ROUTES)('%s refuses a longer q, however long, in the same words as an empty one', async (url) => {
    const empty = refused(await post(url, { q: '   ' }), 'q');
    expect(empty.message).toContain(`1 to ${longest} characters`);
    for (const q of ['a'.repeat(longest + 1), '🍕'.repeat(longest + 1), 'a'.repeat(5000)]) {
      expect(refused(await post(url, { q }), 'q').message).toBe(empty.message);
    }
  });
});

describe('limit', () => {
  const PAGED: Array<[string, (limit?: number) => ReturnType<typeof get>]> = [
    ...SEARCHES.map((url): [string, (limit?: number) => ReturnType<typeof get>] => [
      url,
      (limit) => post(url, { q: 'chicken', limit }),
    ]),
    ['/v1/stats/dish-prices', (limit) => post('/v1/stats/dish-prices', { q: 'chicken', limit })],
    ['/v1/stats/top-cuisines', (limit) => get(`/v1/stats/top-cuisines${limit === undefined ? '' : `?limit=${limit}`}`)],
    [
      '/v1/stats/cities',
      (limit) => get(`/v1/stats/cities?min_restaurants=1${limit === undefined ? '' : `&limit=${limit}`}`),
    ],
  ];

  it.each(PAGED)('%s pages by the default when no limit is given, and takes min to max', async (_, ask) => {
    expect((await ok(await ask())).pagination.limit).toBe(PAGE_LIMIT.default);
    expect((await ok(await ask(PAGE_LIMIT.min))).pagination.limit).toBe(PAGE_LIMIT.min);
    const largest = await ok(await ask(PAGE_LIMIT.max));
    expect(largest.pagination.limit).toBe(PAGE_LIMIT.max);
    expect(largest.data.length).toBeGreaterThan(PAGE_LIMIT.default);
  });

  it.each(PAGED)('%s refuses a limit below min or above max', async (_, ask) => {
    refused(await ask(PAGE_LIMIT.min - 1), 'limit');
    refused(await ask(PAGE_LIMIT.max + 1), 'limit');
  });
});

describe('the result window', () => {
  it.each(SEARCHES)('%s answers the deepest page, and refuses a page reaching past the window', async (url) => {
    // Beyond it, more matches are reached with the cursor the deepest page offers.
    const deepest = await ok(await post(url, { q: 'a', ...DEEPEST_PAGE }));
    const { has_more: more, total_estimated: total, next_cursor: cursor } = deepest.pagination;
    expect(deepest.pagination).toMatchObject(DEEPEST_PAGE);
    expect(more).toBe(total! > MAX_RESULT_WINDOW);
    expect(typeof cursor).toBe(more ? 'string' : 'undefined');
    await ok(await post(url, { q: 'a', offset: MAX_RESULT_WINDOW - 1, limit: 1 }));
    refused(await post(url, { q: 'a', offset: DEEPEST_PAGE.offset + 1, limit: DEEPEST_PAGE.limit }), 'offset');
    refused(await post(url, { q: 'a', offset: MAX_RESULT_WINDOW, limit: 1 }), 'offset');
  });

  it('does not bound the rankings, up to their largest offset', async () => {
    const offset = (value: number) => `min_restaurants=1&offset=${value}`;
    expect((await ok(await get(`/v1/stats/cities?${offset(MAX_RANKING_OFFSET)}`))).data).toEqual([]);
    refused(await get(`/v1/stats/cities?${offset(MAX_RANKING_OFFSET + 1)}`), 'offset');
    const dishPrices = (value: number) => post('/v1/stats/dish-prices', { q: 'chicken', offset: value });
    expect((await ok(await dishPrices(MAX_RANKING_OFFSET))).data).toEqual([]);
    refused(await dishPrices(MAX_RANKING_OFFSET + 1), 'offset');
  });
});

describe('min_restaurants and min_items', () => {
  it('leaves out cities with fewer restaurants than the default, and takes min to max', async () => {
    const byDefault = await ok<{ restaurant_count: number }>(await get('/v1/stats/cities?limit=100'));
    const all = await ok<{ restaurant_count: number }>(await get('/v1/stats/cities?min_restaurants=1&limit=100'));
    for (const row of byDefault.data) expect(row.restaurant_count).toBeGreaterThanOrEqual(MIN_RESTAURANTS.default);
    expect(all.data.some((row) => row.restaurant_count < MIN_RESTAURANTS.default)).toBe(true);
    await ok(await get(`/v1/stats/cities?min_restaurants=${MIN_RESTAURANTS.max}`));
    refused(await get(`/v1/stats/cities?min_restaurants=${MIN_RESTAURANTS.min - 1}`), 'min_restaurants');
    refused(await get(`/v1/stats/cities?min_restaurants=${MIN_RESTAURANTS.max + 1}`), 'min_restaurants');
  });

  it('leaves out places with fewer priced matches than the default, and takes min to max', async () => {
    const ask = (body: object) => post('/v1/stats/dish-prices', { q: 'chicken', limit: 100, ...body });
    const byDefault = await ok<{ item_count: number }>(await ask({}));
    const all = await ok<{ item_count: number }>(await ask({ min_items: 1 }));
    for (const row of byDefault.data) expect(row.item_count).toBeGreaterThanOrEqual(MIN_ITEMS.default);
    expect(all.data.some((row) => row.item_count < MIN_ITEMS.default)).toBe(true);
    await ok(await ask({ min_items: MIN_ITEMS.max }));
    refused(await ask({ min_items: MIN_ITEMS.min - 1 }), 'min_items');
    refused(await ask({ min_items: MIN_ITEMS.max + 1 }), 'min_items');
  });
});

describe('lists and names', () => {
  it('compares up to the most cities at once', async () => {
    const ranking = await ok<{ city: string; state: string }>(
      await get(`/v1/stats/cities?min_restaurants=1&limit=${MAX_COMPARED_CITIES + 1}`),
    );
    const cities = ranking.data.map(({ city, state }) => ({ city, state }));
    expect(cities).toHaveLength(MAX_COMPARED_CITIES + 1);
    const ask = (list: object[]) => post('/v1/stats/dish-prices', { q: 'chicken', min_items: 1, cities: list });
    await ok(await ask(cities.slice(0, MAX_COMPARED_CITIES)));
    refused(await ask(cities), 'cities');
  });

  it.each(SEARCHES)('%s takes up to the most cuisines, each slug up to its longest', async (url) => {
    const known = (await ok<{ cuisine: string }>(await get('/v1/cuisines'))).data.map((c) => c.cuisine);
    const slugs = (count: number) => known.slice(0, count);
    await ok(await post(url, { q: 'chicken', cuisines: slugs(MAX_SEARCH_CUISINES) }));
    refused(await post(url, { q: 'chicken', cuisines: slugs(MAX_SEARCH_CUISINES + 1) }), 'cuisines');
    // A slug of the longest length passes the schema and is then looked up (this catalog has none so long).
    const longest = refused(
      await post(url, { q: 'chicken', cuisines: ['a'.repeat(MAX_CUISINE_SLUG_LENGTH)] }),
      'cuisines',
    );
    expect(longest.message).toContain('/v1/cuisines');
    refused(await post(url, { q: 'chicken', cuisines: ['a'.repeat(MAX_CUISINE_SLUG_LENGTH + 1)] }), 'cuisines.0');
  });

  it.each(SEARCHES)('%s takes a city name from its shortest to its longest', async (url) => {
    await ok(await post(url, { q: 'chicken', city: 'x'.repeat(CITY_NAME_LENGTH.max) }));
    refused(await post(url, { q: 'chicken', city: 'x'.repeat(CITY_NAME_LENGTH.max + 1) }), 'city');
    refused(await post(url, { q: 'chicken', city: 'x'.repeat(CITY_NAME_LENGTH.min - 1) }), 'city');
  });

  it('counts each facet’s commonest values, no more', async () => {
    const answer = await ok(await post('/v1/search/restaurants', { q: '', state: 'CA', facets: ['city'] }));
    expect(answer.meta?.facets?.city).toHaveLength(TOP_FACET_VALUES);
  });
});

describe('near', () => {
  const point = { latitude: 40.75, longitude: -73.99 };
  type Hit = { distance_m: number };

  it('finds within the default radius when none is given', async () => {
    const wide = await ok<Hit>(
      await post('/v1/search/restaurants', { q: '', near: { ...point, radius_m: NEAR_RADIUS_M.max }, limit: 100 }),
    );
    expect(wide.data.some((hit) => hit.distance_m > NEAR_RADIUS_M.default)).toBe(true);
    const byDefault = await ok<Hit>(await post('/v1/search/restaurants', { q: '', near: point, limit: 100 }));
    for (const hit of byDefault.data) expect(hit.distance_m).toBeLessThanOrEqual(NEAR_RADIUS_M.default);
  });

  it.each(SEARCHES)('%s takes a radius from min to max', async (url) => {
    const ask = (radius_m: number) => post(url, { q: 'chicken', near: { ...point, radius_m } });
    await ok(await ask(NEAR_RADIUS_M.min));
    await ok(await ask(NEAR_RADIUS_M.max));
    refused(await ask(NEAR_RADIUS_M.min - 1), 'near.radius_m');
    refused(await ask(NEAR_RADIUS_M.max + 1), 'near.radius_m');
  });
});
