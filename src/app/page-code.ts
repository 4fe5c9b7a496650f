import type { ComponentType } from 'react';

/** A page's code that could not be downloaded twice in a row (offline, or the server restarting). */
export class PageLoadError extends Error {
  override readonly name = 'PageLoadError';
  constructor(cause: unknown) {
    super('This page could not be loaded. Check your connection and try again.', { cause });
  }
}

const RETRY_DELAY_MS = 800;

/**
 * A route's `lazy`: the page's code, a chunk of its own. A failed download is tried once more after a short pause
 * (one dropped connection should not cost the page), then fails as a PageLoadError for the route's error boundary.
 */
export function pageCode(load: () => Promise<{ default: ComponentType }>, retryDelay = RETRY_DELAY_MS) {
  return () =>
    load()
      .catch(() => new Promise((resolve) => setTimeout(resolve, retryDelay)).then(load))
      .then(
        (module) => ({ Component: module.default }),
        (cause: unknown) => {
          throw new PageLoadError(cause);
        },
      );
}
