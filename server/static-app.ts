/**
 * Serves the built browser app from the API's own address. Any non-/v1 path that is not a file gets index.html
 * (the app's router takes it from there); unknown /v1 paths get the contract's 404, never the app's HTML.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './gateway/errors.ts';

export async function registerStaticApp(app: FastifyInstance, appDir: string | undefined): Promise<void> {
  const hasApp = appDir !== undefined && existsSync(join(appDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      setHeaders: (res, path) => {
        // Vite fingerprints everything under assets/; the HTML must be revalidated to pick up a new build.
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler({}, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (hasApp && (request.method === 'GET' || request.method === 'HEAD') && !/^\/v1(\/|$)/.test(path)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    throw new ApiError('route_not_found', `There is no ${request.method} ${path}.`);
  });
}
