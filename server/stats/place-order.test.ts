import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../rules/us-states.ts';
import { MOST_PRICE_CENTS } from '../index/catalog-limits.ts';
import { orderPlaces } from './place-order.ts';

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('the order of dish prices’ places', () => {
  it('is by the key asked for, either way, ties by state, then city, then the place’s index', () => {
    const place = fc.record({
      state: fc.constantFrom('TX', 'CA', 'IL', 'MO', 'AK'),
      city: fc.constantFrom('Springfield', 'Austin', 'austin', 'Salina', 'Álamo', 'Zuni'),
    });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ place, items: fc.integer({ min: 1, max: 40 }), median: fc.integer({ min: 0, max: 30 }) }),
          {
            minLength: 1,
            maxLength: 60,
          },
        ),
        fc.integer(),
        fc.constantFrom('item_count', 'median_price', 'place'),
        fc.constantFrom('asc', 'desc'),
        (rows, seed, sort, order) => {
          const cities = rows.map((row) => row.place);
          // Some places kept, as dish prices keeps those with enough items.
          const places = Uint32Array.from(cities.keys()).filter((at) => ((seed >>> (at % 31)) & 1) === 1 || at === 0);
          const key = (at: number) => (sort === 'item_count' ? rows[at]!.items : rows[at]!.median);
          const prices = { places, sortValue: key };
          const alphabetical = (a: number, b: number) =>
            text(cities[a]!.state, cities[b]!.state) || text(cities[a]!.city, cities[b]!.city) || a - b;
          const expected = Array.from(places).sort((a, b) =>
            sort === 'place'
              ? (order === 'asc' ? 1 : -1) * alphabetical(a, b)
              : (order === 'asc' ? 1 : -1) * (key(a) - key(b)) || alphabetical(a, b),
          );
          expect(Array.from(orderPlaces(prices, { groupBy: 'city', sort, order }, cities))).toEqual(expected);
        },
      ),
    );
  });

  it('orders states by their code, not their name', () => {
    const places = Uint32Array.from(US_STATES.keys());
    const prices = { places, sortValue: () => 500 };
    const ordered = orderPlaces(prices, { groupBy: 'state', sort: 'median_price', order: 'desc' }, []);
    const codes = Array.from(ordered, (at) => US_STATES[at]![0]);
    expect(codes.slice(0, 3)).toEqual(['AK', 'AL', 'AR']);
    expect(codes).toEqual([...codes].sort());
  });

  it('holds the largest keys a catalog may have', () => {
    const cities = [
      { state: 'TX', city: 'Austin' },
      { state: 'TX', city: 'Dallas' },
    ];
    const places = Uint32Array.of(0, 1);
    const medians = [MOST_PRICE_CENTS, MOST_PRICE_CENTS - 1];
    const prices = { places, sortValue: (at: number) => medians[at]! };
    expect(Array.from(orderPlaces(prices, { groupBy: 'city', sort: 'median_price', order: 'desc' }, cities))).toEqual([
      0, 1,
    ]);
    expect(Array.from(orderPlaces(prices, { groupBy: 'city', sort: 'median_price', order: 'asc' }, cities))).toEqual([
      1, 0,
    ]);
  });
});
