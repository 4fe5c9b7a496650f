/**
 * Every answer carries its request id (Fastify generates it: random-id.ts), set first so that refusals by the
 * plugins after this one carry it too. The other gateway plugins name this one as their dependency.
 */
import fp from 'fastify-plugin';

export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('Request-Id', request.id);
    });
  },
  { name: 'request-id', fastify: '5.x' },
);
