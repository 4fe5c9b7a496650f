import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture, type CatalogFixture } from '../../test-support/catalog-fixture.ts';
import { searchRestaurants } from '../../test-support/catalog-calls.ts';
import type { CatalogSource, GeneratedRestaurant } from '../../index/source.ts';

/** Ten restaurants of which only the first has a menu: an import of places without menus looks like this. */
const restaurants: GeneratedRestaurant[] = Array.from({ length: 10 }, (_, i) => ({
  id: `rst_${String(i + 1).padStart(12, '0')}`,
  name: `Place ${i + 1}`,
  cuisines: ['pizza'],
  priceRange: '$$',
  ratingAverage: 4,
  ratingCount: 10 + i,
  street: `${i + 1} Main St`,
  city: 'Denver',
  state: 'CO',
  postalCode: '80202',
  latitude: 39.74,
  longitude: -104.99,
  phone: null,
  website: null,
  timezone: 'America/Denver',
  hours: [],
}));
const source: CatalogSource = {
  source: 'restaurants without menus',
  restaurants: () => restaurants,
  menu: (restaurant) =>
    restaurant === restaurants[0]
      ? [{ title: 'Menu', items: [{ id: 'itm_1', name: 'Pie', description: null, priceCents: 900, priceText: null }] }]
      : [],
  cuisines: () => [],
};

let fixture: CatalogFixture;
beforeAll(async () => (fixture = await catalogFixture(source)));
afterAll(() => fixture.cleanup());

describe('a discovery search in a catalog with more restaurants than items', () => {
  it('finds, counts and sorts every restaurant', async () => {
    const browse = await searchRestaurants(fixture.catalog, { q: '', state: 'CO', sort: 'review_count' });
    expect(browse.total).toBe(10);
    expect(browse.hits.map((hit) => hit.name)).toEqual(restaurants.map((r) => r.name).reverse());
  });

  it('ranks every restaurant its words match among the hits', async () => {
    const found = await searchRestaurants(fixture.catalog, { q: 'place', min_rating: 3.5, facets: ['city'] });
    expect(found.total).toBe(10);
    expect(found.hits).toHaveLength(10);
    expect(found.facets).toEqual({ city: [{ value: 'Denver, CO', count: 10 }] });
  });
});
