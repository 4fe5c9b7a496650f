/**
 * The restaurants by phone number, as ten digits (`rules/phone.ts`): the builder keeps them in `restaurant_phones`,
 * read through its primary key, so a match by phone costs one indexed read and no memory per catalog thread.
 */
import type Database from 'better-sqlite3';

export class PhoneIndex {
  private readonly byDigits: Database.Statement<[number], number>;

  constructor(db: Database.Database) {
    this.byDigits = db
      .prepare<[number], number>('SELECT restaurant FROM restaurant_phones WHERE digits = ? ORDER BY restaurant')
      .pluck();
  }

  /** The rowids of the restaurants with this phone (ten digits), best-ranked first. */
  find(digits: string): number[] {
    return this.byDigits.all(Number(digits));
  }
}
