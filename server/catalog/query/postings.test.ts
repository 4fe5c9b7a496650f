import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture, type CatalogFixture } from '../../test-support/catalog-fixture.ts';
import { anyOf } from './fts-query.ts';
import { rowidsOf } from './rowids.ts';
import { bitmapWords, encodePosting, matchPart, postingThreshold } from '../../index/postings-format.ts';
import { MOST_ROWS } from '../../index/catalog-limits.ts';
import { Postings, rowidsOfBitmap, type PartSets } from './postings.ts';
import { itemIndex, restaurantIndex } from '../../index/schema.ts';

let fixture: CatalogFixture;
let db: Database.Database;

beforeAll(async () => {
  fixture = await catalogFixture(0.01);
  db = new Database(fixture.path, { readonly: true });
});

afterAll(() => {
  db.close();
  fixture.cleanup();
});

const indexes = [
  { name: 'items', fts: itemIndex.tiers.at(-1)!.fts, postings: itemIndex.postings, rows: 'items' },
  {
    name: 'restaurants',
    fts: restaurantIndex.tiers.at(-1)!.fts,
    postings: restaurantIndex.postings,
    rows: 'restaurants',
  },
] as const;

describe.each(indexes)('the postings of the $name index', ({ name, fts, postings, rows: table }) => {
  const rows = () => db.prepare(`SELECT max(rowid) FROM ${table}`).pluck().get() as number;
  const ftsRows = (expression: string) =>
    Array.from(
      rowidsOf(
        db.prepare(`SELECT json_group_array(rowid) FROM ${fts} WHERE ${fts} MATCH ?`).pluck().get(expression) as string,
      ),
    );
  const vocabulary = () => {
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocabulary_${fts} USING fts5vocab(main, '${fts}', 'row')`);
    return db
      .prepare(`SELECT term, doc FROM temp.vocabulary_${fts} WHERE term != '' ORDER BY doc DESC`)
      .raw()
      .all() as [string, number][];
  };

  it('store, for every part matching at least the threshold, exactly the rows FTS5 finds', () => {
    const stored = db.prepare(`SELECT part, dense, rowids FROM ${postings}`).all() as {
      part: string;
      dense: number;
      rowids: Buffer;
    }[];
    const words = bitmapWords(rows());
    const threshold = postingThreshold(rows());
    const parts = new Set(stored.map(({ part }) => part));
    for (const { part, dense, rowids } of stored) {
      const list = new Uint32Array(rowids.buffer.slice(rowids.byteOffset, rowids.byteOffset + rowids.byteLength));
      expect(Array.from(dense ? rowidsOfBitmap(list) : list), part).toEqual(ftsRows(part));
      expect(dense === 1 ? list.length === words : list.length < words, part).toBe(true);
    }
    const kinds = (prefix: RegExp) => stored.filter(({ part }) => prefix.test(part)).length;
    expect(kinds(/^"[^z][^"]*"$/)).toBeGreaterThan(10);
    expect(kinds(/^"[^"]{1,3}"\*$/)).toBeGreaterThan(10);
    expect(kinds(/^filters : "z/)).toBeGreaterThan(5);
    // Variant phrases, however few rows hold them.
    expect(kinds(/^"[^"]+ [^"]+"$/)).toBeGreaterThan(3);
    // Every word (and its one-letter prefix) left out matches fewer rows than the threshold.
    for (const [term] of vocabulary()) {
      if (term.startsWith('z')) continue;
      for (const part of [matchPart.word(term), matchPart.prefix(Array.from(term)[0]!)]) {
        if (!parts.has(part)) expect(ftsRows(part).length, part).toBeLessThan(threshold);
      }
    }
  });

  it('say a part matches nothing only when it is stored and FTS5 finds no row for it', () => {
    const postingsOf = new Postings(db, postings, rows());
    const stored = db.prepare(`SELECT part FROM ${postings}`).pluck().all() as string[];
    const empty = stored.filter((part) => postingsOf.matchesNothing(part));
    // Variant phrases the menus never write ("mac and cheese", written "Mac & Cheese"), and none that they do.
    expect(empty.length).toBeGreaterThan(3);
    for (const part of stored) expect(postingsOf.matchesNothing(part), part).toBe(ftsRows(part).length === 0);
    // A part not stored may match a few rows: it is never said to match nothing.
    expect(postingsOf.matchesNothing('"pizza margherita"')).toBe(false);
  });

  it('combine to the rows FTS5 finds for an AND of ORs, whatever is stored and whatever is not', () => {
    const postingsOf = new Postings(db, postings, rows());
    const terms = vocabulary()
      .map(([term]) => term)
      .filter((term) => !term.startsWith('z'));
    const filters = vocabulary()
      .map(([term]) => term)
      .filter((term) => /^z[spck]/.test(term))
      .map(matchPart.filter);
    // Broad and rare words, a prefix of each length, phrases (never stored), a filter token, several per set.
    const pick = (at: number) => terms[at % terms.length]!;
    const setsTried: PartSets[] = [];
    for (let at = 0; at < 60; at += 1) {
      const broad = matchPart.word(pick(at));
      const rare = matchPart.word(pick(terms.length - 1 - at * 7));
      const prefix = matchPart.prefix(
        Array.from(pick(at * 3))
          .slice(0, 1 + (at % 3))
          .join(''),
      );
      const phrase = `"${pick(at * 5)} ${pick(at * 5 + 1)}"`;
      const filter = filters[at % filters.length]!;
      setsTried.push(
        [[broad]],
        [[broad, rare], [prefix]],
        [[prefix], [filter]],
        [[broad, phrase], [pick(at + 1) === pick(at) ? rare : matchPart.word(pick(at + 1))]],
        [[rare], [phrase, prefix], [filter]],
      );
    }
    let combined = 0;
    let amongChecked = 0;
    // Sets with no part stored as a bitmap are combined as lists, the others through bitmaps: both are held to FTS5.
    const dense = new Set(db.prepare(`SELECT part FROM ${postings} WHERE dense`).pluck().all() as string[]);
    let listsOnly = 0;
    for (const sets of setsTried) {
      const found = postingsOf.matches(sets, (parts) =>
        rowidsOf(
          db
            .prepare(`SELECT json_group_array(rowid) FROM ${fts} WHERE ${fts} MATCH ?`)
            .pluck()
            .get(anyOf(parts)) as string,
        ),
      );
      const expected = ftsRows(sets.map(anyOf).join(' AND '));
      // Among some rows (every seventh, as a search's hits): those FTS5 finds, or null when a part is not stored;
      // among every row: "none" only when FTS5 finds none.
      const sample = Uint32Array.from({ length: Math.ceil(rows() / 7) }, (_, at) => at * 7 + 1);
      const among = postingsOf.among(sets, sample);
      if (among !== null) {
        amongChecked += 1;
        expect(among, JSON.stringify(sets)).toEqual(expected.filter((row) => row % 7 === 1));
        expect(postingsOf.among(sets, null), JSON.stringify(sets)).toEqual(expected.length === 0 ? [] : null);
      }
      if (found === null) continue;
      combined += 1;
      if (!sets.flat().some((part) => dense.has(part))) listsOnly += 1;
      expect(Array.from(found), JSON.stringify(sets)).toEqual(expected);
    }
    expect(combined).toBeGreaterThan(200);
    // The restaurants of so small a catalog fill a bitmap of fewer words than the threshold: every part is dense.
    if (name === 'items') expect(listsOnly).toBeGreaterThan(20);
    expect(combined - listsOnly).toBeGreaterThan(100);
    expect(amongChecked).toBeGreaterThan(50);
  });
});

it('reads the set bits of a bitmap in ascending order, across word boundaries', () => {
  const rowids = [1, 31, 32, 33, 63, 64, 95, 1000, 4_194_303];
  const bits = new Uint32Array(bitmapWords(4_194_303));
  for (const rowid of rowids) bits[rowid >>> 5]! |= 1 << (rowid & 31);
  expect(Array.from(rowidsOfBitmap(bits))).toEqual(rowids);
});

it('store and combine parts over rowids up to the last a catalog may hold', () => {
  const memory = new Database(':memory:');
  memory.exec('CREATE TABLE postings (part TEXT PRIMARY KEY, dense INTEGER NOT NULL, rowids BLOB NOT NULL)');
  const edges = [1, 2 ** 22 - 1, 2 ** 22, 2 ** 22 + 1, 2 ** 24 + 3, MOST_ROWS - 1, MOST_ROWS];
  // A part on every other row (stored as a bitmap), one on a few rows at the edges (a list), one not stored at all.
  const everyOther = Uint32Array.from({ length: (MOST_ROWS + 1) / 2 }, (_, i) => 2 * i + 1);
  const insert = memory.prepare('INSERT INTO postings VALUES (?, ?, ?)');
  for (const [part, rowids] of [
    ['"odd"', everyOther],
    ['"edge"', Uint32Array.from(edges)],
  ] as const) {
    const { dense, data } = encodePosting(rowids, MOST_ROWS);
    expect(dense).toBe(part === '"odd"' ? 1 : 0);
    insert.run(part, dense, data);
  }
  const postings = new Postings(memory, 'postings', MOST_ROWS);
  const notStored = Uint32Array.from([2 ** 22 + 2, MOST_ROWS - 1]);
  const found = postings.matches([['"edge"', '"rare"'], ['"odd"']], () => notStored);
  expect(Array.from(found!)).toEqual([1, 2 ** 22 - 1, 2 ** 22 + 1, 2 ** 24 + 3, MOST_ROWS]);
  // Lists only (no bitmap): merged and intersected as lists.
  const listed = postings.matches([['"edge"', '"rare"'], ['"edge"']], () => notStored);
  expect(Array.from(listed!)).toEqual(edges);
  const merged = postings.matches([['"edge"', '"rare"']], () => notStored);
  expect(Array.from(merged!)).toEqual(
    [...edges.slice(0, 5), 2 ** 22 + 2, MOST_ROWS - 1, MOST_ROWS].sort((a, b) => a - b),
  );
  memory.close();
});
