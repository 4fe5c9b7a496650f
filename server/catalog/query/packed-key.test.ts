import { describe, expect, it } from 'vitest';
import { MOST_ROWS, MOST_SORT_KEY } from '../../index/catalog-limits.ts';
import { packKey, positionOf } from './packed-key.ts';

describe('a sort key and a position packed into one float', () => {
  const edges = [0, 1, 2 ** 22 - 1, 2 ** 22, 2 ** 22 + 1, MOST_ROWS - 1, MOST_ROWS];
  const keys = [0, 1, 2 ** 22, MOST_SORT_KEY - 1, MOST_SORT_KEY];

  it('gives back every position, at every key, up to the largest of each', () => {
    for (const key of keys) for (const position of edges) expect(positionOf(packKey(key, position))).toBe(position);
  });

  it('orders by key first, then by position, as exact integers', () => {
    const pairs = keys.flatMap((key) => edges.map((position) => [key, position] as const));
    const packed = Float64Array.from(pairs, ([key, position]) => packKey(key, position)).sort();
    expect(Array.from(packed, positionOf)).toEqual(pairs.map(([, position]) => position));
    expect(Number.isSafeInteger(packKey(MOST_SORT_KEY, MOST_ROWS))).toBe(true);
  });
});
