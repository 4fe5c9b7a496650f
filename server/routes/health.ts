/** GET /v1/health: no key, never counted; probes the catalog with a real query. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Catalog } from '../catalog/catalog.ts';

const HealthSchema = Type.Object({
  data: Type.Object({
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
    upstream: Type.Object({
      reachable: Type.Boolean(),
      latency_ms: Type.Union([Type.Number(), Type.Null()], { description: 'Round trip of the probe query' }),
    }),
    version: Type.String(),
    checked_at: Type.String({ format: 'date-time' }),
  }),
});

export interface HealthRouteOptions {
  catalog: Catalog;
  version: string;
  now: () => Date;
}

export const healthRoute: FastifyPluginAsync<HealthRouteOptions, never, TypeBoxTypeProvider> = async (
  app,
  { catalog, version, now },
) => {
  app.get(
    '/v1/health',
    {
      config: { public: true },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Service health',
        description: '200 when the data store answers a query, 503 when it does not. No key needed; not counted.',
        security: [],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      let latency: number | null = null;
      try {
        latency = Math.round((await catalog.ping()) * 100) / 100;
      } catch (error) {
        request.log.warn({ err: error }, 'health probe failed');
      }
      const reachable = latency !== null;
      reply.code(reachable ? 200 : 503).header('Cache-Control', reachable ? 'public, max-age=60' : 'no-store');
      return {
        data: {
          status: reachable ? ('ok' as const) : ('degraded' as const),
          upstream: { reachable, latency_ms: latency },
          version,
          checked_at: now().toISOString(),
        },
      };
    },
  );
};
