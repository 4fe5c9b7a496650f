import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Loading } from '../components/Loading';
import { pageCode } from './page-code';
import { PageError } from './PageError';
import { onArrival, prefetchLoader, type Prefetch } from './route-loaders';

/** A page: in the first download (`Component`) or a chunk of its own (`code`), and what it asks for on arrival. */
export type Page = { prefetch?: Prefetch } & (
  { Component: ComponentType } | { code: () => Promise<{ default: ComponentType }> }
);

export interface PageRouteContext {
  queryClient: QueryClient;
  /** Settles once the answers kept in IndexedDB are back in the cache. */
  restored: Promise<void>;
  /** Downloads the pages' code again after a failure (React Router keeps a failed `lazy` for good). */
  reloadPageCode: () => void;
  /** The pause before a failed download is tried again. */
  retryDelay?: number;
}

/**
 * The pages, under one route that draws their loading line while the first page's code downloads and their error
 * notice. A page's code and its first requests start together: the route's `lazy` and `loader` run side by side.
 */
export function pageRoutes(pages: (Page & { path: string })[], context: PageRouteContext): RouteObject {
  const { queryClient, restored, reloadPageCode, retryDelay } = context;
  return {
    HydrateFallback: Loading,
    ErrorBoundary: function PagesError() {
      return <PageError reloadPageCode={reloadPageCode} />;
    },
    children: pages.map(({ path, prefetch, ...page }) => ({
      path,
      ...('code' in page ? { lazy: pageCode(page.code, retryDelay) } : { Component: page.Component }),
      ...(prefetch && { loader: prefetchLoader(prefetch, queryClient, restored), shouldRevalidate: onArrival }),
    })),
  };
}
