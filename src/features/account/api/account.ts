/** Key sign-up, usage, the request log and revocation (docs/api-decisions.md). None of these spend quota. */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { clearKeyPromptReason } from '../../../api/auth-prompt';
import { callApi, keyRevoked } from '../../../api/client';
import { forgetApiKey, saveApiKey } from '../../../api/key-store';
import { resetQuota } from '../../../api/quota-store';
import type { QuotaSnapshot } from '../../../api/rate-limit';

const accountKeys = {
  all: ['account'] as const,
  /** The key itself never goes into a query key; the usage entry is removed whenever the key changes. */
  usage: () => [...accountKeys.all, 'usage'] as const,
  /** A page of the key's request log: the newest (null) or the one after a cursor. */
  requests: (cursor: string | null) => [...accountKeys.all, 'requests', cursor] as const,
};

export const usageOptions = () =>
  queryOptions({
    queryKey: accountKeys.usage(),
    queryFn: async ({ signal }) => {
      // Its rate-limit headers fill the header meter, as every answer's do (`observe` in api/client.ts).
      const { data } = await callApi((c) => c.GET('/v1/usage', { signal }), { promptOnUnauthorized: false });
      return data;
    },
    // /v1/usage is not counted, so it may run while other requests are paused; it is never persisted.
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
    meta: { persist: false },
  });

/** Entries per page of the request log on the settings page. */
const REQUEST_LOG_PAGE_SIZE = 20;

/** A page of the key's request log as the server keeps it (`GET /v1/usage/requests`, not counted, not logged). */
export const requestLogOptions = (cursor: string | null) =>
  queryOptions({
    queryKey: accountKeys.requests(cursor),
    queryFn: ({ signal }) =>
      callApi(
        (c) =>
          c.GET('/v1/usage/requests', {
            params: { query: { limit: REQUEST_LOG_PAGE_SIZE, ...(cursor !== null && { cursor }) } },
            signal,
          }),
        { promptOnUnauthorized: false },
      ),
    // Like usage: free, so it may run while other requests are paused, and always read afresh.
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });

/** The quota meter reads usage only for a key whose quota no answer has reported yet. */
export const meterReadsUsage = (key: string | null, snapshot: QuotaSnapshot | null) => Boolean(key) && !snapshot;

export function createKey(email: string) {
  return callApi((c) => c.POST('/v1/keys', { body: { email } }), { promptOnUnauthorized: false }).then((r) => r.data);
}

/** Revokes the key in use; the app then forgets it and says it was revoked (`keyRevoked`). */
export async function revokeCurrentKey(queryClient: QueryClient): Promise<void> {
  await callApi((c) => c.DELETE('/v1/keys/current', {}), { promptOnUnauthorized: false });
  keyRevoked();
  queryClient.removeQueries({ queryKey: accountKeys.all });
}

/** Store a key and let every query that failed for want of one try again. */
export function adoptKey(queryClient: QueryClient, key: string, remember: boolean): void {
  saveApiKey(key, remember);
  clearKeyPromptReason();
  resetQuota();
  queryClient.removeQueries({ queryKey: accountKeys.all });
  void queryClient.resetQueries({ predicate: (q) => q.state.status === 'error' });
}

export function dropKey(queryClient: QueryClient): void {
  forgetApiKey();
  resetQuota();
  queryClient.removeQueries({ queryKey: accountKeys.all });
}
