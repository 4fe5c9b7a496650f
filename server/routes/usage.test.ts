/** GET /v1/usage (the month and its days) and GET /v1/usage/requests (the key's request log, paged). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';

let fixture: CatalogFixture;
beforeAll(async () => {
  fixture = await catalogFixture();
});
afterAll(() => fixture.cleanup());

interface Logged {
  at: string;
  method: string;
  path: string;
  status: number;
  request_id: string;
  processing_ms: number;
  counted: boolean;
}
interface LogPage {
  data: Logged[];
  pagination: { limit: number; returned: number; has_more: boolean; next_cursor: string | null };
}

async function testApp(quotaLimit = 1000, now = () => new Date('2026-02-10T12:00:00Z')) {
  const { app, key, keyId } = await authedApp({ catalog: fixture.catalog, quotaLimit, now });
  const send = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: { ...bearer(key), ...headers } });
  const log = async (query = '') => {
    const response = await send(`/v1/usage/requests${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LogPage;
  };
  const usage = async () => (await send('/v1/usage')).json().data as { used: number; days: object[] };
  return { app, key, keyId, send, log, usage };
}

describe('GET /v1/usage', () => {
  it("reports the key's month and every day of it so far without counting itself", async () => {
    const { app, keyId, send, usage } = await testApp(10);
    await send('/v1/stats/top-cuisines');
    await send('/v1/stats/top-cuisines?limit=2');
    for (let i = 0; i < 3; i += 1) {
      const response = await send('/v1/usage');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-ratelimit-remaining']).toBe('8');
      expect(response.json()).toEqual({
        data: {
          key_id: keyId,
          plan: 'free',
          limit: 10,
          used: 2,
          remaining: 8,
          resets_at: '2026-03-01T00:00:00.000Z',
          days: Array.from({ length: 10 }, (_, day) => ({
            date: `2026-02-${String(day + 1).padStart(2, '0')}`,
            used: day === 9 ? 2 : 0,
          })),
        },
      });
    }
    // The days add up to the month's total.
    expect((await usage()).days.reduce((sum, day) => sum + (day as { used: number }).used, 0)).toBe(2);
    expectError(await app.inject({ url: '/v1/usage' }), 'missing_api_key');
    await app.close();
  });

  it('starts a new month with its first day only', async () => {
    const { app, send, usage } = await testApp(10, () => new Date('2026-03-01T00:00:00Z'));
    await send('/v1/stats/top-cuisines');
    expect((await usage()).days).toEqual([{ date: '2026-03-01', used: 1 }]);
    await app.close();
  });
});

describe('GET /v1/usage/requests', () => {
  it('lists what the key sent, newest first, without the query string, and says what was counted', async () => {
    const { app, send, log } = await testApp(3);
    const first = await send('/v1/stats/top-cuisines?limit=2&state=TX');
    const etag = String(first.headers.etag);
    const notModified = await send('/v1/stats/top-cuisines?limit=2&state=TX', { 'if-none-match': etag });
    const head = await send('/v1/stats/TX', {}, 'HEAD');
    const invalid = await send('/v1/stats/top-cuisines?limit=0');
    await send('/v1/stats/TX');
    const refused = await send('/v1/stats/TX');
    // Refused again, now at once in onRequest: the key is known to be used up.
    const refusedEarly = await send('/v1/stats/TX');
    const usage = await send('/v1/usage');
    expect([first, notModified, head, invalid, refused, refusedEarly].map((r) => r.statusCode)).toEqual([
      200, 304, 200, 400, 429, 429,
    ]);

    const page = await log();
    expect(page.data.map(({ method, path, status, counted }) => [method, path, status, counted])).toEqual([
      ['GET', '/v1/usage', 200, false],
      ['GET', '/v1/stats/TX', 429, false],
      ['GET', '/v1/stats/TX', 429, false],
      ['GET', '/v1/stats/TX', 200, true],
      ['GET', '/v1/stats/top-cuisines', 400, true],
      ['HEAD', '/v1/stats/TX', 200, false],
      ['GET', '/v1/stats/top-cuisines', 304, false],
      ['GET', '/v1/stats/top-cuisines', 200, true],
    ]);
    expect(page.data[0]!.request_id).toBe(usage.headers['request-id']);
    expect(page.data.at(-1)!.request_id).toBe(first.headers['request-id']);
    // Refused requests too: the last 429 was refused before any other hook, yet it arrived when the others did.
    expect(new Set(page.data.map((entry) => entry.at))).toEqual(new Set(['2026-02-10T12:00:00.000Z']));
    expect(page.data.every((entry) => entry.processing_ms >= 0)).toBe(true);
    expect(JSON.stringify(page)).not.toContain('state=');
    // Reading the log is not counted and not logged; the counted entries are what the quota holds.
    expect((await send('/v1/usage')).headers['x-ratelimit-used']).toBe('3');
    expect((await log()).data.filter((entry) => entry.path === '/v1/usage/requests')).toEqual([]);
    expect(page.pagination).toEqual({ limit: 25, returned: 8, has_more: false, next_cursor: null });
    await app.close();
  });

  it('pages with an opaque cursor to the oldest entry, and refuses a cursor it did not make', async () => {
    const { app, send, log } = await testApp();
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) ids.unshift(String((await send('/v1/stats/top-cuisines')).headers['request-id']));
    const seen: string[] = [];
    let query = '?limit=3';
    for (const expected of [3, 3, 1]) {
      const page = await log(query);
      expect(page.pagination.returned).toBe(expected);
      seen.push(...page.data.map((entry) => entry.request_id));
      if (page.pagination.next_cursor === null) break;
      expect(page.pagination.has_more).toBe(true);
      query = `?limit=3&cursor=${page.pagination.next_cursor}`;
    }
    expect(seen).toEqual(ids);
    for (const cursor of ['garbage', 'MTIz', Buffer.from('1.2.3').toString('base64url'), 'MS4y=']) {
      const error = expectError(await send(`/v1/usage/requests?cursor=${cursor}`), 'parameter_invalid');
      expect(error.param).toBe('cursor');
    }
    expect(expectError(await send('/v1/usage/requests?limit=101'), 'parameter_invalid').param).toBe('limit');
    expectError(await send('/v1/usage/requests?offset=3'), 'parameter_unknown');
    expectError(await app.inject({ url: '/v1/usage/requests' }), 'missing_api_key');
    await app.close();
  });

  it('marks suggest calls in a session uncounted and the search that ends the session counted', async () => {
    const { app, key, log } = await testApp();
    const session = 'typed-search-2';
    const suggest = (body: object) =>
      app.inject({ method: 'POST', url: '/v1/suggest', headers: bearer(key), payload: body });
    await suggest({ q: 'pi', session });
    await suggest({ q: 'piz', session });
    await suggest({ q: 'pi' });
    await app.inject({
      method: 'POST',
      url: '/v1/search/restaurants',
      headers: { ...bearer(key), 'suggest-session': session },
      payload: { q: 'pizza' },
    });
    expect((await log()).data.map((entry) => [entry.path, entry.counted])).toEqual([
      ['/v1/search/restaurants', true],
      ['/v1/suggest', true],
      ['/v1/suggest', false],
      ['/v1/suggest', false],
    ]);
    await app.close();
  });
});

describe('a 304 or HEAD that ends a suggest session', () => {
  it("pays the session's one unit once; without an open session it costs nothing", async () => {
    const { app, key, send, log, usage } = await testApp();
    const first = await send('/v1/stats/top-cuisines');
    const etag = String(first.headers.etag);
    const session = 'typed-search-3';
    await app.inject({ method: 'POST', url: '/v1/suggest', headers: bearer(key), payload: { q: 'ta', session } });
    expect((await usage()).used).toBe(1);

    const ending = await send('/v1/stats/top-cuisines', { 'if-none-match': etag, 'suggest-session': session });
    expect(ending.statusCode).toBe(304);
    expect(ending.headers['x-ratelimit-used']).toBe('2');
    // The session is over: the same header again, on a 304 or a HEAD, costs nothing.
    const again = await send('/v1/stats/top-cuisines', { 'if-none-match': etag, 'suggest-session': session });
    expect(again.headers['x-ratelimit-used']).toBe('2');
    await send('/v1/stats/TX', { 'suggest-session': session }, 'HEAD');
    expect((await usage()).used).toBe(2);
    expect((await log()).data.slice(0, 4).map((entry) => [entry.method, entry.status, entry.counted])).toEqual([
      ['GET', 200, false],
      ['HEAD', 200, false],
      ['GET', 304, false],
      ['GET', 304, true],
    ]);
    await app.close();
  });
});
