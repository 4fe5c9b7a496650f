/**
 * Every page: an axe scan (light and dark) and screenshots at phone (390×844) and desktop (1280×800) widths, kept
 * under test-results/screenshots/ (not committed).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, scrollPastCharts, test, type DatasetFacts } from './fixtures';

interface PageCase {
  name: string;
  path: (facts: DatasetFacts) => string;
  ready: (page: Page) => Promise<void>;
  open?: (page: Page) => Promise<void>;
}

const PAGES: PageCase[] = [
  { name: 'home', path: () => '/', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    name: 'restaurants',
    path: (f) => `/restaurants?q=${f.query}&state=${f.state}`,
    ready: (p) => expect(p.getByTestId('result-summary')).toBeVisible(),
  },
  {
    name: 'restaurants-empty',
    path: () => '/restaurants?q=zzzzqqq',
    ready: (p) => expect(p.getByTestId('empty-state')).toBeVisible(),
  },
  {
    name: 'restaurants-filters-map',
    path: (f) => `/restaurants?q=${f.query}&price=1,2&rating=3&map=on`,
    ready: (p) => expect(p.getByTestId('results-map').locator('path.leaflet-interactive').first()).toBeAttached(),
    // On a phone the filters are a sheet: scanned open.
    open: async (p) => {
      if ((p.viewportSize()?.width ?? 0) >= 1024) return;
      await p.getByRole('button', { name: /^Filters/ }).click();
      await expect(p.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    },
  },
  {
    name: 'dishes-filters',
    path: () => '/dishes?q=chicken&diet=gluten_free&max_price=20&map=off',
    ready: (p) => expect(p.getByTestId('dish-results')).toBeVisible(),
  },
  {
    name: 'dishes-grouped',
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
    ready: async (p) => {
      await expect(p.getByTestId('median_price')).toBeVisible();
      await scrollPastCharts(p);
      await expect(p.locator('.recharts-surface')).toHaveCount(2);
    },
  },
  {
    name: 'settings',
    path: () => '/settings',
    ready: (p) => expect(p.getByRole('heading', { name: 'API address' })).toBeVisible(),
  },
  {
    name: 'docs-errors',
    path: () => '/docs/errors#quota_exceeded',
    ready: (p) => expect(p.locator('#quota_exceeded')).toBeVisible(),
  },
  {
    name: 'api-reference',
    path: () => '/docs/api',
    ready: (p) => expect(p.getByRole('heading', { name: 'Search restaurants', exact: true })).toBeVisible(),
  },
  {
    name: 'request-inspector',
    path: (f) => `/restaurants/${f.restaurantId}`,
    ready: (p) => expect(p.getByRole('navigation', { name: 'Menu sections' })).toBeVisible(),
    open: async (p) => {
      await p.getByRole('button', { name: /View API request/ }).click();
      await expect(p.getByTestId('api-call').first()).toBeVisible();
    },
  },
  {
    name: 'key-dialog',
    path: () => '/',
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
    open: async (p) => {
      await p.getByTestId('quota-meter').click();
      await expect(p.getByRole('dialog', { name: 'API key' })).toBeVisible();
    },
  },
];

async function scan(page: Page, label: string) {
  const results = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

for (const pageCase of PAGES) {
  test(`page ${pageCase.name}: axe clean, screenshots at phone and desktop widths`, async ({ page, facts }) => {
    // Three loads, three axe scans and three full-page screenshots: more than one journey's time on a busy machine.
    test.slow();
    const shot = (suffix: string) =>
      page.screenshot({ path: `test-results/screenshots/${pageCase.name}-${suffix}.png`, fullPage: !pageCase.open });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(pageCase.path(facts));
    await pageCase.ready(page);
    await pageCase.open?.(page);
    await scan(page, `${pageCase.name} (light)`);
    await shot('desktop');

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await pageCase.ready(page);
    await pageCase.open?.(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await scan(page, `${pageCase.name} (dark)`);
    await shot('desktop-dark');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await pageCase.ready(page);
    await pageCase.open?.(page);
    await scan(page, `${pageCase.name} (phone)`);
    await shot('phone');
  });
}
