/**
 * Search as you type through suggest (issue 40 item 1): typing offers suggestions under the box, the keyboard picks
 * one, and the whole typed search, however many letters, costs one request, as /v1/usage and the request inspector
 * say.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { apiGet, expect, recordApiRequests, test } from './fixtures';

interface SuggestAnswer {
  meta: { session: string | null };
}
interface UsageAnswer {
  data: { used: number };
}

/** The key's units this month, as GET /v1/usage says. */
const usedBy = async (request: APIRequestContext, baseURL: string | undefined, key: string) =>
  (await apiGet<UsageAnswer>(request, `${baseURL}/v1/usage`, key)).data.used;

test('a typed search with suggestions costs one unit', async ({ page, apiKey, baseURL, request }) => {
  const used = () => usedBy(request, baseURL, apiKey);
  const calls = recordApiRequests(page);
  await page.goto('/restaurants');
  const before = await used();

  const box = page.getByRole('searchbox', { name: /Search restaurants/ });
  // Slower than the suggestion delay, so each letter asks: many calls, one session.
  await box.pressSequentially('pad th', { delay: 200 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  const dish = list.getByRole('option', { name: /Pad Thai/ }).first();
  await expect(dish).toBeVisible();
  await expect(dish).toContainText(/places? · median \$/);
  const axe = await new AxeBuilder({
    page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'],
  }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // Arrow keys move through the list; Escape closes it; typing opens it again; Enter picks the chosen one.
  await box.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.press('a');
  await expect(list).toBeVisible();
  await box.press('ArrowDown');
  const picked = (await list.getByRole('option', { selected: true }).locator('span').first().innerText()).trim();
  await box.press('Enter');

  await expect(box).toHaveValue(picked);
  await expect(page.getByTestId('result-summary')).toHaveText(/results? · \d+ ms$/);
  const suggestCalls = calls.filter((call) => call.url().endsWith('/v1/suggest'));
  expect(suggestCalls.length).toBeGreaterThan(1);
  const search = calls.find((call) => call.url().endsWith('/v1/search/restaurants'))!;
  const sessions = await Promise.all(
    suggestCalls.map(async (call) => ((await (await call.response())!.json()) as SuggestAnswer).meta.session),
  );
  const session = sessions[0]!;
  expect(session).toMatch(/^typed-/);
  expect(new Set(sessions)).toEqual(new Set([session]));
  expect(await search.headerValue('suggest-session')).toBe(session);
  await expect.poll(used).toBe(before + 1);

  // The request inspector says the search counted once for the whole typed search.
  await page.getByRole('button', { name: /View API request/ }).click();
  const notes = page.getByTestId('request-inspector').getByTestId('call-billing');
  await expect(notes.filter({ hasText: `Ends suggest session ${session}` })).toHaveCount(1);
});

test('a restaurant picked from the suggestions opens that restaurant, for one unit', async ({
  page,
  apiKey,
  baseURL,
  request,
}) => {
  const used = () => usedBy(request, baseURL, apiKey);
  const calls = recordApiRequests(page);
  await page.goto('/restaurants');
  const before = await used();
  const box = page.getByRole('searchbox', { name: /Search restaurants/ });
  await box.pressSequentially('pizza', { delay: 150 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  // A restaurant's suggestion says where it is ("City, ST"); a dish's or a cuisine's says how many places.
  const restaurant = list.getByRole('option', { name: /, [A-Z]{2}$/ }).first();
  await expect(restaurant).toBeVisible();
  const name = (await restaurant.locator('span').first().innerText()).trim();
  await restaurant.click();

  await expect(page).toHaveURL(/\/restaurants\/rst_[A-Za-z0-9]{12}/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const read = calls.find((call) => /\/v1\/restaurants\/rst_/.test(call.url()))!;
  expect(await read.headerValue('suggest-session')).toMatch(/^typed-/);
  expect(calls.some((call) => call.url().endsWith('/v1/search/restaurants'))).toBe(false);
  await expect.poll(used).toBe(before + 1);
});
