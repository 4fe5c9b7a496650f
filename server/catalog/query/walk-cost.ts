/**
 * What a walk of the index is likely to read, against the two cheaper ways to rank a discovery search's few hits:
 * looking each up in the index, or placing them in hand (docs/search.md, "Order").
 */
import { ALTERNATIVE_COST, type QueryUnit } from '../../search/units.ts';
import { type UnitSet } from '../../search/unit-sets.ts';
import type { Lexicon } from '../../search/lexicon.ts';
import type { DocumentInHand } from '../../search/rank.ts';
import { costLevels } from '../../search/ranking-rules.ts';
import { matchPart } from '../../index/postings-format.ts';
import type { Postings } from './postings.ts';

/**
 * Up to this many hits, a walk may look each one up in the index rather than read whole doclists: a lookup is dear
 * once a word's typos or a short prefix make the expression an OR of many terms (docs/search.md, "Order").
 */
export const FEW_KEPT = 256;
/** Up to this many hits may be ranked in hand, when that is cheaper than the walk (`inHandIsCheaper`). */
const IN_HAND_MOST = 1024;
/** Rows a read may walk for the cost of looking up one rowid (`readingIsCheaper`). */
const ROWS_PER_LOOKUP = 200;

/** How an index's rows are read as documents in hand, tiered as the index is (`search/rank.ts`). */
export interface DocumentsInHand {
  documents: (rowids: readonly number[]) => DocumentInHand[];
  /** Rows a walk of the index may read for the cost of reading and placing one document in hand. */
  rowsPerDocument: number;
}

/** A ranking among a discovery search's hits: how many, how many the list needs, the first unit set's matches. */
export interface InHandSearch {
  kept: number;
  need: number;
  matches: () => number;
}

export class WalkCost {
  constructor(
    private readonly lexicon: Lexicon,
    private readonly postings: Postings,
    /** The index's field tiers: a walk reads each level once per tier. */
    private readonly tiers: number,
    /** How the index's rows are read in hand, when they can be. */
    private readonly inHand: DocumentsInHand | undefined,
  ) {}

  /**
   * About how many rows reading every match of the units' alternatives up to `cost` walks: a read's cost follows the
   * rows of the smallest doclist it walks, which the dictionary bounds for a unit (its words' counts; a short
   * prefix's are not known) and the postings for a filter token.
   */
  private rowsToRead(units: readonly QueryUnit[], filters: readonly string[], cost: number): number {
    return Math.min(
      ...filters.map((token) => this.postings.rowsAtMost(matchPart.filter(token))),
      ...units.map((unit) =>
        unit.alternatives
          .filter((alternative) => ALTERNATIVE_COST[alternative.kind] <= cost)
          .reduce(
            (sum, { tokens, prefix }) =>
              sum + (prefix && tokens.length === 1 ? Infinity : Math.min(...tokens.map((t) => this.lexicon.docs(t)))),
            0,
          ),
      ),
    );
  }

  /**
   * Whether reading is likely cheaper than looking up `kept` rows: FTS5 opens the whole expression again for each
   * rowid looked up (docs/search.md, "Order").
   */
  readingIsCheaper(units: readonly QueryUnit[], filters: readonly string[], cost: number, kept: number) {
    return this.rowsToRead(units, filters, cost) <= ROWS_PER_LOOKUP * kept;
  }

  /**
   * About how many rows walking the index costs for the first `need` of `kept` hits, over the first unit set,
   * cost level by cost level, each tier by tier. A level is read to its end while the hits it can hold (its share
   * of `kept`, by its rows against the dearest level's) cannot fill the list, and the level that can fill it only
   * until it does; but where the hits are few and reading a whole level costs more than looking each of them up,
   * its queries look them up instead (`readingIsCheaper`). Where the dictionary cannot count the dearest level
   * (a begun word), it is taken as the first unit set's matches.
   */
  private walkRows(
    units: readonly QueryUnit[],
    filters: readonly string[],
    { kept, need, matches }: InHandSearch,
  ): number {
    const counted = costLevels(units).map((cost) => this.rowsToRead(units, filters, cost));
    const dearest = Math.max(counted.at(-1) === Infinity ? matches() : counted.at(-1)!, 1);
    const { tiers } = this;
    const lookups = kept <= FEW_KEPT ? ROWS_PER_LOOKUP * kept : Infinity;
    let rows = 0;
    for (const levelRows of counted) {
      const fills = kept * Math.min(levelRows, dearest) >= need * dearest;
      rows += (levelRows > lookups ? lookups : fills ? (need * dearest) / kept : levelRows) * tiers;
      if (fills) break;
    }
    return rows;
  }

  /** Whether placing `kept` documents in hand is likely cheaper than walking the index for `need` of them. */
  inHandIsCheaper(sets: readonly UnitSet[], filters: readonly string[], search: InHandSearch): boolean {
    const { inHand } = this;
    if (!inHand || search.kept > IN_HAND_MOST) return false;
    return this.walkRows(sets[0]!.units, filters, search) > inHand.rowsPerDocument * search.kept;
  }
}
