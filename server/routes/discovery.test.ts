/**
 * Discovery through the real app over a real catalog: browsing without words, every sort over all matches, exact
 * disjunctive facet counts, item price statistics, and the combinations refused with a 400 naming the field.
 * (Each filter narrowing correctly is `search-fields.test.ts`.)
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingScore } from '../../rules/rating-score.ts';
import type { SearchIndexName } from '../search/fields.ts';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;

beforeAll(async () => {
  fixture = await catalogFixture(0.01);
  ({ app, key } = await authedApp({
    catalog: fixture.catalog,
    quotaLimit: 1_000_000,
    now: () => new Date('2026-11-24T18:00:00Z'),
  }));
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const PATHS: Record<SearchIndexName, string> = { restaurants: '/v1/search/restaurants', items: '/v1/search/items' };

interface Facet {
  value: string;
  count: number;
}

interface Answer {
  data: {
    restaurant_id: string;
    item_id?: string;
    name?: string;
    description?: string | null;
    dietary?: string[];
    price?: number | null;
    price_range: string | null;
    rating: { average: number | null; count: number };
    distance_m?: number;
    address?: { state: string };
    state?: string;
  }[];
  pagination: { total_estimated: number; has_more: boolean };
  meta: {
    total_is_exact: boolean;
    facets?: Record<string, Facet[]>;
    price_stats?: Record<string, number | null>;
  };
}

async function post(index: SearchIndexName, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: PATHS[index],
    headers: { ...bearer(key), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function search(index: SearchIndexName, body: Record<string, unknown>): Promise<Answer> {
  const response = await post(index, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
}

/** Every hit of a search, page by page. */
/** The most hits `everyHit` reads: the deepest a page may reach. */
const EVERY_HIT_MOST = 1000;

async function everyHit(index: SearchIndexName, body: Record<string, unknown>): Promise<Answer['data']> {
  const hits: Answer['data'] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await search(index, { ...body, limit: 100, offset });
    hits.push(...page.data);
    if (!page.pagination.has_more || offset + 200 > EVERY_HIT_MOST) return hits;
  }
}

