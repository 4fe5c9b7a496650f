/**
 * What every authenticated request passes, as two plugins: `auth` (Bearer key → key record) in an onRequest hook,
 * before the body is even read, then `quota` (count one request, or refuse with 429).
 *
 * On routes that only read the catalog, the count runs while the route works: it starts in onRequest and is
 * awaited in onSend, before a byte of the answer leaves. No answer is sent for a count that is not committed:
 * a refused count turns the answer into the 429 envelope, a failed one into 503. Other routes wait for their
 * count before they run. A key found used up is refused at once for the rest of its month, without asking the
 * store or running the route: within one month and one limit, counts only grow. A HEAD request and a read the
 * client already holds (If-None-Match, answered 304) are reported but not counted; when one names an open suggest
 * session in Suggest-Session, it ends that session and pays the session's one unit (docs/api-decisions.md).
 *
 * Only routes under /v1/ that the router matched are guarded, and not those marked `config: { public: true }`
 * (health, sign-up, the OpenAPI document, the 405 answers). Unknown paths get their 404 without a key, and
 * preflight requests (OPTIONS) are answered by CORS before any of this.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountsStore, CountResult } from '../accounts/accounts.ts';
import { bearerToken, type KeyAuthenticator } from './api-keys.ts';
import { replaceWithError } from './error-envelope.ts';
import { isUncounted } from './conditional-requests.ts';
import { ApiError } from './errors.ts';
import { monthWindow, rateLimitHeaders, type QuotaWindow } from './quota.ts';
import { SUGGEST_SESSION_HEADER, suggestSessionOf } from './suggest-sessions.ts';
import { UsedUpKeys } from './used-up-keys.ts';

export interface QuotaOptions {
  accounts: AccountsStore;
  quotaLimit: number;
  now: () => Date;
  /** Base of the error envelope's `doc_url`, for answers replaced once the route has answered. */
  publicBaseUrl: string;
}

function isGuarded(request: FastifyRequest): boolean {
  const route = request.routeOptions;
  return request.method !== 'OPTIONS' && route.url?.startsWith('/v1/') === true && route.config?.public !== true;
}

function quotaExceeded(limit: number, window: QuotaWindow): ApiError {
  const resetsAt = window.resetsAt.toISOString();
  return new ApiError(
    'quota_exceeded',
    `This key has used its ${limit} requests for the month; the quota resets at ${resetsAt}.`,
    { resetsAt, headers: { 'Retry-After': String(window.secondsToReset) } },
  );
}

export const authPlugin = fp<{ authenticator: KeyAuthenticator }>(
  async (app, { authenticator }) => {
    app.decorateRequest('apiKey', null);
    app.addHook('onRequest', async (request) => {
      if (!isGuarded(request)) return;
      request.apiKey = await authenticator.authenticate(bearerToken(request.headers.authorization));
    });
  },
  // Preflights are CORS's to answer, and a request refused for load is never authenticated.
  { name: 'auth', fastify: '5.x', dependencies: ['request-id', 'cors', 'back-pressure'] },
);

