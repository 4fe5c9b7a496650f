/**
 * GET /v1/health: no key, never counted. Answers at once from the catalog's last background probe (a real query
 * and, for a catalog file, its integrity check), so a burst of searches never delays it.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CatalogHealthReport } from '../catalog/catalog.ts';

const HealthSchema = Type.Object({
  data: Type.Object({
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
    reason: Type.Optional(
      Type.String({ description: 'Why the service is degraded, when it is', examples: ['the catalog cannot be read'] }),
    ),
    upstream: Type.Object({
      reachable: Type.Boolean(),
      latency_ms: Type.Union([Type.Number(), Type.Null()], { description: 'Round trip of the last probe query' }),
    }),
    version: Type.String(),
    checked_at: Type.String({ format: 'date-time', description: 'When the data store was last probed' }),
  }),
});

export interface HealthRouteOptions {
  /** The catalog's health as last probed in the background. */
  health: () => CatalogHealthReport;
  version: string;
}

export const healthRoute: FastifyPluginAsync<HealthRouteOptions, never, TypeBoxTypeProvider> = async (
  app,
  { health, version },
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
          '200 when the data store answers a query, 503 when it does not; `status` is `degraded` (with a `reason`) ' +
          'when it does not answer or its data fails the integrity check. No key needed; not counted.',
        security: [],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const { reachable, latencyMs, reason, checkedAt } = health();
      reply.code(reachable ? 200 : 503).header('Cache-Control', reachable ? 'public, max-age=60' : 'no-store');
      return {
        data: {
          status: reason === undefined ? ('ok' as const) : ('degraded' as const),
          ...(reason !== undefined && { reason }),
          upstream: { reachable, latency_ms: latencyMs === null ? null : Math.round(latencyMs * 100) / 100 },
          version,
          checked_at: checkedAt.toISOString(),
        },
      };
    },
  );
};
