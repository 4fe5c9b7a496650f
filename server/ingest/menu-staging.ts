/**
 * Menu rows wait here between reading and building: a scratch SQLite file beside the catalog being built. The
 * builder writes items in its own order (best restaurant first, `catalog/schema.ts`), which is not the file's, and
 * a real menu file (5 million rows) does not fit in memory; a table indexed by restaurant does, on disk.
 */
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { makeId } from '../dataset/random.ts';
import type { GeneratedSection } from '../dataset/types.ts';
import type { MenuRowDraft } from './reader.ts';

/** item_id, section_no, section, name, description, price_cents, price_text */
type StagedRow = [string | null, number | null, string, string, string | null, number | null, string | null];

/** Rows written per transaction: big enough that commits cost nothing, small enough to keep little in memory. */
const ROWS_PER_COMMIT = 50_000;

export class MenuStaging {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement<
    [number, string | null, number | null, string, string, string | null, number | null, string | null]
  >;
  private select: Database.Statement<[number], StagedRow> | undefined;
  private uncommitted = 0;
  rows = 0;

  constructor(readonly path: string) {
    rmSync(path, { force: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.pragma('locking_mode = EXCLUSIVE');
    this.db.pragma('cache_size = -65536');
    // Rowids keep the order rows arrived in: a section's items stay in menu order.
    this.db
      .exec(`CREATE TABLE menu_rows (restaurant INTEGER NOT NULL, item_id TEXT, section_no INTEGER, section TEXT NOT NULL,
      name TEXT NOT NULL, description TEXT, price_cents INTEGER, price_text TEXT)`);
    this.insert = this.db.prepare('INSERT INTO menu_rows VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    this.db.exec('BEGIN');
  }

  /**
   * Stages one row of the restaurant numbered `restaurant`. Our own format names the item's id and its section's
   * place in the menu (two sections may share a title); other sources' rows are put in sections by title.
   */
  add(restaurant: number, row: MenuRowDraft, named?: { itemId: string; sectionNo: number }): void {
    const { itemId = null, sectionNo = null } = named ?? {};
    this.insert.run(
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
    this.uncommitted += 1;
    if (this.uncommitted === ROWS_PER_COMMIT) {
      this.db.exec('COMMIT; BEGIN');
      this.uncommitted = 0;
    }
  }

  /** Ends writing: the index that reads a restaurant's rows is built once, over all of them. */
  finish(): void {
    this.db.exec('COMMIT');
    this.db.exec('CREATE INDEX menu_rows_by_restaurant ON menu_rows (restaurant)');
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
    if (this.db.open) this.db.close();
    rmSync(this.path, { force: true });
  }
}
