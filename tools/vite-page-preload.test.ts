import { existsSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '../src/app/page-modules.ts';
import { pageFiles, patternSource, preloadScript } from './vite-page-preload.ts';

/** A build as the plugin sees it: the entry, its shared chunk, and one chunk per page (the search pages share one). */
function build() {
  const chunk = (fileName: string, imports: string[] = [], facade: string | null = null) => ({
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: facade && `/repo/${facade}`,
  });
  const pages = Object.entries(PAGE_MODULES).map(([name, module]) =>
    chunk(`assets/${name}.js`, name.endsWith('Search') ? ['assets/index.js', 'assets/SearchPage.js'] : [], module),
  );
  return [
    { ...chunk('assets/index.js', ['assets/jsx-runtime.js']), isEntry: true },
    chunk('assets/jsx-runtime.js'),
    chunk('assets/SearchPage.js', ['assets/jsx-runtime.js', 'assets/search-query.js']),
    chunk('assets/search-query.js'),
    ...pages,
  ];
}

/** The hrefs the script preloads when the address is `pathname`. */
function preloaded(pathname: string): string[] {
  const links: string[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    head: {
      appendChild: (link: { rel: string; href: string }) => link.rel === 'modulepreload' && links.push(link.href),
    },
  };
  runInNewContext(preloadScript(pageFiles(build())), { location: { pathname }, document });
  return links;
}

describe('page preload', () => {
  it('knows a module that exists for every page with code of its own', () => {
    for (const module of Object.values(PAGE_MODULES)) expect(existsSync(module), module).toBe(true);
  });

  it('preloads the page’s code and what it imports, not what the first download already holds', () => {
    expect(preloaded('/restaurants')).toEqual([
      '/assets/restaurantSearch.js',
      '/assets/SearchPage.js',
      '/assets/search-query.js',
    ]);
    expect(preloaded('/restaurants/rst_123')).toEqual(['/assets/restaurant.js']);
  });

  it('matches as the router does: a fixed path before a parameter, and a trailing slash', () => {
    expect(preloaded('/stats/cities')).toEqual(['/assets/cityRanking.js']);
    expect(preloaded('/stats/dishes/')).toEqual(['/assets/dishPrices.js']);
    expect(preloaded('/stats/TX')).toEqual(['/assets/stateStats.js']);
    expect(preloaded('/stats/TX/Austin')).toEqual(['/assets/cityDashboard.js']);
  });

  it('preloads nothing for the start page, which is in the first download, or for an unknown address', () => {
    expect(preloaded('/')).toEqual([]);
    expect(preloaded('/nowhere/at/all')).toEqual([]);
  });

  it('reads a pattern’s parameters as one path segment each', () => {
    expect(new RegExp(patternSource('/stats/:state/:city')).test('/stats/TX/San%20Antonio')).toBe(true);
    expect(new RegExp(patternSource('/stats/:state')).test('/stats/TX/Austin')).toBe(false);
  });
});
