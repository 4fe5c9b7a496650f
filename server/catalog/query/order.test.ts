import { describe, expect, it } from 'vitest';
import { sortSmallest } from './order.ts';

describe('sortSmallest', () => {
  it('answers the k smallest values in order, for every k, as a full sort would', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (const size of [1, 2, 3, 10, 257, 5_000]) {
      const values = [...new Set(Array.from({ length: size }, next))];
      const sorted = [...values].sort((a, b) => a - b);
      for (const k of [
        1,
        2,
        5,
        20,
        Math.floor(values.length / 2),
        values.length - 1,
        values.length,
        values.length + 5,
      ]) {
        if (k < 1) continue;
        expect(Array.from(sortSmallest(Float64Array.from(values), k))).toEqual(sorted.slice(0, k));
      }
    }
  });

  it('handles input already in order and in reverse order', () => {
    const ascending = Float64Array.from({ length: 1_000 }, (_, i) => i);
    expect(Array.from(sortSmallest(ascending.slice(), 10))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Array.from(sortSmallest(ascending.slice().reverse(), 3))).toEqual([0, 1, 2]);
  });
});
