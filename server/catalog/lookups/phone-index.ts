/**
 * The restaurants by phone number, as ten digits (`rules/phone.ts`), built in memory once per connection from the
 * restaurants' own phones: business match finds a phone in microseconds without an index in the file, so it
 * works on any catalog whatever its format adds. One sorted array of 64-bit keys, each a phone and a rowid
 * (1.4 MB at full scale, sorted natively in milliseconds), not a Map of strings, which held several times that per
 * thread; docs/api-decisions.md has what building it costs.
 */
import type Database from 'better-sqlite3';
import { ROWID_BITS } from '../../index/catalog-limits.ts';
import { usPhoneDigits } from '../../../rules/phone.ts';

const SHIFT = BigInt(ROWID_BITS);
const ROWID_MASK = (1n << SHIFT) - 1n;
/** How the catalog's own records write a phone (E.164): read without the general rule's regular expressions. */
const E164 = /^\+1[2-9]\d{2}[2-9]\d{6}$/;

export class PhoneIndex {
  /** Each phone (as a number) shifted past a rowid, ascending: a phone's restaurants sit together, best first. */
  private readonly keys: BigUint64Array;

  constructor(db: Database.Database) {
    const statement = db.prepare<[], [number, string]>('SELECT rowid, phone FROM restaurants WHERE phone IS NOT NULL');
    const keys: bigint[] = [];
    for (const [rowid, phone] of statement.raw().iterate()) {
      const digits = E164.test(phone) ? phone.slice(2) : usPhoneDigits(phone);
      if (digits !== null) keys.push((BigInt(digits) << SHIFT) | BigInt(rowid));
    }
    this.keys = BigUint64Array.from(keys).sort();
  }

  /** The rowids of the restaurants with this phone (ten digits), best-ranked first. */
  find(digits: string): number[] {
    const phone = BigInt(digits);
    const first = phone << SHIFT;
    let [low, high] = [0, this.keys.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle]! < first) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let at = low; at < this.keys.length && this.keys[at]! >> SHIFT === phone; at += 1) {
      found.push(Number(this.keys[at]! & ROWID_MASK));
    }
    return found;
  }
}
