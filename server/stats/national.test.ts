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
import { isQuickService } from '../../rules/service-kind.ts';
import { filterKey } from '../index/filter-tokens.ts';
import { share } from './benchmarks.ts';
import { usStatistics } from './national.ts';
import { CHAIN_MIN_LOCATIONS } from './place-mix.ts';

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
  const nation = connection.national;
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
  expect(connection.national).toMatchObject({ ...sums, state_count: stateCount, city_count: cities });
});

it("reads each place's chain share, service mix and main-course median off the catalog file, the nation's over every city and main", () => {
  const db = new Database(fixture.path, { readonly: true });
  const restaurants = db
    .prepare<[], { state: string; city: string; chain: number; first: string | null }>(
      `SELECT state, city, coalesce(chain_locations >= ${CHAIN_MIN_LOCATIONS}, 0) AS chain,
              json_extract(cuisines, '$[0]') AS first FROM restaurants`,
    )
    .all();
  const mains = db
    .prepare<[], { state: string; city: string; cents: number }>(
      `SELECT r.state, r.city, i.price_cents AS cents FROM items i JOIN restaurants r ON r.rowid = i.restaurant
        WHERE i.course = 'main' AND i.price_cents IS NOT NULL`,
    )
    .all();
  db.close();
  interface Place {
    state: string;
    city: string | null;
    restaurants: number;
    chains: number;
    quick: number;
    full: number;
    mains: number[];
  }
  const places = new Map<string, Place>();
  const placesOf = ({ state, city }: { state: string; city: string }) =>
    // A city is its key, as the catalog keys it: "La Porte" and "LaPorte" are one place.
    [`${state}/${filterKey(city)}`, `${state}/`, 'US/'].map((key, level) => {
      let place = places.get(key);
      if (!place) {
        place = { state, city: level === 0 ? city : null, restaurants: 0, chains: 0, quick: 0, full: 0, mains: [] };
        places.set(key, place);
      }
      return place;
    });
  for (const r of restaurants) {
    for (const place of placesOf(r)) {
      place.restaurants += 1;
      place.chains += r.chain;
      if (r.first !== null) place[isQuickService(r.first) ? 'quick' : 'full'] += 1;
    }
  }
  for (const m of mains) for (const place of placesOf(m)) place.mains.push(m.cents);
  const { benchmarks } = connection;
  for (const [key, place] of places) {
    const nation = key === 'US/';
    const figures = { state: place.state, city: place.city, restaurant_count: place.restaurants, median_price: null };
    const sorted = place.mains.sort((a, b) => a - b);
    expect(benchmarks.of(figures, nation), key).toMatchObject({
      chain_share: share(place.chains, place.restaurants),
      service_mix: { quick: share(place.quick, place.restaurants), full: share(place.full, place.restaurants) },
      main_median_price: sorted.length === 0 ? null : percentileOf(sorted, 0.5) / 100,
    });
  }
  expect(usStatistics(connection.national, benchmarks).chain_share).toBe(
    share(places.get('US/')!.chains, restaurants.length),
  );
});
