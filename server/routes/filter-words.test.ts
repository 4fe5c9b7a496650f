/**
 * Filter words through the real app over a real catalog: each phrase narrows (or orders) the hits as its filter
 * would, is reported in interpretation.filters and never among the searched or dropped words, yields to the
 * request's own fields, and leaves a name that holds it searchable.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOpenAt, openSpan, spanOpenAt, zonedMoment, type HoursRange } from '../../rules/open-hours.ts';
import { RESTAURANT_DIETARY_MIN_MEALS } from '../../rules/limits.ts';
import { ratingScore } from '../../rules/rating-score.ts';
import { isMealSection } from '../index/meal-sections.ts';
import type { SearchIndexName } from '../search/fields.ts';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;
const NOW = new Date('2026-11-24T18:00:00Z');

beforeAll(async () => {
  fixture = await catalogFixture(0.01);
  ({ app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 1_000_000, now: () => NOW }));
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

interface Reading {
  words: string;
  filter: string;
  value: unknown;
  applied: boolean;
  reason: string | null;
}
interface Answer {
  data: {
    restaurant_id: string;
    name: string;
    price?: number | null;
    price_range: string | null;
    rating: { average: number | null; count: number };
    matched_dishes?: string[];
    address?: { city: string; state: string };
    open_now?: boolean;
    distance_m?: number;
    dietary?: string[];
  }[];
  pagination: { total_estimated: number };
  meta: {
    facets?: Record<string, { value: string; count: number }[]>;
    interpretation: {
      searched: string;
      dropped: string[];
      filters: Reading[];
      place: { city: string | null; state: string | null; applied: boolean } | null;
    };
  };
}

async function search(index: SearchIndexName, body: Record<string, unknown>): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/search/${index}`,
    headers: { ...bearer(key), 'content-type': 'application/json' },
    payload: JSON.stringify({ limit: 100, ...body }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
}

async function restaurant(id: string): Promise<{ hours: HoursRange[]; timezone: string }> {
  const response = await app.inject({ url: `/v1/restaurants/${id}`, headers: bearer(key) });
  return (response.json() as { data: { hours: HoursRange[]; timezone: string } }).data;
}

interface MenuSection {
  title: string;
  items: { name: string; dietary: string[] }[];
}

async function menu(id: string): Promise<MenuSection[]> {
  const response = await app.inject({ url: `/v1/restaurants/${id}/menu`, headers: bearer(key) });
  return (response.json() as { data: { sections: MenuSection[] } }).data.sections;
}

function expectReadOnly(answer: Answer, words: string[]) {
  const { searched, dropped } = answer.meta.interpretation;
  for (const word of words) {
    expect(searched.split(' ')).not.toContain(word);
    expect(dropped).not.toContain(word);
  }
}

describe('filter words', () => {
  it('"cheap" narrows to the $ tier, as price_range would', async () => {
    const answer = await search('restaurants', { q: 'cheap chicken' });
    expect(answer.meta.interpretation.filters).toEqual([
      { words: 'cheap', filter: 'price_range', value: ['$'], applied: true, reason: null },
    ]);
    expect(answer.data.length).toBeGreaterThan(0);
    for (const hit of answer.data) expect(hit.price_range).toBe('$');
    const explicit = await search('restaurants', { q: 'chicken', price_range: ['$'] });
    expect(answer.pagination.total_estimated).toBe(explicit.pagination.total_estimated);
    expectReadOnly(answer, ['cheap']);
  });

  it('yields to the request’s own field, reporting the words as not applied', async () => {
    const answer = await search('restaurants', { q: 'cheap chicken', price_range: ['$$$'] });
    expect(answer.meta.interpretation.filters).toEqual([
      { words: 'cheap', filter: 'price_range', value: ['$'], applied: false, reason: 'request_field' },
    ]);
    for (const hit of answer.data) expect(hit.price_range).toBe('$$$');
  });

  it('drops a price word that alone leaves nothing, saying so, and keeps what else was asked', async () => {
    // A dish some restaurants serve but none at $: "cheap" would empty the page.
    let dish: string | undefined;
    for (const word of [
      'steak',
      'sushi',
      'lobster',
      'oysters',
      'ramen',
      'pho',
      'tacos',
      'burger',
      'risotto',
      'scallops',
      'duck',
      'lamb',
    ]) {
      const { meta, pagination } = await search('restaurants', { q: word, limit: 1, facets: ['price_range'] });
      const cheap = meta.facets!.price_range!.find((bucket) => bucket.value === '$')?.count ?? 0;
      if (pagination.total_estimated > 0 && cheap === 0) {
        dish = word;
        break;
      }
    }
    expect(dish, 'a dish served only above $ in the fixture').toBeDefined();
    const answer = await search('restaurants', { q: `cheap ${dish}` });
    expect(answer.meta.interpretation.filters).toEqual([
      { words: 'cheap', filter: 'price_range', value: ['$'], applied: false, reason: 'nothing_matches' },
    ]);
    const plain = await search('restaurants', { q: dish });
    expect(answer.data.map((hit) => hit.restaurant_id)).toEqual(plain.data.map((hit) => hit.restaurant_id));
    expectReadOnly(answer, ['cheap']);
    // A diet is a requirement, not a preference: it is never dropped for want of matches.
    const vegan = await search('restaurants', { q: `vegan ${dish}`, limit: 1 });
    expect(vegan.meta.interpretation.filters[0]).toMatchObject({ filter: 'dietary', applied: true, reason: null });
  });

  it('"open now" keeps only what is open at the request’s instant, by each place’s own hours', async () => {
    const answer = await search('restaurants', { q: 'pizza open now' });
    expect(answer.meta.interpretation.filters[0]).toMatchObject({ filter: 'open_now', applied: true });
    expect(answer.data.length).toBeGreaterThan(0);
    for (const hit of answer.data) {
      const { hours, timezone } = await restaurant(hit.restaurant_id);
      expect(isOpenAt(hours, timezone, NOW)).toBe(true);
    }
    expectReadOnly(answer, ['open', 'now']);
  });

  it('"late night" keeps what is open at 23:00 tonight, local to each place', async () => {
    const answer = await search('restaurants', { q: 'late night pizza' });
    expect(answer.meta.interpretation.filters[0]).toMatchObject({ filter: 'open_at', applied: true });
    expect(answer.data.length).toBeGreaterThan(0);
    for (const hit of answer.data) {
      const { hours, timezone } = await restaurant(hit.restaurant_id);
      const tonight = { day: zonedMoment(NOW, timezone).day, minutes: 23 * 60 };
      expect(spanOpenAt(hours.map(openSpan), tonight), hit.name).toBeDefined();
    }
  });

  it('"late night" with open now ticked keeps what is open now and still at 23:00, fewer than either', async () => {
    const late = await search('restaurants', { q: 'late night pizza', limit: 100, facets: ['open_now'] });
    const both = await search('restaurants', { q: 'late night pizza', open_now: true, limit: 100 });
    expect(both.meta.interpretation.filters[0]).toMatchObject({ filter: 'open_at', applied: true });
    expect(both.pagination.total_estimated).toBeLessThanOrEqual(late.pagination.total_estimated);
    // The open-now facet of the late-night search said how many ticking open now would leave.
    const openNow = late.meta.facets!.open_now!.find((value) => value.value === 'true')?.count ?? 0;
    expect(both.pagination.total_estimated).toBe(openNow);
    for (const hit of both.data) {
      expect(hit.open_now, hit.name).toBe(true);
      const { hours, timezone } = await restaurant(hit.restaurant_id);
      const tonight = { day: zonedMoment(NOW, timezone).day, minutes: 23 * 60 };
      expect(spanOpenAt(hours.map(openSpan), tonight), hit.name).toBeDefined();
    }
  });

  it('"under $15" caps an item’s own price; restaurants, which have none, report it unapplied', async () => {
    const items = await search('items', { q: 'chicken under $15' });
    expect(items.meta.interpretation.filters).toEqual([
      { words: 'under 15', filter: 'price', value: { max: 15 }, applied: true, reason: null },
    ]);
    for (const hit of items.data) expect(hit.price).toBeLessThanOrEqual(15);
    const restaurants = await search('restaurants', { q: 'chicken under $15' });
    expect(restaurants.meta.interpretation.filters[0]).toMatchObject({
      filter: 'price',
      applied: false,
      reason: 'dishes_only',
    });
    const plain = await search('restaurants', { q: 'chicken' });
    expect(restaurants.pagination.total_estimated).toBe(plain.pagination.total_estimated);
  });

  it('"vegetarian" keeps items tagged so', async () => {
    const answer = await search('items', { q: 'vegetarian soup' });
    expect(answer.meta.interpretation.filters[0]).toMatchObject({ filter: 'dietary', value: ['vegetarian'] });
    expect(answer.data.length).toBeGreaterThan(0);
    for (const hit of answer.data) expect(hit.dietary).toContain('vegetarian');
  });

  it('"best" orders by rating unless the request chose an order', async () => {
    const best = await search('restaurants', { q: 'best burger' });
    const scores = best.data.map((hit) => ratingScore(hit.rating.average, hit.rating.count));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const chosen = await search('restaurants', { q: 'best burger', sort: 'relevance' });
    expect(chosen.meta.interpretation.filters).toEqual([
      { words: 'best', filter: 'sort', value: 'rating', applied: false, reason: 'request_field' },
    ]);
  });

  it('"best" lists the restaurants that serve the dish first, then those whose menus spell its words apart', async () => {
    const best = await search('restaurants', { q: 'best shrimp fried rice', limit: 100 });
    const serves = (hit: (typeof best.data)[number]) =>
      [hit.name, ...hit.matched_dishes!].some((name) => /shrimp fried rice/i.test(name));
    const flags = best.data.map(serves);
    expect(flags).toContain(true);
    expect(flags).toContain(false);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    for (const group of [true, false]) {
      const scores = best.data
        .filter((hit) => serves(hit) === group)
        .map((hit) => ratingScore(hit.rating.average, hit.rating.count));
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it('a filter in words with a place and only generic words browses the place ("cheap eats in austin")', async () => {
    const { city, state } = (await search('restaurants', { q: 'cheap', limit: 1 })).data[0]!.address!;
    for (const q of [`cheap eats in ${city}`, `cheap place in ${city} ${state}`]) {
      const answer = await search('restaurants', { q });
      expect(answer.meta.interpretation.place, q).toMatchObject({ city, applied: true });
      expect(answer.data.length, q).toBeGreaterThan(0);
      for (const hit of answer.data) expect(hit.address, q).toMatchObject({ city, state });
      for (const hit of answer.data) expect(hit.price_range, q).toBe('$');
    }
  });

  it('"vegan bowl" on restaurants means meals a vegan can order there, and the hits show them', async () => {
    const answer = await search('restaurants', { q: 'vegan bowl', limit: 20 });
    expect(answer.meta.interpretation.filters[0]).toMatchObject({ filter: 'dietary', applied: true });
    expect(answer.data.length).toBeGreaterThan(0);
    for (const hit of answer.data) {
      const sections = await menu(hit.restaurant_id);
      const meals = sections
        .filter((section) => isMealSection(section.title))
        .flatMap((section) => section.items.filter((item) => item.dietary.includes('vegan')).map((item) => item.name));
      // Drinks, sides and sweets do not make a vegan restaurant.
      expect(meals.length, hit.name).toBeGreaterThanOrEqual(RESTAURANT_DIETARY_MIN_MEALS);
      expect(hit.matched_dishes!.length, hit.name).toBeGreaterThan(0);
      for (const dish of hit.matched_dishes!) expect(meals, hit.name).toContain(dish);
    }
  });

  it('"near me" needs near: without it nothing is narrowed; with it every hit is within the radius', async () => {
    const without = await search('restaurants', { q: 'pizza near me' });
    expect(without.meta.interpretation.filters).toEqual([
      { words: 'near me', filter: 'near', value: null, applied: false, reason: 'needs_near' },
    ]);
    const plain = await search('restaurants', { q: 'pizza' });
    expect(without.pagination.total_estimated).toBe(plain.pagination.total_estimated);
    const near = { latitude: 40.7128, longitude: -74.006, radius_m: 20_000 };
    const within = await search('restaurants', { q: 'pizza near me', near });
    expect(within.meta.interpretation.filters[0]).toMatchObject({ filter: 'near', applied: true, value: near });
    for (const hit of within.data) expect(hit.distance_m).toBeLessThanOrEqual(20_000);
  });

  it('leaves a word that is part of a dish’s name searchable by that name', async () => {
    const vegan = await search('items', { q: 'vegan', limit: 5 });
    const named = vegan.data.find((hit) => /^vegan \w+/i.test(hit.name));
    expect(named, 'a dish named "Vegan …" in the catalog').toBeDefined();
    const answer = await search('items', { q: named!.name });
    expect(answer.meta.interpretation.filters).toEqual([]);
    expect(answer.meta.interpretation.searched.split(' ')).toContain('vegan');
    expect(answer.data[0]!.name).toBe(named!.name);
  });
});
