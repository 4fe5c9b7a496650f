/**
 * HTTP-level refusals Node would otherwise answer itself, bare (no envelope, no request id): an HTTP/1.1 request
 * without Host, and an Expect header other than 100-continue. Both are routed through Fastify instead, so they
 * leave like every other error.
 */
import fp from 'fastify-plugin';
import { ApiError } from './errors.ts';

export const httpProtocolPlugin = fp(
  async (app) => {
    // Node answers unknown expectations with a bare 417 unless someone listens; handle them as ordinary requests.
    app.server.on('checkExpectation', (request, response) => app.routing(request, response));

    app.addHook('onRequest', async (request) => {
      const raw = request.raw;
      if (raw.httpVersionMajor === 1 && raw.httpVersionMinor >= 1 && !raw.headers.host) {
        throw new ApiError('parameter_invalid', 'An HTTP/1.1 request needs a Host header.', { param: 'Host' });
      }
      const expect = raw.headers.expect;
      if (expect !== undefined && expect.trim().toLowerCase() !== '100-continue') {
        throw new ApiError('parameter_invalid', "The only expectation supported is 'Expect: 100-continue'.", {
          param: 'Expect',
        });
      }
    });
  },
  { name: 'http-protocol', fastify: '5.x', dependencies: ['request-id'] },
);
