import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../lib/csv';
import { CSV_HEADER, csvRequestCount, csvRows, placeRows, resultTitle, type DishPricesRow } from './dish-prices';
import { queryFromUrl } from './dish-prices-url';
import { PAGE_LIMIT } from '../../../../rules/limits';

const row = (state: string, city: string | null, median: number): DishPricesRow => ({
  state,
  city,
  item_count: 12,
  restaurant_count: 4,
  min: median - 4,
  p25: median - 1,
  median,
  p75: median + 1.5,
  max: median + 6,
  average: median + 0.25,
  location: { latitude: 30.27, longitude: -97.74 },
  penetration: 0.04,
  price_index: 100,
});

describe('placeRows', () => {
  it('labels cities "City, ST" and states by name, in the API’s order', () => {
    const rows = placeRows([row('TX', 'Austin', 12.5), row('CO', null, 14)], []);
    expect(rows.map((r) => r.label)).toEqual(['Austin, TX', 'Colorado']);
  });

  it('lists a compared city the API left out (too few items) last, with no figures, under the name asked for', () => {
    const rows = placeRows(
      [row('CO', 'Denver', 14)],
      [
        { state: 'TX', city: 'Austin' },
        { state: 'CO', city: 'denver' },
      ],
    );
    expect(rows.map((r) => [r.label, r.figures?.median ?? null])).toEqual([
      ['Denver, CO', 14],
      ['Austin, TX', null],
    ]);
  });
});

describe('the CSV of places', () => {
  it('has one line per place with every figure, and an empty line of figures for too few items', () => {
    const rows = placeRows([row('TX', 'Austin', 12.5)], [{ state: 'OR', city: 'Portland' }]);
    expect(toCsv(CSV_HEADER, csvRows(rows)).split('\r\n')).toEqual([
      'state,city,item_count,restaurant_count,min,p25,median,p75,max,average,penetration,price_index',
      'TX,Austin,12,4,8.5,11.5,12.5,14,18.5,12.75,0.04,100',
      'OR,Portland,,,,,,,,,,',
      '',
    ]);
  });

  it('costs nothing more when every place is on screen, else one request per hundred places', () => {
    expect(csvRequestCount(18, 18)).toBe(0);
    expect(csvRequestCount(1774, 20)).toBe(18);
    expect(csvRequestCount(PAGE_LIMIT.max, 0)).toBe(1);
    expect(csvRequestCount(PAGE_LIMIT.max + 1, 0)).toBe(2);
  });

  it('is named after the question', () => {
    expect(resultTitle(queryFromUrl(new URLSearchParams('q=burrito&state=TX')))).toBe(
      'burrito prices in Texas by city',
    );
    expect(resultTitle(queryFromUrl(new URLSearchParams('q=burrito&cities=TX/Austin,CO/Denver')))).toBe(
      'burrito prices in 2 compared cities',
    );
  });
});
