import { describe, expect, it } from 'vitest';
import { highlightParts, matchesAllWords } from './highlight';

const marked = (text: string, q: string) =>
  highlightParts(text, q)
    .filter((p) => p.match)
    .map((p) => p.text);

describe('highlightParts', () => {
  it('matches whole words, case-insensitively', () => {
    expect(marked('Taco Loco Taqueria', 'taco')).toEqual(['Taco']);
  });
  it('treats the last term as a prefix and earlier terms as whole words', () => {
    expect(marked('Green Curry House', 'green cur')).toEqual(['Green', 'Curry']);
    expect(marked('Greenery Curry', 'green cur')).toEqual(['Curry']);
  });
  it('folds diacritics both ways', () => {
    expect(marked('Café Crème', 'cafe creme')).toEqual(['Café', 'Crème']);
    expect(marked('Cafe Creme', 'café')).toEqual(['Cafe']);
  });
  it('keeps the original text intact', () => {
    const text = 'Crème brûlée & Co. (Ünïcode)';
    expect(
      highlightParts(text, 'brul')
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
  it('treats query syntax as words', () => {
    expect(marked('Fish AND Chips', 'fish AND')).toEqual(['Fish', 'AND']);
    expect(highlightParts('Pizza', '"*"')).toEqual([{ text: 'Pizza', match: false }]);
  });
  it('returns the text unmarked for an empty query', () => {
    expect(highlightParts('Pizza', '')).toEqual([{ text: 'Pizza', match: false }]);
  });
});

describe('matchesAllWords', () => {
  it('needs every word, ignoring accents', () => {
    expect(matchesAllWords('Crème brûlée', 'brulee creme')).toBe(true);
    expect(matchesAllWords('Crème brûlée', 'creme pie')).toBe(false);
  });
});

describe('highlightParts and the server’s word forms', () => {
  it('marks the plural or singular of a whole word', () => {
    expect(marked('Oyster Po’ Boy and Oysters', 'oysters po')).toEqual(['Oyster', 'Po', 'Oysters']);
    expect(marked('Cherries Jubilee', 'cherry pie')).toEqual(['Cherries']);
    expect(marked('Ribs and Rice', 'rib sauce')).toEqual(['Ribs']);
  });

  it('marks irregular plurals the server searches too: "leaf" finds "Leaves", "loaves" finds "Loaf"', () => {
    expect(marked('Grape Leaves, Stuffed', 'leaf stuffed')).toEqual(['Leaves', 'Stuffed']);
    expect(marked('Meat Loaf Plate', 'loaves plate')).toEqual(['Loaf', 'Plate']);
  });
});
