import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../lib/csv';
import { MIN_RESTAURANTS, PAGE_LIMIT } from '../../../../rules/limits';
import {
  CSV_HEADER,
  rankingCsvRows,
  viewFromUrl,
  viewRequest,
  viewToUrl,
  wholeRankingRequests,
  type CityRankingRow,
} from './city-ranking';

const austin: CityRankingRow = {
  state: 'TX',
  city: 'Austin',
  restaurant_count: 832,
  item_count: 10_017,
  average_price: 12.29,
  median_price: 10.99,
  p90_price: 20.99,
  price_tiers: { $: 375, $$: 365, $$$: 64, $$$$: 15, unknown: 13 },
  expensive_share: 0.0968,
  location: { latitude: 30.27, longitude: -97.74 },
  price_index: 109.9,
  population: 931_830,
  restaurants_per_10k: 8.93,
  chain_share: 0.1875,
  service_mix: { quick: 0.3, full: 0.7 },
  main_median_price: 14.5,
  as_of: '2026-11-21',
};

describe('the Cities page URL', () => {
  it('round-trips every setting, and leaves the defaults out of the link', () => {
    const params = new URLSearchParams('state=tx&sort=median_price&order=asc&min=50&page=3&metric=expensive_share');
    const view = viewFromUrl(params);
    expect(view).toEqual({
      state: 'TX',
      sort: 'median_price',
      order: 'asc',
      minRestaurants: 50,
      page: 3,
      metric: 'expensive_share',
    });
    expect(viewFromUrl(viewToUrl(view))).toEqual(view);
    expect(viewToUrl(viewFromUrl(new URLSearchParams())).toString()).toBe('');
  });

  it('falls back to the defaults for values the API would refuse, so a hand-edited link still shows a ranking', () => {
    const view = viewFromUrl(new URLSearchParams('state=Texas&sort=name&order=up&min=0&page=-2'));
    expect(view).toEqual({
      state: '',
      sort: 'restaurant_count',
      order: 'desc',
      minRestaurants: 20,
      page: 1,
      metric: 'restaurant_count',
    });
  });

  it('asks with the API’s own min_restaurants by default, and never more than it takes', () => {
    const min = (text: string) => viewRequest(viewFromUrl(new URLSearchParams(text))).minRestaurants;
    expect(min('')).toBe(MIN_RESTAURANTS.default);
    expect(min(`min=${MIN_RESTAURANTS.max}`)).toBe(MIN_RESTAURANTS.max);
    expect(min(`min=${MIN_RESTAURANTS.max + 1}`)).toBe(MIN_RESTAURANTS.max);
  });

  it('asks for the page shown: page 3 of 20 is offset 40', () => {
    expect(viewRequest(viewFromUrl(new URLSearchParams('page=3')))).toMatchObject({ limit: 20, offset: 40 });
  });
});

describe('the whole-ranking CSV', () => {
  it('costs one request per largest page the API gives', () => {
    expect(wholeRankingRequests(1_661)).toBe(17);
    expect(wholeRankingRequests(PAGE_LIMIT.max)).toBe(1);
    expect(wholeRankingRequests(PAGE_LIMIT.max + 1)).toBe(2);
    expect(wholeRankingRequests(0)).toBe(1);
  });

  it('writes one ranked line per city with the expensive share as a percentage', () => {
    const csv = toCsv(CSV_HEADER, rankingCsvRows([austin, { ...austin, city: 'Waco', expensive_share: null }]));
    const [header, first, second] = csv.trim().split('\r\n');
    expect(header!.split(',').at(-4)).toBe('Expensive share (% of restaurants with a known price tier at $$$ or $$$$)');
    expect(header!.split(',').slice(-3)).toEqual([
      'Chain share (% of restaurants in chains of 5 or more locations)',
      'Restaurants per 10000 people',
      'Main-course median price (USD)',
    ]);
    expect(first).toBe('1,Austin,TX,832,10017,10.99,12.29,20.99,375,365,64,15,13,9.7,18.8,8.93,14.5');
    expect(second!.startsWith('2,Waco,TX,')).toBe(true);
    expect(second!.endsWith(',13,,18.8,8.93,14.5')).toBe(true);
  });
});
