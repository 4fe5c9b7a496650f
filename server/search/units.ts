/** What the analyser makes of a query: units to search, each with the alternatives the index can match. */
import type { RecognisedPlace } from './places.ts';

export type AlternativeKind = 'exact' | 'prefix' | 'plural' | 'joined' | 'variant' | 'typo' | 'respelled' | 'rare';

/**
 * Ranking cost of each kind. A plural or singular costs what the exact word costs: "oysters" should find the
 * "Oyster Bar" by name before a steakhouse by its menu, and "hot dog" the "Hot Dogs" stand before "Dogwood". The
 * kind is still reported as a correction when the typed form itself matches nothing. So does a form that only
 * joins or splits the words: "cheese burger" means "Cheeseburger", and ranking it as a lesser variant made every such
 * search read the rare phrase's whole doclist before reaching the common spelling.
 */
export const ALTERNATIVE_COST: Readonly<Record<AlternativeKind, number>> = {
  exact: 0,
  plural: 0,
  joined: 0,
  prefix: 1,
  variant: 2,
  typo: 3,
  // A rare word that is one slip from a common one, where the common one makes the query a common dish ("ceasar
  // salad"): the common word is read first, and the rare word as typed ("Ceasar's") ranks as a typo would.
  respelled: 0,
  rare: 3,
};

export interface Alternative {
  /** Its words, matched as a phrase (in order, side by side). */
  tokens: string[];
  /** The last token may be the beginning of a word. */
  prefix: boolean;
  kind: AlternativeKind;
}

export interface QueryUnit {
  /** The query words this unit stands for, normalised ("sandwhich", "mac and cheese"). */
  text: string;
  /** Its token positions [start, end) in the analysed words. */
  start: number;
  end: number;
  /** What the index can match for it, cheapest first; never empty. */
  alternatives: Alternative[];
  /** A word that says little about what is wanted ("food", "best"): the first to drop when too little matches. */
  filler: boolean;
  /** Documents holding its most common alternative: how little the unit narrows the search. */
  docs: number;
}

export interface QueryAnalysis {
  /** The words analysed (the query's, or those around a place). */
  tokens: string[];
  /** Units to search, in query order. */
  units: QueryUnit[];
  /** Query words that match nothing in this index in any form: left out at once. */
  unmatched: string[];
}

export interface AnalysedQuery {
  /** The query's words. */
  tokens: string[];
  /** Every word searched, the place's words included. */
  whole: QueryAnalysis;
  /** A place recognised in the query, and the analysis of the words around it. */
  place: { place: RecognisedPlace; rest: QueryAnalysis } | null;
}
