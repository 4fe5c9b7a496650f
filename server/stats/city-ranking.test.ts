import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSchemaSql } from '../index/schema.ts';
import { MOST_PRICE_CENTS } from '../index/catalog-limits.ts';
import { CityRanking } from './city-ranking.ts';
import { prepareStatisticsStatements } from './statements.ts';

/** Cities the ranking once packed into too few bits, and refused to rank beyond. */
const FORMER_CITY_SLOTS = 2 ** 20;
const CITIES = FORMER_CITY_SLOTS + 5;

let db: Database.Database;
let ranking: CityRanking;
const name = (index: number) => `c${String(index).padStart(8, '0')}`;

beforeAll(() => {
  db = new Database(':memory:');
  db.exec(catalogSchemaSql);
  // City i (in state-then-city order) has i items, one to seven restaurants, and its median rising with i; the
  // last city's median is the dearest price there can be.
  db.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO place_stats
     SELECT 'KS', printf('c%08d', i), printf('c%08d', i), NULL, i % 7 + 1, i, 900, NULL, NULL,
            CASE WHEN i = ? THEN ? ELSE 500 + i END, NULL, NULL, NULL, 0, 0, 0, 0, NULL, 38.8, -97.6, '[]', NULL FROM n`,
  ).run(CITIES - 1, CITIES - 1, MOST_PRICE_CENTS);
  // No attributes: the figures of the restaurants' mix are unknown here.
  ranking = new CityRanking(db, prepareStatisticsStatements(db), { of: () => undefined });
});
afterAll(() => db.close());

describe('the city ranking of more cities than it once had room for', () => {
  const page = (sort: 'item_count' | 'restaurant_count' | 'median_price', order: 'asc' | 'desc', offset = 0) =>
    ranking.rank({ sort, order, minRestaurants: 1, limit: 3, offset }).rows.map((row) => row.city);

  it('ranks the cities past the former room by their figures', () => {
    expect(page('item_count', 'desc')).toEqual([name(CITIES - 1), name(CITIES - 2), name(CITIES - 3)]);
    expect(page('median_price', 'desc')).toEqual([name(CITIES - 1), name(CITIES - 2), name(CITIES - 3)]);
    expect(page('median_price', 'asc', CITIES - 3)).toEqual([name(CITIES - 3), name(CITIES - 2), name(CITIES - 1)]);
  });

  it('breaks ties in state, then city order, past the former room too', () => {
    const sevens = Array.from({ length: CITIES }, (_, i) => i).filter((i) => i % 7 === 6);
    const total = ranking.rank({ sort: 'restaurant_count', order: 'desc', minRestaurants: 1, limit: 1, offset: 0 });
    expect(total.total).toBe(CITIES);
    expect(page('restaurant_count', 'desc', sevens.length - 3)).toEqual(sevens.slice(-3).map(name));
  });
});
