import { describe, expect, it } from 'vitest';
import { balancedHalves, halfOf } from './halves.ts';

describe('balanced halves', () => {
  const values = ['thai', 'greek', 'german', 'polish', 'pizza', 'tacos', 'sushi', 'bakery'].map((name, i) => ({
    name,
    kind: i < 4 ? 'nationality' : 'dish',
    size: 100 - i,
  }));
  const split = () =>
    balancedHalves(
      values,
      (v) => v.name,
      (v) => v.kind,
      (v) => v.size,
    );

  it('send one of each pair (by kind, then size) to each half, the same way every time', () => {
    const halves = split();
    expect([...halves.values()].filter((half) => half === 'development')).toHaveLength(4);
    for (let a = 0; a < values.length; a += 2) {
      expect(halves.get(values[a]!)).not.toBe(halves.get(values[a + 1]!));
      expect(halves.get(values[a]!)).toBe(halfOf(values[a]!.name));
    }
    expect(split()).toEqual(halves);
  });
});
