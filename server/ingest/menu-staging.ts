/**
 * Menu rows wait here between reading and building: a scratch SQLite file beside the catalog being built. The
 * builder writes items in its own order (best restaurant first, `index/schema.ts`), which is not the file's, and
 * a real menu file (5 million rows) does not fit in memory; a table indexed by restaurant does, on disk.
 *
 * A second thread writes the rows, handed to it in batches: storing rows and reading them are both a real share of
 * an import's time (docs/data-import.md), and this way the two share the machine's cores instead of taking turns on
 * one.
 */
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Value } from '../index/batch-insert.ts';
import { makeId } from '../index/ids.ts';
import type { GeneratedSection } from '../index/source.ts';
import { WorkerThread } from '../index/worker-thread.ts';
import { BACKLOG, COLUMNS, FINISHED, SLOTS } from './menu-staging-worker.ts';
import type { MenuRowDraft } from './reader.ts';

/** item_id, section_no, section, name, description, price_cents, price_text */
type StagedRow = [string | null, number | null, string, string, string | null, number | null, string | null];

const ROWS_PER_BATCH = 4096;
/** Batches handed over and not written yet. With more, `add` waits, so that a slow disk cannot fill the memory. */
const MAX_BACKLOG = 16;

export class MenuStaging {
  private readonly shared = new Int32Array(new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT));
  private readonly thread: WorkerThread;
  private batch: Value[] = [];
  private db: Database.Database | undefined;
  private select: Database.Statement<[number], StagedRow> | undefined;
  rows = 0;

  constructor(readonly path: string) {
    rmSync(path, { force: true });
    this.thread = new WorkerThread(new URL('./menu-staging-worker.ts', import.meta.url), { path, shared: this.shared });
  }

  /**
   * Stages one row of the restaurant numbered `restaurant`. Our own format names the item's id and its section's
   * place in the menu (two sections may share a title); other sources' rows are put in sections by title.
   */
  add(restaurant: number, row: MenuRowDraft, named?: { itemId: string; sectionNo: number }): void {
    const { itemId = null, sectionNo = null } = named ?? {};
    this.batch.push(
      restaurant,
      itemId,
      sectionNo,
      row.section,
      row.name,
      row.description,
      row.priceCents,
      row.priceText,
    );
    this.rows += 1;
    if (this.batch.length === ROWS_PER_BATCH * COLUMNS) this.handOver();
  }

  private handOver(): void {
    for (let backlog; (backlog = Atomics.load(this.shared, BACKLOG)) >= MAX_BACKLOG;) {
      this.thread.check();
      Atomics.wait(this.shared, BACKLOG, backlog, 250);
    }
    this.thread.check();
    Atomics.add(this.shared, BACKLOG, 1);
    this.thread.post(this.batch);
    this.batch = [];
  }

  /** Ends writing: blocks until the thread has written every row and indexed them by restaurant, once. */
  finish(): void {
    if (this.batch.length > 0) this.handOver();
    this.thread.post(null);
    while (Atomics.load(this.shared, FINISHED) === 0) {
      this.thread.check();
      Atomics.wait(this.shared, FINISHED, 0, 250);
    }
    this.db = new Database(this.path, { readonly: true });
    this.db.pragma('cache_size = -16384');
    // Rows as arrays, a menu at a time: no object per row (5 million of them at full size), no call per row.
    this.select = this.db
      .prepare<[number], StagedRow>(
        'SELECT item_id, section_no, section, name, description, price_cents, price_text FROM menu_rows WHERE restaurant = ? ORDER BY rowid',
      )
      .raw();
  }

  /**
   * A restaurant's menu: sections in the order they first appear, items in file order within each. An item
   * without an id of its own gets one from what it is (restaurant, section, name, and which of its id-less
   * namesakes there it is), so a re-import of the same source gives every item the same id whatever the rows'
   * order. (A source names the ids of all its items or of none.)
   */
  menu(restaurant: number, idKey: string): GeneratedSection[] {
    if (!this.select) throw new Error('MenuStaging.finish() was not called');
    const sections = new Map<string | number, GeneratedSection>();
    const namesakes = new Map<string, number>();
    for (const [itemId, sectionNo, title, name, description, priceCents, priceText] of this.select.all(restaurant)) {
      const sectionKey = sectionNo ?? title;
      let section = sections.get(sectionKey);
      if (!section) sections.set(sectionKey, (section = { title, items: [] }));
      let id = itemId;
      if (id === null) {
        const key = `${title}\u0000${name}`;
        const nth = namesakes.get(key) ?? 0;
        namesakes.set(key, nth + 1);
        id = makeId('itm', `${idKey}/${key}/${nth}`);
      }
      section.items.push({ id, name, description, priceCents, priceText });
    }
    return [...sections.values()];
  }

  close(): void {
    this.thread.terminate();
    if (this.db?.open) this.db.close();
    rmSync(this.path, { force: true });
  }
}
