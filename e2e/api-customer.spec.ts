/**
 * The prospective API customer: a code sample beside every operation before anything is sent, a copied command that
 * works once the key is revealed (and says so while it is masked), Try it that asks before revoking the app's own key
 * and never shows an old answer as the new one, and a request log with a usage chart on the settings page.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, recordApiRequests, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('every operation has a code sample before anything is sent; a copied command carries the key only once revealed', async ({
  page,
  apiKey,
}) => {
  const requests = recordApiRequests(page);
  await page.goto('/docs/api#op-searchItems');
  const operation = page.getByRole('region', { name: 'Search menu items', exact: true });
  const sample = operation.getByRole('group', { name: /^Code sample\s*: Search menu items$/ });
  await expect(sample).toBeVisible();
  const code = sample.getByTestId('snippet');
  await expect(code).toContainText(`curl -X POST`);
  await expect(code).toContainText('"q":"pad thai"');
  await expect(code).toContainText(`Authorization: Bearer sk_live_••••••••${apiKey.slice(-4)}`);

  // Masked: it says plainly that the copied command will not work as it is.
  await expect(sample).toContainText('The key is masked: reveal it to copy a working command.');
  await sample.getByRole('button', { name: 'Copy curl' }).click();
  await expect(sample.getByRole('status')).toHaveText(/curl code copied: the key in it is masked/);
  expect(await clipboard(page)).not.toContain(apiKey);

  // Revealed: the copied command is the person's own working request.
  await sample.getByRole('button', { name: 'Reveal key' }).click();
  await expect(sample.getByRole('button', { name: 'Hide key' })).toHaveAttribute('aria-pressed', 'true');
  await expect(code).toContainText(`Authorization: Bearer ${apiKey}`);
  await sample.getByRole('button', { name: 'Copy curl' }).click();
  const command = await clipboard(page);
  expect(command).toContain(`Authorization: Bearer ${apiKey}`);
  const output = execFileSync('sh', ['-c', command], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  expect((JSON.parse(output) as { data: { name: string }[] }).data.length).toBeGreaterThan(0);

  // JavaScript and Python, filled with the same key.
  await sample.getByRole('button', { name: 'Python' }).click();
  await expect(code).toContainText('requests.post(');
  await expect(code).toContainText(`"Authorization": "Bearer ${apiKey}"`);
  await sample.getByRole('button', { name: 'JavaScript' }).click();
  await expect(code).toContainText('await fetch(');

  // Try it edits the request the sample shows.
  await operation.getByRole('button', { name: 'Try it', expanded: false }).click();
  const body = operation.getByLabel('Body (JSON)');
  await body.fill('{"q": "ramen"}');
  await expect(code).toContainText('"q": "ramen"');

  // A public operation's sample sends no key at all.
  const health = page.getByRole('group', { name: /^Code sample\s*: Service health$/ });
  await expect(health).toContainText('No key needed.');
  await expect(health.getByTestId('snippet')).not.toContainText('Authorization');

  // Nothing was sent to show or copy any of it (the curl above ran outside the page).
  expect(requests.map((r) => new URL(r.url()).pathname).filter((p) => p !== '/v1/openapi.json')).toEqual(['/v1/usage']);
});

test('Try it: a body refused as invalid JSON clears the last answer', async ({ page, apiKey: _keyInPage }) => {
  await page.goto('/docs/api#op-searchItems');
  const search = page.getByRole('region', { name: 'Search menu items', exact: true });
  await search.getByRole('button', { name: 'Try it', expanded: false }).click();
  const form = search.getByRole('form', { name: /^Try it\s*: Search menu items$/ });
  await form.getByRole('button', { name: 'Send POST' }).click();
  await expect(form.getByTestId('try-it-answer')).toContainText('Status 200');

  await form.getByLabel('Body (JSON)').fill('{"q": ');
  await form.getByRole('button', { name: 'Send POST' }).click();
  await expect(form.getByTestId('try-it-answer')).toHaveCount(0);
  await expect(form).toContainText('The body is not valid JSON');
});

test('Try it on DELETE /v1/keys/current asks first, shows the 204 as no content, and the app then knows the key is revoked', async ({
  page,
  apiKey,
  request,
  baseURL,
}) => {
  const requests = recordApiRequests(page);
  // One click only asks, in words that say what will happen.
  await page.goto('/docs/api#op-revokeCurrentKey');
  const revoke = page.getByRole('region', { name: 'Revoke the key this request is made with', exact: true });
  await revoke.getByRole('button', { name: 'Try it', expanded: false }).click();
  const tryIt = revoke.getByRole('form', { name: /^Try it/ });
  await tryIt.getByRole('button', { name: 'Send DELETE' }).click();
  const ask = tryIt.getByRole('group', { name: 'Revoke the key this app uses?' });
  await expect(ask).toContainText('it stops working immediately');
  await expect(ask).toContainText('The app will need a new key');
  await expect(ask).toContainText(`sk_live_••••••••${apiKey.slice(-4)}`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  expect(requests.filter((r) => r.method() === 'DELETE')).toEqual([]);

  await tryIt.getByRole('button', { name: 'Send DELETE' }).click();
  await ask.getByRole('button', { name: 'Revoke my key' }).click();
  const answer = tryIt.getByTestId('try-it-answer');
  await expect(answer).toContainText('Status 204');
  await expect(answer).toContainText('No content (204)');
  await expect(answer).not.toContainText('null');
  expect(requests.filter((r) => r.method() === 'DELETE')).toHaveLength(1);
  const refused = await request.get(`${baseURL}/v1/usage`, { headers: { Authorization: `Bearer ${apiKey}` } });
  expect(refused.status()).toBe(401);

  // The app knows: no count for a dead key, and no offer to revoke it again.
  const meter = page.getByTestId('quota-meter');
  await expect(meter).toHaveAccessibleName('Key revoked: add a new one');
  await meter.click();
  const dialog = page.getByRole('dialog', { name: 'API key' });
  await expect(dialog.getByTestId('revoked-key')).toContainText(`sk_live_••••••••${apiKey.slice(-4)} was revoked`);
  await expect(dialog.getByRole('button', { name: 'Revoke key' })).toHaveCount(0);
  await expect(dialog.getByTestId('masked-key')).toHaveCount(0);
});

test('descriptions show their code as code, and the docs call the button by its name', async ({
  page,
  apiKey: _keyInPage,
}) => {
  await page.goto('/docs/api#op-getHealth');
  const description = page.getByRole('region', { name: 'Service health', exact: true }).locator('header p').last();
  await expect(description).toContainText('status is degraded (with a reason)');
  await expect(description).not.toContainText('`');
  await expect(description.locator('code')).toHaveText(['status', 'degraded', 'reason']);

  await page.goto('/docs/errors');
  await expect(page.getByRole('main')).toContainText('“Try it” button');
  await expect(page.getByRole('main')).not.toContainText('Test request');
});

test('settings show this month’s usage, a chart of its days and the key’s request log, recharts loaded only there', async ({
  page,
  apiKey: _keyInPage,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const searched = page.waitForResponse((r) => r.url().endsWith('/v1/search/restaurants'));
  await page.goto('/restaurants?q=pizza');
  const search = await searched;
  await expect(page.getByTestId('result-summary')).toBeVisible();
  const firstLoad = scripts.length;

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const usage = page.getByRole('region', { name: 'Usage and recent requests' });
  await expect(usage.getByTestId('month-usage')).toContainText(/This month: [1-9]\d* of [\d,]+ requests used/);
  await expect(usage.getByTestId('month-usage')).toContainText('UTC');
  const chart = usage.getByRole('img', { name: /^Bar chart of requests counted each day of/ });
  await expect(chart).toHaveAccessibleName(/[1-9]\d* in all/);
  await chart.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(chart.locator('.recharts-surface')).toBeVisible();

  const log = usage.getByRole('table', { name: 'Requests made with this key, newest first' });
  const row = log.getByRole('row').filter({ hasText: search.headers()['request-id']! });
  await expect(row).toContainText('POST /v1/search/restaurants');
  await expect(row).toContainText('200');
  await expect(row).toContainText('Counted');
  await expect(row).toContainText(/\d+:\d\d:\d\d [AP]M [A-Z]/);

  expect(scripts.slice(0, firstLoad).some((s) => s.includes('recharts') || s.includes('UsageChart'))).toBe(false);
  expect(scripts.slice(firstLoad).some((s) => s.includes('UsageChart'))).toBe(true);
});
