/**
 * The builder's writer of menu items: rows go into the table many to a statement (`batch-insert.ts`), and each
 * item's price and dietary bits are kept by rowid as they go, for the attributes (`index/attributes.ts`), instead
 * of being read back from the table.
 */
import type Database from 'better-sqlite3';
import { NO_PRICE, type ItemAttributes } from './attributes.ts';
import { batchInsert, ROWS_PER_STATEMENT, type Value } from './batch-insert.ts';
import { checkItem } from './catalog-limits.ts';

const COLUMNS = 10;

export class ItemRows {
  private readonly write: (values: Value[]) => void;
  private readonly waiting: Value[] = [];
  private priceCents = new Int32Array(1 << 16).fill(NO_PRICE);
  private dietary = new Uint8Array(1 << 16);
  /** The last rowid added. */
  last = 0;

  constructor(db: Database.Database) {
    this.write = batchInsert(db, 'items', COLUMNS);
  }

  /** Adds the item of the next rowid (the last plus one). */
  add(
    id: string,
    restaurant: number,
    section: number,
    name: string,
    description: string | null,
    priceCents: number | null,
    priceText: string | null,
    dietary: number,
    course: string | null,
  ): void {
    const rowid = (this.last += 1);
    checkItem(rowid, id, priceCents);
    this.waiting.push(rowid, id, restaurant, section, name, description, priceCents, priceText, dietary, course);
    if (this.waiting.length === ROWS_PER_STATEMENT * COLUMNS) this.flush();
    if (rowid === this.dietary.length) {
      const prices = new Int32Array(2 * rowid).fill(NO_PRICE);
      prices.set(this.priceCents);
      this.priceCents = prices;
      const tags = new Uint8Array(2 * rowid);
      tags.set(this.dietary);
      this.dietary = tags;
    }
    if (priceCents !== null) this.priceCents[rowid] = priceCents;
    this.dietary[rowid] = dietary;
  }

  /** Writes the rows still waiting: a commit must hold every item added so far. */
  flush(): void {
    this.write(this.waiting);
    this.waiting.length = 0;
  }

  /** Each item's price and dietary bits, by rowid (0 unused). */
  attributes(): ItemAttributes {
    return { priceCents: this.priceCents.subarray(0, this.last + 1), dietary: this.dietary.subarray(0, this.last + 1) };
  }
}
