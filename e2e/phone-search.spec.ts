/**
 * Issue 39 on a phone (390 × 844), the search's part: "vegan" that means meals a vegan can order, a dish price
 * that offers the dish search, a misspelled city that is still the city, and "best" ranked by how sure a rating is.
 */
import { ratingScore } from '../rules/rating-score';
import { apiGet, apiPost, expect, test } from './fixtures';

interface CityAnswer {
  data: { city: string; state: string }[];
}
interface RestaurantAnswer {
  data: { name: string; rating: { average: number | null; count: number } }[];
  meta: { interpretation: { place: { city: string | null; applied: boolean } | null } };
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('"vegan bowl under $12" shows vegan meals, and offers the dish search, where the price applies', async ({
  page,
  apiKey: _key,
}) => {
  await page.goto('/restaurants');
  await page.getByRole('searchbox', { name: /Search restaurants/ }).fill('vegan bowl under $12');
  await page.getByRole('searchbox', { name: /Search restaurants/ }).press('Enter');
  const offer = page.getByRole('link', { name: 'Search dishes for “vegan bowl under $12”' });
  await expect(offer).toBeVisible();
  await offer.tap();
  await expect(page).toHaveURL(/\/dishes\?q=vegan\+bowl\+under\+%2412/);
  const dishes = page.getByTestId('dish-results').locator(':scope > li');
  await expect(dishes.first()).toBeVisible();
  for (const text of await dishes.allTextContents()) {
    expect(text).toMatch(/vegan/i);
    const price = Number(/\$(\d+(?:\.\d+)?)/.exec(text)?.[1]);
    expect(price, text).toBeLessThanOrEqual(12);
  }
});

test('a city typed with a slip is applied as the city', async ({ page, request, baseURL, apiKey }) => {
  const [biggest] = (await apiGet<CityAnswer>(request, `${baseURL}/v1/stats/cities?limit=1`, apiKey)).data;
  const { city, state } = biggest!;
  // The last word of its name with two inner letters swapped ("new yrok"): one slip.
  const words = city.toLowerCase().split(' ');
  const last = words.pop()!;
  const slipped = [...words, `${last.slice(0, 1)}${last.slice(2, 3)}${last.slice(1, 2)}${last.slice(3)}`].join(' ');
  const q = `pizza in ${slipped}`;
  const answer = await apiPost<RestaurantAnswer>(request, `${baseURL}/v1/search/restaurants`, { q }, apiKey);
  expect(answer.meta.interpretation.place).toMatchObject({ city, applied: true });

  await page.goto('/restaurants');
  await page.getByRole('searchbox', { name: /Search restaurants/ }).fill(q);
  await page.getByRole('searchbox', { name: /Search restaurants/ }).press('Enter');
  await expect(page.getByText(`in ${city}, ${state}`, { exact: true })).toBeVisible();
  const cards = page.getByTestId('restaurant-results').getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain(`${city}, ${state}`);
});

test('"best" ranks a rating by how sure it is, not by its raw average', async ({ page, request, baseURL, apiKey }) => {
  const q = 'best pizza';
  const answer = await apiPost<RestaurantAnswer>(request, `${baseURL}/v1/search/restaurants`, { q, limit: 20 }, apiKey);
  const scores = answer.data.map((hit) => ratingScore(hit.rating.average, hit.rating.count));
  expect(scores).toEqual([...scores].sort((a, b) => b - a));

  await page.goto('/restaurants');
  await page.getByRole('searchbox', { name: /Search restaurants/ }).fill(q);
  await page.getByRole('searchbox', { name: /Search restaurants/ }).press('Enter');
  await expect(page.getByText('Sorted by: rating', { exact: false }).first()).toBeVisible();
  const first = page.getByTestId('restaurant-results').getByRole('article').first();
  await expect(first).toContainText(answer.data[0]!.name);
});

test('ticking "Open now" during a "late night" search narrows the list to the count it showed', async ({
  page,
  apiKey: _key,
}) => {
  const count = (text: string | null) => Number((text ?? '').replace(/,/g, '').match(/\d+/)?.[0]);
  await page.goto('/restaurants?q=late+night+pizza');
  const summary = page.getByTestId('result-summary');
  await expect(summary).toContainText('result');
  const late = count(await summary.textContent());
  const toggle = page.getByRole('switch', { name: /Open now/ });
  // The switch says how many of these are open now: ticking it must give that, not the whole open-now list.
  const promised = count(await toggle.locator('..').textContent());
  expect(promised).toBeLessThanOrEqual(late);
  await toggle.tap();
  await expect(page).toHaveURL(/open=now/);
  // At some hours no late-night pizza place is open anywhere: the switch promised none, and none is what it gives.
  if (promised === 0) await expect(page.getByTestId('empty-state')).toBeVisible();
  else await expect(summary).toContainText(`${promised} result`);
});
