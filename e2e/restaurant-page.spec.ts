/** A restaurant page costs one counted request: the record with its menu inside (`expand=menu`). */
import type { Request } from '@playwright/test';
import { expect, recordApiRequests, test } from './fixtures';

/** The page's counted requests: everything but the quota meter's uncounted usage read. */
const counted = (requests: Request[]) => requests.filter((r) => new URL(r.url()).pathname !== '/v1/usage');

test('opening a restaurant page sends one request, with expand=menu, and shows the record and its menu', async ({
  page,
  facts,
}) => {
  const requests = recordApiRequests(page);
  await page.goto(`/restaurants/${facts.restaurantId}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Restaurant');
  await expect(page.getByRole('navigation', { name: 'Menu sections' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sent = counted(requests).map((r) => new URL(r.url()));
  expect(sent.map((url) => url.pathname + url.search)).toEqual([`/v1/restaurants/${facts.restaurantId}?expand=menu`]);
});

test('a reloaded restaurant page shows the record and its menu from the cache, without a request', async ({
  page,
  facts,
}) => {
  await page.goto(`/restaurants/${facts.restaurantId}`);
  const name = page.getByRole('heading', { level: 1 });
  await expect(name).not.toHaveText('Restaurant');
  const shown = await name.textContent();
  // Wait for the IndexedDB persister (throttled) to write.
  await page.waitForTimeout(1500);
  const requests = recordApiRequests(page);
  await page.reload();
  await expect(name).toHaveText(shown!);
  await expect(page.getByRole('navigation', { name: 'Menu sections' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(counted(requests)).toEqual([]);
});

test('an unknown restaurant sends one request, answered 404, and says so', async ({ page, apiKey }) => {
  void apiKey;
  const requests = recordApiRequests(page);
  await page.goto('/restaurants/rst_000000000000');
  await expect(page.getByRole('alert')).toContainText('No such restaurant');
  await page.waitForLoadState('networkidle');
  const sent = counted(requests);
  expect(sent).toHaveLength(1);
  expect((await sent[0]!.response())!.status()).toBe(404);
});

test('the page shows where the restaurant is on a small map, with directions to it', async ({ page, facts }) => {
  const requests = recordApiRequests(page);
  await page.goto(`/restaurants/${facts.restaurantId}`);
  const location = page.getByRole('region', { name: 'Location' });
  await location.scrollIntoViewIfNeeded();
  const map = location.getByTestId('results-map');
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  const answer = (await (await counted(requests)[0]!.response())!.json()) as {
    data: { location: { latitude: number; longitude: number } };
  };
  const { latitude, longitude } = answer.data.location;
  await expect(location.getByRole('link', { name: /Directions/ })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/directions?to=${latitude}%2C${longitude}`,
  );
  // The map costs no request of the API's.
  expect(counted(requests)).toHaveLength(1);
});
