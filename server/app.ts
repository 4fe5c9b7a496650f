/**
 * Builds the Fastify app from its plugins. `server/main.ts` calls it with the real stores; tests call it with their
 * own. The registration order tells the request's path (request id → CORS → back-pressure → auth → quota → route →
 * envelope → log line), and each gateway plugin names the ones it needs before it, so a wrong order fails here,
 * at start-up.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AccountsStore } from './accounts/accounts.ts';
import { SqliteAccounts } from './accounts/sqlite-accounts.ts';
import type { Catalog } from './catalog/catalog.ts';
import { CatalogHealth } from './catalog/lifecycle/catalog-health.ts';
import type { CatalogIntegrity } from './catalog/lifecycle/integrity.ts';
import { sharedRecordSchemas } from './catalog/records.ts';
import {
  DEFAULT_CONNECTION_LIMITS,
  DEFAULT_PUBLIC_BASE_URL,
  DEFAULT_SIGNUP_LIMIT_PER_HOUR,
  type ConnectionLimits,
  type TrustProxy,
} from './config.ts';
import { compressionPlugin } from './gateway/compression.ts';
import { connectionLimitsPlugin, timeoutOptions } from './gateway/connection-limits.ts';
import { clientErrorHandler, errorEnvelopePlugin, sendError, toApiError } from './gateway/error-envelope.ts';
import { KeyAuthenticator } from './gateway/api-keys.ts';
import { conditionalRequestsPlugin } from './gateway/conditional-requests.ts';
import { corsPlugin, type CorsOrigins } from './gateway/cors.ts';
import { ApiError, ErrorSchema } from './gateway/errors.ts';
import { backPressurePlugin, markCatalogRoutes } from './gateway/back-pressure.ts';
import { authPlugin, quotaPlugin } from './gateway/gateway.ts';
import { lapsedSessionSweeper } from './gateway/suggest-sessions.ts';
import { UsageLogWriter, usageLogPlugin } from './gateway/usage-log.ts';
import { httpProtocolPlugin } from './gateway/http-protocol.ts';
import { methodNotAllowedPlugin, routeMethodsPlugin } from './gateway/method-not-allowed.ts';
import { newRequestId } from './gateway/random-id.ts';
import { requestIdPlugin } from './gateway/request-id.ts';
import { requestLogPlugin, safeLogger } from './gateway/request-log.ts';
import { securityHeadersPlugin } from './gateway/security-headers.ts';
import { validatorsPlugin } from './gateway/validators.ts';
import { healthRoute } from './routes/health.ts';
import { keyRoutes } from './routes/keys.ts';
import { usageRoutes } from './routes/usage.ts';
import { openapiRoute } from './routes/openapi.ts';
import { documentResponses } from './routes/openapi-responses.ts';
import { servedDocument, servedExamples, type ServedExamples } from './routes/served-document.ts';
import { restaurantRoutes } from './routes/restaurants.ts';
import { lookupRoutes } from './routes/lookups.ts';
import { cuisineRoutes } from './routes/cuisines.ts';
import { restaurantListingRoutes } from './routes/restaurant-listing.ts';
import { searchRoutes } from './routes/search.ts';
import { dishPricesRoutes } from './routes/dish-prices.ts';
import { statsRoutes } from './routes/stats.ts';
import { benchmarkRoutes } from './routes/benchmarks.ts';
import { suggestRoutes } from './routes/suggest.ts';
import { loadStaticApp, registerStaticApp } from './static-app.ts';
import { mapConfigRoute, tileImageSource, type MapTiles } from './map-tiles.ts';
import { FREE_TIER_MONTHLY_REQUESTS, MAX_BODY_BYTES } from '../rules/limits.ts';

const API_VERSION = '1.0.0';

export interface AppOptions {
  catalog: Catalog;
  /** The served catalog file's checksum check, reported by health; omitted when the catalog is not a file of ours. */
  catalogIntegrity?: Pick<CatalogIntegrity, 'refresh' | 'status'>;
  /** How often health probes the catalog in the background; default 1 s. */
  healthProbeIntervalMs?: number;
  /** Keys and quota counters. Defaults to an in-memory store (tests, tools); `server/main.ts` passes the durable one. */
  accounts?: AccountsStore;
  /** Requests per key per calendar month (UTC); default 1,000. */
  quotaLimit?: number;
  /** Keys one client address may create per hour; default 20. */
  signupLimitPerHour?: number;
  /** The clock the quota and sign-up windows follow; tests move it to another month. */
  now?: () => Date;
  /** Origins allowed to call the API from a browser; default any ('*'). */
  corsOrigins?: CorsOrigins;
  /** Which peers may tell the client's address in X-Forwarded-For (config.ts, TrustProxy); default none. */
  trustProxy?: TrustProxy;
  /** Timeouts and the socket cap; defaults in config.ts. */
  limits?: ConnectionLimits;
  /** Benchmarks only: `false` turns authentication and the quota off to measure what they cost. */
  gateway?: boolean;
  /** The built browser app (Vite's dist/); omitted in API-only tests. */
  appDir?: string;
  /** Street-map tiles under the app's maps (server/map-tiles.ts); default none. */
  mapTiles?: MapTiles | null;
  /** The service's public address: base of every `doc_url`; https:// turns HSTS on. Default http://127.0.0.1:8080. */
  publicBaseUrl?: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Fastify's own reading of a bare hop count trusts nobody; ours is the usual one (Express's): the n proxies
 * nearest to the server are believed, so the address is the one the outermost of them saw.
 */
