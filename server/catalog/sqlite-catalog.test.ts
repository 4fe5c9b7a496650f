/**
 * Search semantics over a small hand-made dataset, where every expected answer is known exactly.
 */
import { copyFileSync, renameSync } from 'node:fs';
import { catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import type { Catalog } from './catalog.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogSource, GeneratedRestaurant, GeneratedSection } from '../index/source.ts';
import { CatalogUnavailableError, SearchAbandonedError } from './catalog.ts';
import { fileIdentity } from './lifecycle/file-identity.ts';
import { CANDIDATES } from './query/fts.ts';
import { SqliteCatalog } from './sqlite-catalog.ts';
import {
  cityStats,
  menuRecord,
  restaurantRecord,
  searchItems,
  searchRestaurants,
  topCuisines,
} from '../test-support/catalog-calls.ts';

const id = (prefix: string, n: number) => `${prefix}_${String(n).padStart(12, '0')}`;

function restaurant(
  n: number,
  name: string,
  city: string,
  state: string,
  cuisines: string[],
  rating: number,
): GeneratedRestaurant {
  return {
    id: id('rst', n),
    name,
    cuisines,
    priceRange: '$$',
    ratingAverage: rating,
    ratingCount: 100,
    street: `${n} Main St`,
    city,
    state,
    postalCode: '78701',
    latitude: 30,
    longitude: -97,
    phone: null,
    website: null,
    timezone: 'America/Chicago',
    hours: [{ day: 'monday', open: '11:00', close: '22:00', overnight: false }],
  };
}

const named: GeneratedRestaurant[] = [
  restaurant(1, 'Café Olé', 'Austin', 'TX', ['cafe', 'coffee'], 4.5),
  restaurant(2, 'Austin Taco House', 'Austin', 'TX', ['tex-mex', 'mexican'], 4.8),
  restaurant(3, 'Taco Stand', 'San Antonio', 'TX', ['tacos', 'mexican'], 3.9),
  restaurant(4, 'Golden Dragon', 'Austin', 'MN', ['chinese'], 4.1),
  restaurant(5, 'Chicken Shack', 'Tulsa', 'OK', ['chicken', 'american'], 4.0),
];
/** Enough pizza places that a search has more matches than the candidate list holds. */
const pizzerias = Array.from({ length: CANDIDATES + 500 }, (_, i) =>
  restaurant(
    100 + i,
    `Pizzeria ${i}`,
    i % 2 ? 'Chicago' : 'New York City',
    i % 2 ? 'IL' : 'NY',
    ['pizza'],
    3 + (i % 20) / 10,
  ),
);

const menus: Record<string, GeneratedSection[]> = {
  [id('rst', 1)]: [
    {
      title: 'Coffee',
      items: [
        { id: id('itm', 1), name: 'Café au lait', description: 'Steamed milk', priceCents: 450, priceText: null },
      ],
    },
    {
      title: 'Pastries',
      items: [{ id: id('itm', 2), name: 'Croissant', description: null, priceCents: null, priceText: 'Market price' }],
    },
  ],
  [id('rst', 2)]: [
    {
      title: 'Tacos',
      items: [
        {
          id: id('itm', 3),
          name: 'Chicken Taco',
          description: 'Grilled chicken, salsa verde',
          priceCents: 399,
          priceText: null,
        },
        { id: id('itm', 4), name: 'Brisket Taco', description: 'Smoked brisket', priceCents: 499, priceText: null },
      ],
    },
  ],
};

const fixedGenerator: CatalogSource = {
  source: 'hand-made restaurants',
  restaurants: () => [...named, ...pizzerias],
  menu: (r) =>
    menus[r.id] ?? [
      {
        title: 'Mains',
        items: [
          { id: `itm_${r.id.slice(4)}`, name: 'Cheese Pizza', description: null, priceCents: 1200, priceText: null },
        ],
      },
    ],
  cuisines: () => [],
};

let fixture: CatalogFixture;
let path: string;
let catalog: Catalog;
const page = { limit: 20, offset: 0 };

beforeAll(async () => {
  fixture = await catalogFixture(fixedGenerator);
  ({ path, catalog } = fixture);
});
afterAll(() => fixture.cleanup());

const names = async (q: string, filters: Partial<{ city: string; state: string; cuisine: string }> = {}) =>
  (await searchRestaurants(catalog, { q, ...filters, ...page })).hits.map((hit) => hit.name);

describe('restaurant search', () => {
  it('folds diacritics: cafe finds Café', async () => {
    expect(await names('cafe ole')).toEqual(['Café Olé']);
  });

  it('ranks matches of every word first and matches the last one as a prefix', async () => {
    expect(await names('taco hou')).toEqual(['Austin Taco House']);
    expect(await names('taco house austin')).toEqual(['Austin Taco House']);
    const some = await searchRestaurants(catalog, { q: 'taco pizzeria', ...page });
    // Nothing holds both: the commoner word is left out, and the rarer one still finds its restaurants.
    expect(some.interpretation.dropped).toEqual(['pizzeria']);
    expect(some.hits.map((hit) => hit.name).sort()).toEqual(['Austin Taco House', 'Taco Stand']);
  });

  it('searches cuisine labels and places as words', async () => {
    expect(await names('tex mex')).toEqual(['Austin Taco House']);
    expect(await names('tulsa')).toEqual(['Chicken Shack']);
  });

  it('applies city, state and cuisine filters exactly', async () => {
    expect((await names('a', { city: 'austin' })).sort()).toEqual(['Austin Taco House', 'Café Olé', 'Golden Dragon']);
    expect((await names('a', { city: 'AUSTIN', state: 'TX' })).sort()).toEqual(['Austin Taco House', 'Café Olé']);
    expect(await names('taco', { cuisine: 'tacos' })).toEqual(['Taco Stand']);
    expect(await names('taco', { state: 'OK' })).toEqual([]);
  });

  it('treats query syntax as plain words', async () => {
    for (const q of ['"taco', 'taco*', 'name:taco', '(taco', 'taco -house', 'taco AND', 'NEAR(taco house)', 'OR']) {
      await expect(searchRestaurants(catalog, { q, ...page })).resolves.toBeDefined();
    }
    expect(await names('🌮')).toEqual([]);
  });

  it('ranks a match in the name above a match in the address', async () => {
    const hits = await names('austin');
    expect(hits[0]).toBe('Austin Taco House');
    expect(hits).toContain('Café Olé');
  });

  it('ranks equally relevant matches by rating', async () => {
    const { hits } = await searchRestaurants(catalog, { q: 'pizzeria', limit: 100, offset: 0 });
    const ratings = hits.map((hit) => hit.rating.average!);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings[0]).toBe(4.9);
  });

  it('counts exactly below the candidate cap and estimates above it', async () => {
    const few = await searchRestaurants(catalog, { q: 'taco', ...page });
    expect(few).toMatchObject({ total: 2, totalIsExact: true });
    const many = await searchRestaurants(catalog, { q: 'pizzeria', ...page });
    expect(many.totalIsExact).toBe(false);
    expect(many.total).toBeGreaterThanOrEqual(CANDIDATES);
  });

  it('pages through the first 1,000 results without duplicates or gaps', async () => {
    const pages = async (limit: number) => {
      const ids: string[] = [];
      for (let offset = 0; offset < 1000; offset += limit) {
        const result = await searchRestaurants(catalog, { q: 'pizzeria', limit, offset });
        ids.push(...result.hits.map((hit) => hit.restaurant_id));
      }
      return ids;
    };
    const byHundred = await pages(100);
    expect(new Set(byHundred).size).toBe(1000);
    expect(await pages(40)).toEqual(byHundred);
  });
});

