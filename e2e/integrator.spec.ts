/**
 * The integrator evaluating us against Google Places, Yelp and Foursquare, from a new key to an audited month: a
 * typed query through suggest for one unit, the saved results read in one batch, a restaurant matched by the phone
 * number a customer gave, a menu re-read with its ETag (304, usage unchanged), paging past result 1,000 with a
 * cursor, a city synced in id order, the cuisine list, independents with delivery, and the key's own request log,
 * through the API and then on the Settings page.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

interface Restaurant {
  restaurant_id: string;
  name: string;
  phone: string | null;
  address: { city: string; state: string };
  chain: { chain_id: string; name: string; location_count: number } | null;
  attributes: {
    delivery: boolean | null;
    takeout: boolean | null;
    dine_in: boolean | null;
    reservations: boolean | null;
  };
  updated_at: string;
}
interface Page<T> {
  data: T[];
  pagination: { has_more: boolean; next_cursor?: string; total_estimated?: number };
}
interface LogEntry {
  method: string;
  path: string;
  status: number;
  request_id: string;
  counted: boolean;
}

/** The API as an integrator's code calls it: one key, JSON in and out, the status kept for the checks. */
function client(request: APIRequestContext, baseURL: string, key: string) {
  const headers = (extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${key}`, ...extra });
  const json = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) => {
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()) as T;
  };
  return {
    get: async <T>(path: string, extra?: Record<string, string>) =>
      json<T>(await request.get(`${baseURL}${path}`, { headers: headers(extra) })),
    post: async <T>(path: string, body: unknown, extra?: Record<string, string>, status?: number) =>
      json<T>(await request.post(`${baseURL}${path}`, { data: body, headers: headers(extra) }), status),
    raw: (path: string, extra?: Record<string, string>) =>
      request.get(`${baseURL}${path}`, { headers: headers(extra) }),
    used: async () =>
      (await json<{ data: { used: number } }>(await request.get(`${baseURL}/v1/usage`, { headers: headers() }))).data
        .used,
  };
}

test('an integrator builds on suggest, batch, match, ETags, cursors, sync, cuisines and filters, and audits the log', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  test.setTimeout(120_000);
  const api = client(request, baseURL!, apiKey);
  const start = await api.used();

  // Suggest as the customer types "chick…": three calls in one session, then the search that ends it: one unit.
  const session = `integrator-${Date.now()}`;
  for (const q of ['ch', 'chi', 'chick']) {
    const suggested = await api.post<{ data: { kind: string; text: string }[]; meta: { session: string } }>(
      '/v1/suggest',
      { q, session },
    );
    expect(suggested.meta.session).toBe(session);
  }
  const found = await api.post<Page<Restaurant>>(
    '/v1/search/restaurants',
    { q: 'chicken', limit: 20 },
    { 'Suggest-Session': session },
  );
  expect(found.data.length).toBe(20);
  expect(await api.used()).toBe(start + 1);

  // The saved list, read back in one counted request, in the order asked, with an unknown id reported.
  const saved = found.data.slice(0, 8).map((hit) => hit.restaurant_id);
  const gone = 'rst_000000000000';
  const batch = await api.post<{ data: (Restaurant | null)[]; meta: { missing: string[] } }>('/v1/restaurants/batch', {
    ids: [...saved, gone],
  });
  expect(batch.data.map((record) => record?.restaurant_id ?? null)).toEqual([...saved, null]);
  expect(batch.meta.missing).toEqual([gone]);
  for (const record of batch.data.slice(0, -1)) expect(Date.parse(record!.updated_at)).not.toBeNaN();
  expect(await api.used()).toBe(start + 2);

  // A customer reads out a phone number as people write it: match finds the restaurant that has it.
  const withPhone = batch.data.find((record) => record?.phone)!;
  const digits = withPhone.phone!.replace(/^\+1/, '');
  const spoken = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  const matched = await api.post<{
    data: { restaurant: Restaurant; confidence: number; matched_on: string[] }[];
  }>('/v1/restaurants/match', { phone: spoken });
  expect(matched.data[0]!.restaurant.restaurant_id).toBe(withPhone.restaurant_id);
  expect(matched.data[0]!.matched_on).toContain('phone');
  expect(matched.data[0]!.confidence).toBeGreaterThan(0.8);

  // A cached menu is revalidated, not paid for twice: 304 with no body, and the month's count does not move.
  const menuPath = `/v1/restaurants/${withPhone.restaurant_id}/menu`;
  const menu = await api.raw(menuPath);
  expect(menu.status()).toBe(200);
  const etag = menu.headers().etag!;
  expect(etag).toMatch(/^"[^"]+"$/);
  const beforeRevalidation = await api.used();
  const revalidated = await api.raw(menuPath, { 'If-None-Match': etag });
  expect(revalidated.status()).toBe(304);
  expect(await revalidated.body()).toHaveLength(0);
  expect(await api.used()).toBe(beforeRevalidation);

  // Past the 1,000-result window: the last page inside it hands over a cursor, which goes on to the very end.
  const window = await api.post<Page<Restaurant>>('/v1/search/restaurants', { q: 'chicken', limit: 100, offset: 900 });
  expect(window.pagination.has_more).toBe(true);
  const seen = new Set(window.data.map((hit) => hit.restaurant_id));
  let cursor = window.pagination.next_cursor;
  let pages = 0;
  while (cursor && pages < 3) {
    const next: Page<Restaurant> = await api.post('/v1/search/restaurants', { q: 'chicken', limit: 100, cursor });
    for (const hit of next.data) {
      expect(seen.has(hit.restaurant_id), `${hit.restaurant_id} twice`).toBe(false);
      seen.add(hit.restaurant_id);
    }
    cursor = next.pagination.next_cursor;
    pages += 1;
  }
  expect(pages).toBeGreaterThan(0);
  expect(seen.size).toBeGreaterThan(100);
  const refused = await api.post<{ error: { code: string; param: string } }>(
    '/v1/search/restaurants',
    { q: 'chicken', limit: 100, cursor: 'not-a-cursor' },
    {},
    400,
  );
  expect(refused.error).toMatchObject({ code: 'parameter_invalid', param: 'cursor' });

  // A city synced in id order, page by page, to its last restaurant: as many as its statistics count.
  const { city, state } = withPhone.address;
  const stats = await api.get<{ data: { restaurant_count: number } }>(`/v1/stats/${state}/${encodeURIComponent(city)}`);
  const synced: string[] = [];
  let syncCursor: string | undefined;
  do {
    const query = `state=${state}&city=${encodeURIComponent(city)}&limit=100${syncCursor ? `&cursor=${syncCursor}` : ''}`;
    const listing: Page<Restaurant> = await api.get(`/v1/restaurants?${query}`);
    synced.push(...listing.data.map((record) => record.restaurant_id));
    syncCursor = listing.pagination.next_cursor;
  } while (syncCursor);
  expect(synced.length).toBe(stats.data.restaurant_count);
  expect([...synced].sort()).toEqual(synced);
  expect(synced).toContain(withPhone.restaurant_id);

  // The taxonomy: names, parents and kinds; a slug that is not in it is refused, naming the field.
  const cuisines = await api.get<{
    data: { cuisine: string; name: string; parent: string | null; kind: string; restaurant_count: number }[];
  }>('/v1/cuisines');
  expect(cuisines.data.find((entry) => entry.cuisine === 'thai')).toMatchObject({ name: 'Thai', kind: 'cuisine' });
  expect(cuisines.data.find((entry) => entry.cuisine === 'neapolitan-pizza')).toMatchObject({ parent: 'pizza' });
  expect(cuisines.data.every((entry) => entry.restaurant_count >= 0)).toBe(true);
  const klingon = await api.post<{ error: { param: string; message: string } }>(
    '/v1/search/restaurants',
    { q: 'pizza', cuisines: ['klingon'] },
    {},
    400,
  );
  expect(klingon.error.param).toBe('cuisines');

  // Independents that deliver: no chain, delivery known true, and the exact count the facets give.
  const independents = await api.post<
    Page<Restaurant> & { meta: { facets: Record<string, { value: string; count: number }[]> } }
  >('/v1/search/restaurants', {
    q: 'chicken',
    independent: true,
    attributes: ['delivery'],
    limit: 50,
    facets: ['attributes'],
  });
  expect(independents.data.length).toBeGreaterThan(0);
  for (const hit of independents.data) {
    expect(hit.chain).toBeNull();
    expect(hit.attributes.delivery).toBe(true);
  }
  const delivery = independents.meta.facets.attributes!.find((bucket) => bucket.value === 'delivery')!;
  expect(delivery.count).toBe(independents.pagination.total_estimated);

  // The key's own log, not counted to read: the match and the 304 are there, the 304 marked as not counted.
  const log = await api.get<{ data: LogEntry[] }>('/v1/usage/requests?limit=100');
  const revalidation = log.data.find((entry) => entry.request_id === revalidated.headers()['request-id']);
  expect(revalidation).toMatchObject({ method: 'GET', path: menuPath, status: 304, counted: false });
  expect(log.data.some((entry) => entry.path === '/v1/restaurants/match' && entry.counted)).toBe(true);
  expect(log.data.filter((entry) => entry.path === '/v1/suggest').every((entry) => !entry.counted)).toBe(true);

  // And the same log on Settings, where the person who holds the key looks.
  await page.goto('/settings');
  const usage = page.getByRole('region', { name: 'Usage and recent requests' });
  const table = usage.getByRole('table', { name: 'Requests made with this key, newest first' });
  await expect(table).toContainText('GET /v1/cuisines');
  await expect(table.getByRole('row').filter({ hasText: 'POST /v1/search/restaurants' }).first()).toContainText(
    'Counted',
  );
});
