import { describe, expect, it } from 'vitest';
import { matchExpression } from './fts-query.ts';

describe('MATCH expressions', () => {
  const columns = ['name', 'cuisines', 'dishes', 'place'];
  const unit = (expression: string, filler = false) => ({ expression, filler });

  it('leaves a word unscoped only over every column, never one that begins as a filter token does', () => {
    expect(matchExpression([unit('("chicken")')], columns, [], true)).toBe('("chicken")');
    expect(matchExpression([unit('("chicken")')], ['name'], [], false)).toBe('{name} : ("chicken")');
    expect(matchExpression([unit('("zucchini")')], columns, [], true)).toBe(
      '{name cuisines dishes place} : ("zucchini")',
    );
    expect(matchExpression([unit('("pizza" OR "z"*)')], columns, [], true)).toBe(
      '{name cuisines dishes place} : ("pizza" OR "z"*)',
    );
  });

  it('keeps a filler word out of the address, and every filter token in the filters column', () => {
    expect(matchExpression([unit('("town")', true), unit('("tacos")')], columns, ['zstx'], true)).toBe(
      '{name cuisines dishes} : ("town") AND ("tacos") AND filters : "zstx"',
    );
  });
});
