/**
 * The analyser's units matched against text already in hand (one menu's few dozen items, the dishes of a page of
 * restaurants), with the same rules as the index: an alternative's words in sequence, the last one
 * possibly only begun when the alternative is a prefix.
 */
import { ALTERNATIVE_COST, type Alternative, type QueryUnit } from './analyse.ts';

function matchesAlternative(fieldWords: readonly string[], alternative: Alternative): boolean {
  const { tokens, prefix } = alternative;
  const lastIndex = tokens.length - 1;
  for (let start = 0; start + tokens.length <= fieldWords.length; start += 1) {
    const all = tokens.every((token, offset) => {
      const word = fieldWords[start + offset]!;
      return offset === lastIndex && prefix ? word.startsWith(token) : word === token;
    });
    if (all) return true;
  }
  return false;
}

/** The cost of the cheapest alternative of `unit` found in `fieldWords`, or null when none is. */
export function unitCost(unit: QueryUnit, fieldWords: readonly string[]): number | null {
  const found = unit.alternatives.find((alternative) => matchesAlternative(fieldWords, alternative));
  return found ? ALTERNATIVE_COST[found.kind] : null;
}
