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
    const params = new URLSearchParams(
      'state=tx&sort=median_price&order=asc&min=50&page=3&metric=expensive_share&map=all',
    );
    const view = viewFromUrl(params);
    expect(view).toEqual({
      state: 'TX',
      sort: 'median_price',
      order: 'asc',
      minRestaurants: 50,
      page: 3,
      metric: 'expensive_share',
      everyCity: true,
    });
    expect(viewFromUrl(viewToUrl(view))).toEqual(view);
    expect(viewToUrl(viewFromUrl(new URLSearchParams())).toString()).toBe('');
  });

  it('falls back to the defaults for values the API would refuse, so a hand-edited link still shows a ranking', () => {
    const view = viewFromUrl(new URLSearchParams('state=Texas&sort=name&order=up&min=0&page=-2&map=some'));
    expect(view).toEqual({
      state: '',
      sort: 'restaurant_count',
      order: 'desc',
      minRestaurants: 20,
      page: 1,
      metric: 'restaurant_count',
      everyCity: false,
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

  it('writes one line per city in the ranking’s order: the API’s field names and values, shares as fractions', () => {
    const csv = toCsv(CSV_HEADER, rankingCsvRows([austin, { ...austin, city: 'Waco', expensive_share: null }]));
    const [header, first, second] = csv.trim().split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 3)).toEqual(['state', 'city', 'restaurant_count']);
    const at = (line: string, field: string) => line.split(',')[columns.indexOf(field)];
    expect(at(first!, 'city')).toBe('Austin');
    expect(at(first!, 'price_tiers.$$')).toBe(String(austin.price_tiers.$$));
    expect(at(first!, 'expensive_share')).toBe(String(austin.expensive_share));
    expect(at(first!, 'chain_share')).toBe(String(austin.chain_share));
    expect(at(first!, 'service_mix.quick')).toBe(String(austin.service_mix.quick));
    expect(at(second!, 'city')).toBe('Waco');
    expect(at(second!, 'expensive_share')).toBe('');
  });
});
