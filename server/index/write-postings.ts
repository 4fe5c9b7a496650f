/**
 * Stores the postings of an index's broad parts (`index/postings-format.ts`): every word, prefix up to the
 * indexed length and filter token that matches at least postingThreshold(rows) rows, and every phrase a variant
 * can be searched as, each read once from the finished index by the same MATCH a search would send, so a stored
 * list is that search's answer by construction.
 */
import type Database from 'better-sqlite3';
import { FILTER_INITIAL } from './filter-tokens.ts';
import { encodePosting, matchPart, postingThreshold, quoted } from './postings-format.ts';
import { INDEXED_PREFIX_LENGTH, type SearchIndex } from './schema.ts';
import { NARROWER, VARIANT_GROUPS } from '../search/variants.ts';
import { inflections } from '../../rules/inflection.ts';
import type { FtsTable } from './text-index.ts';

export function writePostings(
  db: Database.Database,
  fts: FtsTable,
  table: SearchIndex['postings'],
  rows: number,
): void {
  const threshold = postingThreshold(rows);
  db.exec(`CREATE VIRTUAL TABLE temp.posting_vocabulary USING fts5vocab(main, '${fts}', 'row')`);
  const vocabulary = db
    .prepare<[], [string, number]>(`SELECT term, doc FROM temp.posting_vocabulary WHERE term != ''`)
    .raw()
    .all();
  db.exec('DROP TABLE temp.posting_vocabulary');
  // A part is worth a read when what it could match reaches the threshold: a word's own count, or for a prefix
  // the sum over the words it begins (rows with several of them counted more than once).
  const candidates = new Map<string, number>();
  const consider = (part: string, docs: number) => candidates.set(part, (candidates.get(part) ?? 0) + docs);
  for (const [term, docs] of vocabulary) {
    if (term.startsWith(FILTER_INITIAL)) {
      // Filter tokens, and words that merely begin with "z", which a search never reads unscoped.
      consider(matchPart.filter(term), docs);
      continue;
    }
    consider(matchPart.word(term), docs);
    const characters = Array.from(term);
    for (let length = 1; length <= Math.min(INDEXED_PREFIX_LENGTH, characters.length); length += 1) {
      consider(matchPart.prefix(characters.slice(0, length).join('')), docs);
    }
  }
  const phrases = new Set(variantPhrases().map(quoted));
  const every = db.prepare<[string], string>(`SELECT json_group_array(rowid) FROM ${fts} WHERE ${fts} MATCH ?`).pluck();
  const insert = db.prepare<[string, number, Buffer]>(`INSERT INTO ${table} VALUES (?, ?, ?)`);
  db.transaction(() => {
    for (const [part, docs] of [...candidates, ...[...phrases].map((phrase) => [phrase, Infinity] as const)]) {
      if (docs < threshold) continue;
      const rowids = Uint32Array.from(JSON.parse(every.get(part)!) as number[]);
      if (rowids.length < (phrases.has(part) ? 0 : threshold)) continue;
      const { dense, data } = encodePosting(rowids, rows);
      insert.run(part, dense, data);
    }
  })();
}

/**
 * The phrases a search may send for a variant ("cheese steak", "mac and cheese"): every form of several words in
 * the variant tables, with each inflection of its last word. However few rows hold one (none, even), FTS5 finds
 * them by reading where each of its words sits in every row that holds it, which is slow when one word is common
 * ("cheese"); stored, they are read at once.
 */
function variantPhrases(): string[][] {
  const forms = [...VARIANT_GROUPS.flat(), ...Object.keys(NARROWER), ...Object.values(NARROWER).flat()];
  return forms
    .map((form) => form.split(' '))
    .filter((tokens) => tokens.length > 1)
    .flatMap((tokens) =>
      [tokens.at(-1)!, ...inflections(tokens.at(-1)!)].map((last) => [...tokens.slice(0, -1), last]),
    );
}
