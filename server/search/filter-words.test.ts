import { describe, expect, it } from 'vitest';
import { readFilterWords, type NameStatistics } from './filter-words.ts';
import type { SearchRequest } from './request.ts';

const request = (text: string, overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  index: 'restaurants',
  text,
  filters: {},
  sort: text === '' ? 'rating' : 'relevance',
  sortChosen: false,
  facets: [],
  page: { limit: 20, offset: 0 },
  now: Date.parse('2026-11-24T18:00:00Z'),
  ...overrides,
});
/** Names of the index, as word lists: what `namesWith` looks phrases up in. */
const namesOf = (...names: string[]): NameStatistics => ({
  namesWith: (phrase, atMost) =>
    Math.min(atMost, names.filter((name) => ` ${name} `.includes(` ${phrase.join(' ')} `)).length),
});
const NO_NAMES = namesOf();

describe('readFilterWords', () => {
  it('takes each filter phrase out of the words and applies it, reporting it', () => {
    const { request: planned, readings } = readFilterWords(request('cheap thai open now gluten-free'), NO_NAMES);
    expect(planned.text).toBe('thai');
    expect(planned.filters).toEqual({ price_range: ['$'], open_now: true, dietary: ['gluten_free'] });
    expect(readings).toEqual([
      { words: 'cheap', filter: 'price_range', value: ['$'], applied: true, reason: null },
      { words: 'open now', filter: 'open_now', value: true, applied: true, reason: null },
      { words: 'gluten free', filter: 'dietary', value: ['gluten_free'], applied: true, reason: null },
    ]);
  });

  it('reads a price ceiling for items, and reports it unapplied for restaurants, which have no price', () => {
    const items = readFilterWords(request('burger under $12', { index: 'items' }), NO_NAMES);
    expect(items.request).toMatchObject({ text: 'burger', filters: { price: { max: 12 } } });
    const restaurants = readFilterWords(request('burger below 12 dollars'), NO_NAMES);
    expect(restaurants.request.filters).toEqual({});
    expect(restaurants.readings).toEqual([
      { words: 'below 12 dollars', filter: 'price', value: { max: 12 }, applied: false, reason: 'dishes_only' },
    ]);
    expect(restaurants.request.text).toBe('burger');
  });

  it('lets a filter the request sets itself win, and a chosen sort stand', () => {
    const { request: planned, readings } = readFilterWords(
      request('best cheap tacos', { filters: { price_range: ['$$'] }, sort: 'review_count', sortChosen: true }),
      NO_NAMES,
    );
    expect(planned).toMatchObject({ text: 'tacos', filters: { price_range: ['$$'] }, sort: 'review_count' });
    expect(readings.map(({ words, applied }) => [words, applied])).toEqual([
      ['best', false],
      ['cheap', false],
    ]);
  });

  it('sorts by rating for "best", and browses by rating when nothing else is left', () => {
    expect(readFilterWords(request('top-rated sushi'), NO_NAMES).request).toMatchObject({
      text: 'sushi',
      sort: 'rating',
    });
    expect(readFilterWords(request('cheap'), NO_NAMES).request).toMatchObject({ text: '', sort: 'rating' });
  });

  it('needs a position for "near me": unapplied without near, applied with it', () => {
    expect(readFilterWords(request('pizza near me'), NO_NAMES).readings).toEqual([
      { words: 'near me', filter: 'near', value: null, applied: false, reason: 'needs_near' },
    ]);
    const near = { latitude: 30.27, longitude: -97.74, radius_m: 2000 };
    expect(readFilterWords(request('pizza nearby', { filters: { near } }), NO_NAMES).readings).toEqual([
      { words: 'nearby', filter: 'near', value: near, applied: true, reason: null },
    ]);
  });

  it('reports the filters it is told to relax as not applied, for want of matches, and leaves the rest', () => {
    const { request: relaxed, readings } = readFilterWords(
      request('cheap vegan sushi under 20'),
      NO_NAMES,
      new Set(['price_range']),
    );
    expect(relaxed.filters).toEqual({ dietary: ['vegan'] });
    expect(relaxed.text).toBe('sushi');
    expect(readings.map(({ filter, applied, reason }) => [filter, applied, reason])).toEqual([
      ['price_range', false, 'nothing_matches'],
      ['dietary', true, null],
      ['price', false, 'dishes_only'],
    ]);
  });

  it('asks for 23:00 tonight, local to each restaurant, for "late night" and "open late"', () => {
    for (const text of ['late night tacos', 'tacos open late']) {
      const { request: planned, readings } = readFilterWords(request(text), NO_NAMES);
      expect(planned).toMatchObject({ text: 'tacos', openLocalMinute: 23 * 60 });
      expect(readings[0]).toMatchObject({ filter: 'open_at', applied: true });
    }
  });

  it('searches a word that is part of a name as a word', () => {
    const names = namesOf('cheap charlie s', 'vegan kitchen');
    expect(readFilterWords(request('cheap charlie s'), names)).toMatchObject({
      request: { text: 'cheap charlie s', filters: {} },
      readings: [],
    });
    expect(readFilterWords(request('vegan'), names).readings).toEqual([]);
    // "best" orders and excludes nothing: it is taken even beside a name.
    expect(readFilterWords(request('best charlie s'), namesOf('best charlie s')).request.sort).toBe('rating');
  });

  it('leaves words that only look like a phrase alone', () => {
    for (const text of ['open kitchen', 'late harvest', 'under the sea', 'top sirloin', 'near austin']) {
      expect(readFilterWords(request(text), NO_NAMES)).toMatchObject({ request: { text }, readings: [] });
    }
  });
});
