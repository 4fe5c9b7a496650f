/**
 * An index's stored postings (`postings-format.ts`), read and combined: every match of an expression whose units
 * go unscoped, as the AND over its units (and filter tokens) of the OR of each unit's parts. A stored part is a
 * blob read; the parts not stored match few rows each, and FTS5 reads them together in one query. Broad sets are
 * combined as bitmaps over every row; when one set is narrow, its rows are the candidates and the others test them.
 */
import type Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { bitmapWords, postingThreshold } from '../../index/postings-format.ts';
import { firstAtLeast } from './rowids.ts';

/** What a row must match to be a match: some part of every set. */
export type PartSets = readonly (readonly string[])[];

/** Reads the rows of parts not stored, in rowid order. */
type Others = (parts: readonly string[]) => Uint32Array;

const NONE = new Uint32Array(0);
/**
 * A set with no bitmap part is read as a list when it holds at most this share of a bitmap's words in rows: beyond
 * it, testing each of its rows against the other sets costs more than combining their bitmaps.
 */
const LISTED_SHARE = 1 / 4;
/** Bytes of stored parts a connection keeps per index (`Postings.kept`). */
const PARTS_KEPT_BYTES = 16 * 1024 * 1024;
const nothingElse: Others = () => NONE;

export class Postings {
  /** Each stored part, with how many rows it matches at most (a list's length; every row for a bitmap). */
  private readonly stored: Map<string, number>;
  /** The parts stored as bitmaps. */
  private readonly dense: Set<string>;
  private readonly read: Database.Statement<[string], Buffer>;
  private readonly words: number;
  /**
   * The stored parts read lately, by part, up to PARTS_KEPT_BYTES: a part is one blob read through SQLite's pager
   * (the postings lie past the part of the file it maps), 1.3 MB for a bitmap at scale 5, and common words and the
   * big states' filter tokens are read by search after search, often to test a few candidates' bits.
   */
  private readonly kept = new LRUCache<string, Uint32Array>({
    maxSize: PARTS_KEPT_BYTES,
    sizeCalculation: (words) => Math.max(1, words.byteLength),
  });
  /** The bitmaps a search combines in, kept for the connection's next search (a new pair each time was garbage). */
  private bitmaps: [Uint32Array, Uint32Array] | undefined;
  private readonly threshold: number;

