import { describe, expect, it } from 'vitest';
import { FORMER_ROWID_SPACE, highRowidMenus } from '../test-support/high-rowid-menus.ts';
import { pricesByPlace } from './dish-prices.ts';

const { connection, early, austin, houston, salina } = highRowidMenus();

describe('dish prices over items past the rowids a sort once had room for', () => {
  const hits = Uint32Array.from([early, ...austin, ...houston, ...salina]);
  const byPlace = (groupBy: 'city' | 'state', chosen: Uint8Array | null = null) =>
    pricesByPlace(connection.attributes, hits, { groupBy, minItems: 1 }, chosen, connection.scratch);

  it('summarises each city from its own priced items', () => {
    expect(salina[0]).toBeGreaterThan(FORMER_ROWID_SPACE);
    expect(byPlace('city')).toEqual([
      {
        state: 'AL',
        city: 'Filler',
        item_count: 1,
        restaurant_count: 1,
        min: 7,
        p25: 7,
        median: 7,
        p75: 7,
        max: 7,
        average: 7,
      },
      {
        state: 'TX',
        city: 'Austin',
        item_count: 3,
        restaurant_count: 1,
        min: 4.5,
        p25: 12.99,
        median: 12.99,
        p75: 25.99,
        max: 25.99,
        average: 14.49,
      },
      {
        state: 'TX',
        city: 'Houston',
        item_count: 2,
        restaurant_count: 1,
        min: 8.99,
        p25: 8.99,
        median: 10.99,
        p75: 10.99,
        max: 10.99,
        average: 9.99,
      },
      {
        state: 'KS',
        city: 'Salina',
        item_count: 3,
        restaurant_count: 1,
        min: 9.99,
        p25: 15.99,
        median: 15.99,
        p75: 21,
        max: 21,
        average: 15.66,
      },
    ]);
  });

  it('summarises each state, and only the cities chosen', () => {
    const texas = byPlace('state').find((row) => row.state === 'TX');
    expect(texas).toMatchObject({ item_count: 5, restaurant_count: 2, min: 4.5, median: 10.99, max: 25.99 });
    const chosen = new Uint8Array(connection.attributes.cities.length);
    chosen[connection.attributes.cities.findIndex(({ city }) => city === 'Salina')] = 1;
    expect(byPlace('city', chosen).map((row) => row.city)).toEqual(['Salina']);
  });
});
