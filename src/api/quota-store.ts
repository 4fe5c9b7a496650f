/**
 * The quota as the API last reported it, and whether requests are paused after a 429. Kept in sessionStorage so the
 * header meter survives a reload without spending a request. `quota-gate.ts` pauses React Query while blocked.
 */
import { createStore, safeStorage } from '../lib/store';
import type { ApiError } from './errors';
import type { QuotaSnapshot } from './rate-limit';

const STORAGE_KEY = 'menu-atlas:quota';

interface QuotaBlock {
  until: Date;
  code: string;
  message: string;
  requestId: string | null;
}

export interface QuotaState {
  snapshot: QuotaSnapshot | null;
  block: QuotaBlock | null;
}

interface Stored {
  snapshot: (Omit<QuotaSnapshot, 'resetsAt'> & { resetsAt: string }) | null;
  block: (Omit<QuotaBlock, 'until'> & { until: string }) | null;
}

function load(): QuotaState {
  try {
    const raw = safeStorage('session')?.getItem(STORAGE_KEY);
    if (!raw) return { snapshot: null, block: null };
    const stored = JSON.parse(raw) as Stored;
    const block = stored.block ? { ...stored.block, until: new Date(stored.block.until) } : null;
    return {
      snapshot: stored.snapshot ? { ...stored.snapshot, resetsAt: new Date(stored.snapshot.resetsAt) } : null,
      block: block && block.until.getTime() > Date.now() ? block : null,
    };
  } catch {
    return { snapshot: null, block: null };
  }
}

export const quotaStore = createStore<QuotaState>(load());

quotaStore.subscribe(() => {
  const { snapshot, block } = quotaStore.get();
  const stored: Stored = {
    snapshot: snapshot ? { ...snapshot, resetsAt: snapshot.resetsAt.toISOString() } : null,
    block: block ? { ...block, until: block.until.toISOString() } : null,
  };
  safeStorage('session')?.setItem(STORAGE_KEY, JSON.stringify(stored));
});

let unblockTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleUnblock(block: QuotaBlock | null): void {
  clearTimeout(unblockTimer);
  if (!block) return;
  // setTimeout holds at most ~24.8 days; re-check on wake-up.
  const wait = Math.min(block.until.getTime() - Date.now(), 2 ** 31 - 1);
  unblockTimer = setTimeout(
    () => {
      const current = quotaStore.get().block;
      if (current && current.until.getTime() <= Date.now()) quotaStore.set((s) => ({ ...s, block: null }));
      else scheduleUnblock(current);
    },
    Math.max(0, wait),
  );
}
scheduleUnblock(quotaStore.get().block);

/**
 * Records the quota an answer reported. Answers arrive out of order (the meter's uncounted /v1/usage read can come
 * back after a search counted after it), and within one month of one limit the count only grows: a higher
 * `remaining` for the same month and limit is an older figure, not news.
 */
export function recordQuota(snapshot: QuotaSnapshot): void {
  quotaStore.set((s) => {
    const known = s.snapshot;
    const sameWindow =
      known !== null && known.limit === snapshot.limit && known.resetsAt.getTime() === snapshot.resetsAt.getTime();
    return sameWindow && snapshot.remaining > known.remaining ? s : { ...s, snapshot };
  });
}

export function blockUntil(error: ApiError, fallback: Date): void {
  const block: QuotaBlock = {
    until: error.resetsAt ?? fallback,
    code: error.code,
    message: error.message,
    requestId: error.requestId,
  };
  quotaStore.set((s) => ({
    snapshot: s.snapshot ? { ...s.snapshot, remaining: 0, resetsAt: block.until } : s.snapshot,
    block,
  }));
  scheduleUnblock(block);
}

/** A new key (or none) starts from a clean slate: the next answer reports its quota. */
export function resetQuota(): void {
  clearTimeout(unblockTimer);
  quotaStore.set({ snapshot: null, block: null });
}

export function isBlocked(state: QuotaState = quotaStore.get()): boolean {
  return state.block !== null && state.block.until.getTime() > Date.now();
}
