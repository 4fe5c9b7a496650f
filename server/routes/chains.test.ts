/**
 * Chains and service attributes through the real app: the records carry them, restaurant search filters by them
 * and counts them exactly, and a wrong value is refused naming what is allowed.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ATTRIBUTES } from '../../rules/service-attributes.ts';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;

beforeAll(async () => {
  fixture = await catalogFixture(0.01);
  ({ app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 1_000_000 }));
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

interface Record {
  restaurant_id: string;
  chain: { chain_id: string; name: string; location_count: number } | null;
  attributes: { [name in (typeof SERVICE_ATTRIBUTES)[number]]: boolean | null };
  updated_at: string;
}
interface Answer {
  data: Record[];
  pagination: { total_estimated: number };
  meta: { total_is_exact: boolean; facets?: { [facet: string]: { value: string; count: number; label?: string }[] } };
}

async function post(body: object) {
  return app.inject({
    method: 'POST',
    url: '/v1/search/restaurants',
    headers: { ...bearer(key), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function search(body: object): Promise<Answer> {
  const response = await post({ limit: 100, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
}

describe('chains and service attributes', () => {
  it('are on every record, with updated_at, and every menu item has a course', async () => {
    const { data } = await search({ q: 'burger' });
    const chained = data.find((hit) => hit.chain !== null)!;
    expect(chained.chain!.chain_id).toMatch(/^chn_[0-9A-Za-z]{12}$/);
    expect(Object.keys(chained.attributes).sort()).toEqual([...SERVICE_ATTRIBUTES].sort());
    expect(Date.parse(chained.updated_at)).not.toBeNaN();
    const detail = await app.inject({
      url: `/v1/restaurants/${chained.restaurant_id}?expand=menu`,
      headers: bearer(key),
    });
    const record = (
      detail.json() as { data: Record & { menu: { sections: { items: { course: string | null }[] }[] } } }
    ).data;
    expect(record.chain).toEqual(chained.chain);
    const courses = record.menu.sections.flatMap((section) => section.items.map((item) => item.course));
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.filter((course) => course !== null).length).toBeGreaterThan(0);
  });

  it("counts a chain's locations in the catalog: chain_ids finds exactly location_count of them", async () => {
    const { data } = await search({ q: 'pizza', independent: false });
    const { chain } = data[0]!;
    const locations = await search({ q: '', chain_ids: [chain!.chain_id] });
    expect(locations.pagination.total_estimated).toBe(chain!.location_count);
    for (const hit of locations.data) expect(hit.chain!.name).toBe(chain!.name);
  });

  it('splits the catalog into independents and chain locations', async () => {
    // A facet makes the unfiltered total exact, as the filtered ones are.
    const all = await search({ q: 'chicken', facets: ['attributes'] });
    const independents = await search({ q: 'chicken', independent: true });
    const chains = await search({ q: 'chicken', independent: false });
    expect(independents.data.every((hit) => hit.chain === null)).toBe(true);
    expect(chains.data.every((hit) => hit.chain !== null)).toBe(true);
    expect(independents.pagination.total_estimated + chains.pagination.total_estimated).toBe(
      all.pagination.total_estimated,
    );
    // Contradicting filters leave nothing rather than one overriding the other.
    const chain = chains.data[0]!.chain!.chain_id;
    expect((await search({ q: 'chicken', independent: true, chain_ids: [chain] })).data).toEqual([]);
  });

  it('keeps only restaurants with every attribute asked for known to be true', async () => {
    const { data, pagination } = await search({ q: '', attributes: ['delivery', 'dine_in'], state: 'TX' });
    expect(pagination.total_estimated).toBeGreaterThan(0);
    for (const hit of data) expect(hit.attributes).toMatchObject({ delivery: true, dine_in: true });
  });

  it('counts the chain and attributes facets exactly: each value is the total its filter gives', async () => {
    const { meta } = await search({ q: 'tacos', facets: ['chain', 'attributes'], independent: true });
    expect(meta.total_is_exact).toBe(true);
    const chains = meta.facets!.chain!;
    expect(chains.length).toBeGreaterThan(0);
    // independent is the chain facet's own filter: the chains still count, as if it were absent.
    for (const { value, count, label } of chains.slice(0, 3)) {
      const narrowed = await search({ q: 'tacos', chain_ids: [value] });
      expect(narrowed.pagination.total_estimated).toBe(count);
      expect(narrowed.data[0]!.chain!.name).toBe(label);
    }
    const attributes = meta.facets!.attributes!;
    expect(attributes.map(({ value }) => value).sort()).toEqual([...SERVICE_ATTRIBUTES].sort());
    for (const { value, count } of attributes) {
      const narrowed = await search({ q: 'tacos', independent: true, attributes: [value] });
      expect(narrowed.pagination.total_estimated, value).toBe(count);
    }
  });

  it.each([
    [{ attributes: ['wifi'] }, 'attributes', "'delivery', 'takeout', 'dine_in', 'reservations'"],
    [{ attributes: [] }, 'attributes', ''],
    [{ chain_ids: ['mcdonalds'] }, 'chain_ids', ''],
    [{ independent: 'yes' }, 'independent', ''],
  ])('refuses %j with a 400 naming the field', async (filter, param, allowed) => {
    const response = await post({ q: 'pizza', ...filter });
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as { error: { code: string; param: string; message: string } };
    expect(error.code).toBe('parameter_invalid');
    expect(error.param).toMatch(new RegExp(`^${param}`));
    expect(error.message).toContain(allowed);
  });

  it('refuses the chain filters on an item search', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/search/items',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      payload: JSON.stringify({ q: 'pizza', independent: true }),
    });
    expect(response.statusCode).toBe(400);
  });
});
