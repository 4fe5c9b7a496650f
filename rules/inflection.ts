/**
 * Singular and plural: one rule for the server's query analysis and typo dictionary, the app's highlight and the
 * relevance judge, so a word the server searches as "leaves" is also the word the app marks.
 */
import pluralize from 'pluralize';

/** pluralize tries a few hundred patterns per word: forms already worked out. Bounded, cleared when full. */
const cache = new Map<string, readonly string[]>();
const CACHE_SIZE = 20_000;
const NO_FORMS: readonly string[] = [];

/**
 * The singular and plural of a lower-case word, other than itself. Words shorter than three letters and words
 * with digits have none: "us" is not the plural of "u", and "7up" has no plural.
 */
export function inflections(word: string): readonly string[] {
  if (word.length < 3 || /\d/.test(word)) return NO_FORMS;
  let forms = cache.get(word);
  if (!forms) {
    forms = [...new Set([pluralize.singular(word), pluralize.plural(word)])].filter((form) => form !== word);
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(word, forms);
  }
  return forms;
}

/** "leaf" and "leaves", "cherry" and "cherries": one word to a search. */
export function sameWord(a: string, b: string): boolean {
  return a === b || inflections(a).includes(b) || inflections(b).includes(a);
}
