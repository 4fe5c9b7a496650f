/**
 * The typed client: openapi-fetch over the generated schema.
 * `callApi` is the one place answers are interpreted: it reads the quota headers, turns error envelopes into
 * ApiError, opens the key dialog on a 401 and pauses requests on a 429.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { openKeyDialog } from './auth-prompt';
import { isAbort, networkError, parseErrorResponse } from './errors';
import { getApiKey } from './key-store';
import { blockUntil, quotaStore, recordQuota } from './quota-store';
import { parseRateLimitHeaders, startOfNextUtcMonth } from './rate-limit';
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
    const client = createClient<paths>({ baseUrl: baseUrl || origin });
    client.use(authMiddleware);
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
  const snapshot = parseRateLimitHeaders(response.headers);
  if (snapshot) recordQuota(snapshot);
  if (response.ok) return answer.data as T;

  const error = parseErrorResponse(response.status, answer.error, response.headers);
  if (response.status === 401 && options.promptOnUnauthorized !== false) openKeyDialog(error);
  if (response.status === 429 && error.code === 'quota_exceeded') {
    blockUntil(error, quotaStore.get().snapshot?.resetsAt ?? startOfNextUtcMonth(new Date()));
  }
  throw error;
}
