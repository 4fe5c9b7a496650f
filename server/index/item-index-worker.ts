/**
 * The item index thread (`item-index-thread.ts`, which starts it): it indexes chunks of committed items until the
 * last, checking their dietary tags, then merges the index, lists its words and stores its postings.
 */
import Database from 'better-sqlite3';
import { itemIndexSql } from './schema.ts';
import { DietaryCheck } from './dietary.ts';
import { indexStatement, optimize, prepareBulkLoad, recordTerms } from './text-index.ts';
import { writePostings } from './write-postings.ts';

/** Slots of the shared Int32Array. */
export const SIGNAL = 0; // bumped by the builder whenever it changes WRITTEN or FINAL
export const WRITTEN = 1; // the last item rowid committed
export const FINAL = 2; // 1 once WRITTEN is the last item; -1 when the build was abandoned
export const INDEXED = 3; // the last item rowid indexed
export const RELEASED = 4; // 1 once the thread has read its last rows and let go of the catalog
export const DONE = 5; // 1 once the thread has let go of its own file (the index complete, or the build abandoned)
export const SLOTS = 6;

/**
 * Items indexed per transaction, which is one segment each (see prepareBulkLoad): the chunks, and so the segments,
 * do not depend on how far ahead of the thread the builder is.
 */
export const ITEMS_PER_CHUNK = 250_000;

export interface ItemIndexData {
  catalog: string;
  scratch: string;
  itemsPerChunk: number;
  shared: Int32Array;
}

export default function indexItems({ catalog, scratch, itemsPerChunk, shared }: ItemIndexData): void {
  const db = new Database(scratch);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -16384');
  db.pragma('temp_store = MEMORY');
  db.exec(itemIndexSql);
  prepareBulkLoad(db, 'items_fts');
  db.prepare('ATTACH DATABASE ? AS catalog').run(catalog);
  const index = indexStatement(db, 'items_fts');
  const dietary = new DietaryCheck(db);
  let indexed = 0;
  for (;;) {
    const signal = Atomics.load(shared, SIGNAL);
    const final = Atomics.load(shared, FINAL);
    if (final === -1) {
      db.close();
      Atomics.store(shared, DONE, 1);
      Atomics.notify(shared, DONE);
      return;
    }
    const written = Atomics.load(shared, WRITTEN);
    while (written - indexed >= itemsPerChunk || (final === 1 && written > indexed)) {
      const last = Math.min(written, indexed + itemsPerChunk);
      index.run(indexed + 1, last);
      dietary.items(indexed + 1, last);
      indexed = last;
      Atomics.store(shared, INDEXED, indexed);
    }
    if (final === 1) break;
    Atomics.wait(shared, SIGNAL, signal);
  }
  db.exec('DETACH DATABASE catalog');
  Atomics.store(shared, RELEASED, 1);
  Atomics.notify(shared, RELEASED);
  dietary.finish();
  optimize(db, 'items_fts');
  recordTerms(db, 'items_fts', 'item_terms');
  writePostings(db, 'items_fts', 'item_postings', indexed);
  db.close();
  Atomics.store(shared, DONE, 1);
  Atomics.notify(shared, DONE);
}
