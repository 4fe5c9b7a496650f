import { describe, expect, it } from 'vitest';
import { rangeAxis } from './range-axis';

describe('rangeAxis', () => {
  it('spans the cheapest 25th to the dearest 75th percentile in round steps', () => {
    const axis = rangeAxis(9.29, 19.75);
    expect(axis.bottom).toBeLessThanOrEqual(9.29);
    expect(axis.top).toBeGreaterThanOrEqual(19.75);
    const steps = new Set(axis.ticks.slice(1).map((t, i) => t - axis.ticks[i]!));
    expect(steps.size).toBe(1);
    expect(axis.ticks.every((t) => Number.isInteger(t / [...steps][0]!))).toBe(true);
  });

  it('keeps few enough ticks for a phone: at most five intervals', () => {
    for (const [low, high] of [
      [0.5, 3],
      [9.29, 19.75],
      [4.75, 34.75],
      [12, 13],
      [150, 900],
    ] as const) {
      expect(rangeAxis(low, high).ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('steps in whole dollars once a step is over a dollar, so no tick needs cents', () => {
    expect(rangeAxis(10.99, 19.75).ticks).toEqual([10, 15, 20]);
    expect(rangeAxis(0.25, 0.9).ticks.some((t) => !Number.isInteger(t))).toBe(true);
  });

  it('starts at zero when the cheapest price is within a step of it, and never below', () => {
    expect(rangeAxis(1, 30).bottom).toBe(0);
    expect(rangeAxis(0, 0).ticks).toEqual([0, 1]);
  });
});
