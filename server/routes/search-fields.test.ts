/**
 * The field registry (`search/fields.ts`) is the one list of what a search can be narrowed by: the published API
 * description offers exactly its fields, and the catalog honours every one of them through the real app.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DietaryTag } from '../../rules/dietary.ts';
import type { ServiceAttribute } from '../../rules/service-attributes.ts';
import { distanceKm } from '../../rules/distance.ts';
import { isOpenAt, type HoursRange } from '../../rules/open-hours.ts';
import { FILTER_FIELDS, filtersOf, type FilterName, type SearchIndexName } from '../search/fields.ts';
import { dietaryContradictions } from '../index/dietary.ts';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;

/** A chain of the catalog with a location that matches "chicken" (the chain facet's top value). */
let chickenChain: string;

beforeAll(async () => {
  fixture = await catalogFixture(0.01);
  ({ app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 1_000_000, now: () => NOW }));
  const faceted = await app.inject({
    method: 'POST',
    url: '/v1/search/restaurants',
    headers: { ...bearer(key), 'content-type': 'application/json' },
    payload: JSON.stringify({ q: 'chicken', facets: ['chain'] }),
  });
  chickenChain = (faceted.json() as { meta: { facets: { chain: { value: string }[] } } }).meta.facets.chain[0]!.value;
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const PATHS: Record<SearchIndexName, string> = { restaurants: '/v1/search/restaurants', items: '/v1/search/items' };

interface Restaurant {
  restaurant_id: string;
  cuisines: string[];
  price_range: string | null;
  rating: { average: number | null; count: number };
  address: { city: string; state: string };
  location: { latitude: number; longitude: number };
  timezone: string;
  hours: HoursRange[];
  menu_summary: { dietary: Record<DietaryTag, number> };
  chain: { chain_id: string } | null;
  attributes: Record<ServiceAttribute, boolean | null>;
}

interface Hit {
  restaurant_id: string;
  name: string;
  description?: string | null;
  dietary?: DietaryTag[];
  price?: number | null;
  distance_m?: number;
}

/** The instant the app's clock says it is: a Tuesday noon in Chicago, when most places are open and some not. */
const NOW = new Date('2026-11-24T18:00:00Z');

async function search(index: SearchIndexName, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: PATHS[index],
    headers: { ...bearer(key), 'content-type': 'application/json' },
    payload: JSON.stringify({ limit: 100, ...body }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Hit[]; pagination: { total_estimated: number } };
}

const records = new Map<string, Restaurant>();
/** The restaurant a hit is (or, for an item, belongs to), as its own record says. */
async function restaurantOf(hit: Hit): Promise<Restaurant> {
  let record = records.get(hit.restaurant_id);
  if (!record) {
    const response = await app.inject({ url: `/v1/restaurants/${hit.restaurant_id}`, headers: bearer(key) });
    record = (response.json() as { data: Restaurant }).data;
    records.set(hit.restaurant_id, record);
  }
  return record;
}

type Check = {
  /** A value to narrow by, taken from a hit of the unfiltered search. */
  valueOf: (hit: Hit, restaurant: Restaurant) => unknown;
  /** Whether a hit of the narrowed search passes it, by its own record. */
  holds: (hit: Hit, restaurant: Restaurant, value: never) => boolean;
};

const metres = (restaurant: Restaurant, latitude: number, longitude: number) =>
  distanceKm(restaurant.location.latitude, restaurant.location.longitude, latitude, longitude) * 1000;

/** For every filter: a value to narrow by and whether a hit passes it. */
const FILTER_CHECKS: Record<FilterName, Check> = {
  state: { valueOf: (_, r) => r.address.state, holds: (_, r, value: string) => r.address.state === value },
  city: { valueOf: (_, r) => r.address.city, holds: (_, r, value: string) => r.address.city === value },
  cuisine: { valueOf: (_, r) => r.cuisines[0], holds: (_, r, value: string) => r.cuisines.includes(value) },
  restaurant_id: { valueOf: (hit) => hit.restaurant_id, holds: (hit, _, value: string) => hit.restaurant_id === value },
  cuisines: {
    valueOf: (_, r) => [r.cuisines[0]],
    holds: (_, r, value: string[]) => value.some((cuisine) => r.cuisines.includes(cuisine)),
  },
  price_range: {
    valueOf: (_, r) => [r.price_range ?? '$'],
    holds: (_, r, value: string[]) => r.price_range !== null && value.includes(r.price_range),
  },
  price: {
    valueOf: (hit) => ({ max: hit.price ?? 10 }),
    holds: (hit, _, value: { max: number }) => hit.price != null && hit.price <= value.max,
  },
  min_rating: {
    valueOf: (_, r) => r.rating.average ?? 4,
    holds: (_, r, value: number) => r.rating.average !== null && r.rating.average >= value,
  },
  open_now: { valueOf: () => true, holds: (_, r) => isOpenAt(r.hours, r.timezone, NOW) },
  open_at: {
    valueOf: () => '2026-11-27T21:30:00-06:00',
    holds: (_, r, value: string) => isOpenAt(r.hours, r.timezone, new Date(value)),
  },
  dietary: {
    valueOf: () => ['gluten_free'],
    // An item carries each tag and its own text never contradicts it; a restaurant has 3 such items or more.
    holds: (hit, r, value: DietaryTag[]) =>
      hit.dietary === undefined
        ? value.every((tag) => r.menu_summary.dietary[tag] >= 3)
        : value.every((tag) => hit.dietary!.includes(tag)) &&
          dietaryContradictions(hit.name, hit.description ?? null, hit.dietary).length === 0,
  },
  chain_ids: {
    valueOf: (_, r) => [r.chain?.chain_id ?? chickenChain],
    holds: (_, r, value: string[]) => r.chain !== null && value.includes(r.chain.chain_id),
  },
  independent: { valueOf: () => true, holds: (_, r) => r.chain === null },
  attributes: {
    valueOf: () => ['delivery', 'reservations'],
    holds: (_, r, value: ServiceAttribute[]) => value.every((name) => r.attributes[name] === true),
  },
  near: {
    valueOf: (_, r) => ({ latitude: r.location.latitude, longitude: r.location.longitude, radius_m: 20_000 }),
    holds: (hit, r, value: { latitude: number; longitude: number; radius_m: number }) =>
      metres(r, value.latitude, value.longitude) <= value.radius_m &&
      Math.abs(hit.distance_m! - metres(r, value.latitude, value.longitude)) <= 1,
  },
  within: {
    valueOf: (_, r) => ({
      north: r.location.latitude + 0.3,
      south: r.location.latitude - 0.3,
      east: r.location.longitude + 0.3,
      west: r.location.longitude - 0.3,
    }),
    holds: (_, r, value: { north: number; south: number; east: number; west: number }) =>
      r.location.latitude <= value.north &&
      r.location.latitude >= value.south &&
      r.location.longitude <= value.east &&
      r.location.longitude >= value.west,
  },
};

describe('the search field registry', () => {
  it.each(['restaurants', 'items'] as const)('is what the API description offers to %s search', async (index) => {
    const response = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const document = response.json() as {
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: { properties: object } }> } } }>;
    };
    const body = document.paths[PATHS[index]]!.post.requestBody.content['application/json']!.schema;
    expect(Object.keys(body.properties).sort()).toEqual(
      ['limit', 'offset', 'cursor', 'q', 'sort', 'facets', 'fields', ...filtersOf(index)].sort(),
    );
  });

  it('declares each filter for at least one search', () => {
    for (const [name, field] of Object.entries(FILTER_FIELDS)) expect(field.indexes.length, name).toBeGreaterThan(0);
  });

  describe.each(['restaurants', 'items'] as const)('%s search', (index) => {
    it.each(filtersOf(index))('narrows by %s, every hit passing it', async (name: FilterName) => {
      const everywhere = await search(index, { q: 'chicken' });
      const check = FILTER_CHECKS[name];
      const sample = everywhere.data.find((hit) => hit.price !== null) ?? everywhere.data.at(-1)!;
      const value = check.valueOf(sample, await restaurantOf(sample));
      const narrowed = await search(index, { q: 'chicken', [name]: value });
      expect(narrowed.data.length).toBeGreaterThan(0);
      for (const hit of narrowed.data) {
        expect(check.holds(hit, await restaurantOf(hit), value as never), JSON.stringify(hit)).toBe(true);
      }
      expect(narrowed.pagination.total_estimated).toBeLessThan(everywhere.pagination.total_estimated);
    });

    it('refuses a filter the registry does not give it', async () => {
      const other = (Object.keys(FILTER_FIELDS) as FilterName[]).find((name) => !filtersOf(index).includes(name));
      if (other === undefined) return;
      const response = await app.inject({
        method: 'POST',
        url: PATHS[index],
        headers: { ...bearer(key), 'content-type': 'application/json' },
        payload: JSON.stringify({
          q: 'chicken',
          [other]: FILTER_CHECKS[other].valueOf(
            { restaurant_id: 'rst_000000000000', name: 'Pad Thai', price: 10 },
            {
              restaurant_id: 'rst_000000000000',
              cuisines: ['thai'],
              price_range: '$',
              rating: { average: 4, count: 10 },
              address: { city: 'Austin', state: 'TX' },
              location: { latitude: 30.27, longitude: -97.74 },
              timezone: 'America/Chicago',
              hours: [],
              menu_summary: { dietary: { vegetarian: 0, vegan: 0, gluten_free: 0 } },
              chain: null,
              attributes: { delivery: true, takeout: true, dine_in: true, reservations: false },
            },
          ),
        }),
      });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { error: { code: string; param: string } }).error).toMatchObject({
        code: 'parameter_unknown',
        param: other,
      });
    });
  });
});
