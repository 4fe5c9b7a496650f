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
import type { QueryAnalysis, QueryUnit } from './units.ts';
import { CONNECTING_WORDS } from './connecting-words.ts';
import { FILLER_WORDS } from './query-words.ts';
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
  /** The words of the query that name it. */
  words: string;
  /** The units that name it, in query order (none when the searched index knows none of its words). */
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
      for (const named of [cuisine.slug.split('-'), queryWords(cuisine.label)]) {
        const words = named.filter((word) => !CONNECTING_WORDS.has(word));
        if (words.length === 0 || words.length > LONGEST_NAME) continue;
        const last = words.at(-1)!;
        for (const form of [last, ...inflections(last)]) {
          const name = [...words.slice(0, -1), form].join(' ');
          if (!this.byName.has(name)) this.byName.set(name, cuisine);
        }
      }
    }
  }

  /** The cuisine these words name (connecting words left out), or none. */
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
    // The words that count, with their positions: a connecting word ("and" in "cajun and creole") never does.
    const content = analysis.tokens.flatMap((token, at) => (CONNECTING_WORDS.has(token) ? [] : [{ token, at }]));
    const generic = content.filter(({ token }) => FILLER_WORDS.has(token)).map(({ token }) => token);
    if (generic.length === 0) return null;
    for (let start = 0; start < content.length; start += 1) {
      for (let end = Math.min(content.length, start + LONGEST_NAME); end > start; end -= 1) {
        const span = content.slice(start, end);
        // The words around the cuisine must all be generic.
        if (![...content.slice(0, start), ...content.slice(end)].every(({ token }) => FILLER_WORDS.has(token)))
          continue;
        // The units within the span: none when this index knows none of its words (no dish is called "filipino").
        const [from, to] = [span[0]!.at, span.at(-1)!.at + 1];
        const units = analysis.units.filter((unit) => unit.start >= from && unit.end <= to);
        const cuisine = this.named(span.map(({ token }) => token).join(' ')) ?? this.unitNames(units, span.length);
        if (!cuisine) continue;
        // "soul food", "fast food": the generic word belongs to the cuisine's name; something else must be generic.
        const named = new Set(span.map(({ token }) => token));
        const beside = generic.filter((word) => !named.has(word));
        if (beside.length === 0) return null;
        const words = analysis.tokens.slice(from, to).join(' ');
        return { slug: cuisine.slug, label: cuisine.label, words, units, generic: beside };
      }
    }
    return null;
  }

  /** The cuisine one unit standing for a single word names by any whole-word alternative (a typo's reading, a variant). */
  private unitNames(units: readonly QueryUnit[], words: number): CuisineName | null {
    if (units.length !== 1 || words !== 1) return null;
    for (const alternative of units[0]!.alternatives) {
      if (alternative.prefix) continue;
      const found = this.named(alternative.tokens.filter((token) => !CONNECTING_WORDS.has(token)).join(' '));
      if (found) return found;
    }
    return null;
  }
}
