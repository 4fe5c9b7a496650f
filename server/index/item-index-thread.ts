/**
 * The items' full-text index, built on a second thread while the builder writes rows and indexes the restaurants:
 * it is the largest index (filling and merging it was a large part of a build on one thread: docs/sample-data.md),
 * and nothing else the builder does needs it.
 *
 * The builder writes the catalog in WAL mode and commits every so many items; the thread, with a connection of its
 * own, indexes the committed items into a scratch file that holds just the items' index and dictionary
 * (`itemIndexSql`), and checks their dietary tags as it goes. At the end the builder copies the finished index's
 * tables into the catalog's empty ones. The builder stays synchronous: it hands work over and waits through shared
 * memory (`worker-thread.ts`).
 */
import { rmSync } from 'node:fs';
import type Database from 'better-sqlite3';
import {
  DONE,
  FINAL,
  INDEXED,
  ITEMS_PER_CHUNK,
  RELEASED,
  SIGNAL,
  SLOTS,
  WRITTEN,
  type ItemIndexData,
} from './item-index-worker.ts';
import { WorkerThread } from './worker-thread.ts';

/** The tables of the items' index, dictionary and postings; no `_docsize` (columnsize=0) nor `_content` (contentless). */
const ITEM_INDEX_TABLES = ['items_fts_data', 'items_fts_idx', 'items_fts_config', 'item_terms', 'item_postings'];

/** How long closing waits for the thread to let go of its file. */
const STOP_WAIT_MS = 10_000;

export class ItemIndexThread {
  private readonly shared = new Int32Array(new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT));
  private readonly thread: WorkerThread;
  private readonly scratch: string;

  /**
   * Starts the thread over the catalog being written at `catalog` (in WAL mode, so the thread can read it).
   * `itemsPerChunk` is smaller only in tests, to make several segments of a small catalog.
   */
  constructor(catalog: string, itemsPerChunk = ITEMS_PER_CHUNK) {
    this.scratch = `${catalog}.items-fts`;
    rmSync(this.scratch, { force: true });
    const data: ItemIndexData = { catalog, scratch: this.scratch, itemsPerChunk, shared: this.shared };
    this.thread = new WorkerThread(new URL('./item-index-worker.ts', import.meta.url), data);
  }

  /** Items up to rowid `last` are committed (and that was the last of them, if `final`). */
  written(last: number, final = false): void {
    this.thread.check();
    Atomics.store(this.shared, WRITTEN, last);
    if (final) Atomics.store(this.shared, FINAL, 1);
    Atomics.add(this.shared, SIGNAL, 1);
    Atomics.notify(this.shared, SIGNAL);
  }

  /** The last item rowid indexed so far. */
  get indexed(): number {
    return Atomics.load(this.shared, INDEXED);
  }

  /**
   * Blocks until the thread has read the last items (`'released'`: the catalog is the builder's alone again) or
   * finished the index (`'done'`), calling `onWaiting` now and then.
   */
  wait(until: 'released' | 'done', onWaiting: () => void = () => {}): void {
    const slot = until === 'released' ? RELEASED : DONE;
    while (Atomics.load(this.shared, slot) === 0) {
      this.thread.check();
      Atomics.wait(this.shared, slot, 0, 250);
      onWaiting();
    }
  }

  /**
   * Copies the finished index and dictionary into the catalog, whose own are still empty, row for row. FTS5 keeps
   * an index's structure in memory per connection, so `db` must not use items_fts after this (the builder only
   * analyses the tables and closes the file); a new connection reads the copied index.
   */
  copyInto(db: Database.Database): void {
    db.prepare('ATTACH DATABASE ? AS item_index').run(this.scratch);
    // SQLite lets a statement write FTS5's tables only outside defensive mode (better-sqlite3's default).
    db.unsafeMode(true);
    db.transaction(() => {
      for (const table of ITEM_INDEX_TABLES) {
        db.exec(`DELETE FROM main.${table}; INSERT INTO main.${table} SELECT * FROM item_index.${table};`);
      }
    })();
    db.unsafeMode(false);
    db.exec('DETACH DATABASE item_index');
  }

  /**
   * Ends the thread and removes its file. A thread told to stop closes its file and says so; until it has, it may
   * still create the file (a build that fails at once can end before the thread has even started), so its file is
   * removed only then, or once the thread has failed or STOP_WAIT_MS have passed.
   */
  close(): void {
    Atomics.store(this.shared, FINAL, -1);
    Atomics.add(this.shared, SIGNAL, 1);
    Atomics.notify(this.shared, SIGNAL);
    const deadline = performance.now() + STOP_WAIT_MS;
    try {
      while (Atomics.load(this.shared, DONE) === 0 && performance.now() < deadline) {
        this.thread.check();
        Atomics.wait(this.shared, DONE, 0, 50);
      }
    } catch {
      // The thread failed: it holds no file any more.
    }
    this.thread.terminate();
    rmSync(this.scratch, { force: true });
  }
}
