import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOpenAt, type HoursRange } from '../../rules/open-hours.ts';
import { US_STATES } from '../../rules/us-states.ts';
import { catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import type { RestaurantRow } from './table-rows.ts';
import {
  isOpen,
  NO_PRICE,
  NO_RATING,
  PRICE_TIERS,
  readAttributes,
  weekMinutes,
  type Attributes,
} from './attributes.ts';

let fixture: CatalogFixture;
let db: Database.Database;
let attributes: Attributes;
beforeAll(async () => {
  fixture = await catalogFixture();
  db = new Database(fixture.path, { readonly: true });
  attributes = readAttributes(db);
});
afterAll(() => {
  db.close();
  fixture.cleanup();
});

describe('the attributes written with a catalog', () => {
  it('say for every restaurant what its row says', () => {
    const rows = db.prepare<[], RestaurantRow>('SELECT * FROM restaurants ORDER BY rowid').all();
    expect(attributes.restaurants).toBe(rows.length);
    for (const row of rows) {
      const r = row.rowid;
      expect(PRICE_TIERS[attributes.priceTier[r]!]).toBe(row.price_range ?? '');
      expect(attributes.rating10[r]).toBe(
        row.rating_average === null ? NO_RATING : Math.round(row.rating_average * 10),
      );
      expect(attributes.reviews[r]).toBe(row.rating_count);
      expect([attributes.latitude[r], attributes.longitude[r]]).toEqual([row.latitude, row.longitude]);
      expect(US_STATES[attributes.state[r]!]![0]).toBe(row.state);
      expect(attributes.cities[attributes.city[r]!]).toEqual({ city: row.city, state: row.state });
      const cuisines = attributes.cuisineOf.subarray(attributes.cuisineStart[r], attributes.cuisineStart[r + 1]);
      expect([...cuisines].map((id) => attributes.cuisines[id])).toEqual(JSON.parse(row.cuisines));
      expect(attributes.zones[attributes.zone[r]!]).toBe(row.timezone);
      expect([attributes.firstItem[r], attributes.firstItem[r + 1]! - 1]).toEqual([row.first_item, row.last_item]);
    }
  });

  it('give every item its price in cents, or none', () => {
    const prices = db.prepare<[], [number, number | null]>('SELECT rowid, price_cents FROM items').raw().all();
    expect(attributes.items).toBe(prices.length);
    for (const [rowid, cents] of prices) expect(attributes.priceCents[rowid]).toBe(cents ?? NO_PRICE);
  });

  it('open a restaurant exactly when its own hours, in its own time zone, say so (overnight ranges included)', () => {
    const rows = db
      .prepare<[], Pick<RestaurantRow, 'rowid' | 'timezone' | 'hours'>>(
        'SELECT rowid, timezone, hours FROM restaurants',
      )
      .all();
    // Every 37 minutes and some seconds across a week and a day: each time of day and weekday, both sides of
    // midnight, at any second of a minute (the minutes by zone are kept per minute).
    const start = Date.parse('2026-11-23T00:00:00Z');
    for (let at = start; at < start + 8 * 86_400_000; at += 37 * 60_000 + 13_700) {
      const instant = new Date(at);
      const minutes = weekMinutes(attributes, instant);
      for (const row of rows) {
        const expected = row.hours !== null && isOpenAt(JSON.parse(row.hours) as HoursRange[], row.timezone, instant);
        if (isOpen(attributes, row.rowid, minutes) !== expected) {
          throw new Error(`restaurant ${row.rowid} at ${instant.toISOString()}: expected open=${expected}`);
        }
      }
    }
  });
});
