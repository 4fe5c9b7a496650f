/**
 * Keys and quota as a person meets them: a key created in the dialog shows alone and at the top (on a phone too), a
 * revoked key is shown as revoked, reset times say UTC and the reader's own time, the phone header keeps the app's
 * name, and request ids stay one tap away.
 */
import { createKey, expect, test, useKeyInPage } from './fixtures';

const phone = { width: 390, height: 844 };

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('a key created after a refusal shows alone, at the top of the dialog, focused', async ({ page }) => {
    await useKeyInPage(page, `sk_live_${'x'.repeat(32)}`);
    await page.goto('/restaurants?q=pizza');
    const dialog = page.getByRole('dialog', { name: 'API key' });
    await expect(dialog.getByRole('alert').filter({ hasText: 'The API key was not accepted' }).first()).toBeVisible();
    await expect(dialog).toContainText('The API refused this key');

    await dialog.getByLabel('Email address').fill(`e2e-phone-${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const key = dialog.getByTestId('created-key');
    await expect(key).toHaveText(/^sk_live_[A-Za-z0-9]{32}$/);
    // Only the news: no refusal of the old key, no forms pushing the new one down.
    await expect(dialog).not.toContainText('The API refused this key');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Create key' })).toHaveCount(0);
    await expect(key).toBeInViewport({ ratio: 1 });
    const created = dialog.getByRole('region', { name: 'Your key is ready and in use' });
    await expect(created.getByRole('heading', { name: 'Your key is ready and in use' })).toBeFocused();
    await expect(created.getByRole('button', { name: 'Copy key' })).toBeInViewport({ ratio: 1 });

    await created.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('result-summary')).toBeVisible();
  });

  test('the quota meter says its unit and period on a line of its own, under the app’s name', async ({
    page,
    apiKey: _keyInPage,
  }) => {
    await page.goto('/');
    const meter = page.getByTestId('quota-meter');
    await expect(meter).toHaveAccessibleName(/^[\d,]+ of [\d,]+ requests left this month$/);
    await expect(meter).toHaveText(/^[\d,]+ of [\d,]+ requests left this month$/); // its words, in full for every reader
    // What a phone shows: the count, its unit and its period, none of it cut off.
    const shown = meter.locator(':scope > span').first();
    expect(await shown.evaluate((element) => (element as HTMLElement).innerText)).toMatch(
      /^[\d,]+ requests left this month$/,
    );
    expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const home = page.getByRole('link', { name: 'Menu Atlas', exact: true });
    await expect(home.getByText('Menu Atlas')).toBeVisible();
    // Nothing in the header overlaps the name: the meter is below it, within the header.
    const header = (await page.locator('header').first().boundingBox())!;
    const box = (await meter.boundingBox())!;
    const name = (await home.getByText('Menu Atlas').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(name.y + name.height);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  });

  test('an error shows its status, code and request id only when asked for', async ({ page, apiKey: _keyInPage }) => {
    const answered = page.waitForResponse((r) => r.url().includes('/v1/restaurants/rst_000000000000'));
    await page.goto('/restaurants/rst_000000000000');
    const requestId = (await answered).headers()['request-id']!;
    const notice = page.getByRole('alert').filter({ hasText: 'What this error means' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(requestId)).toBeHidden();
    await expect(notice.getByText('404 restaurant_not_found')).toBeHidden();
    await notice.locator('summary', { hasText: 'Details' }).click();
    await expect(notice.getByText(requestId)).toBeVisible();
    await expect(notice.getByText('404 restaurant_not_found')).toBeVisible();
  });
});

test.describe('in Chicago', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('the reset time says UTC with the local time beside it, and the inspector reads x-ratelimit-reset', async ({
    page,
    apiKey: _keyInPage,
  }) => {
    const answered = page.waitForResponse((r) => r.url().endsWith('/v1/search/restaurants'));
    await page.goto('/restaurants?q=pizza');
    const reset = Number((await answered).headers()['x-ratelimit-reset']);
    await expect(page.getByTestId('result-summary')).toBeVisible();
    await page.getByRole('button', { name: /View API request/ }).click();
    const call = page.getByTestId('api-call').filter({ hasText: '/v1/search/restaurants' });
    const resetRow = call.getByRole('definition').filter({ hasText: String(reset) });
    await expect(resetRow).toContainText(/12:00 AM UTC \(\w{3} \d+, \d{4}, 6:00 PM CST your time\)/);
    await expect(call).toContainText(/Sent\w{3} \d+, \d+:\d\d:\d\d [AP]M C[SD]T/);
    await page.keyboard.press('Escape');

    await page.getByTestId('quota-meter').click();
    const dialog = page.getByRole('dialog', { name: 'API key' });
    await expect(dialog.getByTestId('usage-reset')).toHaveText(
      /^\w{3} 1, \d{4}, 12:00 AM UTC \(\w{3} \d+, \d{4}, 6:00 PM CST your time\)$/,
    );
  });
});

test('revoking the key in the dialog leaves no count and no second offer to revoke it', async ({ page, apiKey }) => {
  await page.goto('/settings');
  const meter = page.getByTestId('quota-meter');
  await expect(meter).toContainText(/left this month/);
  page.once('dialog', (confirm) => void confirm.accept());
  const panel = page.getByRole('region', { name: 'API key' });
  await panel.getByRole('button', { name: 'Revoke key' }).click();
  await expect(panel.getByTestId('revoked-key')).toContainText(`sk_live_••••••••${apiKey.slice(-4)} was revoked`);
  await expect(panel.getByRole('button', { name: 'Revoke key' })).toHaveCount(0);
  await expect(meter).toHaveAccessibleName('Key revoked: add a new one');
  await expect(meter).not.toContainText('left');
});

test('a new key after a revocation is used at once, and the revoked notice goes', async ({
  page,
  request,
  baseURL,
}) => {
  const key = await createKey(request, baseURL!);
  await useKeyInPage(page, key);
  await page.goto('/settings');
  page.once('dialog', (confirm) => void confirm.accept());
  const panel = page.getByRole('region', { name: 'API key' });
  await panel.getByRole('button', { name: 'Revoke key' }).click();
  await expect(panel.getByTestId('revoked-key')).toBeVisible();
  await panel.getByLabel('API key', { exact: true }).fill(await createKey(request, baseURL!));
  await panel.getByRole('button', { name: 'Use this key' }).click();
  await expect(panel.getByTestId('revoked-key')).toHaveCount(0);
  await expect(page.getByTestId('quota-meter')).toContainText(/left this month/);
});
