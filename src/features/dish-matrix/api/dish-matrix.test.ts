import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../lib/csv';
import { CSV_HEADER, csvRows, fromFewItems, parseDishes, viewFromUrl, viewToUrl } from './dish-matrix';

describe('the heatmap page URL', () => {
  it('round-trips dishes, cities and the figure shown, and keeps at most 10 dishes and 20 cities', () => {
    const view = viewFromUrl(
      new URLSearchParams('dishes=Pizza, burrito,,pizza&cities=TX/Austin,CO/Denver&show=penetration'),
    );
    expect(view).toEqual({
      dishes: ['pizza', 'burrito'],
      cities: [
        { state: 'TX', city: 'Austin' },
        { state: 'CO', city: 'Denver' },
      ],
      figure: 'penetration',
    });
    expect(viewFromUrl(viewToUrl(view))).toEqual(view);
    expect(parseDishes(Array.from({ length: 12 }, (_, i) => `dish ${i}`).join(','))).toHaveLength(10);
    const cities = Array.from({ length: 25 }, (_, i) => `TX/Town ${i}`).join(',');
    expect(viewFromUrl(new URLSearchParams({ cities })).cities).toHaveLength(20);
    expect(viewFromUrl(new URLSearchParams('show=nonsense')).figure).toBe('median');
  });
});

describe('the heatmap CSV', () => {
  it("has the API's field names, numbers as numbers, and state and city on every row", () => {
    const cell = {
      q: 'pizza',
      state: 'TX',
      city: 'Austin',
      item_count: 40,
      restaurant_count: 12,
      median: 13.5,
      penetration: 0.1442,
      price_index: 104.2,
    };
    const empty = {
      ...cell,
      city: 'Waco',
      item_count: 0,
      restaurant_count: 0,
      median: null,
      penetration: 0,
      price_index: null,
    };
    expect(toCsv(CSV_HEADER, csvRows([cell, empty])).split('\r\n')).toEqual([
      'q,state,city,item_count,restaurant_count,median,penetration,price_index',
      'pizza,TX,Austin,40,12,13.5,0.1442,104.2',
      'pizza,TX,Waco,0,0,,0,',
      '',
    ]);
  });
});

describe('a heatmap cell from few items', () => {
  it('is flagged under 30 priced items, but not when it has none (that is "—") or 30 and more', () => {
    expect([0, 1, 29, 30, 400].map((item_count) => fromFewItems({ item_count }))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});
