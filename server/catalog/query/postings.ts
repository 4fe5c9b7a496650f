/**
 * An index's stored postings (`postings-format.ts`), read and combined: every match of an expression whose units
 * go unscoped, as the AND over its units (and filter tokens) of the OR of each unit's parts. A stored part is a
 * blob read; the parts not stored match few rows each, and FTS5 reads them together in one query.
 */
import type Database from 'better-sqlite3';
import { bitmapWords, postingThreshold } from '../../index/postings-format.ts';

/** What a row must match to be a match: some part of every set. */
export type PartSets = readonly (readonly string[])[];

export class Postings {
  /** Each stored part, with how many rows it matches at most (a list's length; every row for a bitmap). */
  private readonly stored: Map<string, number>;
  private readonly read: Database.Statement<[string], { dense: number; rowids: Buffer }>;
  private readonly words: number;
  /** The bitmaps a search combines in, kept for the connection's next search (a new pair each time was garbage). */
  private bitmaps: [Uint32Array, Uint32Array] | undefined;
  private readonly threshold: number;

  constructor(db: Database.Database, table: string, rows: number) {
    const parts = db
      .prepare<[], [string, number, number]>(`SELECT part, dense, length(rowids) FROM ${table}`)
      .raw()
      .all();
    this.stored = new Map(parts.map(([part, dense, bytes]) => [part, dense ? rows : bytes / 4]));
    this.threshold = postingThreshold(rows);
    this.read = db.prepare(`SELECT dense, rowids FROM ${table} WHERE part = ?`);
    this.words = bitmapWords(rows);
  }

  /** At most how many rows `part` matches: a part not stored matches fewer than the threshold. */
  rowsAtMost(part: string): number {
    return this.stored.get(part) ?? this.threshold;
  }

  /** Whether `part` is stored as matching no row (a variant's phrase the menus never write, "mac and cheese"). */
  matchesNothing(part: string): boolean {
    return this.stored.get(part) === 0;
  }

  /**
   * The rows matching some part of each set, in rowid order, with `others` reading the rows of parts not stored
   * (in rowid order); or null when no part is stored, as FTS5 then reads the whole expression as fast.
   */
  matches(sets: PartSets, others: (parts: readonly string[]) => Uint32Array): Uint32Array | null {
    if (!sets.some((set) => set.some((part) => this.stored.has(part)))) return null;
    return rowidsOfBitmap(this.combined(sets, others));
  }

  /**
   * Of `rows` (ascending; every row when null), those matching some part of each set, from the bitmaps alone; null
   * when a part is not stored. Without `rows`, only whether there is any: an empty list or null.
   */
  among(sets: PartSets, rows: Uint32Array | null): number[] | null {
    if (!sets.every((set) => set.every((part) => this.stored.has(part)))) return null;
    const all = this.combined(sets, () => new Uint32Array(0));
    if (rows === null) return anySet(all) ? null : [];
    const found: number[] = [];
    for (let i = 0; i < rows.length; i += 1) {
      const row = rows[i]!;
      if ((all[row >>> 5]! >>> (row & 31)) & 1) found.push(row);
    }
    return found;
  }

  /** The bitmap of the rows matching some part of each set, in the connection's bitmaps. */
  private combined(sets: PartSets, others: (parts: readonly string[]) => Uint32Array): Uint32Array {
    const [all, bits] = (this.bitmaps ??= [new Uint32Array(this.words), new Uint32Array(this.words)]);
    for (const [index, set] of sets.entries()) {
      if (index === 0) {
        this.union(set, others, all);
        continue;
      }
      this.union(set, others, bits);
      andInto(all, bits);
    }
    return all;
  }

  /** Fills `bits` with the rows matching any of `parts`. */
  private union(parts: readonly string[], others: (parts: readonly string[]) => Uint32Array, bits: Uint32Array): void {
    bits.fill(0);
    const rest: string[] = [];
    for (const part of parts) {
      if (!this.stored.has(part)) {
        rest.push(part);
        continue;
      }
      const { dense, rowids } = this.read.get(part)!;
      const stored = wordsOf(rowids);
      if (dense) orInto(bits, stored);
      else setBits(bits, stored);
    }
    if (rest.length > 0) setBits(bits, others(rest));
  }
}

/** A blob's bytes as 32-bit words: a view when aligned, else a copy. */
function wordsOf(blob: Buffer): Uint32Array {
  if (blob.byteOffset % 4 === 0) return new Uint32Array(blob.buffer, blob.byteOffset, blob.byteLength >>> 2);
  return new Uint32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));
}

// The loops over whole bitmaps are functions of their own, compiled once: inside the loops over parts and sets, V8
// compiled them on the fly in each search and left that code when they ended, so every search ran them slower
// than it need (docs/toolchain.md, "V8 and the first requests").
function orInto(bits: Uint32Array, other: Uint32Array): void {
  for (let i = 0; i < bits.length; i += 1) bits[i]! |= other[i]!;
}

function anySet(bits: Uint32Array): boolean {
  for (let i = 0; i < bits.length; i += 1) if (bits[i] !== 0) return true;
  return false;
}

function andInto(bits: Uint32Array, other: Uint32Array): void {
  for (let i = 0; i < bits.length; i += 1) bits[i]! &= other[i]!;
}

function setBits(bits: Uint32Array, rowids: Uint32Array): void {
  for (let i = 0; i < rowids.length; i += 1) {
    const rowid = rowids[i]!;
    bits[rowid >>> 5]! |= 1 << (rowid & 31);
  }
}

/** The set bits' positions, ascending. */
export function rowidsOfBitmap(bits: Uint32Array): Uint32Array {
  let count = 0;
  for (let i = 0; i < bits.length; i += 1) count += bitCount(bits[i]!);
  const rowids = new Uint32Array(count);
  let at = 0;
  for (let i = 0; i < bits.length; i += 1) {
    let word = bits[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      rowids[at++] = (i << 5) | (31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
  return rowids;
}

function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
