/**
 * Writes a catalog out in our interchange format (docs/interchange-format.md): one restaurant a line, exactly as
 * `GET /v1/restaurants/{id}?expand=menu` answers it, best restaurant first. Importing the file gives back the same
 * restaurants, menus and ids.
 */
import type { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import type { ExpandableRestaurant } from './records.ts';
import { toMenuSections, toRestaurant } from './rows.ts';
import { type ItemRow, type RestaurantRow } from '../index/table-rows.ts';

const CHUNK = 1000;

export async function exportCatalog(
  path: string,
  out: Writable,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<number> {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const total = db.prepare('SELECT count(*) FROM restaurants').pluck().get() as number;
    const sections = db.prepare<[number], { title: string }>(
      'SELECT title FROM sections WHERE restaurant = ? ORDER BY position',
    );
    const items = db.prepare<[number, number], ItemRow>(
      'SELECT * FROM items WHERE rowid BETWEEN ? AND ? ORDER BY rowid',
    );
    // A thousand restaurants at a time (a connection runs one statement at once), written as the stream takes
    // them: memory holds one chunk, whatever the catalog's size.
    const chunk = db.prepare<[number, number], RestaurantRow>('SELECT * FROM restaurants WHERE rowid BETWEEN ? AND ?');
    let done = 0;
    for (let first = 1; done < total; first += CHUNK) {
      for (const row of chunk.all(first, first + CHUNK - 1)) {
        const record: ExpandableRestaurant = {
          ...toRestaurant(row),
          menu: {
            currency: 'USD',
            sections: toMenuSections(sections.all(row.rowid), items.all(row.first_item, row.last_item)),
          },
        };
        if (!out.write(`${JSON.stringify(record)}\n`)) await new Promise((resolve) => out.once('drain', resolve));
        done += 1;
      }
      onProgress(done, total);
    }
    return done;
  } finally {
    db.close();
  }
}
