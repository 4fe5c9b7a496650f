import { describe, expect, it } from 'vitest';
import { filterKey, matchExpression, words } from './fts-query.ts';

describe('words', () => {
  it('folds case and diacritics and splits where the FTS tokenizer does', () => {
    expect(words('Café CRÈME-brûlée')).toEqual(['cafe', 'creme', 'brulee']);
    expect(words("O'Brien's 24/7")).toEqual(['o', 'brien', 's', '24', '7']);
  });

  it('finds no words in punctuation or emoji', () => {
    expect(words('🍕 "*:()-')).toEqual([]);
  });
});

describe('matchExpression', () => {
  const columns = ['name', 'description'];

  it('quotes every word, so query syntax is searched as words', () => {
    const expression = matchExpression('chicken AND NOT "wings" NEAR(x) *:', columns, []);
    expect(expression).toBe(
      ['chicken', 'and', 'not', 'wings', 'near', 'x']
        .map((word, i, all) => `{name description} : "${word}"${i === all.length - 1 ? '*' : ''}`)
        .join(' AND '),
    );
  });

  it('matches the last word as a prefix and adds filters in their own column', () => {
    expect(matchExpression('taco', columns, ['zstx'])).toBe('{name description} : "taco"* AND filters : "zstx"');
  });

  it('returns null when nothing is searchable', () => {
    expect(matchExpression('🍔 !!', columns, [])).toBeNull();
  });
});

describe('filterKey', () => {
  it('treats spelling variants of one city as the same key', () => {
    expect(filterKey('St. Louis')).toBe(filterKey('st louis'));
    expect(filterKey('Winston-Salem')).toBe('winstonsalem');
  });
});
