import { describe, expect, it } from 'vitest';
import { PAGE_PATTERNS, pagePath, type PageName } from './page-paths.ts';

/**
 * The page whose pattern a path matches, as the router matches it (`:name` is one non-empty segment; a static
 * segment wins over a parameter, so `/stats/cities` is not the state "cities").
 */
function pageOf(link: string): PageName | undefined {
  const path = link.split(/[?#]/)[0]!;
  const segments = path.split('/').filter(Boolean);
  const staticParts = (name: PageName) => PAGE_PATTERNS[name].split('/').filter((p) => p && !p.startsWith(':')).length;
  return (Object.keys(PAGE_PATTERNS) as PageName[])
    .filter((name) => {
      const pattern = PAGE_PATTERNS[name].split('/').filter(Boolean);
      return (
        pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i])
      );
    })
    .sort((a, b) => staticParts(b) - staticParts(a))[0];
}

describe('page paths', () => {
  it('link each page to a path its own pattern matches, parameters encoded', () => {
    const links: Record<PageName, string> = {
      home: pagePath.home(),
      restaurantSearch: pagePath.restaurantSearch({ q: 'pad thai', state: 'TX', city: undefined }),
      restaurant: pagePath.restaurant('rst_1/2', { dish: 'itm_9' }),
      dishSearch: pagePath.dishSearch({ q: 'burrito', group: 'restaurant' }),
      stats: pagePath.stats({ state: 'CA' }),
      cityDashboard: pagePath.cityDashboard('CA', 'San Francisco', { compare: 'TX/Austin' }),
      settings: pagePath.settings(),
      apiReference: pagePath.apiReference('terms'),
      errorDocs: pagePath.errorDocs('quota_exceeded'),
      stateStats: pagePath.stateStats('TX'),
      dishPrices: pagePath.dishPrices({ q: 'burrito', cities: 'TX/Austin' }),
      cityRanking: pagePath.cityRanking({ state: 'TX', sort: 'median_price' }),
      cuisineRanking: pagePath.cuisineRanking({ cuisine: 'vietnamese', state: 'CA' }),
      dishMatrix: pagePath.dishMatrix({ dishes: 'pizza,pho', cities: 'TX/Austin' }),
    };
    for (const [name, link] of Object.entries(links)) expect(pageOf(link)).toBe(name);
    expect(links.restaurantSearch).toBe('/restaurants?q=pad+thai&state=TX');
    expect(links.restaurant).toBe('/restaurants/rst_1%2F2?dish=itm_9');
    expect(links.cityDashboard).toBe('/stats/CA/San%20Francisco?compare=TX%2FAustin');
    expect(links.errorDocs).toBe('/docs/errors#quota_exceeded');
    expect(links.stateStats).toBe('/stats/TX');
  });

  it('have one pattern per page', () => {
    expect(new Set(Object.values(PAGE_PATTERNS)).size).toBe(Object.keys(PAGE_PATTERNS).length);
  });
});
