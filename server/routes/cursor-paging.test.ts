/**
 * Cursor paging past the offset window (searches, rankings, dish prices) and the sync listing, over a catalog of
 * 1,800 restaurants and 21,000 items, where broad words match more than the window holds.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog, CatalogDescription } from '../catalog/catalog.ts';
import { MAX_RESULT_WINDOW } from '../../rules/limits.ts';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;
/** What the served catalog says it is; a test changes it to stand for a swapped catalog. */
let served: CatalogDescription;

beforeAll(async () => {
  fixture = await catalogFixture(0.01);
  served = await fixture.catalog.describe();
  const catalog: Catalog = Object.assign(Object.create(fixture.catalog) as Catalog, { describe: async () => served });
  ({ app, key } = await authedApp({ catalog, quotaLimit: 1_000_000 }));
}, 60_000);

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

interface Page {
  data: Record<string, unknown>[];
  pagination: {
    limit: number;
    offset?: number;
    returned: number;
    total_estimated?: number;
    has_more: boolean;
    next_cursor?: string;
  };
}

const post = (url: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(key), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(key) });

async function ok(response: Awaited<ReturnType<typeof get>>): Promise<Page> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

/** Every page of a list from its first, following next_cursor while has_more; `ask` sends one page's cursor. */
async function walk(ask: (cursor?: string) => Promise<Page>): Promise<Page[]> {
  const pages = [await ask()];
  while (pages.at(-1)!.pagination.has_more) {
    const { next_cursor: cursor } = pages.at(-1)!.pagination;
    expect(cursor).toEqual(expect.any(String));
    pages.push(await ask(cursor));
  }
  expect(pages.at(-1)!.pagination.next_cursor).toBeUndefined();
  return pages;
}

const ids = (pages: Page[], id: string) => pages.flatMap((page) => page.data.map((row) => row[id] as string));

