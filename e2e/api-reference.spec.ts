/** The API reference, rendered from the server's own OpenAPI document, under the server's CSP and offline. */
import { expect, test } from './fixtures';

test('the reference renders every operation under the CSP with no outside request, and "Try it" sends the user\'s key', async ({
  page,
  apiKey,
  baseURL,
}) => {
  // The server sends its Content-Security-Policy with the page; every violation is collected and must be none.
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

  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  const endpoints = page.getByRole('navigation', { name: 'Endpoints' });
  for (const operation of ['Service health', 'Search restaurants', 'Search menu items', 'Restaurant details']) {
    await expect(endpoints.getByRole('link', { name: operation })).toBeVisible();
  }
  await endpoints.getByRole('link', { name: 'Search menu items' }).click();
  const operation = page.getByRole('region', { name: 'Search menu items' });
  await expect(operation).toBeInViewport();
  await expect(operation).toContainText('/v1/search/items');
  await expect(operation).toContainText('Plain text');

  // Try it: the example from the schema, sent as it is, is a real search with the user's key, answered with a
  // Request-Id and the hits.
  await operation.getByRole('button', { name: 'Try it', expanded: false }).click();
  const form = operation.getByRole('form', { name: /^Try it\s*: Search menu items$/ });
  await expect(form.getByLabel('Body (JSON)')).toHaveValue(/"q": "pad thai"/);
  const sent = page.waitForRequest((r) => r.url().endsWith('/v1/search/items') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Send POST' }).click();
  const request = await sent;
  expect(request.headers()['authorization']).toBe(`Bearer ${apiKey}`);
  const response = await request.response();
  const answer = form.getByTestId('try-it-answer');
  await expect(answer).toContainText('Status 200');
  await expect(answer).toContainText(`Request-Id ${(await response!.allHeaders())['request-id']}`);
  await expect(answer.getByRole('group', { name: 'Answer JSON' })).toContainText('"data": [');
  await expect(answer.getByRole('group', { name: 'Answer JSON' })).toContainText(/name: "[^"]*Pad Thai/);
  await expect(page.getByTestId('quota-meter')).toContainText('left this month');

  // A linked operation opens scrolled to it.
  await page.goto('/docs/api#op-getRestaurant');
  await expect(page.getByRole('region', { name: 'Restaurant details' })).toBeInViewport();

  expect(violations).toEqual([]);
  expect(outside).toEqual([]);
});

test('an error notice links to the API reference', async ({ page, apiKey: _keyInPage }) => {
  await page.goto('/restaurants/rst_000000000000');
  const notice = page.getByRole('alert');
  await expect(notice).toBeVisible();
  // The codes and links are one tap away, under Details, for the casual reader.
  await notice.locator('summary', { hasText: 'Details' }).click();
  await notice.getByRole('link', { name: 'API reference' }).click();
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
});
