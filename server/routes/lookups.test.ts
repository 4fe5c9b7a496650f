/** POST /v1/restaurants/batch and POST /v1/restaurants/match through the whole app, over a small real catalog. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Restaurant } from '../catalog/records.ts';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';
import { MATCH_RESULTS, MAX_BATCH_IDS } from '../../rules/limits.ts';

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;
/** Restaurants of the catalog, best first, each with a phone. */
let phoned: Restaurant[];

beforeAll(async () => {
  fixture = await catalogFixture();
  ({ app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 10_000 }));
  const browse = await post('/v1/search/restaurants', { q: '', state: 'TX', limit: 50 });
  phoned = (browse.json() as { data: Restaurant[] }).data.filter((r) => r.phone !== null);
  expect(phoned.length).toBeGreaterThan(3);
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

function post(url: string, payload: object) {
  return app.inject({ method: 'POST', url, headers: bearer(key), payload });
}
const used = (response: { headers: Record<string, unknown> }) => Number(response.headers['x-ratelimit-used']);

type Batch = { data: (Record<string, unknown> | null)[]; meta: { missing: string[] } };
type Match = {
  data: { restaurant: Restaurant; confidence: number; matched_on: string[] }[];
  meta: { processing_ms: number };
};

describe('POST /v1/restaurants/batch', () => {
  it('answers the records in the order asked, null for an unknown id, in one counted request', async () => {
    const [a, b] = phoned;
    const before = used(await app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(key) }));
    const response = await post('/v1/restaurants/batch', {
      ids: [b!.restaurant_id, 'rst_000000000000', a!.restaurant_id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Batch;
    expect(body.data).toEqual([
      await fixture.catalog.record({ kind: 'restaurant', restaurantId: b!.restaurant_id }),
      null,
      await fixture.catalog.record({ kind: 'restaurant', restaurantId: a!.restaurant_id }),
    ]);
    expect(body.meta.missing).toEqual(['rst_000000000000']);
    expect(used(response)).toBe(before + 1);
  });

  it('puts each menu inside on expand, and keeps it beside the fields selected', async () => {
    const id = phoned[0]!.restaurant_id;
    const menu = await fixture.catalog.record({ kind: 'menu', restaurantId: id });
    const expanded = (await post('/v1/restaurants/batch', { ids: [id], expand: ['menu'] })).json() as Batch;
    expect(expanded.data[0]!.menu).toEqual({ currency: 'USD', sections: menu!.sections });
    const selected = await post('/v1/restaurants/batch', { ids: [id], expand: ['menu'], fields: ['name'] });
    expect(selected.statusCode, selected.body).toBe(200);
    expect(Object.keys((selected.json() as Batch).data[0]!)).toEqual(['restaurant_id', 'name', 'menu']);
  });

  it('answers only the fields selected, plus the id, and refuses an unknown field naming fields', async () => {
    const id = phoned[0]!.restaurant_id;
    const body = (await post('/v1/restaurants/batch', { ids: [id], fields: ['name', 'rating'] })).json() as Batch;
    expect(Object.keys(body.data[0]!).sort()).toEqual(['name', 'rating', 'restaurant_id']);
    const refused = expectError(
      await post('/v1/restaurants/batch', { ids: [id], fields: ['nope'] }),
      'parameter_invalid',
    );
    expect(refused.param).toBe('fields');
  });

  it('refuses a malformed id, naming which', async () => {
    const error = expectError(
      await post('/v1/restaurants/batch', { ids: [phoned[0]!.restaurant_id, 'rst_short'] }),
      'invalid_restaurant_id',
    );
    expect(error).toMatchObject({ param: 'ids', message: expect.stringContaining("ids[1] ('rst_short')") });
  });

  it('refuses an id asked for twice, naming both places', async () => {
    const id = phoned[0]!.restaurant_id;
    const error = expectError(await post('/v1/restaurants/batch', { ids: [id, id] }), 'parameter_invalid');
    expect(error).toMatchObject({ param: 'ids', message: expect.stringContaining('ids[1] repeats ids[0]') });
  });

  it(`refuses no ids and more than ${MAX_BATCH_IDS}`, async () => {
    expect(expectError(await post('/v1/restaurants/batch', { ids: [] }), 'parameter_invalid').param).toBe('ids');
    const many = Array.from({ length: MAX_BATCH_IDS + 1 }, (_, n) => `rst_${String(n).padStart(12, '0')}`);
    const error = expectError(await post('/v1/restaurants/batch', { ids: many }), 'parameter_invalid');
    expect(error).toMatchObject({ param: 'ids', message: expect.stringContaining(String(MAX_BATCH_IDS)) });
    expectError(await post('/v1/restaurants/batch', {}), 'parameter_missing');
  });
});

describe('POST /v1/restaurants/match', () => {
  const digits = (phone: string) => phone.replace(/^\+1/, '');
  const forms = (phone: string) => {
    const d = digits(phone);
    const [area, exchange, line] = [d.slice(0, 3), d.slice(3, 6), d.slice(6)];
    return [
      phone,
      `${area}-${exchange}-${line}`,
      `(${area}) ${exchange}-${line}`,
      `${area}.${exchange}.${line}`,
      `1 ${area} ${exchange} ${line}`,
    ];
  };

  it('finds a restaurant by its phone in any common US form, first, matched on phone', async () => {
    const restaurant = phoned[1]!;
    for (const phone of forms(restaurant.phone!)) {
      const response = await post('/v1/restaurants/match', { phone });
      expect(response.statusCode, `${phone}: ${response.body}`).toBe(200);
      const [best] = (response.json() as Match).data;
      expect(best, phone).toMatchObject({ restaurant: { restaurant_id: restaurant.restaurant_id } });
      expect(best!.matched_on).toEqual(['phone']);
      expect(best!.confidence).toBe(0.9);
    }
  });

  it('answers an empty list for a phone no restaurant has', async () => {
    const known = new Set(phoned.map((r) => digits(r.phone!)));
    const phone = ['2025550143', '2025550144', '2025550145'].find((candidate) => !known.has(candidate))!;
    const response = await post('/v1/restaurants/match', { phone });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Match).data.filter((m) => m.matched_on.includes('phone'))).toEqual([]);
  });

  it('refuses a phone that is not a US number, naming phone', async () => {
    for (const phone of ['12345', 'call me', '+44 20 7946 0958']) {
      expect(expectError(await post('/v1/restaurants/match', { phone }), 'parameter_invalid').param).toBe('phone');
    }
  });

  it('finds a restaurant by its name typed loosely within its city, more sure with its street', async () => {
    const restaurant = phoned[2]!;
    const { city, state, street } = restaurant.address;
    const loose = `the ${restaurant.name.toUpperCase().replace(/[^A-Z ]/g, '')}`;
    const byName = (await post('/v1/restaurants/match', { name: loose, address: { city, state } })).json() as Match;
    expect(byName.data[0]).toMatchObject({ restaurant: { restaurant_id: restaurant.restaurant_id } });
    expect(byName.data[0]!.matched_on).toEqual(['name']);
    const withStreet = (
      await post('/v1/restaurants/match', { name: restaurant.name, address: { street, city, state } })
    ).json() as Match;
    expect(withStreet.data[0]).toMatchObject({ restaurant: { restaurant_id: restaurant.restaurant_id } });
    expect(withStreet.data[0]!.matched_on).toEqual(['name', 'address']);
    expect(withStreet.data[0]!.confidence).toBeGreaterThan(byName.data[0]!.confidence);
  });

  it('finds a restaurant by its name near its position, matched on name and location', async () => {
    const restaurant = phoned[3]!;
    const response = await post('/v1/restaurants/match', { name: restaurant.name, location: restaurant.location });
    const [best] = (response.json() as Match).data;
    expect(best).toMatchObject({ restaurant: { restaurant_id: restaurant.restaurant_id } });
    expect(best!.matched_on).toEqual(['name', 'location']);
  });

  it(`answers at most ${MATCH_RESULTS}, best first`, async () => {
    const { city, state } = phoned[0]!.address;
    const response = await post('/v1/restaurants/match', { name: 'pizza', address: { city, state } });
    const { data } = response.json() as Match;
    expect(data.length).toBeLessThanOrEqual(MATCH_RESULTS);
    const confidences = data.map((m) => m.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
  });

  it('is sure of a restaurant whose phone and name both agree, and less of one whose phone differs', async () => {
    const [a, b] = phoned;
    const both = (await post('/v1/restaurants/match', { phone: a!.phone, name: a!.name })).json() as Match;
    expect(both.data[0]!.matched_on).toEqual(['phone', 'name']);
    expect(both.data[0]!.confidence).toBeGreaterThan(0.95);
    const { city, state } = b!.address;
    const other = (
      await post('/v1/restaurants/match', { name: b!.name, address: { city, state }, phone: a!.phone })
    ).json() as Match;
    const named = other.data.find((m) => m.restaurant.restaurant_id === b!.restaurant_id);
    expect(named?.matched_on).toEqual(['name']);
    expect(named!.confidence).toBeLessThan(0.5);
  });

  it('refuses a request with neither a phone nor a name with a place, naming what is missing', async () => {
    const missing = async (payload: object) =>
      expectError(await post('/v1/restaurants/match', payload), 'parameter_missing').param;
    expect(await missing({})).toBe('phone');
    expect(await missing({ address: { city: 'Austin', state: 'TX' } })).toBe('phone');
    expect(await missing({ name: 'Pizza Place' })).toBe('address.city');
    expect(await missing({ name: 'Pizza Place', address: { city: 'Austin' } })).toBe('address.state');
    expect(await missing({ name: 'Pizza Place', address: { postal_code: '78701' } })).toBe('address.city');
  });

  it('refuses a state that is not one, and fields it does not know', async () => {
    const bad = await post('/v1/restaurants/match', { name: 'Pizza', address: { city: 'Austin', state: 'XX' } });
    expect(expectError(bad, 'parameter_invalid').param).toBe('address.state');
    expect(
      expectError(await post('/v1/restaurants/match', { phone: '7378800201', fax: 1 }), 'parameter_unknown').param,
    ).toBe('fax');
  });
});
