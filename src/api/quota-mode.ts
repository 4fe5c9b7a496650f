/**
 * When the quota runs low, searching as you type would spend what is left on half-typed words: search pages then
 * search only on Enter, and say so.
 */
import { useSyncExternalStore } from 'react';
import { quotaStore } from './quota-store';
import { describeQuota, type QuotaSnapshot } from './rate-limit';

/** Low: under 5% of the limit, or under 50 requests, whichever comes first. */
export function isQuotaLow(snapshot: Pick<QuotaSnapshot, 'limit' | 'remaining'> | null): boolean {
  if (!snapshot) return false;
  return snapshot.remaining < 50 || snapshot.remaining < snapshot.limit * 0.05;
}

/** The last reported quota when it is low, else null (unknown counts as not low: the first answer will tell). */
export function useLowQuota(): QuotaSnapshot | null {
  const { snapshot } = useSyncExternalStore(quotaStore.subscribe, quotaStore.get);
  return snapshot && isQuotaLow(snapshot) ? snapshot : null;
}

/** "Quota low (12 of 1,000 left this month): press Enter to search." */
export const searchOnEnterHint = (snapshot: QuotaSnapshot) =>
  `Quota low (${describeQuota(snapshot)}): searching waits for Enter, and a typed search costs one request, ` +
  'however many letters.';
