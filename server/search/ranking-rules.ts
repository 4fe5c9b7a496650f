/**
 * The ranking rules, written once, in order (docs/search.md, "Ranking"). As in Meilisearch, each rule splits the
 * hits the rules before it left tied into ordered buckets, and the next rule orders the hits within a bucket.
 *
 * Both rankings read this list. The index walk (`catalog/query/fts.ts`) visits the buckets in the order
 * `walkBuckets` derives from it, one nested loop per rule, the first rule outermost; the ranking of documents in
 * hand (`rank.ts`) places each document in its first bucket and compares the buckets by `bucketKey`, the first
 * rule deciding first. Reordering the list reorders both the same way.
 */
import { ALTERNATIVE_COST, type QueryUnit } from './units.ts';

/**
 * What a rule orders hits by: the unit set they hold every unit of, the cost level of the forms they matched, the
 * field tier holding them, or the catalog's rowid order, which is the order FTS5 returns matches in.
 */
type RuleKey = 'set' | 'cost' | 'tier' | 'rowid';
/** The rules that split hits into buckets, each one loop of the walk. */
type Bucket = Exclude<RuleKey, 'rowid'>;

export interface RankingRule {
  name: 'words' | 'typo' | 'attribute' | 'quality' | 'id';
  key: RuleKey;
}

/** The ranking rules, the first deciding first. */
export const RANKING_RULES: readonly RankingRule[] = [
  /** More of the query's words matched: the unit sets in order, all words first, then with words dropped. */
  { name: 'words', key: 'set' },
  /** The cheapest form matched: exact = plural = joined < prefix < variant < typo (`costLevels`). */
  { name: 'typo', key: 'cost' },
  /** The most important field tier holding every word: the index's tiers, name first (`index/schema.ts`). */
  { name: 'attribute', key: 'tier' },
  /** Static quality: the catalog numbers its rows best first. */
  { name: 'quality', key: 'rowid' },
  /** Id, so the order is total: rows of equal quality were numbered in id order (`index/build-catalog.ts`). */
  { name: 'id', key: 'rowid' },
];

/** A list of rules as both rankings read it. */
export interface RankingOrder {
  /** The bucket rules in order: the walk's loops, outermost first. */
  readonly buckets: readonly Bucket[];
  /** Where each bucket rule's value sits in a key (`bucketKey`): the first rule's in the highest byte. */
  readonly shift: Readonly<Record<Bucket, number>>;
}

/**
 * A list of rules as both rankings read it. Every rule appears once. Quality and id come last, in that order:
 * they are the catalog's rowid order, fixed when it was built, and the index yields the matches of each bucket in
 * that order, so no list can put them elsewhere.
 */
export function rankingOrder(rules: readonly RankingRule[]): RankingOrder {
  const names = rules.map((rule) => rule.name);
  const buckets = rules.flatMap(({ key }) => (key === 'rowid' ? [] : [key]));
  if (
    new Set(names).size !== RANKING_RULES.length ||
    !RANKING_RULES.every((rule) => names.includes(rule.name)) ||
    names.slice(-2).join() !== 'quality,id' ||
    new Set(buckets).size !== buckets.length
  ) {
    throw new Error(`ranking rules must name each rule once and end with quality, id: ${names.join(', ')}`);
  }
  const shift = { set: 0, cost: 0, tier: 0 };
  buckets.forEach((bucket, index) => (shift[bucket] = 8 * (buckets.length - 1 - index)));
  return { buckets, shift };
}

/** The ranking rules as both rankings read them. */
export const RANKING = rankingOrder(RANKING_RULES);

/**
 * A document's bucket as one number: each bucket rule's value in a byte, the first rule's highest, so that
 * comparing two keys compares the rules in order. A set index (a query has at most MAX_UNITS units), a cost and a
 * tier are all well under 256.
 */
export function bucketKey(order: RankingOrder, set: number, cost: number, tier: number): number {
  return (set << order.shift.set) | (cost << order.shift.cost) | (tier << order.shift.tier);
}

/** The tier of a bucket key. */
export function tierOf(order: RankingOrder, key: number): number {
  return (key >> order.shift.tier) & 0xff;
}

/** The cost levels worth a query: from the first at which every unit has an alternative to the dearest. */
export function costLevels(units: readonly QueryUnit[]): number[] {
  const cheapest = Math.max(...units.map((unit) => ALTERNATIVE_COST[unit.alternatives[0]!.kind]));
  const costs = new Set(
    units.flatMap((unit) => unit.alternatives.map((alternative) => ALTERNATIVE_COST[alternative.kind])),
  );
  return [...costs].filter((cost) => cost >= cheapest).sort((a, b) => a - b);
}

/**
 * The buckets of a search in the order the walk visits them, as [set, level, tier] triples, `level` indexing
 * `levels[set]` (each set's `costLevels`): one loop per bucket rule, nested in the list's order, worked out once
 * per search so that the walk itself holds no loop over rules. A cost that is not one of a set's levels is skipped:
 * below the set's first level it matches nothing, and above it the set matches what it did at its level below,
 * which the walk has already visited.
 */
export function walkBuckets(order: RankingOrder, levels: readonly (readonly number[])[], tiers: number): number[] {
  const costs = [...new Set(levels.flat())].sort((a, b) => a - b);
  const size: Record<Bucket, number> = { set: levels.length, cost: costs.length, tier: tiers };
  const at: Record<Bucket, number> = { set: 0, cost: 0, tier: 0 };
  const [outer, middle, inner] = order.buckets as [Bucket, Bucket, Bucket];
  const steps: number[] = [];
  for (at[outer] = 0; at[outer] < size[outer]; at[outer] += 1) {
    for (at[middle] = 0; at[middle] < size[middle]; at[middle] += 1) {
      for (at[inner] = 0; at[inner] < size[inner]; at[inner] += 1) {
        const level = levels[at.set]!.indexOf(costs[at.cost]!);
        if (level >= 0) steps.push(at.set, level, at.tier);
      }
    }
  }
  return steps;
}
