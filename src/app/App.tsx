import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { lazy, useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { linkClass } from '../components/ui';
import HomePage from './HomePage';
import { Layout } from './Layout';
import { createQueryClient, persistOptions } from './query-client';

// Each page is its own chunk; recharts is reached only through the two stats pages.
const RestaurantSearchPage = lazy(() => import('../features/restaurant-search/components/RestaurantSearchPage'));
const DishSearchPage = lazy(() => import('../features/dish-search/components/DishSearchPage'));
const RestaurantPage = lazy(() => import('../features/restaurant/components/RestaurantPage'));
const StatsIndexPage = lazy(() => import('../features/city-stats/components/StatsIndexPage'));
const CityDashboardPage = lazy(() => import('../features/city-stats/components/CityDashboardPage'));
const SettingsPage = lazy(() => import('../features/account/components/SettingsPage'));
const ApiReferencePage = lazy(() => import('../features/api-reference/components/ApiReferencePage'));
const ErrorDocsPage = lazy(() => import('../features/docs/components/ErrorDocsPage'));

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<HomePage />} />
            <Route path="restaurants" element={<RestaurantSearchPage />} />
            <Route path="restaurants/:id" element={<RestaurantPage />} />
            <Route path="dishes" element={<DishSearchPage />} />
            <Route path="stats" element={<StatsIndexPage />} />
            <Route path="stats/:state/:city" element={<CityDashboardPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="docs/api" element={<ApiReferencePage />} />
            <Route path="docs/errors" element={<ErrorDocsPage />} />
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
