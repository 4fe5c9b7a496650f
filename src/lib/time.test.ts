import { describe, expect, it } from 'vitest';
import { formatClockTime, formatCountdown, formatUtcAndLocal } from './time';

describe('formatCountdown', () => {
  it('shows the two or three largest units', () => {
    expect(formatCountdown(0)).toBe('0 s');
    expect(formatCountdown(9_500)).toBe('10 s');
    expect(formatCountdown(250_000)).toBe('4 min 10 s');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('1 h 1 min 1 s');
    expect(formatCountdown(3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000)).toBe('3 d 4 h 5 min');
    expect(formatCountdown(-5)).toBe('0 s');
  });
});

describe('formatUtcAndLocal', () => {
  const reset = new Date('2026-01-01T00:00:00Z');

  it('says UTC, and the reader’s own time with its zone beside it', () => {
    expect(formatUtcAndLocal(reset, 'America/Chicago')).toEqual({
      utc: 'Jan 1, 2026, 12:00 AM UTC',
      local: 'Dec 31, 2025, 6:00 PM CST',
    });
  });

  it('gives no second time where the reader’s clock reads UTC', () => {
    expect(formatUtcAndLocal(reset, 'Europe/London')).toEqual({ utc: 'Jan 1, 2026, 12:00 AM UTC', local: null });
  });
});

describe('formatClockTime', () => {
  it('gives the day and the time to the second, and names the zone', () => {
    expect(formatClockTime(Date.parse('2026-01-01T15:04:05Z'), 'UTC')).toBe('Jan 1, 3:04:05 PM UTC');
    expect(formatClockTime(Date.parse('2026-07-01T15:04:05Z'), 'America/New_York')).toBe('Jul 1, 11:04:05 AM EDT');
  });
});
