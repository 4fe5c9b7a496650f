/**
 * An integrator's cached reads and the documentation's honesty (issue 40 items 3 and 7), against the real server:
 * a menu re-read with its ETag is a 304 and costs nothing, a HEAD costs nothing, the browser itself revalidates what
 * the app asks for again, `fields` cuts a record, and the documented examples and errors are what the server does.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

const usedOf = async (request: APIRequestContext, key: string) =>
  (
    (await (await request.get('/v1/usage', { headers: { authorization: `Bearer ${key}` } })).json()) as {
      data: { used: number };
    }
  ).data.used;

test('re-reading a menu with its ETag answers 304 and leaves usage unchanged; HEAD is not counted', async ({
  request,
  apiKey,
}) => {
  const auth = { authorization: `Bearer ${apiKey}` };
  const search = await request.post('/v1/search/restaurants', { headers: auth, data: { q: 'pizza', limit: 1 } });
  const restaurantId = ((await search.json()) as { data: { restaurant_id: string }[] }).data[0]!.restaurant_id;

  const menu = await request.get(`/v1/restaurants/${restaurantId}/menu`, { headers: auth });
  expect(menu.status()).toBe(200);
  const etag = menu.headers().etag!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(menu.headers()['cache-control']).toBe('private, max-age=300');

  const before = await usedOf(request, apiKey);
  const again = await request.get(`/v1/restaurants/${restaurantId}/menu`, {
    headers: { ...auth, 'if-none-match': etag },
  });
  expect(again.status()).toBe(304);
  expect(again.headers()['x-ratelimit-used']).toBe(String(before));
  const head = await request.head(`/v1/restaurants/${restaurantId}`, { headers: auth });
  expect(head.status()).toBe(200);
  expect(await usedOf(request, apiKey)).toBe(before);

  // fields: only the chosen fields and the id.
  const cut = await request.get(`/v1/restaurants/${restaurantId}?fields=name,rating`, { headers: auth });
  expect(Object.keys(((await cut.json()) as { data: object }).data).sort()).toEqual([
    'name',
    'rating',
    'restaurant_id',
  ]);
});

test("the browser revalidates the app's repeated read: the second costs nothing", async ({ page, request, apiKey }) => {
  await page.goto('/');
  const search = await request.post('/v1/search/restaurants', {
    headers: { authorization: `Bearer ${apiKey}` },
    data: { q: 'pizza', limit: 1 },
  });
  const restaurantId = ((await search.json()) as { data: { restaurant_id: string }[] }).data[0]!.restaurant_id;
  const before = await usedOf(request, apiKey);
  // As the app's client asks (cache: 'no-cache'): the browser sends If-None-Match with the tag it keeps.
  const statuses = await page.evaluate(
    async ({ id, key }) => {
      const read = () =>
        fetch(`/v1/restaurants/${id}/menu`, { cache: 'no-cache', headers: { authorization: `Bearer ${key}` } });
      const first = await read();
      const second = await read();
      return [first.status, second.status, second.headers.get('x-ratelimit-used')];
    },
    { id: restaurantId, key: apiKey },
  );
  expect(statuses).toEqual([200, 200, String(before + 1)]);
  expect(await usedOf(request, apiKey)).toBe(before + 1);
});

test('the documentation tells the truth: real examples, JSON 404 for /v2, a Bearer challenge', async ({
  request,
  apiKey,
}) => {
  const document = (await (await request.get('/v1/openapi.json')).json()) as {
    info: { 'x-quota': { limit: number } };
    paths: Record<string, { get: { parameters: { name: string; example?: string }[] } }>;
  };
  const usage = (await (await request.get('/v1/usage', { headers: { authorization: `Bearer ${apiKey}` } })).json()) as {
    data: { limit: number };
  };
  expect(document.info['x-quota'].limit).toBe(usage.data.limit);
  const id = document.paths['/v1/restaurants/{restaurant_id}']!.get.parameters.find(
    (p) => p.name === 'restaurant_id',
  )!.example!;
  const example = await request.get(`/v1/restaurants/${id}`, { headers: { authorization: `Bearer ${apiKey}` } });
  expect(example.status()).toBe(200);

  const v2 = await request.get('/v2/health');
  expect(v2.status()).toBe(404);
  expect(((await v2.json()) as { error: { code: string } }).error.code).toBe('route_not_found');

  const unauthenticated = await request.get(`/v1/restaurants/${id}`);
  expect(unauthenticated.status()).toBe(401);
  expect(unauthenticated.headers()['www-authenticate']).toBe('Bearer');
});
