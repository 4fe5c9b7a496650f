/**
 * The restaurants by phone number, as ten digits (`rules/phone.ts`), built in memory once per connection from the
 * restaurants' own phones: business match finds a phone in microseconds without an index in the file, so it
 * works on any catalog whatever its format adds. Two sorted arrays (about 2 MB at full scale), not a Map of
 * strings, which held several times that per thread; docs/api-decisions.md has the time it takes to build.
 */
import type Database from 'better-sqlite3';
import { usPhoneDigits } from '../../../rules/phone.ts';

export class PhoneIndex {
  /** The phones as numbers, ascending; `rowids[i]` has `phones[i]`. */
  private readonly phones: Float64Array;
  private readonly rowids: Int32Array;

  constructor(db: Database.Database) {
    const rows = db
      .prepare<[], [number, string]>('SELECT rowid, phone FROM restaurants WHERE phone IS NOT NULL')
      .raw()
      .all();
    const phones = new Float64Array(rows.length);
    const rowids = new Int32Array(rows.length);
    let count = 0;
    for (const [rowid, phone] of rows) {
      const digits = usPhoneDigits(phone);
      if (digits === null) continue;
      phones[count] = Number(digits);
      rowids[count] = rowid;
      count += 1;
    }
    const order = Array.from({ length: count }, (_, at) => at).sort(
      (a, b) => phones[a]! - phones[b]! || rowids[a]! - rowids[b]!,
    );
    this.phones = Float64Array.from(order, (at) => phones[at]!);
    this.rowids = Int32Array.from(order, (at) => rowids[at]!);
  }

  /** The rowids of the restaurants with this phone (ten digits), best-ranked first. */
  find(digits: string): number[] {
    const phone = Number(digits);
    let [low, high] = [0, this.phones.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.phones[middle]! < phone) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let at = low; at < this.phones.length && this.phones[at] === phone; at += 1) found.push(this.rowids[at]!);
    return found;
  }
}