function trustedProxies(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const accounts = options.accounts ?? new SqliteAccounts(':memory:');
  const quotaLimit = options.quotaLimit ?? FREE_TIER_MONTHLY_REQUESTS;
  const now = options.now ?? (() => new Date());
  const authenticator = new KeyAuthenticator(accounts);
  const publicBaseUrl = options.publicBaseUrl ?? DEFAULT_PUBLIC_BASE_URL;
  const limits = options.limits ?? DEFAULT_CONNECTION_LIMITS;
  const staticApp = loadStaticApp(options.appDir);
  const usageLog = new UsageLogWriter(accounts, (error, entries) =>
    app.log.warn({ err: error, entries }, 'request log entries were not written'),
  );

  const app = Fastify({
    logger: safeLogger(options.logger ?? false),
    // Fastify's own per-request lines are off: requestLogPlugin writes one line per request, without headers.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'request_id' }),
    trustProxy: trustedProxies(options.trustProxy ?? false),
    genReqId: newRequestId,
    requestIdHeader: false,
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    ...timeoutOptions(limits),
    // Requests Node cannot parse or that arrive too slowly, and errors Fastify raises before any route runs (such
    // as an undecodable URL), still leave as the envelope.
    clientErrorHandler: clientErrorHandler(publicBaseUrl),
    frameworkErrors: (error, _request, reply) => {
      void sendError(reply, toApiError(error) ?? new ApiError('route_not_found', 'Bad URL.'), publicBaseUrl);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  await app.register(connectionLimitsPlugin, { maxConnections: limits.maxConnections });

  await app.register(requestIdPlugin);
  await app.register(httpProtocolPlugin);
  await app.register(securityHeadersPlugin, {
    indexHtml: staticApp?.indexHtml,
    httpsOnly: publicBaseUrl.startsWith('https://'),
    imageSources: options.mapTiles ? [tileImageSource(options.mapTiles)] : [],
  });
  await app.register(compressionPlugin);
  await app.register(corsPlugin, { origins: options.corsOrigins ?? '*' });
  await app.register(backPressurePlugin, { catalog: options.catalog });
  await app.register(conditionalRequestsPlugin, { catalog: options.catalog });
  if (options.gateway !== false) {
    // First of the three: it notes when each request arrived, before auth or the quota can refuse it.
    await app.register(usageLogPlugin, { writer: usageLog, now });
    await app.register(authPlugin, { authenticator });
    await app.register(quotaPlugin, { accounts, quotaLimit, now, publicBaseUrl });
    const sweeper = lapsedSessionSweeper(accounts, quotaLimit, now, (error) =>
      app.log.warn({ err: error }, 'closing lapsed suggest sessions failed'),
    );
    app.addHook('onReady', async () => sweeper.start());
    app.addHook('onClose', async () => sweeper.stop());
  }
  await app.register(requestLogPlugin);
  if (!options.accounts) app.addHook('onClose', async () => usageLog.flush().then(() => accounts.close()));
  await app.register(validatorsPlugin);
  await app.register(errorEnvelopePlugin, { publicBaseUrl });

  for (const schema of [...sharedRecordSchemas, ErrorSchema]) app.addSchema(schema);
  let examples: ServedExamples | null = null;
  app.addHook('onReady', async () => {
    examples = await servedExamples(options.catalog, now());
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Restaurant and Menu Data Service',
        version: API_VERSION,
        description: 'Search and read about 180,000 US restaurants and 2.1 million menu items.',
        license: { name: 'Proprietary', url: '/docs/api#terms' },
      },
      // Relative to where the document is served: the same server answers every path it lists.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'sk_live_… API key' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: documentResponses,
    transformObject: (built) =>
      'openapiObject' in built ? servedDocument(built.openapiObject, { quotaLimit, examples }) : built.swaggerObject,
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
  });

  await app.register(routeMethodsPlugin);
  await app.register(openapiRoute);
  await mapConfigRoute(app, options.mapTiles ?? null);
  const catalogHealth = new CatalogHealth(options.catalog, {
    intervalMs: options.healthProbeIntervalMs ?? 1000,
    timeoutMs: 10_000,
    now,
    integrity: options.catalogIntegrity,
    onProbeFailed: (error) => app.log.warn({ err: error }, 'health probe failed'),
  });
  app.addHook('onReady', () => catalogHealth.start());
  app.addHook('onClose', async () => catalogHealth.stop());
  await app.register(healthRoute, { health: () => catalogHealth.latest(), accounts, version: API_VERSION });
  await app.register(keyRoutes, {
    accounts,
    authenticator,
    quotaLimit,
    signupLimitPerHour: options.signupLimitPerHour ?? DEFAULT_SIGNUP_LIMIT_PER_HOUR,
    now,
  });
  await app.register(usageRoutes, { accounts, usageLog, now });
  await app.register(async (catalogRoutes) => {
    markCatalogRoutes(catalogRoutes);
    await catalogRoutes.register(searchRoutes, { catalog: options.catalog, now });
    await catalogRoutes.register(restaurantRoutes, { catalog: options.catalog, now });
    await catalogRoutes.register(lookupRoutes, { catalog: options.catalog, now });
    await catalogRoutes.register(cuisineRoutes, { catalog: options.catalog, now });
    await catalogRoutes.register(restaurantListingRoutes, { catalog: options.catalog, now });
    await catalogRoutes.register(benchmarkRoutes, { catalog: options.catalog, now });
    await catalogRoutes.register(statsRoutes, { catalog: options.catalog, now });
    await catalogRoutes.register(dishPricesRoutes, { catalog: options.catalog, now });
    await catalogRoutes.register(suggestRoutes, { catalog: options.catalog, now });
  });
  await app.register(methodNotAllowedPlugin);
  await registerStaticApp(app, staticApp);
  return app;
}
