/**
 * Back-pressure: while the catalog has more calls queued than it accepts, requests that would read it are refused
 * at once with 503 `upstream_unavailable` and `Retry-After`, instead of waiting in a queue that only grows. The
 * check runs before authentication, so a refused request is not counted against the caller's quota.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogBusyError, type Catalog } from '../catalog/catalog.ts';

/** Marks every route registered in `scope` (and the plugins inside it) as one that reads the catalog. */
export function markCatalogRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, readsCatalog: true };
  });
}

export const backPressurePlugin = fp<{ catalog: Catalog }>(
  async (app, { catalog }) => {
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.readsCatalog === true && catalog.overloaded?.()) throw new CatalogBusyError();
    });
  },
  { name: 'back-pressure', fastify: '5.x', dependencies: ['request-id'] },
);
