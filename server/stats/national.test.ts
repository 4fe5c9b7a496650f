/**
 * The nation's figures against the catalog file itself: its mean and percentiles over every priced item, read with
 * SQL and worked out here, and its counts as the sums of the states' rows. `npm run test:full-scale` runs it over
 * the full catalog (2.1 million items), with FULL_SCALE set; server/routes/analyst-stats.test.ts checks the same
 * answer against every city and state through the API.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { Connection } from '../catalog/connection.ts';
import { catalogFixture, servedCatalog, type CatalogFixture } from '../test-support/catalog-fixture.ts';

const fullScale = process.env.FULL_SCALE === '1';
if (fullScale) vi.setConfig({ testTimeout: 300_000, hookTimeout: 600_000 });

let fixture: CatalogFixture;
let connection: Connection;

beforeAll(async () => {
  fixture = fullScale ? await servedCatalog() : await catalogFixture(0.01);
  connection = new Connection(fixture.path);
});

afterAll(() => {
  connection.db.close();
  fixture.cleanup();
});

/** Linear interpolation between closest ranks, over whole cents, rounded to a cent. */
function percentileOf(sorted: number[], p: number): number {
  const position = (sorted.length - 1) * p;
  const low = sorted[Math.floor(position)]!;
  const high = sorted[Math.ceil(position)]!;
  return Math.round(low + (high - low) * (position - Math.floor(position)));
}

it('takes its mean and percentiles over every priced item of the catalog', () => {
  const db = new Database(fixture.path, { readonly: true });
  const prices = db
    .prepare<[], number>('SELECT price_cents FROM items WHERE price_cents IS NOT NULL ORDER BY price_cents')
    .pluck()
    .all();
  const items = db.prepare<[], number>('SELECT count(*) FROM items').pluck().get()!;
  db.close();
  const nation = connection.national.get();
  expect(nation.item_count).toBe(items);
  const percentiles = { p10: 0.1, p25: 0.25, p50: 0.5, p75: 0.75, p90: 0.9, p99: 0.99 } as const;
  for (const [name, p] of Object.entries(percentiles)) {
    expect(nation[name as keyof typeof percentiles], name).toBe(percentileOf(prices, p));
  }
  const total = prices.reduce((sum, cents) => sum + cents, 0);
  expect(nation.average_cents).toBe(Math.round(total / prices.length));
});

it('counts what the states count: restaurants, items, tiers and cities', () => {
  const db = new Database(fixture.path, { readonly: true });
  const states = db
    .prepare<[], Record<string, number>>(
      `SELECT count(*) AS states, sum(restaurant_count) AS restaurant_count, sum(item_count) AS item_count,
              sum(city_count) AS city_count, sum(tier_1) AS tier_1, sum(tier_2) AS tier_2, sum(tier_3) AS tier_3,
              sum(tier_4) AS tier_4
         FROM place_stats WHERE city_key = ''`,
    )
    .get()!;
  const cities = db.prepare<[], number>("SELECT count(*) FROM place_stats WHERE city_key <> ''").pluck().get();
  db.close();
  const { states: stateCount, ...sums } = states;
  expect(connection.national.get()).toMatchObject({ ...sums, state_count: stateCount, city_count: cities });
});
