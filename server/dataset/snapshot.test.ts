/**
 * Pins what a small catalog looks like, so an accidental change to the generator (or to a data package) fails
 * loudly here instead of quietly changing ids that clients have stored. When a change is intended, review the
 * diff and update with `npx vitest run server/dataset/snapshot.test.ts -u`.
 */
import { describe, expect, it } from 'vitest';
import { createGenerator } from './generator.ts';

const generator = createGenerator({ seed: 7, scale: 0.002 });
const restaurants = generator.restaurants();

describe('the sample at seed 7, scale 0.002', () => {
  it('keeps its restaurants: ids, names, places and cuisines', () => {
    expect(
      restaurants.map((r) => `${r.id} ${r.name} | ${r.city}, ${r.state} | ${r.cuisines.join(',')}`),
    ).toMatchSnapshot();
  });

  it('keeps a few whole records and menus', () => {
    for (const index of [0, 1, 97, restaurants.length - 1]) {
      const restaurant = restaurants[index]!;
      expect({ restaurant, menu: generator.menu(restaurant) }).toMatchSnapshot(`restaurant #${index}`);
    }
  });
});
