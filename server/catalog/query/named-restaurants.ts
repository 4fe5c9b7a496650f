/**
 * Restaurants by the names a query spells, for the restaurant search's exact-name tier (`index/schema.ts`): the name
 * keys the builder wrote (`restaurant_names`), looked up whole or, the last word begun, by their beginning.
 */
import type Database from 'better-sqlite3';
import type { QueryUnit } from '../../search/units.ts';
import { spelledNames } from '../../search/spelled-names.ts';

/** The least text after every text that begins with `key`: its last character's successor in its place. */
const afterAll = (key: string) => key.slice(0, -1) + String.fromCodePoint(key.codePointAt(key.length - 1)! + 1);

export class NamedRestaurants {
  private readonly whole: Database.Statement<[string], number>;
  /** A key's beginning with no word after it: the name ends with the word begun. */
  private readonly begun: Database.Statement<[{ key: string; end: string }], number>;

  constructor(db: Database.Database) {
    this.whole = db
      .prepare<[string], number>('SELECT restaurant FROM restaurant_names WHERE key = ? ORDER BY restaurant')
      .pluck();
    this.begun = db
      .prepare<[{ key: string; end: string }], number>(
        `SELECT restaurant FROM restaurant_names WHERE key >= @key AND key < @end
         AND instr(substr(key, length(@key) + 1), ' ') = 0`,
      )
      .pluck();
  }

  /** The restaurants whose name the units spell at up to `cost` (word for word, or with the last word begun), in quality order. */
  spelledBy(units: readonly QueryUnit[], cost: number): number[] {
    const found = new Set<number>();
    for (const name of spelledNames(units)) {
      if (name.cost > cost) continue;
      const rows = name.begun ? this.begun.all({ key: name.key, end: afterAll(name.key) }) : this.whole.all(name.key);
      for (const rowid of rows) found.add(rowid);
    }
    return [...found].sort((a, b) => a - b);
  }
}
