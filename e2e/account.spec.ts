import { createKey, expect, recordApiRequests, test, useKeyInPage } from './fixtures';

test('create a key in the dialog, then search with it', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('quota-meter').click();
  const dialog = page.getByRole('dialog', { name: 'API key' });
  await expect(dialog).toBeVisible();
  // A newcomer has no key: creating one is the first form, and remembering it is already ticked.
  const forms = dialog.getByRole('form');
  await expect(forms.first()).toHaveAccessibleName('Create a free key');
  await expect(forms.nth(1)).toHaveAccessibleName('Paste your key');
  const create = dialog.getByRole('form', { name: 'Create a free key' });
  await expect(create.getByLabel('Remember in this browser')).toBeChecked();
  await dialog.getByLabel('Email address').fill(`e2e-dialog-${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const created = dialog.getByTestId('created-key');
  await expect(created).toHaveText(/^sk_live_[A-Za-z0-9]{32}$/);
  const key = (await created.textContent())!;
  // The key is remembered in this browser (localStorage), never in the URL.
  expect(await page.evaluate(() => localStorage.getItem('menu-atlas:api-key'))).toBe(key);
  expect(await page.evaluate(() => sessionStorage.getItem('menu-atlas:api-key'))).toBeNull();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to the control that opened the dialog.
  await expect(page.getByTestId('quota-meter')).toBeFocused();
  // Opened again, the dialog shows the key in use, masked, with its usage.
  await page.getByTestId('quota-meter').click();
  await expect(dialog.getByTestId('masked-key')).toHaveText(new RegExp(`^sk_live_•+${key.slice(-4)}$`));
  await expect(dialog.getByTestId('usage')).toContainText('Remaining');
  await dialog.getByRole('button', { name: /^Close/ }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/restaurants?q=pizza');
  await expect(page.getByTestId('result-summary')).toBeVisible();
  await expect(page.getByTestId('quota-meter')).toContainText(/\d+ of [\d,]+ requests left this month/);
  expect(page.url()).not.toContain(key);

  // A second tab of the same browser searches with the key: no dialog asking for a key that was shown once.
  const second = await page.context().newPage();
  await second.goto('/restaurants?q=pizza');
  await expect(second.getByTestId('result-summary')).toBeVisible();
  await expect(second.getByRole('dialog', { name: 'API key' })).toBeHidden();
  await second.close();
});

test('a key pasted with "Remember" unticked stays in this tab only', async ({ page, request, baseURL }) => {
  const key = await createKey(request, baseURL!);
  await page.goto('/');
  await page.getByTestId('quota-meter').click();
  const paste = page.getByRole('dialog', { name: 'API key' }).getByRole('form', { name: 'Paste your key' });
  await paste.getByLabel('API key', { exact: true }).fill(key);
  await paste.getByLabel('Remember in this browser').uncheck();
  await paste.getByRole('button', { name: 'Use this key' }).click();
  expect(await page.evaluate(() => sessionStorage.getItem('menu-atlas:api-key'))).toBe(key);
  expect(await page.evaluate(() => localStorage.getItem('menu-atlas:api-key'))).toBeNull();
  const second = await page.context().newPage();
  await second.goto('/restaurants?q=pizza');
  await expect(second.getByRole('dialog', { name: 'API key' })).toBeVisible();
  await second.close();
});

test('an invalid key opens the key dialog with the reason', async ({ page, request, baseURL }) => {
  const goodKey = await createKey(request, baseURL!);
  await useKeyInPage(page, `sk_live_${'x'.repeat(32)}`);
  const requests = recordApiRequests(page);
  await page.goto('/restaurants?q=pizza');
  const dialog = page.getByRole('dialog', { name: 'API key' });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByRole('alert').filter({ hasText: 'The API key was not accepted' }).first();
  await expect(reason).toBeVisible();
  // The request id is one tap away.
  await reason.getByText('Request id', { exact: true }).click();
  await expect(reason.getByText(/req_[A-Za-z0-9]{16}/)).toBeVisible();
  // Not retried: one request only.
  expect(requests.filter((r) => r.url().includes('/v1/search/restaurants'))).toHaveLength(1);
  // Pasting a good key closes the dialog and the search runs.
  await dialog.getByLabel('API key', { exact: true }).fill(goodKey);
  await dialog.getByRole('button', { name: 'Use this key' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('result-summary')).toBeVisible();
});