describe('browsing', () => {
  it('lists every match of the filters when q is empty, best rated first (by how sure the rating is)', async () => {
    const texas = await search('restaurants', { q: '', state: 'TX', limit: 50 });
    expect(texas.pagination.total_estimated).toBeGreaterThan(50);
    expect(texas.meta.total_is_exact).toBe(true);
    for (const hit of texas.data) expect(hit.address!.state).toBe('TX');
    const scores = texas.data.map((hit) => ratingScore(hit.rating.average, hit.rating.count));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('refuses an empty q with nothing else to narrow by', async () => {
    const response = await post('restaurants', { q: '  ' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { param: string } }).error.param).toBe('q');
  });
});

describe('sorting over all matches', () => {
  const near = { latitude: 40.75, longitude: -73.99, radius_m: 50_000 };
  const cases: { sort: string; key: (hit: Answer['data'][number]) => number; body?: object }[] = [
    { sort: 'rating', key: (hit) => -ratingScore(hit.rating.average, hit.rating.count) },
    { sort: 'review_count', key: (hit) => -hit.rating.count },
    { sort: 'distance', key: (hit) => hit.distance_m!, body: { near } },
    { sort: 'price_asc', key: (hit) => '$$$$$'.indexOf(hit.price_range ?? '$$$$$') },
    { sort: 'price_desc', key: (hit) => -(hit.price_range?.length ?? -9) },
  ];
  it.each(cases)('orders restaurants by $sort', async ({ sort, key, body }) => {
    const hits = await everyHit('restaurants', { q: 'pizza', sort, ...body });
    expect(hits.length).toBeGreaterThan(5);
    const keys = hits.map(key);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    // Nothing is lost or repeated across pages.
    expect(new Set(hits.map((hit) => hit.restaurant_id)).size).toBe(hits.length);
  });

  it('ranks the few restaurants a filter keeps as the words alone rank them', async () => {
    // A broad word and a narrow one: the kept restaurants are found by looking each up or by reading every match,
    // whichever costs less, and the order must not depend on which.
    const topRated = (hit: Answer['data'][number]) => (hit.rating.average ?? 0) >= 4.5;
    for (const q of ['chicken', 'pad thai', 'burger']) {
      const all = await everyHit('restaurants', { q });
      const ranked = all.filter(topRated).map((hit) => hit.restaurant_id);
      const kept = (await everyHit('restaurants', { q, min_rating: 4.5 })).map((hit) => hit.restaurant_id);
      expect(ranked.length, q).toBeGreaterThan(0);
      // everyHit reads a thousand hits at most: beyond them, the kept ones go on where the words' list stopped.
      expect(all.length < EVERY_HIT_MOST ? kept : kept.slice(0, ranked.length), q).toEqual(ranked);
    }
  });

  it('orders items by their own price, up or down, items without a price last', async () => {
    for (const sort of ['price_asc', 'price_desc'] as const) {
      const hits = await everyHit('items', { q: 'chicken', sort, state: 'CA' });
      const priced = hits.filter((hit) => hit.price !== null).map((hit) => hit.price!);
      expect(priced).toEqual([...priced].sort((a, b) => (sort === 'price_asc' ? a - b : b - a)));
      const firstUnpriced = hits.findIndex((hit) => hit.price === null);
      if (firstUnpriced >= 0) expect(hits.slice(firstUnpriced).every((hit) => hit.price === null)).toBe(true);
    }
  });
});

describe('facets', () => {
  it('count all matches exactly, each value as a search with that value would find', async () => {
    const answer = await search('restaurants', { q: 'chicken', facets: ['price_range', 'state', 'cuisine'] });
    expect(answer.meta.total_is_exact).toBe(true);
    const tiers = answer.meta.facets!.price_range!;
    expect(tiers.length).toBeGreaterThan(1);
    for (const { value, count } of tiers) {
      const narrowed = await search('restaurants', { q: 'chicken', price_range: [value] });
      expect(narrowed.pagination.total_estimated, value).toBe(count);
    }
    const states = answer.meta.facets!.state!;
    expect(states.length).toBeLessThanOrEqual(20);
    for (const { value, count } of states.slice(0, 3)) {
      expect((await search('restaurants', { q: 'chicken', state: value })).pagination.total_estimated).toBe(count);
    }
  });

  it('keep a chosen value’s siblings counted as if the facet’s own filter were absent', async () => {
    const all = await search('restaurants', { q: 'chicken', facets: ['price_range'] });
    const cheap = await search('restaurants', { q: 'chicken', price_range: ['$'], facets: ['price_range', 'rating'] });
    expect(cheap.meta.facets!.price_range).toEqual(all.meta.facets!.price_range);
    const cheapTotal = cheap.pagination.total_estimated;
    const fourPlus = cheap.meta.facets!.rating!.find((bucket) => bucket.value === '4+')!;
    expect(fourPlus.count).toBeLessThanOrEqual(cheapTotal);
    const rated = await search('restaurants', { q: 'chicken', price_range: ['$'], min_rating: 4 });
    expect(rated.pagination.total_estimated).toBe(fourPlus.count);
  });

  it('of a browse whose only filter is their own count every row by it, and the others over the hits', async () => {
    // A box around the whole country changes no answer, but makes the browse test every restaurant.
    const everywhere = { within: { north: 72, south: 18, east: -64, west: -180 } };
    const browses = [
      [{ state: 'CA' }, 'state'],
      [{ cuisines: ['pizza'] }, 'cuisine'],
      [{ city: 'Springfield' }, 'city'],
    ] as const;
    for (const index of ['restaurants', 'items'] as const) {
      for (const [filter, facet] of browses) {
        const body = { q: '', ...filter, facets: [facet, 'price_range', 'rating'] };
        const answer = await search(index, body);
        const tested = await search(index, { ...body, ...everywhere });
        expect(answer.meta.facets, `${index} ${facet}`).toEqual(tested.meta.facets);
        expect(answer.pagination.total_estimated).toBe(tested.pagination.total_estimated);
        expect(answer.data).toEqual(tested.data.map(({ distance_m: _, ...hit }) => hit));
        if (facet === 'city') continue;
        for (const { value, count } of answer.meta.facets![facet]!.slice(0, 3)) {
          const byValue = await search(index, {
            q: '',
            ...(facet === 'state' ? { state: value } : { cuisines: [value] }),
          });
          expect(byValue.pagination.total_estimated, `${index} ${value}`).toBe(count);
        }
      }
    }
  });

  it('of words with no filter but a price count each match as a search that tests every match does', async () => {
    // A box around the whole country changes no answer, but makes the search test each match.
    const everywhere = { within: { north: 72, south: 18, east: -64, west: -180 } };
    const facets = ['cuisine', 'price_range', 'city', 'state', 'rating', 'open_now'];
    const cases = [
      ['restaurants', { q: 'chicken', facets }],
      ['items', { q: 'chicken', facets }],
      ['items', { q: 'salad', facets: [...facets, 'dietary'] }],
      ['items', { q: 'chicken', facets, price: { min: 6, max: 12.5 } }],
      ['items', { q: 'salad', price: { max: 9 }, sort: 'rating' }],
    ] as const;
    for (const [index, body] of cases) {
      const answer = await search(index, body);
      const tested = await search(index, { ...body, ...everywhere });
      expect(answer.meta.facets, `${index} ${JSON.stringify(body)}`).toEqual(tested.meta.facets);
      expect(answer.meta.price_stats).toEqual(tested.meta.price_stats);
      expect(answer.pagination.total_estimated).toBe(tested.pagination.total_estimated);
      expect(answer.data).toEqual(tested.data);
    }
  });

  it('count items, with statistics of their prices', async () => {
    const answer = await search('items', { q: 'burger', facets: ['price_range'], price: { max: 12 } });
    const stats = answer.meta.price_stats!;
    expect(stats.count).toBe(answer.pagination.total_estimated);
    expect(stats.max).toBeLessThanOrEqual(12);
    const order = [stats.min, stats.p25, stats.median, stats.p75, stats.max] as number[];
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const sum = answer.meta.facets!.price_range!.reduce((total, { count }) => total + count, 0);
    expect(sum).toBeLessThanOrEqual(answer.pagination.total_estimated);
  });

  it('whose statistics are those of every hit’s own price', async () => {
    const body = { q: 'salad', price: { min: 6, max: 14 } };
    const answer = await search('items', { ...body, facets: ['rating'] });
    const prices = (await everyHit('items', body)).map((hit) => hit.price!).sort((a, b) => a - b);
    expect(prices.length).toBe(answer.pagination.total_estimated);
    expect(prices.length).toBeGreaterThan(20);
    const at = (share: number) => prices[Math.floor(share * (prices.length - 1) + 0.5)];
    const average = Math.round(prices.reduce((total, price) => total + price * 100, 0) / prices.length) / 100;
    expect(answer.meta.price_stats).toEqual({
      count: prices.length,
      min: prices[0],
      p25: at(0.25),
      median: at(0.5),
      p75: at(0.75),
      max: prices.at(-1),
      average,
    });
  });
});

describe('price', () => {
  it('keeps an item priced exactly at either end of the range, and no other', async () => {
    const { data } = await search('items', { q: 'chicken', limit: 20 });
    const priced = data.find((hit) => hit.price != null)!;
    const exact = await everyHit('items', { q: 'chicken', price: { min: priced.price, max: priced.price } });
    expect(exact.map((hit) => hit.item_id)).toContain(priced.item_id);
    expect(exact.filter((hit) => hit.price !== priced.price)).toEqual([]);
  });
});

describe('dietary', () => {
  /** Words that name meat or fish, written out here rather than taken from the rule that tags dishes. */
  const MEAT_OR_FISH =
    /\b(chicken|beef|pork|bacon|ham|sausage|pepperoni|turkey|lamb|steak|fish|salmon|tuna|shrimp|crab|lobster|clams?|anchov\w*|bonito)\b/i;

  /** Dairy, egg or honey, unless the text says the plant kind ("almond milk", "peanut butter", "cream soda"). */
  const ANIMAL =
    /(?<!\b(?:almond|oat|soy|coconut|rice|peanut|vegan) )\b(cheese|milk|cream|butter|eggs?|honey)\b(?! soda)/i;

  it('a vegetarian item never names meat or fish, a vegan one no dairy, egg or honey either', async () => {
    const vegetarian = await everyHit('items', { q: '', dietary: ['vegetarian'] });
    expect(vegetarian.length).toBeGreaterThan(100);
    for (const hit of vegetarian) {
      expect(`${hit.name} ${hit.description ?? ''}`, hit.item_id).not.toMatch(MEAT_OR_FISH);
      expect(hit.dietary).toContain('vegetarian');
    }
    const vegan = await everyHit('items', { q: '', dietary: ['vegan'] });
    expect(vegan.length).toBeGreaterThan(20);
    for (const hit of vegan) {
      expect(`${hit.name} ${hit.description ?? ''}`, hit.item_id).not.toMatch(MEAT_OR_FISH);
      expect(`${hit.name} ${hit.description ?? ''}`, hit.item_id).not.toMatch(ANIMAL);
    }
  });

  it('counts each tag over all matches, the chosen tag’s siblings still counted', async () => {
    const all = await search('items', { q: 'salad', facets: ['dietary'] });
    const vegan = await search('items', { q: 'salad', dietary: ['vegan'], facets: ['dietary'] });
    expect(vegan.meta.facets!.dietary).toEqual(all.meta.facets!.dietary);
    const count = (answer: Answer, tag: string) => answer.meta.facets!.dietary!.find((f) => f.value === tag)!.count;
    expect(count(all, 'vegan')).toBe(vegan.pagination.total_estimated);
    expect(count(all, 'vegetarian')).toBeGreaterThanOrEqual(count(all, 'vegan'));
    const both = await search('items', { q: 'salad', dietary: ['vegan', 'gluten_free'] });
    expect(both.pagination.total_estimated).toBeLessThanOrEqual(vegan.pagination.total_estimated);
  });

  it('calls a restaurant vegetarian when three or more of its items are, as its record counts them', async () => {
    const answer = await search('restaurants', { q: '', state: 'TX', dietary: ['vegan'], limit: 50 });
    expect(answer.data.length).toBeGreaterThan(0);
    for (const hit of answer.data) {
      const record = (
        await app.inject({ url: `/v1/restaurants/${hit.restaurant_id}`, headers: bearer(key) })
      ).json() as {
        data: { menu_summary: { dietary: { vegan: number } } };
      };
      expect(record.data.menu_summary.dietary.vegan).toBeGreaterThanOrEqual(3);
    }
  });

  it('refuses a tag it does not know, naming the field', async () => {
    const response = await post('items', { q: 'salad', dietary: ['keto'] });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { code: string; param: string } }).error).toMatchObject({
      code: 'parameter_invalid',
    });
    expect((response.json() as { error: { param: string } }).error.param).toMatch(/^dietary/);
  });
});

