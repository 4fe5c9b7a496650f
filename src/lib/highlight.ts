/**
 * Marks the words of `text` that the search matched: diacritics folded, case ignored, every term as a whole word
 * (or its plural or singular, by the server's own rule) except the last, which matches as a prefix (the API's search-as-you-type
 * rule). Words are split as the server's tokeniser splits them (`server/search/tokens.ts`, checked by its test).
 */
import { sameWord } from '../../rules/inflection.ts';

export interface Part {
  text: string;
  match: boolean;
}

/** "Crème Brûlée" → "creme brulee" (per character, so lengths of the original are kept track of by callers). */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

// Combining marks belong to the word they modify ("re\u0301sume\u0301" is one word), as on the server.
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

export function queryTerms(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function highlightParts(text: string, query: string): Part[] {
  const terms = queryTerms(query);
  if (terms.length === 0 || text === '') return [{ text, match: false }];
  const last = terms[terms.length - 1]!;
  const whole = terms.slice(0, -1);
  const matches = (word: string) =>
    word.startsWith(last) || sameWord(word, last) || whole.some((term) => sameWord(word, term));

  const parts: Part[] = [];
  const push = (chunk: string, match: boolean) => {
    if (!chunk) return;
    const previous = parts[parts.length - 1];
    if (previous && previous.match === match) previous.text += chunk;
    else parts.push({ text: chunk, match });
  };

  const chars = Array.from(text);
  let i = 0;
  while (i < chars.length) {
    if (!WORD_CHAR.test(chars[i]!)) {
      push(chars[i]!, false);
      i += 1;
      continue;
    }
    let j = i;
    let folded = '';
    while (j < chars.length && WORD_CHAR.test(chars[j]!)) {
      folded += fold(chars[j]!);
      j += 1;
    }
    push(chars.slice(i, j).join(''), matches(folded));
    i = j;
  }
  return parts;
}

/** Diacritic- and case-insensitive "contains every word" test, for filtering a menu on the client. */
export function matchesAllWords(text: string, query: string): boolean {
  const haystack = fold(text);
  return queryTerms(query).every((term) => haystack.includes(term));
}
