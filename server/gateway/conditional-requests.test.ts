/** ETag, Cache-Control and 304 on restaurant, menu and statistics reads; neither a 304 nor a HEAD is counted. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog, CatalogDescription } from '../catalog/catalog.ts';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';
import { matchesIfNoneMatch } from './conditional-requests.ts';

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;
let restaurantId: string;
/** What the served catalog says it is; a test changes it to stand for a swapped catalog. */
let served: CatalogDescription;

beforeAll(async () => {
  fixture = await catalogFixture();
  served = await fixture.catalog.describe();
  const catalog: Catalog = Object.assign(Object.create(fixture.catalog) as Catalog, {
    describe: async () => served,
  });
  ({ app, key } = await authedApp({ catalog, quotaLimit: 1_000 }));
  const search = await app.inject({
    method: 'POST',
    url: '/v1/search/restaurants',
    headers: bearer(key),
    payload: { q: 'pizza', limit: 1 },
  });
  restaurantId = (search.json() as { data: { restaurant_id: string }[] }).data[0]!.restaurant_id;
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const read = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: { ...bearer(key), ...headers } });
const used = async () => ((await read('/v1/usage')).json() as { data: { used: number } }).data.used;

describe('conditional reads', () => {
  it.each([
    ['restaurant', () => `/v1/restaurants/${restaurantId}`],
    ['menu', () => `/v1/restaurants/${restaurantId}/menu`],
    ['city statistics', () => '/v1/stats/top-cuisines?limit=3'],
    ['state statistics', () => '/v1/stats/TX'],
  ])('%s: a strong ETag and Cache-Control, then 304 for a matching If-None-Match, not counted', async (_, url) => {
    const first = await read(url());
    expect(first.statusCode, first.body).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, max-age=300');

    const before = await used();
    const again = await read(url(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['x-ratelimit-used']).toBe(String(before));
    expect(await used()).toBe(before);
  });

  it('answers 200 and counts when the tag does not match', async () => {
    const before = await used();
    const response = await read(`/v1/restaurants/${restaurantId}`, { 'if-none-match': '"something-else"' });
    expect(response.statusCode).toBe(200);
    expect(await used()).toBe(before + 1);
  });

  it('gives another tag to another representation: another query, another encoding', async () => {
    const plain = await read(`/v1/restaurants/${restaurantId}`);
    const expanded = await read(`/v1/restaurants/${restaurantId}?expand=menu`);
    const brotli = await read(`/v1/restaurants/${restaurantId}`, { 'accept-encoding': 'br' });
    expect(new Set([plain.headers.etag, expanded.headers.etag, brotli.headers.etag]).size).toBe(3);
  });

  it('changes every tag when another catalog is served', async () => {
    const url = `/v1/restaurants/${restaurantId}/menu`;
    const before = String((await read(url)).headers.etag);
    const original = served;
    served = { ...original, sha256: 'another-catalog', builtAt: new Date(0).toISOString() };
    try {
      const after = await read(url, { 'if-none-match': before });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before);
    } finally {
      served = original;
    }
  });

  it('still needs a valid key for a 304', async () => {
    const url = `/v1/restaurants/${restaurantId}`;
    const etag = String((await read(url)).headers.etag);
    expectError(await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } }), 'missing_api_key');
  });

  it('puts no tag on errors', async () => {
    const response = await read('/v1/restaurants/rst_000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
  });

  it('does not count HEAD requests', async () => {
    const before = await used();
    const head = await read(`/v1/restaurants/${restaurantId}`, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBeDefined();
    await read('/v1/stats/TX', {}, 'HEAD');
    expect(await used()).toBe(before);
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(matchesIfNoneMatch('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });
});
