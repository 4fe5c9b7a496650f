/**
 * Postings: every row of an index that matches one MATCH part (a word, a short prefix, a filter token), for the
 * parts that match many rows. The builder stores them (`index/write-postings.ts`) and a discovery search that
 * needs every match of a broad word reads them (`postings.ts`) instead of asking FTS5, which walks the word's whole
 * doclist with its positions, row by row, where a bitmap is read and combined at once (docs/search.md).
 *
 * A part is named by its own FTS5 syntax, as searches write it (`fts-query.ts` builds its expressions from these
 * same functions), so the builder and a search cannot disagree on what a stored list means.
 */

/** A word as FTS5 reads it: quoted, so no word is ever syntax. Several words make a phrase. */
export const quoted = (tokens: readonly string[]) => `"${tokens.join(' ')}"`;

export const matchPart = {
  word: (word: string) => quoted([word]),
  prefix: (prefix: string) => `${quoted([prefix])}*`,
  filter: (token: string) => `filters : ${quoted([token])}`,
};

/**
 * Parts that match fewer rows than this are not stored: FTS5 reads that few quickly. Not much fewer, though: a
 * search's word is a union of many such parts (its variants, typos and the words a prefix begins), and FTS5 reads
 * their OR at some 130 ns a row, where a stored list is one blob (docs/scale.md, "Parts read by FTS5").
 */
export function postingThreshold(rows: number): number {
  return Math.max(64, Math.ceil(rows / 4096));
}

/**
 * A part's rows as stored: a bitmap over rowids 0..rows (bit r of word r >>> 5) when that is no larger than the
 * list, else the ascending rowids.
 */
export function encodePosting(rowids: Uint32Array, rows: number): { dense: 0 | 1; data: Buffer } {
  const words = bitmapWords(rows);
  if (rowids.length < words)
    return { dense: 0, data: Buffer.from(rowids.buffer, rowids.byteOffset, rowids.byteLength) };
  const bitmap = new Uint32Array(words);
  for (const rowid of rowids) bitmap[rowid >>> 5]! |= 1 << (rowid & 31);
  return { dense: 1, data: Buffer.from(bitmap.buffer) };
}

/** The 32-bit words of a bitmap over rowids 0..rows. */
export function bitmapWords(rows: number): number {
  return (rows >>> 5) + 1;
}
