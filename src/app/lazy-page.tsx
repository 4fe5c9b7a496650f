import { startTransition, useEffect, useReducer, type ComponentType } from 'react';
import { Loading } from '../components/Loading';

/** A page's code that could not be downloaded twice in a row (offline, or the server restarting). */
export class PageLoadError extends Error {
  override readonly name = 'PageLoadError';
  constructor(
    /** Forgets the failure, so the next render downloads again. */
    readonly retry: () => void,
    cause: unknown,
  ) {
    super('This page could not be loaded. Check your connection and try again.', { cause });
  }
}

const RETRY_DELAY_MS = 800;

/**
 * A page whose code is its own chunk. `preload()` starts the download; a failed download is tried once more, then
 * the page throws a PageLoadError. Unlike React.lazy, a failure is not kept for good: the error's `retry()` lets
 * the next render download again (the failure is kept until then, so rendering the error does not loop).
 *
 * While its code downloads the page draws its loading line itself and redraws once the code is in, rather than
 * suspending: React holds back what replaces a Suspense fallback until 300 ms after that fallback appeared, so a
 * page whose code came just after the first paint was shown that much later.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, retryDelay = RETRY_DELAY_MS) {
  let pending: Promise<ComponentType> | null = null;
  let settled: { page: ComponentType } | { error: PageLoadError } | null = null;
  const preload = (): Promise<ComponentType> =>
    (pending ??= load()
      .catch(() => new Promise((resolve) => setTimeout(resolve, retryDelay)).then(load))
      .then(
        (module) => {
          settled = { page: module.default };
          return module.default;
        },
        (cause: unknown) => {
          const error = new PageLoadError(() => {
            pending = null;
            settled = null;
          }, cause);
          settled = { error };
          throw error;
        },
      ));
  function LazyPage() {
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    const download = preload();
    useEffect(() => {
      let live = true;
      // A transition, as React's own retry would be: a large page is drawn in slices, not in one long task.
      const arrived = () => live && startTransition(redraw);
      download.then(arrived, arrived);
      return () => {
        live = false;
      };
    }, [download]);
    if (!settled) return <Loading />;
    if ('error' in settled) throw settled.error;
    const Page = settled.page;
    return <Page />;
  }
  return Object.assign(LazyPage, { preload });
}
