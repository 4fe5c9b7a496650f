/** What the builder works out for every catalog: chains counted in it, service attributes, updated_at, courses. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from './build-catalog.ts';
import { filterKey } from './filter-tokens.ts';
import { makeId } from './ids.ts';
import type { CatalogRestaurant, CatalogSource } from './source.ts';
import type { ItemRow, RestaurantRow } from './table-rows.ts';

const restaurant = (n: number, fields: Partial<CatalogRestaurant>): CatalogRestaurant => ({
  id: `rst_${String(n).padStart(12, '0')}`,
  name: `Place ${n}`,
  cuisines: ['tacos'],
  priceRange: '$',
  ratingAverage: 4,
  ratingCount: 10 * n,
  street: `${n} Main St`,
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  latitude: 30.27,
  longitude: -97.74,
  phone: null,
  website: null,
  timezone: 'America/Chicago',
  hours: null,
  ...fields,
});

const restaurants = [
  restaurant(1, { name: 'Amber Fox Tacos', chain: 'Amber Fox Tacos' }),
  // The same chain however a source spells it.
  restaurant(2, { name: 'AMBER FOX TACOS', chain: 'AMBER FOX TACOS' }),
  restaurant(3, {
    service: { delivery: true, takeout: false, dineIn: null, reservations: true },
    updatedAt: '2025-06-01T12:00:00.000Z',
  }),
];

const source: CatalogSource = {
  source: 'test',
  restaurants: () => restaurants,
  menu: (r) => [
    {
      title: 'Tacos',
      items: [{ id: `itm_${r.id.slice(4)}`, name: 'Al Pastor', description: null, priceCents: 399, priceText: null }],
    },
    {
      title: 'Beverages',
      items: [{ id: `itm_${r.id.slice(5)}x`, name: 'Horchata', description: null, priceCents: 299, priceText: null }],
    },
  ],
  cuisines: () => [{ slug: 'tacos', label: 'Tacos' }],
};

let dir: string;
let db: Database.Database;
let started: number;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'menu-atlas-build-'));
  started = Date.now();
  buildCatalog(source, join(dir, 'catalog.sqlite'));
  db = new Database(join(dir, 'catalog.sqlite'), { readonly: true });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const row = (id: string) => db.prepare<[string], RestaurantRow>('SELECT * FROM restaurants WHERE id = ?').get(id)!;

describe('the catalog builder', () => {
  it("gives a chain's locations one id, from the name alone, and counts them in the catalog", () => {
    const [first, second] = [row(restaurants[0]!.id), row(restaurants[1]!.id)];
    expect(first.chain_id).toBe(makeId('chn', filterKey('Amber Fox Tacos')));
    expect(second.chain_id).toBe(first.chain_id);
    expect([first.chain_locations, second.chain_locations]).toEqual([2, 2]);
    expect(row(restaurants[2]!.id)).toMatchObject({ chain_id: null, chain_name: null, chain_locations: null });
  });

  it('stores service attributes as 1, 0 or null, and null for each when the source says none', () => {
    expect(row(restaurants[2]!.id)).toMatchObject({ delivery: 1, takeout: 0, dine_in: null, reservations: 1 });
    expect(row(restaurants[0]!.id)).toMatchObject({ delivery: null, takeout: null, dine_in: null, reservations: null });
  });

  it("keeps the source's updated_at, else writes the build's time, the same as the catalog's built_at", () => {
    expect(row(restaurants[2]!.id).updated_at).toBe('2025-06-01T12:00:00.000Z');
    const builtAt = db.prepare("SELECT value FROM meta WHERE key = 'built_at'").pluck().get() as string;
    expect(row(restaurants[0]!.id).updated_at).toBe(builtAt);
    expect(Date.parse(builtAt)).toBeGreaterThanOrEqual(started - 1000);
  });

  it('gives every item its course', () => {
    const items = db.prepare<[], ItemRow>('SELECT * FROM items ORDER BY rowid').all();
    expect(new Set(items.map((item) => `${item.name} ${item.course}`))).toEqual(
      new Set(['Al Pastor main', 'Horchata drink']),
    );
  });
});

describe('the builder’s check of promised diets', () => {
  const build = (name: string, cuisines: string[], dishes: [string, string | null][], vouched = true) => {
    const target = mkdtempSync(join(tmpdir(), 'menu-atlas-diet-'));
    const one: CatalogSource = {
      ...source,
      ...(vouched && { keepsDietPromises: true as const }),
      restaurants: () => [restaurant(1, { name, cuisines })],
      menu: (r) => [
        {
          title: 'Menu',
          items: dishes.map(([dish, description], k) => ({
            id: `itm_${r.id.slice(4)}${k}`,
            name: dish,
            description,
            priceCents: 999,
            priceText: null,
          })),
        },
      ],
    };
    try {
      buildCatalog(one, join(target, 'catalog.sqlite'));
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  };

  it('stops the build when a vegan café lists a dish that is not vegan, naming it', () => {
    expect(() =>
      build(
        'Glow Vegan Café',
        ['salads'],
        [
          ['Buddha Bowl', 'Quinoa, roasted vegetables, chickpeas, tahini'],
          ['Turkey Avocado Sandwich', 'Multigrain'],
        ],
      ),
    ).toThrow(/"Glow Vegan Café" \(vegan\) lists "Turkey Avocado Sandwich": "turkey"/);
  });

  it('leaves an imported menu as the place serves it: a real vegan café that lists a latte builds', () => {
    expect(() => build('Glow Vegan Café', ['cafe'], [['Latte', 'Espresso, steamed milk']], false)).not.toThrow();
  });

  it('stops the build when a halal cuisine lists pork or alcohol, and builds when it lists neither', () => {
    expect(() => build('Crescent Grill', ['halal'], [['Ethiopian Beer', null]])).toThrow(/\(halal\).*"beer"/);
    expect(() =>
      build(
        'Crescent Grill',
        ['halal'],
        [
          ['Chicken Over Rice', 'White sauce, hot sauce'],
          ['Root Beer', null],
        ],
      ),
    ).not.toThrow();
  });
});
