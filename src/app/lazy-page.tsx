import { use, type ComponentType } from 'react';

/** A page's code that could not be loaded twice in a row (offline, or the server restarting). */
export class PageLoadError extends Error {
  override readonly name = 'PageLoadError';
}

const RETRY_DELAY_MS = 800;

/**
 * A page whose code is its own chunk. `preload()` starts the download (route loaders call it, so code and data load
 * side by side); a failed download is tried once more, then shown as a PageLoadError. Unlike React.lazy, a failure
 * is not kept: the next render (a "Try again", or coming back to the page) downloads again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, retryDelay = RETRY_DELAY_MS) {
  let pending: Promise<ComponentType> | null = null;
  const preload = (): Promise<ComponentType> =>
    (pending ??= load()
      .catch(() => new Promise((resolve) => setTimeout(resolve, retryDelay)).then(load))
      .then(
        (module) => module.default,
        (cause: unknown) => {
          pending = null;
          throw new PageLoadError('This page could not be loaded. Check your connection and try again.', { cause });
        },
      ));
  function LazyPage() {
    const Page = use(preload());
    return <Page />;
  }
  return Object.assign(LazyPage, { preload });
}
