/**
 * What every authenticated request passes, in one onRequest hook (before the body is even read):
 * authentication (Bearer key → key record), then the quota (count one request, or refuse with 429).
 *
 * Only routes under /v1/ that the router matched are guarded, and not those marked `config: { public: true }`
 * (health, sign-up, the OpenAPI document, the 405 answers). Unknown paths get their 404 without a key, and
 * preflight requests (OPTIONS) are answered by CORS before any of this.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountsStore } from '../accounts/accounts.ts';
import { bearerToken, type AuthenticatedKey, type KeyAuthenticator } from './api-keys.ts';
import { ApiError } from './errors.ts';
import { monthWindow, rateLimitHeaders, type QuotaState } from './quota.ts';
import './route-config.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's key, once authenticated (never the key itself). */
    apiKey: AuthenticatedKey | null;
    /** The caller's quota after this request was counted. */
    quota: QuotaState | null;
  }
}

export interface GatewayOptions {
  accounts: AccountsStore;
  authenticator: KeyAuthenticator;
  quotaLimit: number;
  now: () => Date;
}

function isGuarded(request: FastifyRequest): boolean {
  const route = request.routeOptions;
  return request.method !== 'OPTIONS' && route.url?.startsWith('/v1/') === true && route.config?.public !== true;
}

export function registerGateway(app: FastifyInstance, options: GatewayOptions): void {
  app.decorateRequest('apiKey', null);
  app.decorateRequest('quota', null);

  // One hook, two steps: who is calling (401 otherwise), then count the request (429 when the month is used up).
  app.addHook('onRequest', async (request, reply) => {
    if (!isGuarded(request)) return;
    const key = await options.authenticator.authenticate(bearerToken(request.headers.authorization));
    request.apiKey = key;

    const window = monthWindow(options.now());
    const limit = options.quotaLimit;
    if (request.routeOptions.config.quotaExempt === true) {
      request.quota = { limit, used: await options.accounts.usage(key.keyId, window.period), window };
      reply.headers(rateLimitHeaders(request.quota));
      return;
    }
    const { counted, used } = await options.accounts.countRequest(key.keyId, window.period, limit);
    request.quota = { limit, used, window };
    reply.headers(rateLimitHeaders(request.quota));
    if (!counted) {
      const resetsAt = window.resetsAt.toISOString();
      throw new ApiError(
        'quota_exceeded',
        `This key has used its ${limit} requests for the month; the quota resets at ${resetsAt}.`,
        {
          resetsAt,
          headers: { 'Retry-After': String(window.secondsToReset) },
        },
      );
    }
  });
}
