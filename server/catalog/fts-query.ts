/**
 * Turns a user's plain text into a safe FTS5 MATCH expression, and names the filter tokens the builder indexes.
 *
 * The query language is never exposed: every word is quoted, so `"`, `*`, `:`, `(`, `AND`, `NEAR`… are searched
 * as words. Words are split exactly where FTS5's unicode61 tokenizer splits (anything but letters and digits),
 * so each quoted word is one token and never becomes a phrase.
 */

/** Lowercase, diacritics removed, split on anything that is not a letter or a digit. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** A city or cuisine reduced to one token: "St. Louis" and "st louis" are the same city. */
export function filterKey(text: string): string {
  return words(text).join('');
}

/** Filter tokens live in their own column and begin with "z" + a kind letter, so user words never reach them. */
export const FILTER_PREFIX = { state: 'zs', city: 'zc', cuisine: 'zk' } as const;

export const filterToken = {
  state: (state: string) => FILTER_PREFIX.state + filterKey(state),
  city: (city: string) => FILTER_PREFIX.city + filterKey(city),
  cuisine: (slug: string) => FILTER_PREFIX.cuisine + filterKey(slug),
};

/** More expansions than this and a long prefix is left to FTS5's own (slower, but complete) prefix matching. */
export const MAX_EXPANSIONS = 64;

/**
 * The query's words as FTS5 phrases. Every word must match; the last one as a prefix (search as you type): short
 * prefixes use the prefix index, longer ones become an OR of the indexed words they begin (`expand`).
 * Returns null when nothing can match: no searchable word, or a last word that begins no indexed word.
 */
export function queryPhrases(
  text: string,
  indexedPrefixLength: number,
  expand: (prefix: string) => string[],
): string[] | null {
  const terms = words(text);
  if (terms.length === 0) return null;
  const phrases = terms.slice(0, -1).map((term) => `"${term}"`);
  const last = terms.at(-1)!;
  if (last.length <= indexedPrefixLength) return [...phrases, `"${last}"*`];
  const expansions = expand(last);
  if (expansions.length === 0) return null;
  if (expansions.length > MAX_EXPANSIONS) return [...phrases, `"${last}"*`];
  return [...phrases, `(${expansions.map((term) => `"${term}"`).join(' OR ')})`];
}

/** Every phrase restricted to `columns`, and every filter token to the filters column. */
export function matchExpression(
  phrases: readonly string[],
  columns: readonly string[],
  filters: readonly string[],
): string {
  const scope = `{${columns.join(' ')}}`;
  return [...phrases.map((phrase) => `${scope} : ${phrase}`), ...filters.map((token) => `filters : "${token}"`)].join(
    ' AND ',
  );
}

/**
 * The same rule as the FTS query, for a handful of rows already in hand: every query word is a word of `fields`,
 * the last one possibly only its beginning. Returns the index of the first field group that holds every word
 * (the relevance tier), or -1 when none does.
 */
export function matchTier(queryWords: readonly string[], tiers: readonly (readonly string[])[]): number {
  if (queryWords.length === 0) return -1;
  const last = queryWords.length - 1;
  return tiers.findIndex((fieldWords) =>
    queryWords.every((word, index) =>
      index === last ? fieldWords.some((candidate) => candidate.startsWith(word)) : fieldWords.includes(word),
    ),
  );
}
