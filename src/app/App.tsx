import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { linkClass } from '../components/ui';
import HomePage from './HomePage';
import { lazyPage } from './lazy-page';
import { Layout } from './Layout';
import { createQueryClient, persistOptions } from './query-client';
import { prefetch } from './route-prefetch';
import { RoutePage } from './RoutePage';

// Each page is its own chunk; recharts is reached only through the two stats pages.
const RestaurantSearchPage = lazyPage(() => import('../features/restaurant-search/components/RestaurantSearchPage'));
const DishSearchPage = lazyPage(() => import('../features/dish-search/components/DishSearchPage'));
const RestaurantPage = lazyPage(() => import('../features/restaurant/components/RestaurantPage'));
const StatsIndexPage = lazyPage(() => import('../features/city-stats/components/StatsIndexPage'));
const CityDashboardPage = lazyPage(() => import('../features/city-stats/components/CityDashboardPage'));
const SettingsPage = lazyPage(() => import('../features/account/components/SettingsPage'));
const ApiReferencePage = lazyPage(() => import('../features/api-reference/components/ApiReferencePage'));
const ErrorDocsPage = lazyPage(() => import('../features/docs/components/ErrorDocsPage'));

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<HomePage />} />
            <Route
              path="restaurants"
              element={<RoutePage page={RestaurantSearchPage} prefetch={prefetch.restaurantSearch} />}
            />
            <Route
              path="restaurants/:id"
              element={<RoutePage page={RestaurantPage} prefetch={prefetch.restaurant} />}
            />
            <Route path="dishes" element={<RoutePage page={DishSearchPage} />} />
            <Route path="stats" element={<RoutePage page={StatsIndexPage} prefetch={prefetch.statsIndex} />} />
            <Route
              path="stats/:state/:city"
              element={<RoutePage page={CityDashboardPage} prefetch={prefetch.cityDashboard} />}
            />
            <Route path="settings" element={<RoutePage page={SettingsPage} />} />
            <Route path="docs/api" element={<RoutePage page={ApiReferencePage} />} />
            <Route path="docs/errors" element={<RoutePage page={ErrorDocsPage} />} />
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
        <Link className={linkClass} to="/">
          Go to the start page
        </Link>{' '}
        or read the{' '}
        <Link className={linkClass} to="/docs/api">
          API reference
        </Link>
        .
      </p>
    </div>
  );
}
