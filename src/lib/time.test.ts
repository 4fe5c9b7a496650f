import { describe, expect, it } from 'vitest';
import { formatCountdown } from './time';

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
