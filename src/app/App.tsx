import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactElement } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { PAGE_PATTERNS, pagePath, type PageName } from '../../rules/page-paths';
import { linkClass } from '../components/ui';
import HomePage from './HomePage';
import { lazyPage } from './lazy-page';
import { Layout } from './Layout';
import { createQueryClient, persistOptions } from './query-client';
import { prefetch } from './route-prefetch';
import { RoutePage } from './RoutePage';

// Each page is its own chunk; recharts is reached only through the stats pages.
const RestaurantSearchPage = lazyPage(() => import('../features/restaurant-search/components/RestaurantSearchPage'));
const DishSearchPage = lazyPage(() => import('../features/dish-search/components/DishSearchPage'));
const RestaurantPage = lazyPage(() => import('../features/restaurant/components/RestaurantPage'));
const StatsIndexPage = lazyPage(() => import('../features/city-stats/components/StatsIndexPage'));
const CityDashboardPage = lazyPage(() => import('../features/city-stats/components/CityDashboardPage'));
const SettingsPage = lazyPage(() => import('../features/account/components/SettingsPage'));
const ApiReferencePage = lazyPage(() => import('../features/api-reference/components/ApiReferencePage'));
const ErrorDocsPage = lazyPage(() => import('../features/docs/components/ErrorDocsPage'));
const StatePage = lazyPage(() => import('../features/city-stats/components/StatePage'));
const DishPricesPage = lazyPage(() => import('../features/dish-prices/components/DishPricesPage'));
const CityRankingPage = lazyPage(() => import('../features/city-ranking/components/CityRankingPage'));

/** Every page of rules/page-paths.ts, and only those: a page missing here is a type error. */
const PAGES: Record<PageName, ReactElement> = {
  home: <HomePage />,
  restaurantSearch: <RoutePage page={RestaurantSearchPage} prefetch={prefetch.restaurantSearch} />,
  restaurant: <RoutePage page={RestaurantPage} prefetch={prefetch.restaurant} />,
  dishSearch: <RoutePage page={DishSearchPage} />,
  stats: <RoutePage page={StatsIndexPage} prefetch={prefetch.statsIndex} />,
  cityDashboard: <RoutePage page={CityDashboardPage} prefetch={prefetch.cityDashboard} />,
  settings: <RoutePage page={SettingsPage} />,
  apiReference: <RoutePage page={ApiReferencePage} />,
  errorDocs: <RoutePage page={ErrorDocsPage} />,
  stateStats: <RoutePage page={StatePage} prefetch={prefetch.stateStats} />,
  dishPrices: <RoutePage page={DishPricesPage} />,
  cityRanking: <RoutePage page={CityRankingPage} prefetch={prefetch.cityRanking} />,
};

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            {(Object.keys(PAGES) as PageName[]).map((name) => (
              <Route key={name} path={PAGE_PATTERNS[name]} element={PAGES[name]} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </PersistQueryClientProvider>
  );
}

function NotFound() {
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p>
        There is no page at this address.{' '}
        <Link className={linkClass} to={pagePath.home()}>
          Go to the start page
        </Link>{' '}
        or read the{' '}
        <Link className={linkClass} to={pagePath.apiReference()}>
          API reference
        </Link>
        .
      </p>
    </div>
  );
}
