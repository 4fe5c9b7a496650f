/** Key sign-up, usage and revocation (docs/api-decisions.md). None of these spend quota. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { clearKeyPromptReason } from '../../../api/auth-prompt';
import { callApi, keyRevoked } from '../../../api/client';
import { forgetApiKey, saveApiKey } from '../../../api/key-store';
import { resetQuota } from '../../../api/quota-store';
import type { QuotaSnapshot } from '../../../api/rate-limit';

const accountKeys = {
  all: ['account'] as const,
  /** The key itself never goes into a query key; the usage entry is removed whenever the key changes. */
  usage: () => [...accountKeys.all, 'usage'] as const,
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
