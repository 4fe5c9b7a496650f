/**
 * The items' index is made on a second thread, a chunk at a time, and copied into the catalog: it must be the index
 * one pass over the same rows makes on one thread. Compared through fts5vocab's 'instance' table (every word of
 * every column of every item, with its position: all an index holds) and through prefix queries, which FTS5
 * answers from prefix indexes of their own.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemIndexSql } from './schema.ts';
import { buildCatalog } from './build-catalog.ts';
import { createGenerator } from '../dataset/generator.ts';
import { ItemIndexThread } from './item-index-thread.ts';
import { indexStatement, optimize, recordTerms } from './text-index.ts';
import type { CatalogSource, GeneratedRestaurant } from './source.ts';

let dir: string;
let catalog: string;
let reference: Database.Database;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'item-index-'));
  catalog = join(dir, 'catalog.sqlite');
  buildCatalog(createGenerator({ seed: 3, scale: 0.003 }), catalog);
  reference = onePass(catalog);
});
afterAll(() => {
  reference.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The items' index made by one statement over every item, on this thread. */
function onePass(path: string): Database.Database {
  const db = new Database(':memory:');
  db.exec(itemIndexSql);
  db.prepare('ATTACH DATABASE ? AS catalog').run(path);
  const items = db.prepare('SELECT max(rowid) FROM catalog.items').pluck().get() as number;
  indexStatement(db, 'items_fts').run(1, items);
  optimize(db, 'items_fts');
  recordTerms(db, 'items_fts', 'item_terms');
  return db;
}

/** Every word of the index: term, item, column, position. */
function instances(db: Database.Database): string[] {
  db.exec(`CREATE VIRTUAL TABLE temp.instances USING fts5vocab(main, 'items_fts', 'instance')`);
  const rows = db
    .prepare('SELECT term, doc, col, offset FROM temp.instances ORDER BY term, doc, col, offset')
    .raw()
    .all()
    .map((row) => JSON.stringify(row));
  db.exec('DROP TABLE temp.instances');
  return rows;
}

/** The items each 1-, 2- and 3-letter prefix of the dictionary's words finds. */
function prefixAnswers(db: Database.Database): Map<string, number[]> {
  const prefixes = db
    .prepare(
      `SELECT DISTINCT substr(term, 1, 1) FROM item_terms UNION SELECT DISTINCT substr(term, 1, 2) FROM item_terms
       UNION SELECT DISTINCT substr(term, 1, 3) FROM item_terms`,
    )
    .pluck()
    .all() as string[];
  const match = db.prepare('SELECT rowid FROM items_fts WHERE items_fts MATCH ?').pluck();
  return new Map(prefixes.map((prefix) => [prefix, match.all(`"${prefix}" *`) as number[]]));
}

const terms = (db: Database.Database) => db.prepare('SELECT term, docs FROM item_terms ORDER BY term').raw().all();

function expectSameIndex(db: Database.Database): void {
  expect(() => db.exec(`INSERT INTO items_fts(items_fts, rank) VALUES('integrity-check', 0)`)).not.toThrow();
  const words = instances(db);
  expect(words.length).toBeGreaterThan(20_000);
  expect(words).toEqual(instances(reference));
  expect(prefixAnswers(db)).toEqual(prefixAnswers(reference));
  expect(terms(db)).toEqual(terms(reference));
}

describe('the items’ index from the second thread', () => {
  it('is, in the built catalog, the index one pass over its items makes', () => {
    const db = new Database(catalog);
    expectSameIndex(db);
    db.close();
  });

  it('is the same index when made in several chunks, then merged and copied in', () => {
    const thread = new ItemIndexThread(catalog, 700);
    const target = new Database(join(dir, 'copy.sqlite'));
    try {
      const items = reference.prepare('SELECT max(rowid) FROM catalog.items').pluck().get() as number;
      expect(items).toBeGreaterThan(2 * 700);
      thread.written(700);
      thread.written(items, true);
      thread.wait('done');
      expect(thread.indexed).toBe(items);
      target.exec(itemIndexSql);
      thread.copyInto(target);
      expectSameIndex(target);
    } finally {
      target.close();
      thread.close();
    }
  });

  it('fails the build with the thread’s own error', () => {
    const thread = new ItemIndexThread(join(dir, 'not-a-catalog.sqlite'));
    try {
      thread.written(10, true);
      expect(() => thread.wait('done')).toThrow(/no such table: (catalog\.)?items/);
    } finally {
      thread.close();
    }
  });
});

describe('a build whose source fails', () => {
  it('throws the source’s error and leaves no file behind, the thread’s included', () => {
    const generator = createGenerator({ seed: 3, scale: 0.003 });
    let menus = 0;
    const failing: CatalogSource<GeneratedRestaurant> = {
      source: 'failing',
      restaurants: () => generator.restaurants(),
      menu: (restaurant) => {
        if ((menus += 1) === 400) throw new Error('the source broke');
        return generator.menu(restaurant);
      },
      cuisines: () => generator.cuisines(),
    };
    const out = mkdtempSync(join(tmpdir(), 'failed-build-'));
    try {
      expect(() => buildCatalog(failing, join(out, 'catalog.sqlite'))).toThrow('the source broke');
      expect(readdirSync(out)).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
