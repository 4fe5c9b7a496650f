/**
 * Builds the Fastify app from its parts. `server/main.ts` calls it with the real stores; tests call it with their
 * own. Order matters and tells the request's path: request id → (gateway: auth, quota) → route → envelope.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Catalog } from './catalog/catalog.ts';
import { sharedRecordSchemas } from './catalog/records.ts';
import { registerErrorEnvelope, sendError, toApiError } from './gateway/error-envelope.ts';
import { ApiError, ErrorSchema } from './gateway/errors.ts';
import { collectRouteMethods, registerMethodNotAllowed } from './gateway/method-not-allowed.ts';
import { newRequestId } from './gateway/random-id.ts';
import './gateway/route-config.ts';
import { registerValidators } from './gateway/validators.ts';
import { openapiRoute } from './routes/openapi.ts';
import { restaurantRoutes } from './routes/restaurants.ts';
import { searchRoutes } from './routes/search.ts';
import { statsRoutes } from './routes/stats.ts';
import { registerStaticApp } from './static-app.ts';

export const API_VERSION = '1.0.0';

export interface AppOptions {
  catalog: Catalog;
  /** The built browser app (Vite's dist/); omitted in API-only tests. */
  appDir?: string;
  /** Where `doc_url` points; by default the address the request came to. */
  publicBaseUrl?: string;
  logger?: FastifyServerOptions['logger'];
}

/** The contract's limit on request bodies. */
export const BODY_LIMIT = 16 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: newRequestId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Errors Fastify raises before any route runs (such as an undecodable URL) still leave as the envelope.
    frameworkErrors: (error, _request, reply) => sendError(reply, toApiError(error) ?? new ApiError('route_not_found', 'Bad URL.'), options.publicBaseUrl),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Request-Id', request.id);
  });
  // Only JSON bodies are accepted; anything else is a 415, not a string handed to a route.
  app.removeContentTypeParser('text/plain');
  registerValidators(app);
  registerErrorEnvelope(app, options.publicBaseUrl);

  for (const schema of [...sharedRecordSchemas, ErrorSchema]) app.addSchema(schema);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Restaurant and Menu Data Service',
        version: API_VERSION,
        description: 'Search and read about 180,000 US restaurants and 2.1 million menu items.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'sk_live_… API key' } },
      },
      security: [{ bearerAuth: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
  });

  const routeMethods = collectRouteMethods(app);
  await app.register(openapiRoute);
  await app.register(searchRoutes, { catalog: options.catalog });
  await app.register(restaurantRoutes, { catalog: options.catalog });
  await app.register(statsRoutes, { catalog: options.catalog });
  registerMethodNotAllowed(app, routeMethods);
  await registerStaticApp(app, options.appDir);
  return app;
}
