/**
 * One tokenisation rule: the index (FTS5 unicode61, remove_diacritics 2), the server's query words and the
 * client's highlighting must split and fold text the same way, or a word the server matched would not be marked.
 * It lives at the root because it is the one test that reads the index, the server and the app together.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { TOKENIZER } from './server/index/schema.ts';
import { queryWords, words } from './server/search/tokens.ts';
import { highlightParts, queryTerms } from './src/lib/highlight.ts';

/**
 * What menus and people write: diacritics (precomposed and combining), &, hyphens, apostrophes, digits; plain ASCII
 * too, which `words` splits without normalising. Not compatibility forms (ligatures, full-width letters): `words`
 * decomposes them and unicode61 does not, a difference no sample menu holds.
 */
const CORPUS = [
  'Café Olé',
  'Crème-Brûlée',
  "O'Brien's Pub",
  'Joe’s Crab Shack',
  'Mac & Cheese',
  'Fish&Chips',
  '24/7 Diner',
  '7-Up Float',
  '3.5 oz Wagyu',
  'No. 1 Combo #12',
  're\u0301sume\u0301 cafe\u0301',
  'Phở Bò Tái',
  'Jalapeño Poppers',
  'Smörgåsbord',
  'Łódź Pierogi',
  'Œufs en Cocotte',
  'Straße',
  'tōfu & nōri',
  'PIZZA—Pasta–Wings',
  'Tex-Mex (Spicy!)',
  'Bánh mì "Special"',
  'Crêpes/Galettes',
  'ÅLAND Äpple',
  '\u00a0tab\tnew\nline  spaces',
  'İzmir Kebab',
  'Dr. Pepper®',
  'Chicken & Waffles (2 pc.)',
  'fish_tacos-al-pastor',
  'control\u0001char',
  '',
];

/** The words of `text` as a contentless FTS5 table with the catalog's tokenizer indexes them. */
function indexedWords(texts: readonly string[]): string[][] {
  const db = new Database(':memory:');
  db.exec(`CREATE VIRTUAL TABLE t USING fts5(x, ${TOKENIZER});
           CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance');`);
  const insert = db.prepare('INSERT INTO t(rowid, x) VALUES (?, ?)');
  texts.forEach((text, index) => insert.run(index + 1, text));
  const terms = db.prepare<[number], string>('SELECT term FROM v WHERE doc = ? ORDER BY offset').pluck();
  const result = texts.map((_, index) => terms.all(index + 1));
  db.close();
  return result;
}

/** The words the client marks in `text` when it searches `text` itself. */
function highlightedWords(text: string): string[] {
  return highlightParts(text, text)
    .filter((part) => part.match)
    .flatMap((part) => queryTerms(part.text));
}

describe('one tokenisation rule', () => {
  it('the server splits and folds exactly as the index does', () => {
    expect(CORPUS.map(words)).toEqual(indexedWords(CORPUS));
  });

  it("the client's query terms and highlighted words are the server's words", () => {
    for (const text of CORPUS) {
      expect(queryTerms(text), text).toEqual(words(text));
      expect(highlightedWords(text), text).toEqual(words(text));
    }
  });

  it('reads & as "and" in queries only', () => {
    expect(queryWords('Mac & Cheese')).toEqual(['mac', 'and', 'cheese']);
    expect(words('Mac & Cheese')).toEqual(['mac', 'cheese']);
  });
});
