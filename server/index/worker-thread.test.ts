import { describe, expect, it } from 'vitest';
import { WorkerThread } from './worker-thread.ts';

describe('a worker thread', () => {
  it('reports a module it cannot load as its failure, so that no caller waits for it for ever', () => {
    const thread = new WorkerThread(new URL('./no-such-module.ts', import.meta.url), {});
    const pause = new Int32Array(new SharedArrayBuffer(4));
    try {
      let failure: unknown;
      for (let waited = 0; failure === undefined && waited < 30_000; waited += 50) {
        try {
          thread.check();
          Atomics.wait(pause, 0, 0, 50);
        } catch (error) {
          failure = error;
        }
      }
      expect(String(failure)).toMatch(/no-such-module/);
    } finally {
      thread.terminate();
    }
  });
});
