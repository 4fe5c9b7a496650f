import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useSyncExternalStore } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { recordCallsFor } from '../api/request-log';
import { reloadableRouter } from './page-router';
import { createQueryClient, persistOptions } from './query-client';
import { appRoutes } from './routes';

const queryClient = createQueryClient();
let markRestored = () => {};
const restored = new Promise<void>((resolve) => (markRestored = resolve));
// Made when the app's code runs, before React's first render: the first page's code and requests start at once.
const pages = reloadableRouter((reloadPageCode) =>
  createBrowserRouter(appRoutes({ queryClient, restored, reloadPageCode })),
);

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
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={markRestored}
      onError={markRestored}
    >
      <RouterProvider key={generation} router={router} />
    </PersistQueryClientProvider>
  );
}
