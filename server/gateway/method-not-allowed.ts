/**
 * Fastify answers an unregistered method on a known path with 404; the contract wants 405 with `Allow`.
 * Routes are collected as they are registered, and each path gets one hidden route for the other methods.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export function collectRouteMethods(app: FastifyInstance): Map<string, Set<string>> {
  const byPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/')) return;
    const methods = byPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    byPath.set(route.url, methods);
  });
  return byPath;
}

export function registerMethodNotAllowed(app: FastifyInstance, byPath: Map<string, Set<string>>): void {
  for (const [url, methods] of [...byPath]) {
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
}
