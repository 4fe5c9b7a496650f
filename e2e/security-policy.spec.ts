/**
 * The server's Content-Security-Policy as the browser meets it. Every journey already fails on a violation (the
 * automatic `cspViolations` fixture; pages.spec.ts visits every page): here, that the detector does catch one,
 * that the inline theme script runs (its hash is allowed), and the app's public files.
 */
import { expect, test } from './fixtures';

test('the policy comes with the page, and the inline theme script runs under it', async ({ page }) => {
  const response = await page.goto('/restaurants');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
});

test('a violation is caught', async ({ page, cspViolations }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  cspViolations.length = 0; // caught on purpose: not a failure of this journey
});

test('the favicon and robots.txt are real files; unknown pages and the build manifest are 404', async ({
  request,
  baseURL,
}) => {
  const icon = await request.get(`${baseURL}/favicon.ico`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  expect((await request.get(`${baseURL}/favicon.svg`)).headers()['content-type']).toBe('image/svg+xml');
  expect(await (await request.get(`${baseURL}/robots.txt`)).text()).toContain('User-agent');
  expect((await request.get(`${baseURL}/no/such/page`)).status()).toBe(404);
  expect((await request.get(`${baseURL}/.vite/manifest.json`)).status()).toBe(404);
});
