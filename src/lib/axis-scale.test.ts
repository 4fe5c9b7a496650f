import { describe, expect, it } from 'vitest';
import { axisScale, priceTickFormat, tickDecimals } from './axis-scale';

describe('axisScale', () => {
  it('ends on a round value at or above the largest bar, not on the bar itself', () => {
    expect(axisScale(22.96)).toEqual({ top: 25, ticks: [0, 5, 10, 15, 20, 25] });
    expect(axisScale(48)).toEqual({ top: 50, ticks: [0, 10, 20, 30, 40, 50] });
    expect(axisScale(47.5).top).toBe(50);
    expect(axisScale(100)).toEqual({ top: 100, ticks: [0, 20, 40, 60, 80, 100] });
  });

  it('steps by 1, 2, 2.5 or 5 times a power of ten, at most five intervals', () => {
    for (const max of [0.37, 3.2, 9.99, 12, 18.4, 23, 61, 140, 999, 1234.5]) {
      const { top, ticks } = axisScale(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(5);
      const step = ticks[1]! - ticks[0]!;
      const mantissa = step / 10 ** Math.floor(Math.log10(step));
      expect([1, 2, 2.5, 5]).toContain(Number(mantissa.toPrecision(6)));
      ticks.forEach((t, i) => expect(t).toBeCloseTo(i * step, 9));
    }
    expect(axisScale(0.37).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
    expect(axisScale(12).ticks).toEqual([0, 2.5, 5, 7.5, 10, 12.5]);
  });

  it('steps by whole numbers for counts', () => {
    expect(axisScale(12, 5, true).ticks).toEqual([0, 5, 10, 15]);
    expect(axisScale(3, 5, true).ticks).toEqual([0, 1, 2, 3]);
    expect(axisScale(1, 5, true).ticks).toEqual([0, 1]);
    expect(axisScale(23_456, 5, true).ticks).toEqual([0, 5000, 10_000, 15_000, 20_000, 25_000]);
  });

  it('has an axis for nothing to show', () => {
    expect(axisScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });
});

describe('tickDecimals', () => {
  it('counts the decimals the ticks need', () => {
    expect(tickDecimals(axisScale(22.96))).toBe(0);
    expect(tickDecimals(axisScale(12))).toBe(1);
    expect(tickDecimals(axisScale(0.37))).toBe(1);
  });
});

describe('priceTickFormat', () => {
  it('writes whole dollars on whole steps and cents otherwise', () => {
    const whole = priceTickFormat(axisScale(23));
    expect(whole(10)).toBe('$10');
    const cents = priceTickFormat(axisScale(12));
    expect([2.5, 5].map(cents)).toEqual(['$2.50', '$5.00']);
  });
});
