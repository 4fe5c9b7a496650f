/**
 * The one tokenisation rule of Menu Atlas, shared by the index (FTS5's `unicode61 remove_diacritics 2`), the query
 * analyser and, through a test that they agree, the client's highlighting (`src/lib/highlight.ts`).
 *
 * A word is a run of letters and digits after compatibility decomposition, with combining marks removed and case
 * folded: "Crème-Brûlée" is `creme brulee`, "O'Brien's" is `o brien s`, "24/7" is `24 7`.
 */

/** Text with no character beyond ASCII (none of which folding changes but case). */
const PLAIN = /^[ -~\t\n\r]*$/;
const NOT_ALPHANUMERIC = /[^a-z0-9]+/;

/** Lowercase, diacritics removed, split on anything that is not a letter or a digit. */
export function words(text: string): string[] {
  // Most text is plain ASCII, which folding leaves as it is: split it without normalising (a quarter of the time).
  if (PLAIN.test(text))
    return text
      .toLowerCase()
      .split(NOT_ALPHANUMERIC)
      .filter((word) => word.length > 0);
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * The words of a query as a person means them: `&` reads as "and" ("mac & cheese" is "mac and cheese"), which the
 * analyser then treats as a connecting word rather than a required one. Otherwise exactly `words`.
 */
export function queryWords(text: string): string[] {
  return words(text.replace(/&/g, ' and '));
}
