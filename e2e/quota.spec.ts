import { QUOTA_PORT } from '../playwright.config';
import { createKey, expect, recordApiRequests, test, useKeyInPage } from './fixtures';

const base = `http://127.0.0.1:${QUOTA_PORT}`;

test('exhausting a tiny quota shows the banner with the reset time and sends nothing more', async ({
  page,
  request,
}) => {
  const key = await createKey(request, base);
  await useKeyInPage(page, key);
  const requests = recordApiRequests(page);

  // QUOTA_LIMIT=3: three searches succeed, the fourth is refused with 429.
  await page.goto(`${base}/restaurants?q=pizza`);
  await expect(page.getByTestId('result-summary')).toBeVisible();
  await expect(page.getByTestId('quota-meter')).toContainText('2 of 3 requests left this month');
  const box = page.getByRole('searchbox', { name: /Search restaurants/ });
  for (const q of ['grill', 'cafe']) {
    await box.fill(q);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${q}`));
    await expect(page.getByTestId('result-summary')).toBeVisible();
  }
  await expect(page.getByTestId('quota-meter')).toContainText('0 of 3 requests left this month');
  // Its suggestions go first and come back refused; Enter pressed before that answer would rightly search too.
  const refusedSuggestions = page.waitForResponse((r) => r.url().includes('/v1/suggest') && r.status() === 429);
  await box.fill('kitchen');
  await refusedSuggestions;
  await box.press('Enter');

  const banner = page.getByTestId('quota-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("This month's requests are used up");
  await banner.getByText('Request id', { exact: true }).click();
  await expect(banner.getByText(/req_[A-Za-z0-9]{16}/)).toBeVisible();
  const now = new Date();
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  await expect(banner.getByTestId('quota-reset')).toHaveAttribute('datetime', nextMonth.toISOString());
  await expect(banner).toContainText(/, in \d+ (d|h|min|s)/);
  // Three searches, then what the fourth typed search sent first (its suggestions) was refused with 429.
  expect(requests.filter((r) => r.url().includes('/v1/search/'))).toHaveLength(3);
  const refused = requests.filter((r) => r.url().includes('/v1/suggest'));
  expect((await refused.at(-1)!.response())?.status()).toBe(429);

  // Nothing more is sent: new searches, other pages.
  const sentBefore = requests.length;
  await box.fill('sushi');
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'requests are paused' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cities' }).click();
  await expect(page.getByRole('heading', { name: 'Cities ranked' })).toBeVisible();
  await page.waitForTimeout(800);
  expect(requests.slice(sentBefore).map((r) => r.url())).toEqual([]);
  await expect(banner).toBeVisible();
});