export const quotaPlugin = fp<QuotaOptions>(
  async (app, options) => {
    app.decorateRequest('quota', null);
    app.decorateRequest('counted', false);
    const usedUp = new UsedUpKeys();
    /** Counts started in onRequest that onSend must see committed before the answer leaves. */
    /** Suggest calls past authentication, counted in onSend by their body's session. */
    const billedBySession = new WeakSet<FastifyRequest>();
    const counting = new WeakMap<FastifyRequest, { count: Promise<CountResult>; window: QuotaWindow }>();

    /** Records where the key stands and puts it in the rate-limit headers. */
    function report(request: FastifyRequest, reply: FastifyReply, window: QuotaWindow, used: number): void {
      request.quota = { limit: options.quotaLimit, used, window };
      reply.headers(rateLimitHeaders(request.quota));
    }

    /**
     * Reports the count's outcome; the 429 to answer when the request was not counted. `billed: false` for a suggest
     * call in a session, which is let through (`counted`) without costing a unit.
     */
    function settle(
      request: FastifyRequest,
      reply: FastifyReply,
      window: QuotaWindow,
      result: CountResult,
      billed = true,
    ) {
      report(request, reply, window, result.used);
      request.counted = billed && result.counted;
      if (result.counted) return undefined;
      usedUp.remember(request.apiKey!.keyId, window.period, result.used);
      return quotaExceeded(options.quotaLimit, window);
    }

    app.addHook('onRequest', async (request, reply) => {
      if (!isGuarded(request)) return;
      const key = request.apiKey!;

      const window = monthWindow(options.now());
      if (request.routeOptions.config.quotaExempt === true) {
        report(request, reply, window, await options.accounts.usage(key.keyId, window.period));
        return;
      }
      if (isUncounted(request)) {
        await reportUncounted(request, reply, window);
        return;
      }
      const usedBefore = usedUp.used(key.keyId, window.period);
      if (usedBefore !== undefined) throw settle(request, reply, window, { counted: false, used: usedBefore });

      if (request.routeOptions.config.suggestSession === true) {
        billedBySession.add(request);
        return;
      }
      const count = countAndEndSession(request, window);
      if (request.routeOptions.config.readsCatalog === true) {
        // Settled in onSend; until then a failure must not count as unhandled.
        count.catch(() => undefined);
        counting.set(request, { count, window });
        return;
      }
      const refusal = settle(request, reply, window, await count);
      if (refusal) throw refusal;
    });

    /**
     * A HEAD or 304 costs nothing itself, but the suggest session it ends must still be paid for: its one unit is
     * counted now, as the lookup that ends a session normally pays it. A refused count does not refuse the answer.
     */
    async function reportUncounted(request: FastifyRequest, reply: FastifyReply, window: QuotaWindow) {
      const { keyId } = request.apiKey!;
      const session = suggestSessionOf(request.headers[SUGGEST_SESSION_HEADER]);
      if (session !== undefined && (await options.accounts.endSuggestSession(keyId, session, options.now()))) {
        settle(request, reply, window, await options.accounts.countRequest(keyId, window.period, options.quotaLimit));
        return;
      }
      report(request, reply, window, await options.accounts.usage(keyId, window.period));
    }

    /** Counts the request and closes the suggest session its Suggest-Session header names (suggest-sessions.ts). */
    function countAndEndSession(request: FastifyRequest, window: QuotaWindow): Promise<CountResult> {
      const { keyId } = request.apiKey!;
      const count = options.accounts.countRequest(keyId, window.period, options.quotaLimit);
      const session = suggestSessionOf(request.headers[SUGGEST_SESSION_HEADER]);
      if (session === undefined) return count;
      return Promise.all([count, options.accounts.endSuggestSession(keyId, session, options.now())]).then(([c]) => c);
    }

    app.addHook('onSend', async (request, reply, payload) => {
      if (billedBySession.delete(request)) {
        // The body is read by now: a call in a session is that session's, any other counts once.
        const window = monthWindow(options.now());
        const { keyId } = request.apiKey!;
        const session = suggestSessionOf((request.body as { session?: unknown } | undefined)?.session);
        try {
          const result = await (session === undefined
            ? options.accounts.countRequest(keyId, window.period, options.quotaLimit)
            : options.accounts.suggestCall(keyId, session, options.now(), window.period, options.quotaLimit));
          const refusal = settle(request, reply, window, result, session === undefined);
          return refusal ? replaceWithError(reply, refusal, options.publicBaseUrl) : payload;
        } catch (error) {
          return replaceWithError(reply, error, options.publicBaseUrl);
        }
      }
      const pending = counting.get(request);
      if (!pending) return payload;
      counting.delete(request);
      try {
        const refusal = settle(request, reply, pending.window, await pending.count);
        return refusal ? replaceWithError(reply, refusal, options.publicBaseUrl) : payload;
      } catch (error) {
        return replaceWithError(reply, error, options.publicBaseUrl);
      }
    });
  },
  {
    name: 'quota',
    fastify: '5.x',
    // Counts the key `auth` found, unless `conditional-requests` found the answer already held (304) or a HEAD.
    dependencies: ['auth', 'conditional-requests'],
    decorators: { request: ['apiKey', 'notModified'] },
  },
);
