/**
 * The typed client: openapi-fetch over the generated schema.
 * `callApi` is the one place answers are interpreted: it reads the quota headers, turns error envelopes into
 * ApiError, opens the key dialog on a 401 and pauses requests on a 429.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { openKeyDialog } from './auth-prompt';
import { isAbort, networkError, parseErrorResponse } from './errors';
import { forgetApiKey, getApiKey, keyStore, maskKey } from './key-store';
import { blockUntil, quotaStore, recordQuota, resetQuota } from './quota-store';
import { parseRateLimitHeaders, startOfNextUtcMonth } from './rate-limit';
import { recordAnswer, recordingMiddleware } from './request-log';
import type { paths } from './schema';
import { baseUrlStore } from './settings';

export type ApiClient = Client<paths>;

const authMiddleware: Middleware = {
  onRequest({ request }) {
    const key = getApiKey();
    if (key && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${key}`);
    return request;
  },
};

let cached: { baseUrl: string; client: ApiClient } | null = null;

/** The client for the current API base URL ('' = same origin as the app). */
function api(): ApiClient {
  const baseUrl = baseUrlStore.get();
  if (!cached || cached.baseUrl !== baseUrl) {
    const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    // `no-cache`: a read the browser keeps (restaurant, menu and statistics answers carry an ETag) is revalidated
    // with If-None-Match instead of paid for again; the server's 304 is not counted and reaches the app as the kept
    // 200 with fresh quota headers. A kept answer is never reused unasked, so those headers are never stale.
    const client = createClient<paths>({ baseUrl: baseUrl || origin, cache: 'no-cache' });
    client.use(authMiddleware, recordingMiddleware);
    cached = { baseUrl, client };
  }
  return cached.client;
}

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export interface CallOptions {
  /** Open the key dialog on a 401 (the key dialog's own calls say false and show the reason in place). */
  promptOnUnauthorized?: boolean;
}

export async function callApi<T>(
  run: (client: ApiClient) => Promise<Answer<T>>,
  options: CallOptions = {},
): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await run(api());
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    throw networkError(cause);
  }
  const { response } = answer;
  observe(answer);
  if (response.ok) return answer.data as T;

  const error = parseErrorResponse(response.status, answer.error, response.headers);
  if (response.status === 401 && options.promptOnUnauthorized !== false) openKeyDialog(error);
  if (response.status === 429 && error.code === 'quota_exceeded') {
    blockUntil(error, quotaStore.get().snapshot?.resetsAt ?? startOfNextUtcMonth(new Date()));
  }
  throw error;
}

/** What every answer tells the app, whoever asked: the inspector's record and the quota. */
function observe(answer: Answer<unknown>): void {
  recordAnswer(answer.response, answer.response.ok ? answer.data : answer.error);
  const snapshot = parseRateLimitHeaders(answer.response.headers);
  if (snapshot) recordQuota(snapshot);
}

/** `DELETE` here revokes the key the request carries (the app's own). */
const REVOKE_PATH = '/v1/keys/current';

export interface RawAnswer {
  status: number;
  requestId: string | null;
  /** The parsed JSON (data or error envelope), or null when the answer had none. */
  body: unknown;
}

/**
 * Any operation by method and (filled-in) path, answered as it came, errors included: the API reference's "Send".
 * It goes through the same client as the app's own calls, so it carries the key, and the quota meter and the request
 * inspector see it. Throws only when no answer came.
 */
export async function sendRequest(
  method: string,
  path: string,
  init: { query?: Record<string, string>; body?: unknown; signal?: AbortSignal } = {},
): Promise<RawAnswer> {
  // `request` is typed by the schema's paths; this one takes whatever path the reader typed.
  const client = api() as unknown as {
    request(method: string, path: string, init: object): Promise<Answer<unknown>>;
  };
  let answer: Answer<unknown>;
  try {
    answer = await client.request(method, path, {
      params: { query: init.query },
      body: init.body,
      signal: init.signal,
    });
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    throw networkError(cause);
  }
  observe(answer);
  const { response } = answer;
  // The reader revoked the app's own key from the API reference: the app stops using it, as after "Revoke key".
  if (response.ok && method.toUpperCase() === 'DELETE' && path === REVOKE_PATH) keyRevoked();
  if (response.status === 429) {
    const error = parseErrorResponse(response.status, answer.error, response.headers);
    if (error.code === 'quota_exceeded')
      blockUntil(error, quotaStore.get().snapshot?.resetsAt ?? startOfNextUtcMonth(new Date()));
  }
  return {
    status: response.status,
    requestId: response.headers.get('request-id'),
    body: (response.ok ? answer.data : answer.error) ?? null,
  };
}

/**
 * The key in use was revoked (from the key dialog, or by `DELETE /v1/keys/current` in the API reference's Try it): it
 * is forgotten, its quota figures go (they described a key that no longer works), and the app says it was revoked
 * instead of offering to revoke it again.
 */
export function keyRevoked(): void {
  const { key } = keyStore.get();
  forgetApiKey();
  resetQuota();
  if (key) keyStore.set({ key: null, remembered: false, revoked: maskKey(key) });
}
