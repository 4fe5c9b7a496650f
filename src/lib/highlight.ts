/**
 * Marks the words of `text` that the search matched: diacritics folded, case ignored, every term as a whole word
 * except the last, which matches as a prefix (the API's search-as-you-type rule).
 */
export interface Part {
  text: string;
  match: boolean;
}

/** "Crème Brûlée" → "creme brulee" (per character, so lengths of the original are kept track of by callers). */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

function queryTerms(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function highlightParts(text: string, query: string): Part[] {
  const terms = queryTerms(query);
  if (terms.length === 0 || text === '') return [{ text, match: false }];
  const last = terms[terms.length - 1]!;
  const whole = new Set(terms.slice(0, -1));
  const matches = (word: string) => whole.has(word) || word.startsWith(last);

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
