/** Moving between pages: focus, the mobile menu, page code that fails to download, and requests spent. */
import { QUOTA_PORT } from '../playwright.config';
import { createKey, expect, recordApiRequests, test, useKeyInPage } from './fixtures';

test('after a move to another page, focus is on its heading', async ({ page, apiKey }) => {
  void apiKey;
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cities' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Cities ranked' });
  await expect(heading).toBeFocused();
});

test('Escape closes the mobile menu and gives focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Menu' });
  await button.click();
  const nav = page.locator('#mobile-nav');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(button).toBeFocused();
});

test('page code that fails to download is tried again, then offers Try again without a reload', async ({
  page,
  apiKey,
}) => {
  void apiKey;
  let failures = 1;
  await page.route(/\/assets\/StatsIndexPage-[^/]+\.js$/, (route) =>
    failures-- > 0 ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto('/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'City statistics' })).toBeVisible();

  // The server goes away for longer: a friendly message, and the page works once it is back.
  let down = true;
  await page.route(/\/assets\/SettingsPage-[^/]+\.js$/, (route) =>
    down ? route.abort('connectionrefused') : route.continue(),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('a restaurant opened from search costs one request, record and menu together', async ({ page, facts }) => {
  await page.goto(`/restaurants?q=${facts.query}`);
  const first = page.getByTestId('restaurant-results').getByRole('article').first().getByRole('link');
  const name = await first.textContent();
  const requests = recordApiRequests(page);
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  await expect(page.getByRole('navigation', { name: 'Menu sections' })).toBeVisible();
  expect(requests.map((r) => new URL(r.url()))).toEqual([
    expect.objectContaining({
      pathname: expect.stringMatching(/^\/v1\/restaurants\/rst_\w+$/),
      search: '?expand=menu',
    }),
  ]);
});

test('a restaurant that does not exist offers no Try again (it would spend quota on the same 404)', async ({
  page,
  apiKey,
}) => {
  void apiKey;
  await page.goto('/restaurants/rst_000000000000');
  await expect(page.getByRole('alert')).toContainText('No such restaurant');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('without a key, the dialog says so in plain words', async ({ page }) => {
  await page.goto('/restaurants?q=pizza');
  const dialog = page.getByRole('dialog', { name: 'API key' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('need a free API key');
  await expect(page.getByText(/redacted/)).toHaveCount(0);
});

test('a slow typist loses no letters in the search box', async ({ page, apiKey }) => {
  void apiKey;
  test.setTimeout(60_000);
  await page.goto('/dishes');
  const box = page.getByRole('searchbox').first();
  const phrase = 'chicken tikka masala';
  await box.pressSequentially(phrase, { delay: 380 });
  await page.waitForTimeout(800);
  await expect(box).toHaveValue(phrase);
  await box.press('Enter');
  await expect(page).toHaveURL(/q=chicken(\+|%20)tikka(\+|%20)masala/);
});

test('the quota shown is the server’s own, and the meter shows the count from the first page', async ({
  page,
  request,
}) => {
  // The second journey server has QUOTA_LIMIT=3: nothing may say 1,000.
  const base = `http://127.0.0.1:${QUOTA_PORT}`;
  const key = await createKey(request, base);
  await useKeyInPage(page, key);
  const requests = recordApiRequests(page);
  await page.goto(`${base}/`);
  await expect(page.getByTestId('quota-meter')).toHaveText('3 of 3 requests left this month');
  await expect(page.getByText('A free key gives 3 requests a month')).toBeVisible();
  await expect(page.getByText(/1,000/)).toHaveCount(0);
  // Only uncounted calls were made: the usage, and health, which says what the catalog was made from.
  expect(requests.map((r) => new URL(r.url()).pathname).sort()).toEqual(['/v1/health', '/v1/usage']);
});
