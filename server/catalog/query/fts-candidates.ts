import type { QueryUnit } from '../../search/units.ts';
import type { UnitSet } from '../../search/unit-sets.ts';
import type { Filters } from '../../search/fields.ts';
import type { Count, SearchPlan } from '../../search/plan.ts';
import type { RankedHit } from '../../search/rank.ts';
import type { CandidateSource, Kept, Ranked } from './candidates.ts';
import { filterTokens } from './fts-query.ts';
import type { Counted, IndexSearcher } from './fts.ts';

/**
 * One search's candidates from the full-text index, shared by its planner and its executor: counts are kept by
 * unit set and filters, and the rows read while counting are kept for ranking, so nothing is read twice.
 */
export class FtsCandidates implements CandidateSource {
  private readonly counts = new Map<string, Count>();
  private readonly counted: Counted = new Map();

  constructor(
    private readonly searcher: IndexSearcher,
    private readonly dishes: IndexSearcher,
    /** Whether the search reads every match anyway (a discovery search): then its counts are read from them. */
    private readonly everyMatch = false,
  ) {}

  count(units: readonly QueryUnit[], filters: Filters): Count {
    const tokens = filterTokens(filters);
    const key = `${units.map((unit) => unit.text).join('|')}#${tokens.join(' ')}`;
    let count = this.counts.get(key);
    if (!count) this.counts.set(key, (count = this.searcher.count(units, tokens, this.counted, this.everyMatch)));
    return count;
  }

  namesWith(phrase: readonly string[], atMost: number, begun = false): number {
    return this.searcher.countNamed(phrase, atMost, begun);
  }

  dishNamesWith(phrase: readonly string[], atMost: number, begun = false): number {
    return this.dishes.countPhrase('name', phrase, atMost, begun);
  }

  /**
   * Every match of the unit set with the fewest words (all the matches), in quality order, narrowed by `filters`
   * that the index holds as tokens (place, one cuisine): FTS5 intersects them with the words.
   */
  allMatches(sets: readonly UnitSet[], filters: Filters): Uint32Array {
    return this.searcher.allMatches(sets.at(-1)!.units, filterTokens(filters));
  }

  /** The first `need` of `keep`'s rows in ranking order (a discovery search's hits, sorted by relevance). */
  rankedAmong(sets: readonly UnitSet[], filters: Filters, need: number, keep: Kept): RankedHit[] {
    const count = (units: readonly QueryUnit[]) => this.count(units, filters);
    return this.searcher.rank(sets, filterTokens(filters), need, count, this.counted, keep);
  }

  namingAmong(units: readonly QueryUnit[], filters: Filters, need: number, keep: Kept): number[] {
    return this.searcher.namingAmong(units, filterTokens(filters), need, keep);
  }

  rankedPage({ sets, filters, page: { limit, offset } }: SearchPlan): Ranked {
    const count = (units: readonly QueryUnit[]) => this.count(units, filters);
    const hits = this.searcher.rank(sets, filterTokens(filters), offset + limit, count, this.counted);
    // The last unit set has the fewest words: its matches are all the matches.
    const all = this.count(sets.at(-1)!.units, filters);
    return {
      page: hits.slice(offset, offset + limit),
      total: Math.max(all.total, hits.length),
      totalIsExact: all.exact,
    };
  }
}
