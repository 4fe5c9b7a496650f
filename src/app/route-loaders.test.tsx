// @vitest-environment happy-dom
/** The shell's first request: the quota meter's usage read leaves beside the page's, and the meter does not repeat it. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetApiKey, saveApiKey } from '../api/key-store';
import { recordQuota, resetQuota } from '../api/quota-store';
import { usageOptions } from '../features/account/api/account';
import { QuotaMeter } from '../features/account/components/QuotaMeter';
import { createQueryClient } from './query-client';
import { prefetchShell } from './route-loaders';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
const requested = () => fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).pathname);

let queryClient: QueryClient;

describe('prefetchShell', () => {
  beforeEach(() => {
    queryClient = createQueryClient();
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ data: {} }), { headers: { 'Content-Type': 'application/json' } }),
    );
    saveApiKey('sk_test_1', false);
    resetQuota();
  });
  afterEach(() => {
    cleanup();
    forgetApiKey();
    resetQuota();
  });

  it('reads usage before the meter is drawn, and the meter drawn after the answer does not read it again', async () => {
    prefetchShell(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryState(usageOptions().queryKey)?.status).toBe('success'));
    await act(async () => {
      render(
        <QueryClientProvider client={queryClient}>
          <QuotaMeter />
        </QueryClientProvider>,
      );
    });
    expect(requested()).toEqual(['/v1/usage']);
  });

  it('reads nothing without a key, or when an answer has already reported the quota', () => {
    forgetApiKey();
    prefetchShell(queryClient);
    saveApiKey('sk_test_1', false);
    recordQuota({ limit: 1000, remaining: 900, used: 100, resetsAt: new Date('2026-12-01T00:00:00Z') });
    prefetchShell(queryClient);
    expect(requested()).toEqual([]);
  });
});
