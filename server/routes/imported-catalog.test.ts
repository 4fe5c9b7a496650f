/**
 * Every endpoint over catalogs imported from real-world formats (the hand-written fixtures in server/ingest/fixtures,
 * with the mess real files have): what a client meets when an operator serves their own data instead of the sample.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteCatalog } from '../catalog/sqlite-catalog.ts';
import { CUISINE_BY_SLUG } from '../dataset/cuisines.ts';
import { importInput, type Format } from '../ingest/formats.ts';
import { importCatalog, type ImportSummary } from '../ingest/import-catalog.ts';
import { authedApp, bearer } from '../test-support/catalog-fixture.ts';

interface Case {
  format: Format;
  files: Record<string, string>;
  /** A word its menus or names hold, a city and state it has restaurants in. */
  word: string;
  city: string;
  state: string;
  hasMenus: boolean;
}

const FIXTURES = 'server/ingest/fixtures';
const CASES: Case[] = [
  {
    format: 'uber-eats',
    files: {
      restaurants: `${FIXTURES}/uber-eats/restaurants.csv`,
      menus: `${FIXTURES}/uber-eats/restaurant-menus.csv`,
    },
    word: 'chicken',
    city: 'Austin',
    state: 'TX',
    hasMenus: true,
  },
  {
    format: 'yelp',
    files: { businesses: `${FIXTURES}/yelp/business.jsonl` },
    word: 'pho',
    city: 'Seattle',
    state: 'WA',
    hasMenus: false,
  },
  {
    format: 'menu-atlas',
    files: { input: `${FIXTURES}/menu-atlas/catalog.jsonl` },
    word: 'noodles',
    city: 'Austin',
    state: 'TX',
    hasMenus: true,
  },
];

type Envelope<T> = { data: T; meta?: Record<string, unknown>; pagination?: { total_estimated: number } };

describe.each(CASES)('a catalog imported from $format', ({ format, files, word, city, state, hasMenus }) => {
  let dir: string;
  let catalog: SqliteCatalog;
  let app: FastifyInstance;
  let key: string;
  let summary: ImportSummary;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `menu-atlas-imported-${format}-`));
    const out = join(dir, 'catalog.sqlite');
    summary = await importCatalog(importInput(format, files), out, { maxRejectShare: 1 });
    expect(summary.failure).toBeNull();
    catalog = new SqliteCatalog(out);
    ({ app, key } = await authedApp({ catalog, quotaLimit: 10_000 }));
  });

  afterAll(async () => {
    await app.close();
    catalog.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ok = async <T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Envelope<T>> => {
    const response = await app.inject({ method, url, payload: payload as object, headers: bearer(key) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json() as Envelope<T>;
  };

  it('finds its restaurants and dishes by their own words, and browses them by place', async () => {
    const named = await ok<{ restaurant_id: string }[]>('POST', '/v1/search/restaurants', { q: word });
    expect(named.data.length).toBeGreaterThan(0);
    const browsed = await ok<{ address: { city: string } }[]>('POST', '/v1/search/restaurants', { q: '', city, state });
    expect(browsed.data.length).toBeGreaterThan(0);
    for (const hit of browsed.data) expect(hit.address.city).toBe(city);
    const items = await ok<{ name: string }[]>('POST', '/v1/search/items', { q: word });
    expect(items.data.length > 0).toBe(hasMenus);
  });

  it('leaves restaurants with unknown hours out of open-now searches, and says how many', async () => {
    const all = await ok<unknown[]>('POST', '/v1/search/restaurants', { q: '', state });
    const open = await ok<{ hours: unknown[] | null; open_now: boolean | null }[]>('POST', '/v1/search/restaurants', {
      q: '',
      state,
      open_now: true,
    });
    const unknown = open.meta?.unknown_hours as number;
    expect(unknown).toBeGreaterThan(0);
    expect(open.pagination!.total_estimated + unknown).toBeLessThanOrEqual(all.pagination!.total_estimated);
    for (const hit of open.data) expect(hit.open_now).toBe(true);
  });

  it('answers the record, the menu, the expanded record and every statistic', async () => {
    const [first] = (
      await ok<{ restaurant_id: string; hours: unknown }[]>('POST', '/v1/search/restaurants', { q: '', state })
    ).data;
    const id = first!.restaurant_id;
    const record = await ok<{ restaurant_id: string }>('GET', `/v1/restaurants/${id}`);
    expect(record.data.restaurant_id).toBe(id);
    const menu = await ok<{ sections: unknown[] }>('GET', `/v1/restaurants/${id}/menu`);
    const expanded = await ok<{ menu: { sections: unknown[] } }>('GET', `/v1/restaurants/${id}?expand=menu`);
    expect(expanded.data.menu.sections).toEqual(menu.data.sections);
    const stats = await ok<{ restaurant_count: number }>('GET', `/v1/stats/${state}/${encodeURIComponent(city)}`);
    expect(stats.data.restaurant_count).toBeGreaterThan(0);
    expect((await ok<{ city_count: number }>('GET', `/v1/stats/${state}`)).data.city_count).toBeGreaterThan(0);
    expect((await ok<unknown[]>('GET', '/v1/stats/top-cuisines')).data.length).toBeGreaterThan(0);
    expect((await ok<unknown[]>('GET', '/v1/stats/cities?min_restaurants=1')).data.length).toBeGreaterThan(0);
    const prices = await ok<unknown[]>('POST', '/v1/stats/dish-prices', { q: word, min_items: 1 });
    expect(prices.data.length > 0).toBe(hasMenus);
  });

  it("lists its own cuisines, outside the sample's table too, and filters by any of them", async () => {
    const { data: cuisines } = await ok<{ cuisine: string; restaurant_count: number }[]>('GET', '/v1/cuisines');
    const listed = new Set(cuisines.map((c) => c.cuisine));
    const browsed = await ok<{ cuisines: string[] }[]>('POST', '/v1/search/restaurants', { q: '', state });
    for (const hit of browsed.data) for (const slug of hit.cuisines) expect(listed.has(slug), slug).toBe(true);
    const own = cuisines.find((c) => !CUISINE_BY_SLUG.has(c.cuisine) && c.restaurant_count > 0) ?? cuisines[0]!;
    const filtered = await ok<{ cuisines: string[] }[]>('POST', '/v1/search/restaurants', {
      q: '',
      cuisines: [own.cuisine],
    });
    expect(filtered.data.length).toBeGreaterThan(0);
    for (const hit of filtered.data) expect(hit.cuisines).toContain(own.cuisine);
  });

  it('names the catalog it serves in health: its source, its size and its checksum', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    const { catalog: served } = (response.json() as { data: { catalog: Record<string, unknown> } }).data;
    expect(served).toMatchObject({
      source: expect.stringMatching(new RegExp(`^${format} `)),
      restaurant_count: summary.catalog!.restaurants,
      item_count: summary.catalog!.items,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(Date.parse(served.built_at as string)).toBeGreaterThan(Date.now() - 600_000);
  });
});
