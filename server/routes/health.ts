/**
 * GET /v1/health: no key, never counted. Answers at once from the catalog's last background probe (a real query
 * and, for a catalog file, its integrity check), so a burst of searches never delays it, and probes the accounts
 * database (every authenticated request needs it) with a bounded round trip. `upstream` is the catalog's, as the
 * contract first published it; `upstreams` names both. Either one unreachable is 503: this node cannot serve.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AccountsStore } from '../accounts/accounts.ts';
import type { CatalogHealthReport } from '../catalog/catalog.ts';
import { errorResponses } from './common.ts';

const upstreamSchema = (description: string) =>
  Type.Object(
    {
      reachable: Type.Boolean(),
      latency_ms: Type.Union([Type.Number(), Type.Null()], { description: 'Round trip of the last probe query' }),
    },
    { description },
  );

const ServedCatalogSchema = Type.Object(
  {
    source: Type.String({
      description: 'Where the data came from',
      examples: ['sample (scale 1, seed 20261121)', 'uber-eats restaurants.csv + restaurant-menus.csv'],
    }),
    built_at: Type.String({ format: 'date-time', description: 'When the catalog was built' }),
    restaurant_count: Type.Integer({ minimum: 0 }),
    item_count: Type.Integer({ minimum: 0 }),
    sha256: Type.Union([Type.String({ pattern: '^[0-9a-f]{64}$' }), Type.Null()], {
      description: 'The checksum recorded beside the catalog file when it was built (null when none was)',
    }),
  },
  { description: 'The catalog this node serves' },
);

const HealthSchema = Type.Object({
  data: Type.Object({
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
    reason: Type.Optional(
      Type.String({ description: 'Why the service is degraded, when it is', examples: ['the catalog cannot be read'] }),
    ),
    upstream: upstreamSchema('The catalog (the same as upstreams.catalog)'),
    upstreams: Type.Object({
      catalog: upstreamSchema('The restaurant and menu catalog'),
      accounts: upstreamSchema('The database of API keys and quota counters'),
    }),
    catalog: Type.Union([ServedCatalogSchema, Type.Null()], {
      description:
        'Which catalog answered the last probe; after a catalog swap, the new one. Null while the catalog cannot be read.',
    }),
    version: Type.String(),
    checked_at: Type.String({ format: 'date-time', description: 'When the data store was last probed' }),
  }),
});

export interface HealthRouteOptions {
  /** The catalog's health as last probed in the background. */
  health: () => CatalogHealthReport;
  accounts: Pick<AccountsStore, 'ping'>;
  version: string;
}

/** The accounts probe is a live round trip; one that has not answered within this long counts as unreachable. */
const ACCOUNTS_PROBE_TIMEOUT_MS = 2000;

/** The accounts database's round trip in ms, or null when it does not answer in time. */
async function probeAccounts(accounts: Pick<AccountsStore, 'ping'>): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ACCOUNTS_PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([accounts.ping().catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

const roundMs = (ms: number | null) => (ms === null ? null : Math.round(ms * 100) / 100);

export const healthRoute: FastifyPluginAsync<HealthRouteOptions, never, TypeBoxTypeProvider> = async (
  app,
  { health, accounts, version },
) => {
  app.get(
    '/v1/health',
    {
      config: { public: true },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Service health',
        description:
          '200 when the catalog and the accounts database answer a query, 503 when either does not; `status` is ' +
          '`degraded` (with a `reason`) when one does not answer or the catalog fails its integrity check. No key ' +
          'needed; not counted.',
        security: [],
        // 400: a request the HTTP layer cannot read (no Host header, an unknown Expect), as on every path.
        response: { 200: HealthSchema, ...errorResponses(400), 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const { reachable, latencyMs, catalog: served, reason: catalogReason, checkedAt } = health();
      const accountsLatency = await probeAccounts(accounts);
      const catalog = { reachable, latency_ms: roundMs(latencyMs) };
      const accountsUpstream = { reachable: accountsLatency !== null, latency_ms: roundMs(accountsLatency) };
      const reasons = [catalogReason, accountsUpstream.reachable ? undefined : 'the accounts database is unreachable'];
      const reason = reasons.filter((text) => text !== undefined).join('; ') || undefined;
      const serving = catalog.reachable && accountsUpstream.reachable;
      reply.code(serving ? 200 : 503).header('Cache-Control', serving ? 'public, max-age=60' : 'no-store');
      return {
        data: {
          status: reason === undefined ? ('ok' as const) : ('degraded' as const),
          ...(reason !== undefined && { reason }),
          upstream: catalog,
          upstreams: { catalog, accounts: accountsUpstream },
          catalog: served && {
            source: served.source,
            built_at: served.builtAt,
            restaurant_count: served.restaurantCount,
            item_count: served.itemCount,
            sha256: served.sha256,
          },
          version,
          checked_at: checkedAt.toISOString(),
        },
      };
    },
  );
};
