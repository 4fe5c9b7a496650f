/** The list a walk of the index fills, bucket by bucket, and how one query's rows go into it. */
import type { QueryUnit } from '../../search/units.ts';
import type { RankedHit } from '../../search/rank.ts';
import type { Kept } from './candidates.ts';

/** The list a walk fills: its hits, every row it has met (kept or not), how many it needs, which rows it keeps. */
export interface RankedList {
  hits: RankedHit[];
  seen: Set<number>;
  need: number;
  keep: Kept | undefined;
}

/** Rows the sets up to `set` brought into the list: all of them matches of `set`, whose matches hold theirs. */
export function broughtUpTo(brought: readonly number[], set: number): number {
  let rows = 0;
  for (let earlier = 0; earlier <= set; earlier += 1) rows += brought[earlier]!;
  return rows;
}

/**
 * Puts one query's rows, in quality order, into the list until it is full; returns how many it met first. A
 * function of its own, so that the long loop over rows is not an inner loop of the walk's loop over buckets, whose
 * compiled code V8 throws away each time such a loop ends (docs/toolchain.md, "V8 and the first requests").
 */
export function take(rows: Iterable<number>, tier: number, units: QueryUnit[], list: RankedList): number {
  let met = 0;
  for (const rowid of rows) {
    if (list.seen.has(rowid)) continue;
    list.seen.add(rowid);
    met += 1;
    if (list.keep && !list.keep.has(rowid)) continue;
    list.hits.push({ rowid, tier, units });
    if (list.hits.length >= list.need) break;
  }
  return met;
}
