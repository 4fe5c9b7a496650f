import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PAGE_PATTERNS, type PageName } from '../../rules/page-paths';
import HomePage from './HomePage';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { PAGE_MODULES } from './page-modules';
import { pageRoutes, type Page, type PageRouteContext } from './page-routes';
import { prefetch } from './route-loaders';

// Each page but the start page is a chunk of its own; recharts is reached only through the stats pages.
const pageModules = import.meta.glob<{ default: ComponentType }>('/src/features/*/components/*Page.tsx');

function code(name: keyof typeof PAGE_MODULES) {
  const load = pageModules[`/${PAGE_MODULES[name]}`];
  if (!load) throw new Error(`No page module at ${PAGE_MODULES[name]}`);
  return load;
}

/** Every page of rules/page-paths.ts, and only those: a page missing here is a type error. */
const PAGES: Record<PageName, Page> = {
  home: { Component: HomePage },
  restaurantSearch: { code: code('restaurantSearch'), prefetch: prefetch.restaurantSearch },
  restaurant: { code: code('restaurant'), prefetch: prefetch.restaurant },
  dishSearch: { code: code('dishSearch'), prefetch: prefetch.dishSearch },
  stats: { code: code('stats'), prefetch: prefetch.statsIndex },
  cityDashboard: { code: code('cityDashboard'), prefetch: prefetch.cityDashboard },
  settings: { code: code('settings') },
  apiReference: { code: code('apiReference') },
  errorDocs: { code: code('errorDocs') },
  stateStats: { code: code('stateStats'), prefetch: prefetch.stateStats },
  dishPrices: { code: code('dishPrices') },
  cityRanking: { code: code('cityRanking'), prefetch: prefetch.cityRanking },
  cuisineRanking: { code: code('cuisineRanking') },
  dishMatrix: { code: code('dishMatrix') },
};

/** The app's routes: the shell (header, footer, dialogs) around every page, and "Page not found" for any other path. */
export function appRoutes(context: PageRouteContext): RouteObject[] {
  const pages = (Object.keys(PAGES) as PageName[]).map((name) => ({ path: PAGE_PATTERNS[name], ...PAGES[name] }));
  return [{ Component: Layout, children: [pageRoutes([...pages, { path: '*', Component: NotFound }], context)] }];
}