describe('searches continue past the window with a cursor', () => {
  it.each([
    ['/v1/search/restaurants', { q: 'chicken' }, 'restaurant_id'],
    ['/v1/search/items', { q: 'cheese' }, 'item_id'],
    ['/v1/search/items', { q: 'chicken', sort: 'price_asc' }, 'item_id'],
  ])('%s %j: every match once, the window pages first, the exact total last', async (url, body, id) => {
    const pages = await walk(async (cursor) => ok(await post(url, { ...body, limit: 100, ...(cursor && { cursor }) })));
    const walked = ids(pages, id);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked.length).toBeGreaterThan(MAX_RESULT_WINDOW);
    // Every match: as many as a search with a facet counts exactly.
    const counted = await ok(await post(url, { ...body, limit: 1, facets: ['state'] }));
    expect(walked.length).toBe(counted.pagination.total_estimated);
    // The same order as the offset pages, as far as they reach.
    const windowed: string[] = [];
    for (let offset = 0; offset < MAX_RESULT_WINDOW; offset += 250) {
      windowed.push(...ids([await ok(await post(url, { ...body, limit: 100, offset }))], id));
      windowed.push(...ids([await ok(await post(url, { ...body, limit: 100, offset: offset + 100 }))], id));
      windowed.push(...ids([await ok(await post(url, { ...body, limit: 50, offset: offset + 200 }))], id));
    }
    expect(walked.slice(0, MAX_RESULT_WINDOW)).toEqual(windowed);
    // Each page says where it starts; the last is short or ends the list.
    pages.forEach((page, at) => expect(page.pagination.offset).toBe(at * 100));
    if ('sort' in body) {
      const prices = pages.flatMap((page) => page.data.map((row) => (row.price as number | null) ?? Infinity));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it('the window page that reaches its end offers a cursor when more match', async () => {
    const last = await ok(await post('/v1/search/items', { q: 'cheese', offset: MAX_RESULT_WINDOW - 100, limit: 100 }));
    expect(last.pagination).toMatchObject({ has_more: true, next_cursor: expect.any(String) });
    const next = await ok(await post('/v1/search/items', { q: 'cheese', cursor: last.pagination.next_cursor }));
    expect(next.pagination.offset).toBe(MAX_RESULT_WINDOW);
    expect(next.data).toHaveLength(20);
  });

  it.each([
    ['/v1/search/restaurants', { q: 'chicken', state: 'TX' }],
    ['/v1/search/items', { q: 'cheese', price_range: ['$', '$$'] }],
  ])('%s %j: asking for facets changes neither the matches nor their order', async (url, body) => {
    const facets = ['state', 'cuisine', 'price_range', 'rating', 'open_now', 'dietary'];
    for (const offset of [0, 100, 200]) {
      const plain = await ok(await post(url, { ...body, limit: 100, offset }));
      const faceted = await ok(await post(url, { ...body, limit: 100, offset, facets }));
      expect(faceted.data).toEqual(plain.data);
    }
    // The app's habit: facets on the first page only, then the cursor without them.
    const first = await ok(await post(url, { ...body, limit: 30, facets }));
    const next = await ok(await post(url, { ...body, limit: 30, cursor: first.pagination.next_cursor }));
    expect(next.data).toEqual((await ok(await post(url, { ...body, limit: 30, offset: 30 }))).data);
  });

  it('a page may change its limit, fields and facets, nothing else', async () => {
    const first = await ok(await post('/v1/search/items', { q: 'cheese', state: 'tx', limit: 5 }));
    const cursor = first.pagination.next_cursor!;
    // The same search in other words: fields in another order, the state in capitals.
    const same = await ok(
      await post('/v1/search/items', { limit: 7, state: 'TX', q: 'cheese', cursor, fields: ['name'] }),
    );
    expect(same.pagination).toMatchObject({ offset: 5, limit: 7 });
    expect(Object.keys(same.data[0]!).sort()).toEqual(['item_id', 'name']);
    for (const other of [{ q: 'chicken' }, { q: 'cheese' }, { q: 'cheese', state: 'TX', sort: 'price_asc' }]) {
      const error = expectError(await post('/v1/search/items', { ...other, cursor }), 'parameter_invalid');
      expect(error.param).toBe('cursor');
    }
    // A restaurant search's cursor does not continue an item search of the same words.
    const restaurants = await ok(await post('/v1/search/restaurants', { q: 'cheese', state: 'TX', limit: 5 }));
    const crossed = { q: 'cheese', state: 'TX', cursor: restaurants.pagination.next_cursor };
    expect(expectError(await post('/v1/search/items', crossed), 'parameter_invalid').param).toBe('cursor');
  });

  it('refuses garbage, a cursor with an offset, and an empty cursor, naming cursor', async () => {
    const { next_cursor: cursor } = (await ok(await post('/v1/search/items', { q: 'cheese' }))).pagination;
    const garbage = [
      'not a cursor',
      'bm90IGpzb24',
      Buffer.from('{"c":1}').toString('base64url'),
      Buffer.from(JSON.stringify({ c: 'x', r: 'y', p: -1 })).toString('base64url'),
      cursor!.slice(0, -3),
    ];
    for (const bad of garbage) {
      const error = expectError(await post('/v1/search/items', { q: 'cheese', cursor: bad }), 'parameter_invalid');
      expect(error.param).toBe('cursor');
    }
    const both = expectError(await post('/v1/search/items', { q: 'cheese', cursor, offset: 0 }), 'parameter_invalid');
    expect(both.param).toBe('cursor');
    expect(expectError(await post('/v1/search/items', { q: 'cheese', cursor: '' }), 'parameter_invalid').param).toBe(
      'cursor',
    );
  });

  it('a cursor from another catalog is cursor_expired, on every kind of list', async () => {
    const search = await ok(await post('/v1/search/restaurants', { q: 'chicken' }));
    const ranking = await ok(await get('/v1/stats/cities?min_restaurants=1&limit=5'));
    const listing = await ok(await get('/v1/restaurants?state=TX&limit=5'));
    const before = served;
    served = { ...served, builtAt: new Date(Date.parse(served.builtAt) + 1000).toISOString() };
    try {
      const answers = [
        await post('/v1/search/restaurants', { q: 'chicken', cursor: search.pagination.next_cursor }),
        await get(`/v1/stats/cities?min_restaurants=1&limit=5&cursor=${ranking.pagination.next_cursor}`),
        await get(`/v1/restaurants?state=TX&limit=5&cursor=${listing.pagination.next_cursor}`),
      ];
      for (const answer of answers) expect(expectError(answer, 'cursor_expired').param).toBe('cursor');
    } finally {
      served = before;
    }
  });
});

describe('rankings and dish prices page by cursor', () => {
  it('the city ranking: the cursor walk is the offset list', async () => {
    const query = 'min_restaurants=1&sort=median_price&order=asc';
    const all = await ok(await get(`/v1/stats/cities?${query}&limit=100`));
    expect(all.pagination.has_more).toBe(true);
    const pages = await walk(async (cursor) =>
      ok(await get(`/v1/stats/cities?${query}&limit=37${cursor ? `&cursor=${cursor}` : ''}`)),
    );
    const city = (row: Record<string, unknown>) => `${row.state as string}/${row.city as string}`;
    const walked = pages.flatMap((page) => page.data.map(city));
    expect(walked.length).toBe(all.pagination.total_estimated);
    expect(walked.slice(0, 100)).toEqual(all.data.map(city));
    expect(new Set(walked).size).toBe(walked.length);
    expectError(
      await get(`/v1/stats/cities?${query}&offset=5&cursor=${pages[0]!.pagination.next_cursor}`),
      'parameter_invalid',
    );
    const otherOrder = await get(`/v1/stats/cities?min_restaurants=1&cursor=${pages[0]!.pagination.next_cursor}`);
    expect(expectError(otherOrder, 'parameter_invalid').param).toBe('cursor');
  });

  it('dish prices: the cursor walk is the offset list', async () => {
    const body = { q: 'chicken', min_items: 1, sort: 'median_price' };
    const all = await ok(await post('/v1/stats/dish-prices', { ...body, limit: 100 }));
    const pages = await walk(async (cursor) =>
      ok(await post('/v1/stats/dish-prices', { ...body, limit: 9, ...(cursor && { cursor }) })),
    );
    const place = (row: Record<string, unknown>) => `${row.state as string}/${row.city as string}`;
    const walked = pages.flatMap((page) => page.data.map(place));
    expect(pages.length).toBeGreaterThan(2);
    expect(walked.length).toBe(all.pagination.total_estimated);
    expect(walked.slice(0, 100)).toEqual(all.data.map(place));
    const byState = { ...body, group_by: 'state', cursor: pages[0]!.pagination.next_cursor };
    expect(expectError(await post('/v1/stats/dish-prices', byState), 'parameter_invalid').param).toBe('cursor');
  });
});

describe('GET /v1/restaurants lists a place for sync', () => {
  const listing = (query: string) => async (cursor?: string) =>
    ok(await get(`/v1/restaurants?${query}${cursor ? `&cursor=${cursor}` : ''}`));

  it('walks a state in id order, each restaurant once, as the detail record', async () => {
    const pages = await walk(listing('state=TX&limit=25'));
    const walked = ids(pages, 'restaurant_id');
    expect(walked).toEqual([...walked].sort());
    expect(new Set(walked).size).toBe(walked.length);
    // Every restaurant of the state: as many as a browse of it counts exactly.
    const browse = await ok(await post('/v1/search/restaurants', { q: '', state: 'TX', limit: 1, facets: ['state'] }));
    expect(walked.length).toBe(browse.pagination.total_estimated);
    expect(pages.slice(0, -1).every((page) => page.pagination.returned === 25)).toBe(true);
    for (const page of pages) for (const row of page.data) expect((row.address as { state: string }).state).toBe('TX');
    const first = pages[0]!.data[0]!;
    const detail = (await ok(await get(`/v1/restaurants/${first.restaurant_id as string}`))) as unknown as {
      data: unknown;
    };
    expect(first).toEqual(detail.data);
  });

  it('walks one city, matched as the searches match it, with fields', async () => {
    const [{ city }] = (await ok(await get('/v1/stats/cities?state=TX&min_restaurants=1&limit=1'))).data as [
      { city: string },
    ];
    const pages = await walk(listing(`state=tx&city=${encodeURIComponent(city.toLowerCase())}&limit=3&fields=name`));
    const walked = ids(pages, 'restaurant_id');
    expect(walked.length).toBeGreaterThan(3);
    expect(walked).toEqual([...walked].sort());
    expect(Object.keys(pages[0]!.data[0]!).sort()).toEqual(['name', 'restaurant_id']);
    const everyCity = ids(await walk(listing('state=TX&limit=100')), 'restaurant_id');
    expect(everyCity.filter((id) => walked.includes(id))).toEqual(walked);
  });

  it('refuses a missing state, an unknown city, and cursors of another place or list', async () => {
    expect(expectError(await get('/v1/restaurants'), 'parameter_missing').param).toBe('state');
    expect(expectError(await get('/v1/restaurants?state=ZZ'), 'parameter_invalid').param).toBe('state');
    expect(expectError(await get('/v1/restaurants?state=TX&city=Nowhere%20Town'), 'city_not_found').param).toBe('city');
    expect(expectError(await get('/v1/restaurants?state=TX&limit=101'), 'parameter_invalid').param).toBe('limit');
    const { next_cursor: cursor } = (await ok(await get('/v1/restaurants?state=TX&limit=2'))).pagination;
    expect(expectError(await get(`/v1/restaurants?state=CA&cursor=${cursor}`), 'parameter_invalid').param).toBe(
      'cursor',
    );
    expect(expectError(await get('/v1/restaurants?state=TX&cursor=abc'), 'parameter_invalid').param).toBe('cursor');
    const ranking = (await ok(await get('/v1/stats/cities?limit=1'))).pagination.next_cursor;
    expect(expectError(await get(`/v1/restaurants?state=TX&cursor=${ranking}`), 'parameter_invalid').param).toBe(
      'cursor',
    );
  });
});
