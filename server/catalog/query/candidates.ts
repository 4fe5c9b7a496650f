/**
 * Where a plan's candidates come from: the full-text index (`fts-candidates.ts`) or one restaurant's menu ranked
 * in hand (`menu-candidates.ts`). The access path picks one (`search/plan.ts`, AccessPath); the executor asks every
 * source the same questions and never which kind it holds.
 */
import type { UnitSet } from '../../search/unit-sets.ts';
import type { Filters } from '../../search/fields.ts';
import type { IndexStatistics, SearchPlan } from '../../search/plan.ts';
import type { RankedHit } from '../../search/rank.ts';
import type { QueryUnit } from '../../search/units.ts';

export interface Ranked {
  /** The requested page, in ranking order. */
  page: RankedHit[];
  total: number;
  totalIsExact: boolean;
}

/** A discovery search's hits, which alone may enter its ranked list: in rowid order, and as a membership test. */
export interface Kept {
  rowids: Uint32Array;
  has(rowid: number): boolean;
}

export interface CandidateSource extends IndexStatistics {
  /** The plan's page in ranking order, with the total. */
  rankedPage(plan: SearchPlan): Ranked;
  /**
   * Every match, in rowid order: those of the last unit set, which has the fewest words, narrowed by the filters
   * the source applies with the words (`narrowing`).
   */
  allMatches(sets: readonly UnitSet[], narrowing: Filters): Uint32Array;
  /**
   * The first `need` of `keep`'s rows, in quality order, that hold every unit in one field naming what was asked (a
   * restaurant's name, cuisines or one dish's name; an item's name): what a rating sort lists first.
   */
  namingAmong(units: readonly QueryUnit[], narrowing: Filters, need: number, keep: Kept): number[];
  /** The first `need` of `keep`'s rows in ranking order (a discovery search's hits, sorted by relevance). */
  rankedAmong(sets: readonly UnitSet[], narrowing: Filters, need: number, keep: Kept): RankedHit[];
}
