import { describe, expect, it } from 'vitest';
import { MAX_EXPANSIONS, filterKey, matchExpression, matchTier, queryPhrases, words } from './fts-query.ts';

describe('words', () => {
  it('folds case and diacritics and splits where the FTS tokenizer does', () => {
    expect(words('Café CRÈME-brûlée')).toEqual(['cafe', 'creme', 'brulee']);
    expect(words("O'Brien's 24/7")).toEqual(['o', 'brien', 's', '24', '7']);
  });

  it('finds no words in punctuation or emoji', () => {
    expect(words('🍕 "*:()-')).toEqual([]);
  });
});

describe('queryPhrases', () => {
  const vocabulary = ['chicken', 'chickpea', 'tacos', 'taco'];
  const expand = (prefix: string) => vocabulary.filter((term) => term.startsWith(prefix)).sort();

  it('quotes every word, so query syntax is searched as words', () => {
    expect(queryPhrases('chicken AND NOT "wings" NEAR(x) *:', 3, expand)).toEqual([
      '"chicken"',
      '"and"',
      '"not"',
      '"wings"',
      '"near"',
      '"x"*',
    ]);
  });

  it('matches a short last word through the prefix index and expands a long one into the words it begins', () => {
    expect(queryPhrases('spicy ch', 3, expand)).toEqual(['"spicy"', '"ch"*']);
    expect(queryPhrases('spicy chic', 3, expand)).toEqual(['"spicy"', '("chicken" OR "chickpea")']);
  });

  it('finds nothing when the last word begins no indexed word, or nothing is searchable', () => {
    expect(queryPhrases('spicy chix', 3, expand)).toBeNull();
    expect(queryPhrases('🍔 !!', 3, expand)).toBeNull();
  });

  it('leaves a prefix with very many expansions to FTS5', () => {
    const many = Array.from({ length: MAX_EXPANSIONS + 1 }, (_, i) => `sauce${i}`);
    expect(queryPhrases('sauc', 3, () => many)).toEqual(['"sauc"*']);
  });
});

describe('matchExpression', () => {
  it('restricts phrases to the searched columns and filters to their own column', () => {
    expect(matchExpression(['"taco"', '("salsa" OR "salsas")'], ['name', 'description'], ['zstx'])).toBe(
      '{name description} : "taco" AND {name description} : ("salsa" OR "salsas") AND filters : "zstx"',
    );
  });
});

describe('filterKey', () => {
  it('treats spelling variants of one city as the same key', () => {
    expect(filterKey('St. Louis')).toBe(filterKey('st louis'));
    expect(filterKey('Winston-Salem')).toBe('winstonsalem');
  });
});

describe('matchTier', () => {
  const name = words('Spicy Chicken Taco');
  const everything = [...name, ...words('Grilled chicken, salsa verde')];

  it('names the narrowest field group that holds every word, the last as a prefix', () => {
    expect(matchTier(words('chicken ta'), [name, everything])).toBe(0);
    expect(matchTier(words('salsa chick'), [name, everything])).toBe(1);
  });

  it('needs every word, and whole words except the last', () => {
    expect(matchTier(words('chick taco'), [name, everything])).toBe(-1);
    expect(matchTier(words('taco burrito'), [name, everything])).toBe(-1);
    expect(matchTier([], [name, everything])).toBe(-1);
  });
});
