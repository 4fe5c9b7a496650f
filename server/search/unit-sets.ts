/** Which units a search requires, most first, and which it drops while too little matches. */
import type { QueryUnit } from './units.ts';

/**
 * Fewer matches than this for all the words together, and the least informative word is left out: enough to fill
 * the first results a person reads, few enough that a handful of exact matches is not padded with looser ones.
 */
export const DROP_BELOW = 5;

export interface UnitSet {
  units: QueryUnit[];
  matches: number;
}

/**
 * The unit sets to search, most words first (Typesense's drop_tokens, with judgement): all units; then, while the
 * last set matches fewer than DROP_BELOW and more than one unit is left, the same without its least informative
 * unit: all fillers at once first, then the most common word, the later one first. While a set matches nothing at all, the
 * unit left out is the first in that order whose leaving finds something, so a query never comes back empty while
 * a sub-query of it would not; when no one word's leaving finds anything, the first word in the query goes.
 * `count` counts a set's matches.
 */
export function unitSetsToSearch(
  units: readonly QueryUnit[],
  count: (units: QueryUnit[]) => number,
): { sets: UnitSet[]; dropped: QueryUnit[] } {
  const order = [...units].sort((a, b) => Number(b.filler) - Number(a.filler) || b.docs - a.docs || b.start - a.start);
  let current = [...units];
  const sets: UnitSet[] = [{ units: current, matches: current.length === 0 ? 0 : count(current) }];
  const dropped: QueryUnit[] = [];
  // Words about the search rather than the food ("best", "near", "me") go together, at the first drop.
  const fillers = units.filter((unit) => unit.filler);
  if (sets[0]!.matches < DROP_BELOW && fillers.length > 0 && fillers.length < units.length) {
    dropped.push(...fillers);
    current = current.filter((unit) => !unit.filler);
    order.splice(0, fillers.length);
    sets.push({ units: current, matches: count(current) });
  }
  while (sets.at(-1)!.matches < DROP_BELOW && current.length > 1) {
    const without = (leaving: QueryUnit) => current.filter((unit) => unit !== leaving);
    let leaving = order[0]!;
    let matches: number | undefined;
    if (sets.at(-1)!.matches === 0) {
      // When leaving out no one word finds anything, the first word goes: a request names what it wants last
      // ("places that serve kung pao chicken"), so the words before it are the likelier strangers to the menus.
      leaving = order.reduce((first, unit) => (unit.start < first.start ? unit : first));
      for (const candidate of order) {
        const found = count(without(candidate));
        if (found > 0) {
          leaving = candidate;
          matches = found;
          break;
        }
      }
    }
    order.splice(order.indexOf(leaving), 1);
    dropped.push(leaving);
    current = without(leaving);
    sets.push({ units: current, matches: matches ?? count(current) });
  }
  return { sets, dropped };
}
