/**
 * Every page of the app works under the server's Content-Security-Policy: no violation is reported (console or
 * securitypolicyviolation event), the inline theme script runs (its hash is allowed), and the policy is the
 * server's own, sent with the page.
 */
import type { Page } from '@playwright/test';
import { discoverFacts, expect, test, type DatasetFacts } from './fixtures';

const PAGES: Array<{ name: string; path: (facts: DatasetFacts) => string; ready: (page: Page) => Promise<void> }> = [
  { name: 'home', path: () => '/', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    name: 'restaurant search',
    path: (f) => `/restaurants?q=${f.query}&state=${f.state}`,
    ready: (p) => expect(p.getByTestId('result-summary')).toBeVisible(),
  },
  {
    name: 'dish search',
    path: () => '/dishes?q=chicken&group=restaurant',
    ready: (p) => expect(p.getByTestId('dish-groups')).toBeVisible(),
  },
  {
    name: 'restaurant',
    path: (f) => `/restaurants/${f.restaurantId}`,
    ready: (p) => expect(p.getByRole('navigation', { name: 'Menu sections' })).toBeVisible(),
  },
  {
    name: 'stats',
    path: () => '/stats',
    ready: (p) => expect(p.getByRole('table', { name: /Top cuisines/ })).toBeVisible(),
  },
  {
    name: 'city',
    path: (f) => `/stats/${f.cityState}/${encodeURIComponent(f.city)}`,
    ready: (p) => expect(p.locator('.recharts-surface')).toHaveCount(2),
  },
  {
    name: 'settings',
    path: () => '/settings',
    ready: (p) => expect(p.getByRole('heading', { name: 'API address' })).toBeVisible(),
  },
  {
    name: 'error docs',
    path: () => '/docs/errors#request_timeout',
    ready: (p) => expect(p.locator('#request_timeout')).toBeVisible(),
  },
  {
    name: 'not found',
    path: () => '/no/such/page',
    ready: (p) => expect(p.getByRole('heading', { name: 'Page not found' })).toBeVisible(),
  },
];

test('every page runs under the Content-Security-Policy without a violation', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  const facts = await discoverFacts(request, baseURL!, apiKey);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load (CSP ${event.effectiveDirective}): ${event.blockedURI}`);
    });
  });

  for (const pageCase of PAGES) {
    const response = await page.goto(pageCase.path(facts));
    expect(response?.headers()['content-security-policy'], pageCase.name).toMatch(/script-src 'self' 'sha256-/);
    await pageCase.ready(page);
    // The inline theme script ran: its hash is in the policy.
    await expect(page.locator('html'), pageCase.name).toHaveAttribute('data-theme', /^(light|dark)$/);
    expect(violations, pageCase.name).toEqual([]);
  }

  await page.goto('/');
  await page.getByTestId('quota-meter').click();
  await expect(page.getByRole('dialog', { name: 'API key' })).toBeVisible();
  expect(violations, 'key dialog').toEqual([]);
});

test('the favicon and robots.txt are real files, and an unknown page answers 404', async ({ request, baseURL }) => {
  const icon = await request.get(`${baseURL}/favicon.ico`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  expect((await request.get(`${baseURL}/favicon.svg`)).headers()['content-type']).toBe('image/svg+xml');
  expect(await (await request.get(`${baseURL}/robots.txt`)).text()).toContain('User-agent');
  expect((await request.get(`${baseURL}/no/such/page`)).status()).toBe(404);
  expect((await request.get(`${baseURL}/.vite/manifest.json`)).status()).toBe(404);
});
