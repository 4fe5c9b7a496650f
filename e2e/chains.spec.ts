/**
 * Chains and service attributes in the app, against the real API: the restaurant filter panel narrows to independents
 * that deliver (counts from the API's exact facets, kept in the URL as chips), and a chain's location names its chain
 * and how many locations it has on its page.
 */
import type { Request } from '@playwright/test';
import { apiPost, count, expect, lastRestaurantAnswer, pageAddress, recordApiRequests, test } from './fixtures';

interface Hit {
  restaurant_id: string;
  name: string;
  chain: { chain_id: string; name: string; location_count: number } | null;
  attributes: {
    delivery: boolean | null;
    takeout: boolean | null;
    dine_in: boolean | null;
    reservations: boolean | null;
  };
}
interface Answer {
  data: Hit[];
  pagination: { total_estimated?: number };
  meta: { facets?: Record<string, { value: string; count: number }[]> };
}

const address = pageAddress;
const lastAnswer = (requests: Request[]) => lastRestaurantAnswer<Answer>(requests);

test('independents that deliver, then a chain location that names its chain', async ({ page, apiKey, baseURL }) => {
  const requests = recordApiRequests(page);
  await page.goto('/restaurants?q=burger');
  const panel = page.getByTestId('filter-panel');
  await expect(page.getByTestId('result-summary')).toBeVisible();

  // Clicked, not check()ed: the box follows the URL, which changes a moment after the click.
  await panel.getByRole('checkbox', { name: /Independent only/ }).click();
  await expect.poll(() => address(page)).toMatch(/independent=only/);
  const independents = await apiPost<Answer>(
    page.request,
    `${baseURL}/v1/search/restaurants`,
    { q: 'burger', independent: true, facets: ['attributes'], limit: 1 },
    apiKey,
  );
  const delivering = independents.meta.facets!.attributes!.find((entry) => entry.value === 'delivery')!;
  // The count beside Delivery is the API's exact count of independents that deliver.
  const delivery = panel.getByRole('checkbox', { name: /^Delivery/ });
  await expect(panel.getByText('Delivery').locator('..')).toContainText(count(delivering.count));

  await delivery.click();
  await expect.poll(() => address(page)).toMatch(/service=delivery/);
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips).toContainText('Chains: independents only');
  await expect(chips).toContainText('Service: Delivery');
  await expect(page.getByTestId('result-summary')).toContainText(`${count(delivering.count)} result`);
  const narrowed = await lastAnswer(requests);
  expect(narrowed.data.length).toBeGreaterThan(0);
  for (const hit of narrowed.data) {
    expect(hit.chain).toBeNull();
    expect(hit.attributes.delivery).toBe(true);
  }

  // A shared link brings the same search back.
  await page.reload();
  await expect(panel.getByRole('checkbox', { name: /Independent only/ })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: /^Delivery/ })).toBeChecked();

  // Without "independents only", chain locations come back; one names its chain on its page. Only answers from here
  // on are read: the bodies of those before the reload are gone with their page.
  requests.length = 0;
  await chips.getByRole('button', { name: 'Remove filter Chains: independents only' }).click();
  await expect.poll(() => address(page)).not.toMatch(/independent=/);
  const searched = () => requests.some((r) => r.url().endsWith('/v1/search/restaurants'));
  await expect
    .poll(async () => searched() && (await lastAnswer(requests)).data.some((hit) => hit.chain !== null))
    .toBe(true);
  const chained = (await lastAnswer(requests)).data.find((hit) => hit.chain !== null)!;
  await page.getByTestId('restaurant-results').getByRole('link', { name: chained.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chained.name);
  await expect(page.getByTestId('chain')).toHaveText(
    `A location of ${chained.chain!.name} · ${count(chained.chain!.location_count)} ${
      chained.chain!.location_count === 1 ? 'location' : 'locations'
    } in the catalog`,
  );
  await expect(page.getByTestId('services')).toContainText('Delivery');
});
