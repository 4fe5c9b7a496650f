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

/**
 * Every word must match, in the searchable columns; the last word matches as a prefix (search as you type).
 * Returns null when the text holds no searchable word (only punctuation or emoji).
 */
export function matchExpression(text: string, searchColumns: readonly string[], filters: readonly string[]): string | null {
  const terms = words(text);
  if (terms.length === 0) return null;
  const columns = `{${searchColumns.join(' ')}}`;
  const userTerms = terms.map((term, index) => `${columns} : "${term}"${index === terms.length - 1 ? '*' : ''}`);
  const filterTerms = filters.map((token) => `filters : "${token}"`);
  return [...userTerms, ...filterTerms].join(' AND ');
}