describe('bad combinations', () => {
  it.each([
    [{ q: 'pizza', sort: 'distance' }, 'sort'],
    [
      { q: 'pizza', near: { latitude: 30, longitude: -97 }, within: { north: 1, south: 0, east: 1, west: 0 } },
      'within',
    ],
    [{ q: 'pizza', within: { north: 30, south: 31, east: -97, west: -98 } }, 'within'],
    [{ q: 'pizza', open_now: true, open_at: '2026-11-24T12:00:00Z' }, 'open_at'],
    [{ q: 'pizza', near: { latitude: 30, longitude: -97, radius_m: 99 } }, 'near.radius_m'],
    [{ q: 'pizza', near: { latitude: 30, longitude: -97, radius_m: 50_001 } }, 'near.radius_m'],
    [{ q: '', sort: 'rating' }, 'q'],
  ])('refuses %j naming %s', async (body, param) => {
    const response = await post('restaurants', body);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { code: string; param: string } }).error).toMatchObject({
      code: 'parameter_invalid',
      param,
    });
  });

  it('refuses an item price range whose minimum exceeds its maximum, naming price', async () => {
    const response = await post('items', { q: 'pizza', price: { min: 20, max: 10 } });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { code: string; param: string } }).error).toMatchObject({
      code: 'parameter_invalid',
      param: 'price',
    });
  });

  it('refuses an inverted price range and a radius out of range on items', async () => {
    const inverted = await post('items', { q: 'taco', price: { min: 20, max: 10 } });
    expect((inverted.json() as { error: { param: string } }).error.param).toBe('price');
    const wide = await post('items', { q: 'taco', near: { latitude: 30, longitude: -97, radius_m: 90_000 } });
    expect(wide.statusCode).toBe(400);
  });
});
