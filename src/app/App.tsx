import { QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { recordCallsFor } from '../api/request-log';
import { reloadableRouter } from './page-router';
import { createQueryClient, restoreQueryCache } from './query-client';
import { prefetchShell } from './route-loaders';
import { appRoutes } from './routes';

const queryClient = createQueryClient();
/**
 * Settles once the answers kept in IndexedDB are back in the cache. React's first render waits for it (main.tsx), and
 * so do the pages' first requests, which then leave at once rather than after that render.
 */
export const cacheRestored = restoreQueryCache(queryClient);
// Made when the app's code runs, before React's first render: the first page's code and requests start at once.
const pages = reloadableRouter((reloadPageCode) =>
  createBrowserRouter(appRoutes({ queryClient, restored: cacheRestored, reloadPageCode })),
);
void cacheRestored.then(() => prefetchShell(queryClient));

// A page's first requests leave from its route's loader, while the page opens and before its address shows.
recordCallsFor(() => {
  const { location, navigation } = pages.get().router.state;
  const opening = navigation.location && navigation.location.pathname !== location.pathname;
  const page = opening ? navigation.location : location;
  return page.pathname + page.search;
});

export function App() {
  const { router, generation } = useSyncExternalStore(pages.subscribe, pages.get);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider key={generation} router={router} />
    </QueryClientProvider>
  );
}
