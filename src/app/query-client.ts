/**
 * The QueryClient and its IndexedDB persister. The quota is precious: 4xx answers are never retried, read-only data
 * stays fresh for hours, and successful answers survive a reload (from IndexedDB, without a request).
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { ApiError, isAbort } from '../api/errors';

const HOUR = 60 * 60 * 1000;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isAbort(error)) return false;
  if (error instanceof ApiError && (error.isClientError || error.status === 0)) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 12 * HOUR,
        gcTime: 24 * HOUR,
        retry: shouldRetry,
        // A page arriving at a query its route already tried (and failed, e.g. a refused key) shows that error
        // with its own Try again, instead of silently spending another request on the same answer.
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

const PERSISTED_KEY = 'menu-atlas:queries';

/**
 * The kept answers are read from IndexedDB as soon as the app's code runs, while the rest of it is still being
 * evaluated: every route's first request waits for the restore (a reload must not ask again for what it kept).
 */
let startupRead = typeof indexedDB === 'undefined' ? undefined : get<string>(PERSISTED_KEY);
// Its failure is handled when the restore takes it up; until then it must not count as unhandled.
startupRead?.catch(() => undefined);

function readStored(key: string): Promise<string | undefined> {
  const read = key === PERSISTED_KEY && startupRead ? startupRead : get<string>(key);
  startupRead = undefined;
  return read;
}

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createAsyncStoragePersister({
    storage: {
      getItem: (key) => readStored(key).then((v) => v ?? null),
      setItem: (key, value: string) => set(key, value),
      removeItem: (key) => del(key),
    },
    key: PERSISTED_KEY,
    throttleTime: 500,
  }),
  maxAge: 24 * HOUR,
  buster: 'v1',
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
  },
};

/**
 * Puts the kept answers back into the cache, then keeps saving the cache as it changes. It never fails: answers that
 * cannot be read are dropped (the persister removes them) and the app goes on without them. The app is drawn once it
 * settles, so a kept answer is drawn in the first render; the pages' first requests wait for it, not for that render.
 */
export function restoreQueryCache(
  queryClient: QueryClient,
  options: Omit<PersistQueryClientOptions, 'queryClient'> = persistOptions,
): Promise<void> {
  const persist = { ...options, queryClient };
  return persistQueryClientRestore(persist)
    .catch(() => undefined)
    .then(() => void persistQueryClientSubscribe(persist));
}
