/** Every page of the app as the journeys open it: where it is, when it is ready, and what to open on it. */
import type { Page } from '@playwright/test';
import { expect, scrollPastCharts, type DatasetFacts } from './fixtures';

export interface PageCase {
  name: string;
  path: (facts: DatasetFacts) => string;
  ready: (page: Page) => Promise<void>;
  open?: (page: Page) => Promise<void>;
}

export const PAGES: PageCase[] = [
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
      await expect(p.locator('.recharts-surface')).toHaveCount(3);
    },
  },
  {
    name: 'dish-prices',
    path: () => '/stats/dishes?q=burrito&min=1',
    ready: async (p) => {
      await expect(p.getByRole('table', { name: /burrito prices/ })).toBeVisible();
      await scrollPastCharts(p);
      await expect(p.locator('.recharts-surface')).toHaveCount(1);
    },
  },
  {
    name: 'cuisine-ranking',
    path: () => '/stats/cuisines?cuisine=mexican&min=1',
    ready: (p) => expect(p.getByRole('table', { name: /listing Mexican/ })).toBeVisible(),
  },
  {
    name: 'heatmap',
    // The largest cities of any sample, so that most cells have a colour (and their text a contrast to check).
    path: () =>
      '/stats/heatmap?dishes=pizza,burrito,tacos,salad&cities=NY/New York,CA/Los Angeles,IL/Chicago,TX/Houston',
    ready: (p) => expect(p.getByTestId('heatmap-legend')).toBeVisible(),
  },
  {
    name: 'cities',
    path: () => '/stats/cities?min=1&sort=median_price',
    ready: async (p) => {
      await expect(p.getByRole('table', { name: /by median price/ })).toBeVisible();
      await expect(
        p
          .getByRole('group', { name: /cities on this page/ })
          .getByRole('link')
          .first(),
      ).toBeVisible();
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
  {
    name: 'state',
    path: (f) => `/stats/${f.cityState}`,
    ready: async (p) => {
      await expect(p.getByTestId('median_price')).toBeVisible();
      await expect(p.getByRole('table', { name: /^Largest cities/ })).toBeVisible();
      await scrollPastCharts(p);
      await expect(p.locator('.recharts-surface')).toHaveCount(3);
    },
  },
];
