/**
 * Fastify answers an unregistered method on a known path with 404; the contract wants 405 with `Allow`.
 * Routes are collected as they are registered, and each path gets one hidden route for the other methods.
 */
import fp from 'fastify-plugin';
import { ApiError } from './errors.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Registered before the routes: collects the methods each /v1/ path has. */
export const routeMethodsPlugin = fp(
  async (app) => {
    const byPath = new Map<string, Set<string>>();
    app.decorate('routeMethods', byPath);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/v1/')) return;
      const methods = byPath.get(route.url) ?? new Set<string>();
      for (const method of [route.method].flat()) methods.add(method);
      byPath.set(route.url, methods);
    });
  },
  { name: 'route-methods', fastify: '5.x' },
);

/** Registered after the routes: answers the methods they lack. */
export const methodNotAllowedPlugin = fp(
  async (app) => {
    for (const [url, methods] of [...app.routeMethods]) {
      const allowed = METHODS.filter((method) => methods.has(method));
      const others = METHODS.filter((method) => !methods.has(method));
      if (others.length === 0) continue;
      const allow = [...allowed, ...(methods.has('GET') ? ['HEAD'] : [])].join(', ');
      app.route({
        method: others,
        url,
        schema: { hide: true },
        config: { public: true },
        handler: async (request) => {
          throw new ApiError('method_not_allowed', `${request.method} is not allowed here; use ${allow}.`, {
            headers: { Allow: allow },
          });
        },
      });
    }
  },
  {
    name: 'method-not-allowed',
    fastify: '5.x',
    dependencies: ['route-methods', 'error-envelope'],
    decorators: { fastify: ['routeMethods'] },
  },
);
