import { describe, expect, it } from 'vitest';
import { WordPrefixes } from './word-prefixes.ts';

const entry = (text: string, weight: number) => ({ text, weight });
const prefixes = new WordPrefixes(
  [entry('Pad Thai', 10), entry('Chicken Pad Thai', 30), entry('Thai Iced Tea', 20), entry('Padron Peppers', 5)],
  ({ text }) => text.toLowerCase().split(' '),
);
const found = (typed: string[], limit = 10) => prefixes.find(typed, limit).map((e) => e.text);

describe('WordPrefixes', () => {
  it('finds entries each typed word begins a word of, in any order, heaviest first', () => {
    expect(found(['pad', 'th'])).toEqual(['Chicken Pad Thai', 'Pad Thai']);
    expect(found(['thai', 'p'])).toEqual(['Chicken Pad Thai', 'Pad Thai']);
    expect(found(['pad'])).toEqual(['Chicken Pad Thai', 'Pad Thai', 'Padron Peppers']);
    expect(found(['th'], 1)).toEqual(['Chicken Pad Thai']);
  });

  it('offers an entry once however many of its words a typed word begins, equal weights in the entries’ order', () => {
    const repeated = new WordPrefixes(
      [entry('Tea Tea Tea', 1), entry('Teacake', 1), entry('Green Tea', 1), entry('Tempura', 2)],
      ({ text }) => text.toLowerCase().split(' '),
    );
    expect(repeated.find(['te'], 10).map((e) => e.text)).toEqual(['Tempura', 'Tea Tea Tea', 'Green Tea', 'Teacake']);
    expect(repeated.find(['tea', 'gr'], 10).map((e) => e.text)).toEqual(['Green Tea']);
  });

  it('finds nothing for a word no entry has, nor inside a word', () => {
    expect(found(['hai'])).toEqual([]);
    expect(found(['pad', 'x'])).toEqual([]);
    expect(found([])).toEqual([]);
  });
});
