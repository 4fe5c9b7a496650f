/**
 * A sort key and a position (a rowid, or an index into a list) packed into one float, key first, so that the
 * numeric sort of a typed array orders by key, then by position, with no comparator. Exact for every key up to
 * MOST_SORT_KEY and every position up to MOST_ROWS, which the builder holds a catalog to (`catalog-limits.ts`).
 */
import { ROWID_BITS } from '../../index/catalog-limits.ts';

const POSITIONS = 2 ** ROWID_BITS;

export function packKey(key: number, position: number): number {
  return key * POSITIONS + position;
}

export function positionOf(packed: number): number {
  return packed % POSITIONS;
}
