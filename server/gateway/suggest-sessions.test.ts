import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lapsedSessionSweeper, suggestSessionOf } from './suggest-sessions.ts';

describe('suggestSessionOf', () => {
  it('takes a string of 8 to 64 characters, and nothing else, as a session', () => {
    expect(suggestSessionOf('typed-12')).toBe('typed-12');
    expect(suggestSessionOf('x'.repeat(64))).toBe('x'.repeat(64));
    for (const value of ['typed-1', 'x'.repeat(65), undefined, 12345678, ['typed-12']]) {
      expect(suggestSessionOf(value)).toBeUndefined();
    }
  });
});

describe('lapsedSessionSweeper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes lapsed sessions every 15 s in the month of its clock, until stopped, and reports failures', async () => {
    const at = new Date('2026-11-28T12:00:00Z');
    const closeLapsedSessions = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('down'));
    const failed = vi.fn();
    const sweeper = lapsedSessionSweeper({ closeLapsedSessions }, 1000, () => at, failed);
    sweeper.start();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(closeLapsedSessions).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(closeLapsedSessions).toHaveBeenCalledWith(at, '2026-11', 1000);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(failed).toHaveBeenCalledWith(new Error('down'));
    sweeper.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(closeLapsedSessions).toHaveBeenCalledTimes(2);
  });
});
