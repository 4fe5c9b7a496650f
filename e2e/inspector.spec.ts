/** The request inspector: every call behind a page, its Request-Id, and snippets that replay it. */
import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the inspector shows the search request with its Request-Id, and its curl replays it with the key once revealed', async ({
  page,
  apiKey,
}) => {
  const answered = page.waitForResponse((r) => r.url().endsWith('/v1/search/restaurants'));
  await page.goto('/restaurants?q=pizza');
  const response = await answered;
  await expect(page.getByTestId('result-summary')).toBeVisible();

  // The search and the quota meter's usage read: every call behind the page.
  const toggle = page.getByRole('button', { name: /View API request/ });
  await expect(toggle).toContainText('2 calls');
  await toggle.click();
  const panel = page.getByTestId('request-inspector');
  await expect(panel.getByRole('heading', { name: 'API requests behind this page' })).toBeFocused();
  await expect(panel.getByTestId('api-call')).toHaveCount(2);
  const call = panel.getByTestId('api-call').filter({ hasText: '/v1/search/restaurants' });
  await expect(call).toHaveCount(1);
  await expect(call).toContainText('POST');
  await expect(call).toContainText('/v1/search/restaurants');
  await expect(call).toContainText('200 OK');
  await expect(call.getByTestId('request-id')).toHaveText(response.headers()['request-id']!);
  await expect(call).toContainText(`x-ratelimit-remaining${response.headers()['x-ratelimit-remaining']}`);
  await expect(call.getByRole('group', { name: 'Request body' })).toContainText('"q": "pizza"');

  // The response tree: the hits are shut, and open on demand.
  const tree = call.getByRole('group', { name: 'Response JSON' });
  const firstHit = tree.getByRole('button', { expanded: false }).first();
  await firstHit.click();
  await expect(tree).toContainText('"restaurant_id": "rst_');

  // curl with the key masked, then revealed.
  await call.getByRole('button', { name: 'Copy curl' }).click();
  await expect(call.getByRole('button', { name: 'Copied' })).toBeVisible();
  const masked = await page.evaluate(() => navigator.clipboard.readText());
  expect(masked).toContain(`Authorization: Bearer sk_live_••••••••${apiKey!.slice(-4)}`);
  expect(masked).not.toContain(apiKey!);
  await expect(call.getByTestId('snippet')).not.toContainText(apiKey!);

  await panel.getByRole('button', { name: 'Reveal key' }).click();
  await expect(panel.getByRole('button', { name: 'Hide key' })).toHaveAttribute('aria-pressed', 'true');
  await call.getByRole('button', { name: 'Copy curl' }).click();
  const revealed = await page.evaluate(() => navigator.clipboard.readText());
  expect(revealed).toContain(`Authorization: Bearer ${apiKey}`);

  // The copied command is a working request: run it as a user would.
  // curl's progress meter (stderr, shown when its output is not a terminal) is kept out of the test's output.
  const output = execFileSync('sh', ['-c', revealed], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const replay = JSON.parse(output) as { data: { name: string }[] };
  expect(replay.data[0]?.name).toBeTruthy();

  await call.getByRole('button', { name: 'Python' }).click();
  await expect(call.getByTestId('snippet')).toContainText('requests.post(');
  await call.getByRole('button', { name: 'JavaScript' }).click();
  await expect(call.getByTestId('snippet')).toContainText('await fetch(');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the inspector lists only the calls of the page showing, and keeps the panel code out of the first load', async ({
  page,
  apiKey: _keyInPage,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/restaurants?q=pizza');
  await expect(page.getByTestId('result-summary')).toBeVisible();
  expect(scripts.some((s) => s.includes('RequestInspector'))).toBe(false);

  // Open a restaurant: its page made its own call (the record with its menu).
  await page.getByRole('link', { name: /pizza/i }).first().click();
  await expect(page.getByRole('navigation', { name: 'Menu sections' })).toBeVisible();
  await page.getByRole('button', { name: /View API request/ }).click();
  const calls = page.getByTestId('api-call');
  await expect(calls.filter({ hasText: '?expand=menu' })).toHaveCount(1);
  await expect(calls.filter({ hasText: '/v1/search/' })).toHaveCount(0);
  expect(scripts.some((s) => s.includes('RequestInspector'))).toBe(true);
});
