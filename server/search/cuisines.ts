/**
 * The catalog's own cuisines, as words a query may name them by: each cuisine's slug ("tex-mex" → `tex mex`) and its
 * label ("Cajun & Creole" → `cajun and creole`), folded by the one tokenisation rule. The catalog hands them in (the
 * cuisines its restaurants hold, with the labels its builder recorded); no list of examples lives here.
 *
 * A query that names a cuisine and otherwise only says what kind of thing it wants ("thai food", "greek cuisine",
 * "german restaurants", "hawaiian dinner") is read as that cuisine (`readAsCuisine`), not as words that must all
 * occur literally: a café whose menu says "Thai Iced Tea" and "Food" is not a Thai restaurant, and "Indian Wells" is
 * not Indian food.
 */
import { inflections } from '../../rules/inflection.ts';
import type { QueryAnalysis, QueryUnit } from './analyse.ts';
import { CONNECTING_WORDS, FILLER_WORDS } from './query-words.ts';
import { queryWords } from './tokens.ts';

export interface CuisineName {
  slug: string;
  /** Its label, as the catalog shows it ("Nashville hot chicken"); the slug's words when the catalog has none. */
  label: string;
}

/** A cuisine named in a query. */
export interface CuisineReading {
  slug: string;
  label: string;
  /** The units that name it, in query order. */
  units: QueryUnit[];
  /** The generic words beside it ("food", "restaurants", "dinner"): not required of a hit. */
  generic: string[];
}

/** Longest cuisine name, in words: no name a query could type runs longer. */
const LONGEST_NAME = 4;

export class CuisineIndex {
  /** A cuisine by each way of writing it: its slug's words and its label's, and the plural or singular of each. */
  private readonly byName = new Map<string, CuisineName>();

  constructor(cuisines: Iterable<CuisineName>) {
    for (const cuisine of cuisines) {
      for (const words of [cuisine.slug.split('-'), queryWords(cuisine.label)]) {
        if (words.length === 0 || words.length > LONGEST_NAME) continue;
        const last = words.at(-1)!;
        for (const form of [last, ...inflections(last)]) {
          const name = [...words.slice(0, -1), form].join(' ');
          if (!this.byName.has(name)) this.byName.set(name, cuisine);
        }
      }
    }
  }

  /** The cuisine these words name, or none. */
  named(words: string): CuisineName | null {
    return this.byName.get(words) ?? null;
  }

  /**
   * Whether the analysed words are a cuisine plus generic words only ("thai food", "food thai", "greek cuisine
   * takeout"): the cuisine, its units and the generic words, or null. The cuisine may be typed with a slip or
   * joined differently: a unit names it when the words typed or any of its whole-word alternatives (a typo's
   * reading, a plural, a variant) do. A cuisine alone is left to the words as typed (no generic word to reinterpret),
   * as is a query with any other word in it ("thai iced tea").
   */
  readAsCuisine(analysis: QueryAnalysis): CuisineReading | null {
    const units = analysis.units;
    const generic = analysis.tokens.filter((token) => FILLER_WORDS.has(token));
    if (generic.length === 0 || analysis.unmatched.some((word) => !FILLER_WORDS.has(word))) return null;
    for (let start = 0; start < units.length; start += 1) {
      for (let end = Math.min(units.length, start + LONGEST_NAME); end > start; end -= 1) {
        const span = units.slice(start, end);
        // The words around the cuisine must all be generic (a connecting word is never a unit).
        const others = [...units.slice(0, start), ...units.slice(end)];
        if (!others.every((unit) => unit.filler)) continue;
        const cuisine = this.spanNames(span);
        if (!cuisine) continue;
        // "soul food", "fast food": the generic word belongs to the cuisine's name; something else must be generic.
        const named = new Set(span.flatMap((unit) => unit.text.split(' ')));
        const beside = generic.filter((word) => !named.has(word));
        if (beside.length === 0) return null;
        return { slug: cuisine.slug, label: cuisine.label, units: span, generic: beside };
      }
    }
    return null;
  }

  /** The cuisine a run of units names: as typed, or (one unit) as any whole-word alternative of it. */
  private spanNames(span: readonly QueryUnit[]): CuisineName | null {
    const typed = this.named(span.map((unit) => unit.text).join(' '));
    if (typed || span.length > 1) return typed;
    for (const alternative of span[0]!.alternatives) {
      if (alternative.prefix) continue;
      const found = this.named(alternative.tokens.filter((token) => !CONNECTING_WORDS.has(token)).join(' '));
      if (found) return found;
    }
    return null;
  }
}
