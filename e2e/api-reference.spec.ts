/** The API reference, rendered from the server's own OpenAPI document, under the server's CSP and offline. */
import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';

// The policy the server sends (the inline theme script in index.html gets its own hash below).
const policy = (scriptHashes: string[]) =>
  [
    `default-src 'self'`,
    `script-src 'self' ${scriptHashes.map((h) => `'sha256-${h}'`).join(' ')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `font-src 'self' data:`,
    `connect-src 'self' http: https:`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');

test('the reference renders every operation under the CSP with no outside request, and "Test request" sends the user\'s key', async ({
  page,
  apiKey,
  baseURL,
}) => {
  test.skip(apiKey === null, 'the server has no gateway yet');
  // Until the server sends the CSP itself, the journey adds it to the app's HTML (answers are otherwise untouched).
  await page.route(
    (url) => !url.pathname.startsWith('/v1/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const headers = response.headers();
      if (!headers['content-security-policy']) {
        const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) =>
          createHash('sha256').update(m[1]!).digest('base64'),
        );
        headers['content-security-policy'] = policy(inline);
      }
      await route.fulfill({ response, body: html, headers });
    },
  );
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );
  const outside: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.origin !== new URL(baseURL!).origin) outside.push(r.url());
  });

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: /Sidebar/ });
  for (const group of ['health', 'keys', 'search', 'restaurants', 'stats']) {
    await expect(sidebar.getByRole('button', { name: new RegExp(`^${group} `) })).toBeVisible();
  }
  await sidebar.getByRole('button', { name: /^search / }).click();
  await sidebar.getByRole('button', { name: /Search menu items/ }).click();
  const operation = page.getByRole('region', { name: 'Search menu items' });
  await expect(operation.getByRole('heading', { name: 'Search menu items' })).toBeVisible();
  await expect(operation).toContainText('Plain text');

  // Try it: the usage endpoint answers 200 only with a valid key.
  await sidebar.getByRole('button', { name: /^keys / }).click();
  await sidebar.getByRole('button', { name: /quota for the current month/ }).click();
  const usage = page.getByRole('region', { name: /quota for the current month/ });
  const sent = page.waitForRequest((r) => r.url().endsWith('/v1/usage') && r.method() === 'GET');
  await usage.getByRole('button', { name: /Test Request/i }).click();
  await page.getByRole('button', { name: /^Send/ }).first().click();
  const request = await sent;
  expect(request.headers()['authorization']).toBe(`Bearer ${apiKey}`);
  expect((await request.response())?.status()).toBe(200);
  await expect(page.getByText('200 OK').first()).toBeVisible();

  expect(violations).toEqual([]);
  expect(outside).toEqual([]);
});

test('an error notice links to the API reference', async ({ page, apiKey }) => {
  test.skip(apiKey === null, 'the server has no gateway yet');
  await page.goto('/restaurants/rst_000000000000');
  const notice = page.getByRole('alert');
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'API reference' }).click();
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
});
