import type { RouteObject } from 'react-router';
import { PAGE_PATTERNS, type PageName } from '../../rules/page-paths';
import HomePage from './HomePage';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { pageRoutes, type Page, type PageRouteContext } from './page-routes';
import { prefetch } from './route-loaders';

/**
 * Every page of rules/page-paths.ts, and only those: a page missing here is a type error. Each page but the start
 * page is its own chunk; recharts is reached only through the stats pages.
 */
const PAGES: Record<PageName, Page> = {
  home: { Component: HomePage },
  restaurantSearch: {
    code: () => import('../features/restaurant-search/components/RestaurantSearchPage'),
    prefetch: prefetch.restaurantSearch,
  },
  restaurant: { code: () => import('../features/restaurant/components/RestaurantPage'), prefetch: prefetch.restaurant },
  dishSearch: {
    code: () => import('../features/dish-search/components/DishSearchPage'),
    prefetch: prefetch.dishSearch,
  },
  stats: { code: () => import('../features/city-stats/components/StatsIndexPage'), prefetch: prefetch.statsIndex },
  cityDashboard: {
    code: () => import('../features/city-stats/components/CityDashboardPage'),
    prefetch: prefetch.cityDashboard,
  },
  settings: { code: () => import('../features/account/components/SettingsPage') },
  apiReference: { code: () => import('../features/api-reference/components/ApiReferencePage') },
  errorDocs: { code: () => import('../features/docs/components/ErrorDocsPage') },
  stateStats: { code: () => import('../features/city-stats/components/StatePage'), prefetch: prefetch.stateStats },
  dishPrices: { code: () => import('../features/dish-prices/components/DishPricesPage') },
  cityRanking: {
    code: () => import('../features/city-ranking/components/CityRankingPage'),
    prefetch: prefetch.cityRanking,
  },
};

/** The app's routes: the shell (header, footer, dialogs) around every page, and "Page not found" for any other path. */
export function appRoutes(context: PageRouteContext): RouteObject[] {
  const pages = (Object.keys(PAGES) as PageName[]).map((name) => ({ path: PAGE_PATTERNS[name], ...PAGES[name] }));
  return [{ Component: Layout, children: [pageRoutes([...pages, { path: '*', Component: NotFound }], context)] }];
}
