import { expect, it } from 'vitest';
import { rowidsOf } from './fts.ts';

it('reads the rowids of a JSON array as JSON.parse does', () => {
  for (const rowids of [[], [7], [1, 22, 333, 4_444, 55_555, 666_666, 2_110_982], [0, 4_194_303]]) {
    const json = JSON.stringify(rowids);
    expect(Array.from(rowidsOf(json))).toEqual(JSON.parse(json));
  }
});
