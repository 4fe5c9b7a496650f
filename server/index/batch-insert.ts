/**
 * Inserting rows many to a statement: less time per row than one statement each, which counts over the millions of
 * rows a full-scale build writes (docs/sample-data.md).
 */
import type Database from 'better-sqlite3';

export type Value = string | number | null;

export const ROWS_PER_STATEMENT = 64;

/** A writer of whole rows of `table`, given one after another in a flat array of `columns` values each. */
export function batchInsert(db: Database.Database, table: string, columns: number): (values: Value[]) => void {
  const row = `(${Array(columns).fill('?').join(', ')})`;
  const many = db.prepare<[Value[]]>(`INSERT INTO ${table} VALUES ${Array(ROWS_PER_STATEMENT).fill(row).join(', ')}`);
  const one = db.prepare<[Value[]]>(`INSERT INTO ${table} VALUES ${row}`);
  const step = ROWS_PER_STATEMENT * columns;
  return (values) => {
    let start = 0;
    for (; start + step <= values.length; start += step) many.run(values.slice(start, start + step));
    for (; start < values.length; start += columns) one.run(values.slice(start, start + columns));
  };
}