describe('item search', () => {
  it('finds dishes with their restaurant, section and city', async () => {
    const { hits } = await searchItems(catalog, { q: 'chicken tac', ...page });
    expect(hits.slice(0, 1)).toEqual([
      {
        item_id: id('itm', 3),
        restaurant_id: id('rst', 2),
        restaurant_name: 'Austin Taco House',
        section: 'Tacos',
        name: 'Chicken Taco',
        description: 'Grilled chicken, salsa verde',
        price: 3.99,
        price_text: null,
        dietary: ['gluten_free'],
        course: 'main',
        currency: 'USD',
        city: 'Austin',
        state: 'TX',
        price_range: '$$',
        rating: { average: 4.8, count: 100 },
        location: { latitude: 30, longitude: -97 },
      },
    ]);
  });

  it('restricts to one restaurant', async () => {
    const inOne = await searchItems(catalog, { q: 'taco', restaurantId: id('rst', 2), ...page });
    expect(inOne.hits.map((hit) => hit.name).sort()).toEqual(['Brisket Taco', 'Chicken Taco']);
    expect((await searchItems(catalog, { q: 'taco', restaurantId: id('rst', 1), ...page })).hits).toEqual([]);
    expect((await searchItems(catalog, { q: 'taco', restaurantId: id('rst', 99999), ...page })).total).toBe(0);
  });

  it('matches descriptions too', async () => {
    expect((await searchItems(catalog, { q: 'steamed', ...page })).hits.map((hit) => hit.name)).toEqual([
      'Café au lait',
    ]);
  });
});

