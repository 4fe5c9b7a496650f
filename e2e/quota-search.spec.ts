/** Search spends quota with care: one request per typed search, nothing under three letters for dishes, Enter-only when low. */
import { QUOTA_PORT } from '../playwright.config';
import type { Request } from '@playwright/test';
import { createKey, expect, recordApiRequests, test, useKeyInPage } from './fixtures';

const searches = (requests: Request[], kind: 'items' | 'restaurants') =>
  requests.filter((r) => r.url().endsWith(`/v1/search/${kind}`));

test('a slow typist spends one request, on Enter, and dish search waits for three letters', async ({
  page,
  apiKey: _keyInPage,
}) => {
  const requests = recordApiRequests(page);
  await page.goto('/dishes');
  const box = page.getByRole('searchbox', { name: /Search dishes/ });
  await box.pressSequentially('pa', { delay: 100 });
  await page.waitForTimeout(1000);
  await box.press('Enter');
  await page.waitForTimeout(500);
  expect(searches(requests, 'items')).toHaveLength(0);
  await expect(page.getByText('Type at least 3 characters')).toBeVisible();

  await box.fill('');
  // About 400 ms a key: the speed at which letters used to be eaten and each one cost a request. Typing now asks
  // only for suggestions (free within the typed search's session); the search waits for Enter.
  const typed = 'chicken tikka';
  await box.pressSequentially(typed, { delay: 400 });
  await page.waitForTimeout(1000);
  expect(searches(requests, 'items')).toHaveLength(0);
  await box.press('Enter');
  await expect(page).toHaveURL(/q=chicken\+tikka/);
  await expect(page.getByTestId('result-summary')).toBeVisible();
  const sent = searches(requests, 'items');
  expect(sent).toHaveLength(1);
  const answer = (await (await sent.at(-1)!.response())!.json()) as { meta: { query: string } };
  expect(answer.meta.query).toBe('chicken tikka');
});

test('a phrase typed at a natural pace, half a second between words, costs at most two requests', async ({
  page,
  apiKey: _keyInPage,
}) => {
  const requests = recordApiRequests(page);
  await page.goto('/restaurants');
  const box = page.getByRole('searchbox', { name: /Search restaurants/ });
  const words = ['cheap', 'thai', 'open', 'now'];
  for (const [index, word] of words.entries()) {
    await box.pressSequentially(index === 0 ? word : ` ${word}`, { delay: 120 });
    await page.waitForTimeout(500);
  }
  await box.press('Enter');
  await expect(page).toHaveURL(/q=cheap\+thai\+open\+now/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();
  await page.waitForTimeout(1000);
  const sent = searches(requests, 'restaurants');
  expect(sent.length).toBeGreaterThanOrEqual(1);
  expect(sent.length).toBeLessThanOrEqual(2);
  const answer = (await (await sent.at(-1)!.response())!.json()) as { meta: { query: string } };
  expect(answer.meta.query).toBe('cheap thai open now');
});

test('with few requests left, search waits for Enter and says so', async ({ page, request }) => {
  const base = `http://127.0.0.1:${QUOTA_PORT}`;
  const key = await createKey(request, base);
  await useKeyInPage(page, key);
  const requests = recordApiRequests(page);

  // QUOTA_LIMIT=3: after one search, 2 are left: under 50, so low.
  await page.goto(`${base}/restaurants?q=pizza`);
  await expect(page.getByTestId('result-summary')).toBeVisible();
  await expect(page.getByTestId('search-hint')).toHaveText(/Quota low \(2 of 3 left this month\).*Enter/);

  const box = page.getByRole('searchbox', { name: /Search restaurants/ });
  await box.fill('');
  await box.pressSequentially('grill', { delay: 150 });
  await page.waitForTimeout(1500);
  expect(searches(requests, 'restaurants')).toHaveLength(1);
  await expect(page).toHaveURL(/q=pizza/);

  await box.press('Enter');
  await expect(page).toHaveURL(/q=grill/);
  await expect(page.getByTestId('quota-meter')).toContainText('1 of 3 requests left this month');
  expect(searches(requests, 'restaurants')).toHaveLength(2);
});
