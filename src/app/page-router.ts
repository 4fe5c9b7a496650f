import type { DataRouter } from 'react-router';

/**
 * The app's router, made anew by `reload()`. React Router keeps a route's failed `lazy` download for good, so after
 * one, "Try again" makes a new router from the same routes: it downloads the page's code again at the same address
 * without reloading the document (the answers kept, the history and everything outside the router stay).
 */
export function reloadableRouter(create: (reload: () => void) => DataRouter) {
  const listeners = new Set<() => void>();
  let current: { router: DataRouter; generation: number };
  const reload = () => {
    current.router.dispose();
    current = { router: create(reload), generation: current.generation + 1 };
    for (const listener of listeners) listener();
  };
  current = { router: create(reload), generation: 0 };
  return {
    /** The router in use, and how many times it was made anew (a key that remounts its provider). */
    get: () => current,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
