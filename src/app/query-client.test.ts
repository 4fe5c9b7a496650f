import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { persistOptions, restoreQueryCache, shouldRetry } from './query-client';

const error = (status: number, code = 'internal_error' as const) => new ApiError(status, code, 'm', 'req_1', null);

describe('shouldRetry', () => {
  it('never retries a 4xx, including 401 and 429', () => {
    for (const status of [400, 401, 404, 413, 429]) expect(shouldRetry(0, error(status))).toBe(false);
  });
  it('retries server errors twice', () => {
    expect(shouldRetry(0, error(503))).toBe(true);
    expect(shouldRetry(1, error(500))).toBe(true);
    expect(shouldRetry(2, error(500))).toBe(false);
  });
  it('does not retry network failures or aborts', () => {
    expect(shouldRetry(0, new ApiError(0, 'network_error', 'down', null, null))).toBe(false);
    expect(shouldRetry(0, new DOMException('x', 'AbortError'))).toBe(false);
  });
});

/** A persister holding `kept` in memory (or failing to read), recording what is saved. */
function memoryPersister(kept: PersistedClient | Error | undefined) {
  const saved: PersistedClient[] = [];
  const persister: Persister = {
    restoreClient: () => (kept instanceof Error ? Promise.reject(kept) : Promise.resolve(kept)),
    persistClient: (client) => void saved.push(client),
    removeClient: () => undefined,
  };
  return { persister, saved, options: { ...persistOptions, persister } };
}

/** The cache of a client that had answered `key` with `data`, as the persister keeps it. */
function keptAnswer(key: readonly unknown[], data: unknown): PersistedClient {
  const before = new QueryClient();
  before.setQueryData(key, data);
  return { timestamp: Date.now(), buster: persistOptions.buster ?? '', clientState: dehydrate(before) };
}

describe('restoreQueryCache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts a kept answer back into the cache before it settles', async () => {
    const { options } = memoryPersister(keptAnswer(['restaurant', 'r1'], { name: 'Kept place' }));
    const queryClient = new QueryClient();
    await restoreQueryCache(queryClient, options);
    expect(queryClient.getQueryData(['restaurant', 'r1'])).toEqual({ name: 'Kept place' });
  });

  it('settles without the kept answers when they cannot be read, and saves the answers that follow', async () => {
    // The persister library reports the failure on the console; the test only needs the outcome.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { options, saved } = memoryPersister(new Error('IndexedDB is unavailable'));
    const queryClient = new QueryClient();
    await expect(restoreQueryCache(queryClient, options)).resolves.toBeUndefined();
    queryClient.setQueryData(['restaurant', 'r2'], { name: 'New place' });
    await vi.waitFor(() => expect(saved.length).toBeGreaterThan(0));
    expect(saved.at(-1)!.clientState.queries.map((q) => q.queryKey)).toEqual([['restaurant', 'r2']]);
  });
});
