/** GET /v1/openapi.json: the contract, generated from the route schemas. */
import type { FastifyPluginAsync } from 'fastify';

export const openapiRoute: FastifyPluginAsync = async (app) => {
  app.get('/v1/openapi.json', { schema: { hide: true }, config: { public: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=300').send(app.swagger()),
  );
};
