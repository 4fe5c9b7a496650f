import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { words } from '../search/tokens.ts';
import { TOKENIZER } from './schema.ts';

it('splits text into the words the query analyser and ranking in hand see (search/tokens.ts)', () => {
  // Not compatibility forms (ligatures, full-width letters): `words` decomposes them and unicode61 does not, a
  // difference no sample menu holds.
  const texts = [
    'Chicken & Waffles (2 pc.)',
    "O'Brien's 24/7 Diner",
    'fish_tacos-al-pastor',
    'Crème Brûlée',
    'Jalapeño Poppers, 6 ct',
    'Phở Bò Tái',
    'TAB\there\nnew line',
    'control\u0001char',
    'Straße',
    '',
  ];
  const db = new Database(':memory:');
  db.exec(`CREATE VIRTUAL TABLE t USING fts5(text, ${TOKENIZER});
           CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance');`);
  const insert = db.prepare('INSERT INTO t(rowid, text) VALUES (?, ?)');
  texts.forEach((text, i) => insert.run(i + 1, text));
  const indexed = db.prepare<[number], string>('SELECT term FROM v WHERE doc = ? ORDER BY offset').pluck();
  for (const [i, text] of texts.entries()) expect(words(text), text).toEqual(indexed.all(i + 1));
  db.close();
});
