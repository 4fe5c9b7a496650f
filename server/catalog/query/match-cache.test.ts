import { expect, it } from 'vitest';
import { MatchCache } from './match-cache.ts';

it('reads a list once, keeps it within the budget, and lets the least recently used go first', () => {
  const cache = new MatchCache(5);
  const reads: string[] = [];
  const read = (expression: string, length: number) =>
    cache.get(expression, () => {
      reads.push(expression);
      return new Uint32Array(length);
    });
  read('a', 2);
  read('b', 2);
  read('a', 2); // a is now the most recent
  read('c', 2); // over budget: b goes
  read('a', 2);
  read('b', 2);
  read('huge', 6); // larger than the whole budget: never kept
  read('huge', 6);
  expect(reads).toEqual(['a', 'b', 'c', 'b', 'huge', 'huge']);
});