describe('lookups', () => {
  it('returns the restaurant record of the contract', async () => {
    const record = await restaurantRecord(catalog, id('rst', 2));
    expect(record).toMatchObject({
      restaurant_id: id('rst', 2),
      cuisines: ['tex-mex', 'mexican'],
      address: { city: 'Austin', state: 'TX', country: 'US', formatted: '2 Main St, Austin, TX 78701' },
      menu_summary: { section_count: 1, item_count: 2, median_price: 4.49 },
    });
    expect(await restaurantRecord(catalog, id('rst', 99999))).toBeUndefined();
  });

  it('returns the menu in sections, in menu order, with prices or price text', async () => {
    expect(await menuRecord(catalog, id('rst', 1))).toEqual({
      restaurant_id: id('rst', 1),
      currency: 'USD',
      sections: [
        {
          title: 'Coffee',
          items: [
            {
              item_id: id('itm', 1),
              name: 'Café au lait',
              description: 'Steamed milk',
              price: 4.5,
              price_text: null,
              dietary: ['vegetarian', 'gluten_free'],
              course: 'drink',
            },
          ],
        },
        {
          title: 'Pastries',
          items: [
            {
              item_id: id('itm', 2),
              name: 'Croissant',
              description: null,
              price: null,
              price_text: 'Market price',
              dietary: ['vegetarian'],
              course: 'dessert',
            },
          ],
        },
      ],
    });
  });

  it('computes city statistics and matches the city case-insensitively', async () => {
    const stats = await cityStats(catalog, 'tx', 'AUSTIN');
    expect(stats).toMatchObject({ state: 'TX', city: 'Austin', restaurant_count: 2, item_count: 4 });
    expect(stats?.price_percentiles.p50).toBe(4.5);
    expect(stats?.top_cuisines[0]).toEqual({ cuisine: 'cafe', restaurant_count: 1, share: 0.5 });
    expect(await cityStats(catalog, 'TX', 'Atlantis')).toBeUndefined();
  });

  it('ranks cuisines nationally and per state', async () => {
    const national = await topCuisines(catalog, { limit: 1, offset: 0 });
    expect(national.cuisines).toEqual([
      { cuisine: 'pizza', restaurant_count: pizzerias.length, share: expect.any(Number) },
    ]);
    const texas = await topCuisines(catalog, { state: 'TX', limit: 20, offset: 0 });
    expect(texas.cuisines[0]).toEqual({ cuisine: 'mexican', restaurant_count: 2, share: 0.6667 });
  });
});

describe('availability', () => {
  it('fails as unavailable while the file is gone and recovers when it is back', async () => {
    const moved = `${path}.away`;
    renameSync(path, moved);
    await expect(catalog.ping()).rejects.toBeInstanceOf(CatalogUnavailableError);
    await expect(restaurantRecord(catalog, id('rst', 1))).rejects.toBeInstanceOf(CatalogUnavailableError);
    renameSync(moved, path);
    await expect(catalog.ping()).resolves.toBeGreaterThanOrEqual(0);
    expect((await restaurantRecord(catalog, id('rst', 1)))?.name).toBe('Café Olé');
  });

  it('pinned, keeps the file it opened when it is moved away, and refuses to open another one in its place', async () => {
    const pinned = new SqliteCatalog(path, { pinned: fileIdentity(path) });
    const late = new SqliteCatalog(path, { pinned: fileIdentity(path) });
    const moved = `${path}.away`;
    const name = async (catalog: Catalog) => (await restaurantRecord(catalog, id('rst', 1)))?.name;
    try {
      expect(await name(pinned)).toBe('Café Olé');
      renameSync(path, moved);
      copyFileSync(moved, path);
      // The connection stays with the file it opened; a catalog that had not opened it yet finds another file there.
      expect(await name(pinned)).toBe('Café Olé');
      await expect(late.ping()).rejects.toThrow(/is no longer the file that was verified and opened/);
    } finally {
      pinned.close();
      late.close();
      renameSync(moved, path);
    }
  });

  it('skips a search whose caller has already given up, and runs it while the caller still waits', async () => {
    const gone = AbortSignal.abort();
    await expect(
      searchRestaurants(catalog, { q: 'cafe', limit: 5, offset: 0 }, { signal: gone }),
    ).rejects.toBeInstanceOf(SearchAbandonedError);
    await expect(searchItems(catalog, { q: 'taco', limit: 5, offset: 0 }, { signal: gone })).rejects.toBeInstanceOf(
      SearchAbandonedError,
    );
    const waiting = new AbortController().signal;
    const found = await searchRestaurants(catalog, { q: 'cafe', limit: 5, offset: 0 }, { signal: waiting });
    expect(found.hits[0]?.name).toBe('Café Olé');
  });
});
