/**
 * The analyser's units matched against text already in hand (one menu's few dozen items, the dishes of a page of
 * restaurants), with the same rules as the index: a word whole, or only begun when the alternative is a prefix;
 * several words close together.
 */
import { ALTERNATIVE_COST, type Alternative, type QueryUnit } from './analyse.ts';

/** Several words of an alternative match close together: within one extra word, in any order (FTS5's NEAR). */
const NEAR_SLACK = 1;

function matchesAlternative(fieldWords: readonly string[], alternative: Alternative): boolean {
  const { tokens, prefix } = alternative;
  if (tokens.length === 1) {
    const [token] = tokens as [string];
    return fieldWords.some((word) => (prefix ? word.startsWith(token) : word === token));
  }
  const window = tokens.length + NEAR_SLACK;
  for (let start = 0; start < fieldWords.length; start += 1) {
    const span = fieldWords.slice(start, start + window);
    if (tokens.includes(span[0]!) && tokens.every((token) => span.includes(token))) return true;
  }
  return false;
}

/** The cost of the cheapest alternative of `unit` found in `fieldWords`, or null when none is. */
export function unitCost(unit: QueryUnit, fieldWords: readonly string[]): number | null {
  const found = unit.alternatives.find((alternative) => matchesAlternative(fieldWords, alternative));
  return found ? ALTERNATIVE_COST[found.kind] : null;
}
