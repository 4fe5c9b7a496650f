/**
 * GET /v1/health: no key, never counted. Probes each upstream with a real round trip: the catalog, and the accounts
 * database every authenticated request needs. `upstream` is the catalog's, as the contract first published it;
 * `upstreams` names them all and `reason` says which are down. Either one down is 503: this node cannot serve.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AccountsStore } from '../accounts/accounts.ts';
import type { Catalog } from '../catalog/catalog.ts';

const upstreamSchema = (description: string) =>
  Type.Object(
    {
      reachable: Type.Boolean(),
      latency_ms: Type.Union([Type.Number(), Type.Null()], { description: 'Round trip of the probe query' }),
    },
    { description },
  );

const HealthSchema = Type.Object({
  data: Type.Object({
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
    upstream: upstreamSchema('The catalog (the same as upstreams.catalog)'),
    upstreams: Type.Object({
      catalog: upstreamSchema('The restaurant and menu catalog'),
      accounts: upstreamSchema('The database of API keys and quota counters'),
    }),
    reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the status is degraded; null when ok' }),
    version: Type.String(),
    checked_at: Type.String({ format: 'date-time' }),
  }),
});

export interface HealthRouteOptions {
  catalog: Catalog;
  accounts: Pick<AccountsStore, 'ping'>;
  version: string;
  now: () => Date;
}

/** A probe that has not answered within this long counts as unreachable: health must answer promptly. */
const PROBE_TIMEOUT_MS = 2000;

interface Upstream {
  reachable: boolean;
  latency_ms: number | null;
}

async function probe(ping: () => Promise<number>): Promise<Upstream> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    const latency = await Promise.race([ping(), late]);
    return { reachable: true, latency_ms: Math.round(latency * 100) / 100 };
  } finally {
    clearTimeout(timer);
  }
}

const UNREACHABLE: Record<string, string> = {
  catalog: 'The catalog is unreachable.',
  accounts: 'The accounts database is unreachable.',
};

export const healthRoute: FastifyPluginAsync<HealthRouteOptions, never, TypeBoxTypeProvider> = async (
  app,
  { catalog, accounts, version, now },
) => {
  const probes = { catalog: () => catalog.ping(), accounts: () => accounts.ping() };

  app.get(
    '/v1/health',
    {
      config: { public: true },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Service health',
        description:
          '200 when the catalog and the accounts database both answer a query, 503 (with the reason) when either ' +
          'does not. No key needed; not counted.',
        security: [],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      const names = Object.keys(probes) as Array<keyof typeof probes>;
      const results = await Promise.all(
        names.map((name) =>
          probe(probes[name]).catch((error: unknown) => {
            request.log.warn({ err: error, upstream: name }, 'health probe failed');
            return { reachable: false, latency_ms: null };
          }),
        ),
      );
      const upstreams = Object.fromEntries(names.map((name, i) => [name, results[i]!])) as Record<
        keyof typeof probes,
        Upstream
      >;
      const down = names.filter((name) => !upstreams[name].reachable);
      const ok = down.length === 0;
      reply.code(ok ? 200 : 503).header('Cache-Control', ok ? 'public, max-age=60' : 'no-store');
      return {
        data: {
          status: ok ? ('ok' as const) : ('degraded' as const),
          upstream: upstreams.catalog,
          upstreams,
          reason: ok ? null : down.map((name) => UNREACHABLE[name]).join(' '),
          version,
          checked_at: now().toISOString(),
        },
      };
    },
  );
};
