/**
 * One structured log line per request: request id, method, route, path, status, duration and key id. Fastify's
 * own request/response lines are turned off (they would carry headers); serializers and redaction make sure no
 * Authorization header or key reaches a log line even when something logs a request or an error.
 */
import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { redactKeys } from './api-keys.ts';

export type LoggerOption = FastifyServerOptions['logger'];

/** A path as it may be logged: no query string, and anything shaped like a key blanked out. */
export function loggablePath(url: string): string {
  return redactKeys(url.split('?')[0] ?? '');
}

/** The app's logger options: the caller's (level, stream…) plus the safety settings above. */
export function safeLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    level: 'info',
    ...base,
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: loggablePath(req.url ?? '') }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
      err: (err: Error & { code?: unknown }) => ({
        type: err.name,
        code: err.code,
        message: redactKeys(err.message),
        stack: err.stack === undefined ? undefined : redactKeys(err.stack),
      }),
    },
    redact: {
      paths: ['headers.authorization', 'req.headers.authorization', '*.headers.authorization'],
      censor: '[redacted]',
    },
  } as LoggerOption;
}

/** The key id is logged when the `auth` plugin ran; benchmarks without the gateway log null. */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          route: request.routeOptions.url ?? null,
          path: loggablePath(request.url),
          status: reply.statusCode,
          duration_ms: Math.round(reply.elapsedTime * 100) / 100,
          key_id: request.apiKey?.keyId ?? null,
        },
        'request',
      );
    });
  },
  { name: 'request-log', fastify: '5.x', dependencies: ['request-id'] },
);
