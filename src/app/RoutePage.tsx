import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useEffectEvent, type ComponentType } from 'react';
import { useLocation, useParams } from 'react-router';
import { Loading } from '../components/Loading';
import type { Prefetch } from './route-prefetch';

/**
 * One route's page: its code downloads (Suspense) while its first API call, if it has one, is already under way.
 * The call waits only for the answers kept in IndexedDB to be restored (a reload must not spend quota), and runs on
 * arrival at the page, not on every change of its query string (the page itself handles those).
 */
export function RoutePage({ page: Page, prefetch }: { page: ComponentType; prefetch?: Prefetch }) {
  const queryClient = useQueryClient();
  const restoring = useIsRestoring();
  const params = useParams();
  const { pathname, search } = useLocation();
  const start = useEffectEvent(() => prefetch?.(queryClient, params, new URLSearchParams(search)));
  useEffect(() => {
    if (!restoring) start();
  }, [restoring, pathname]);
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