  constructor(db: Database.Database, table: string, rows: number) {
    const parts = db
      .prepare<[], [string, number, number]>(`SELECT part, dense, length(rowids) FROM ${table}`)
      .raw()
      .all();
    this.stored = new Map(parts.map(([part, dense, bytes]) => [part, dense ? rows : bytes / 4]));
    this.dense = new Set(parts.filter(([, dense]) => dense).map(([part]) => part));
    this.threshold = postingThreshold(rows);
    this.read = db.prepare<[string], Buffer>(`SELECT rowids FROM ${table} WHERE part = ?`).pluck();
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
  matches(sets: PartSets, others: Others): Uint32Array | null {
    if (!sets.some((set) => set.some((part) => this.stored.has(part)))) return null;
    const listed = this.listed(sets, others, null);
    // A copy when much shorter than what it views: a search keeps its matches (the match cache).
    if (listed) return listed.byteLength * 2 < listed.buffer.byteLength ? listed.slice() : listed;
    return rowidsOfBitmap(this.combined(sets, others));
  }

  /**
   * Of `rows` (ascending; every row when null), those matching some part of each set, from the stored parts alone;
   * null when a part is not stored. Without `rows`, only whether there is any: an empty list or null.
   */
  among(sets: PartSets, rows: Uint32Array | null): number[] | null {
    if (!sets.every((set) => set.every((part) => this.stored.has(part)))) return null;
    const found = this.listed(sets, nothingElse, rows);
    if (found) return rows === null && found.length > 0 ? null : Array.from(found);
    return anySet(this.combined(sets, nothingElse)) ? null : [];
  }

  /**
   * The rows matching some part of each set, as a list, when there are few to look at: `rows` are given, or some
   * set has no part stored as a bitmap and at most LISTED_SHARE of a bitmap's words rows (its rows are then the
   * candidates). Each other set keeps the candidates it matches, a bit test or a search of a list each, so nothing
   * is read or written per row of the index, as combining bitmaps does (each cleared and read over every row,
   * several times a search). Null when the sets are all too broad for it.
   */
  private listed(sets: PartSets, others: Others, rows: Uint32Array | null): Uint32Array | null {
    let found = rows;
    let rest = sets;
    if (found === null) {
      const sizes = sets.map((set) =>
        set.some((part) => this.dense.has(part)) ? Infinity : set.reduce((sum, part) => sum + this.rowsAtMost(part), 0),
      );
      const fewest = sizes.indexOf(Math.min(...sizes));
      if (!(sizes[fewest]! <= this.words * LISTED_SHARE)) return null;
      found = this.listUnion(sets[fewest]!, others);
      rest = sets.filter((_, at) => at !== fewest);
    }
    for (const set of rest) found = this.keep(found, set, others);
    return found;
  }

  /** Of ascending `rows`, those matching some part of `set`. */
  private keep(rows: Uint32Array, set: readonly string[], others: Others): Uint32Array {
    if (rows.length === 0) return rows;
    const matched = new Uint8Array(rows.length);
    for (const part of set) {
      if (!this.stored.has(part)) continue;
      const stored = this.partRows(part);
      if (this.dense.has(part)) markInBitmap(rows, stored, matched);
      else markInList(rows, stored, matched);
    }
    const rest = set.filter((part) => !this.stored.has(part));
    if (rest.length > 0) markInList(rows, others(rest), matched);
    const kept = new Uint32Array(rows.length);
    let at = 0;
    for (let i = 0; i < rows.length; i += 1) {
      kept[at] = rows[i]!;
      at += matched[i]!;
    }
    return kept.subarray(0, at);
  }

  /** The rows matching any of `parts`, none of them stored as a bitmap, in rowid order. */
  private listUnion(parts: readonly string[], others: Others): Uint32Array {
    const lists = parts.filter((part) => this.stored.has(part)).map((part) => this.partRows(part));
    const rest = parts.filter((part) => !this.stored.has(part));
    if (rest.length > 0) lists.push(others(rest));
    // The two shortest merged first, so no row is copied more often than it must be.
    while (lists.length > 1) {
      lists.sort((a, b) => a.length - b.length);
      lists.splice(0, 2, union(lists[0]!, lists[1]!));
    }
    return lists[0] ?? NONE;
  }

  /** A stored part's words: its bitmap, or its rowids when stored as a list. */
  private partRows(part: string): Uint32Array {
    let words = this.kept.get(part);
    if (!words) this.kept.set(part, (words = wordsOf(this.read.get(part)!)));
    return words;
  }

  /** The bitmap of the rows matching some part of each set, in the connection's bitmaps. */
  private combined(sets: PartSets, others: Others): Uint32Array {
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
  private union(parts: readonly string[], others: Others, bits: Uint32Array): void {
    bits.fill(0);
    const rest: string[] = [];
    for (const part of parts) {
      if (!this.stored.has(part)) {
        rest.push(part);
        continue;
      }
      const stored = this.partRows(part);
      if (this.dense.has(part)) orInto(bits, stored);
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

/** Marks each of `rows` set in `bits`. */
function markInBitmap(rows: Uint32Array, bits: Uint32Array, matched: Uint8Array): void {
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    matched[i]! |= (bits[row >>> 5]! >>> (row & 31)) & 1;
  }
}

/**
 * Marks each of ascending `rows` found in ascending `list`: a few rows gallop into a long list from the last place
 * found (a few looks each), more rows walk it with the list side by side.
 */
function markInList(rows: Uint32Array, list: Uint32Array, matched: Uint8Array): void {
  let from = 0;
  if (rows.length * GALLOP_RATIO < list.length) {
    for (let i = 0; i < rows.length && from < list.length; i += 1) {
      const row = rows[i]!;
      let step = 1;
      while (from + step < list.length && list[from + step]! < row) step *= 2;
      from = firstAtLeast(list, row, from, Math.min(list.length, from + step + 1));
      if (from < list.length && list[from] === row) matched[i] = 1;
    }
    return;
  }
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    while (from < list.length && list[from]! < row) from += 1;
    if (from < list.length && list[from] === row) matched[i] = 1;
  }
}

/** A gallop costs about this many steps of a walk side by side. */
const GALLOP_RATIO = 16;

/** The rows in either of two ascending lists, once each. */
function union(a: Uint32Array, b: Uint32Array): Uint32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const merged = new Uint32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let at = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    merged[at++] = x <= y ? x : y;
    i += +(x <= y);
    j += +(y <= x);
  }
  while (i < a.length) merged[at++] = a[i++]!;
  while (j < b.length) merged[at++] = b[j++]!;
  return merged.subarray(0, at);
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
