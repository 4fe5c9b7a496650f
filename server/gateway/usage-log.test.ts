/** The request log's writer: entries go to the store in batches, after the answer, and a failure costs only them. */
import { describe, expect, it, vi } from 'vitest';
import type { LoggedRequest } from '../accounts/accounts.ts';
import { UsageLogWriter } from './usage-log.ts';

const entry = (n: number): LoggedRequest => ({
  keyId: 'key_a',
  at: n,
  method: 'GET',
  path: '/v1/stats/TX',
  status: 200,
  requestId: `req_${n}`,
  processingMs: 1,
  counted: true,
});

describe('UsageLogWriter', () => {
  it('writes nothing on the request path, then one batch a moment later', async () => {
    vi.useFakeTimers();
    try {
      const batches: number[] = [];
      const writer = new UsageLogWriter(
        { recordRequests: async (entries) => void batches.push(entries.length) },
        () => {
          throw new Error('no failure expected');
        },
      );
      for (let n = 0; n < 3; n += 1) writer.add(entry(n));
      expect(batches).toEqual([]);
      await vi.advanceTimersByTimeAsync(300);
      expect(batches).toEqual([3]);
      // A full batch goes at once, without waiting for the timer.
      for (let n = 0; n < 500; n += 1) writer.add(entry(n));
      await vi.advanceTimersByTimeAsync(0);
      expect(batches).toEqual([3, 500]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a batch the store refused, and writes the next one', async () => {
    const failures: number[] = [];
    let fail = true;
    const written: string[] = [];
    const writer = new UsageLogWriter(
      {
        recordRequests: async (entries) => {
          if (fail) throw new Error('database down');
          written.push(...entries.map((e) => e.requestId));
        },
      },
      (_error, entries) => failures.push(entries),
    );
    writer.add(entry(1));
    writer.add(entry(2));
    await writer.flush();
    fail = false;
    writer.add(entry(3));
    await writer.flush();
    expect(failures).toEqual([2]);
    expect(written).toEqual(['req_3']);
  });
});
