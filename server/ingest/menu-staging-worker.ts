/**
 * The thread that writes staged menu rows (`menu-staging.ts`, which starts it): each batch as it comes, in one
 * transaction (no journal: a failed import deletes the file), and at the end (a null batch) the index by
 * restaurant, once over all the rows.
 */
import { parentPort } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { batchInsert, type Value } from '../index/batch-insert.ts';

/** A row: the restaurant's number, item_id, section_no, section, name, description, price_cents, price_text. */
export const COLUMNS = 8;

/** Slots of the shared Int32Array. */
export const BACKLOG = 0; // batches handed over and not written yet
export const FINISHED = 1; // 1 once every row is written and indexed, and the file closed
export const SLOTS = 2;

export default function stageRows({ path, shared }: { path: string; shared: Int32Array }): Promise<void> {
  const db = new Database(path);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('cache_size = -65536');
  // Rowids keep the order rows arrived in: a section's items stay in menu order.
  db.exec(`CREATE TABLE menu_rows (restaurant INTEGER NOT NULL, item_id TEXT, section_no INTEGER, section TEXT NOT NULL,
    name TEXT NOT NULL, description TEXT, price_cents INTEGER, price_text TEXT)`);
  const write = batchInsert(db, 'menu_rows', COLUMNS);
  db.exec('BEGIN');
  return new Promise((resolve, reject) => {
    const port = parentPort!;
    port.on('message', (batch: Value[] | null) => {
      try {
        if (batch === null) {
          db.exec('COMMIT');
          db.exec('CREATE INDEX menu_rows_by_restaurant ON menu_rows (restaurant)');
          db.close();
          port.removeAllListeners('message');
          Atomics.store(shared, FINISHED, 1);
          Atomics.notify(shared, FINISHED);
          resolve();
          return;
        }
        write(batch);
        Atomics.sub(shared, BACKLOG, 1);
        Atomics.notify(shared, BACKLOG);
      } catch (error) {
        port.removeAllListeners('message');
        reject(error as Error);
      }
    });
  });
}
