import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCatalog } from './build-catalog.ts';
import {
  CatalogRefusedError,
  MOST_BLOB_BYTES,
  MOST_CUISINES,
  MOST_PRICE_CENTS,
  MOST_SORT_KEY,
  MOST_ROWS,
  MOST_TIME_ZONES,
  checkItem,
  checkRestaurants,
} from './catalog-limits.ts';
import type { CatalogSource, GeneratedRestaurant, GeneratedSection } from './source.ts';

const restaurant = (n: number, rest: Partial<GeneratedRestaurant> = {}): GeneratedRestaurant => ({
  id: `rst_${String(n).padStart(12, '0')}`,
  name: `Place ${n}`,
  cuisines: ['pizza'],
  priceRange: '$$',
  ratingAverage: 4,
  ratingCount: 10,
  street: '1 Main St',
  city: 'Salina',
  state: 'KS',
  postalCode: '67401',
  latitude: 38.8,
  longitude: -97.6,
  phone: null,
  website: null,
  timezone: 'America/Chicago',
  hours: [],
  ...rest,
});

const menu = (priceCents: number | null): GeneratedSection[] => [
  { title: 'Menu', items: [{ id: 'itm_000000000001', name: 'Pie', description: null, priceCents, priceText: null }] },
];

const source = (restaurants: GeneratedRestaurant[], priceCents: number | null = 900): CatalogSource => ({
  source: 'limits test',
  restaurants: () => restaurants,
  menu: () => menu(priceCents),
  cuisines: () => [],
});

const dir = mkdtempSync(join(tmpdir(), 'catalog-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds `from`, and answers the one line it was refused with (and that it left no file behind). */
function refusal(from: CatalogSource): string {
  const path = join(dir, 'catalog.sqlite');
  let message = '';
  try {
    buildCatalog(from, path);
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogRefusedError);
    message = (error as Error).message;
  }
  expect(existsSync(path)).toBe(false);
  expect(readdirSync(dir)).toEqual([]);
  expect(message).not.toContain('\n');
  return message;
}

describe('the builder', () => {
  it('refuses more cuisines or time zones than a byte numbers', () => {
    const cuisines = Array.from({ length: MOST_CUISINES + 1 }, (_, n) => restaurant(n + 1, { cuisines: [`c${n}`] }));
    expect(refusal(source(cuisines))).toBe(`the catalog cannot be served: 257 cuisines, at most ${MOST_CUISINES}`);
    const zones = Array.from({ length: MOST_TIME_ZONES + 1 }, (_, n) => restaurant(n + 1, { timezone: `Zone/${n}` }));
    expect(refusal(source(zones))).toBe(`the catalog cannot be served: 257 time zones, at most ${MOST_TIME_ZONES}`);
  });

  it('refuses a review count, a rating or a price that the sorts and the attributes cannot hold', () => {
    expect(refusal(source([restaurant(1, { ratingCount: MOST_SORT_KEY + 1 })]))).toMatch(
      /rst_000000000001 has .* reviews/,
    );
    expect(refusal(source([restaurant(1, { ratingAverage: 5.5 })]))).toMatch(/rated 5.5, outside 0..5/);
    expect(refusal(source([restaurant(1)], MOST_PRICE_CENTS + 1))).toMatch(/itm_000000000001 costs .* cents/);
    expect(refusal(source([restaurant(1)], -100))).toMatch(/costs -100 cents/);
  });

  it('builds a catalog at every limit', () => {
    const path = join(dir, 'at-the-limits.sqlite');
    const restaurants = Array.from({ length: MOST_CUISINES }, (_, n) =>
      restaurant(n + 1, { cuisines: [`c${n}`], timezone: `Zone/${n}`, ratingAverage: 5, ratingCount: MOST_SORT_KEY }),
    );
    buildCatalog(source(restaurants, MOST_PRICE_CENTS), path);
    const db = new Database(path, { readonly: true });
    expect(db.prepare('SELECT max(price_cents) FROM items').pluck().get()).toBe(MOST_PRICE_CENTS);
    db.close();
    rmSync(path);
    rmSync(`${path}.sha256`);
  });
});

describe('the limits', () => {
  it('refuse more rows than a rowid has room for, and no fewer', () => {
    expect(() => checkRestaurants(new Array<GeneratedRestaurant>(MOST_ROWS + 1))).toThrow(
      'the catalog cannot be served: 33,554,432 restaurants, at most 33,554,431',
    );
    expect(() => checkItem(MOST_ROWS, 'itm_last', MOST_PRICE_CENTS)).not.toThrow();
    expect(() => checkItem(MOST_ROWS + 1, 'itm_past', 100)).toThrow('more than 33,554,431 menu items');
  });

  it('let every match of a word be read as one JSON text, and every attribute be one blob', () => {
    // Eight digits and a comma per rowid, the widest a rowid can be.
    expect(String(MOST_ROWS).length).toBe(8);
    expect(MOST_ROWS * 9 + 1).toBeLessThanOrEqual(MOST_BLOB_BYTES);
    // The widest attribute: a float per restaurant.
    expect((MOST_ROWS + 1) * 8).toBeLessThanOrEqual(MOST_BLOB_BYTES);
    // And better-sqlite3 holds SQLite's strings and blobs to that length: a blob one byte longer is refused.
    const db = new Database(':memory:');
    const length = db.prepare<[number], number>('SELECT length(zeroblob(?))').pluck();
    expect(length.get(MOST_BLOB_BYTES)).toBe(MOST_BLOB_BYTES);
    expect(() => length.get(MOST_BLOB_BYTES + 1)).toThrow('string or blob too big');
    db.close();
  });
});
