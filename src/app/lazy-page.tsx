import { use, type ComponentType } from 'react';

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
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, retryDelay = RETRY_DELAY_MS) {
  let pending: Promise<ComponentType> | null = null;
  const preload = (): Promise<ComponentType> =>
    (pending ??= load()
      .catch(() => new Promise((resolve) => setTimeout(resolve, retryDelay)).then(load))
      .then(
        (module) => module.default,
        (cause: unknown) => {
          throw new PageLoadError(() => (pending = null), cause);
        },
      ));
  function LazyPage() {
    const Page = use(preload());
    return <Page />;
  }
  return Object.assign(LazyPage, { preload });
}
