/**
 * The names a query spells, for the restaurant search's exact-name tier (`index/schema.ts`): apart from the name key
 * (`name-key.ts`), which decides what the builder writes, so that changing how a query is read never changes a
 * catalog.
 */
import { CONNECTING_WORDS } from './connecting-words.ts';
import { nameKey } from './name-key.ts';
import { ALTERNATIVE_COST, type Alternative, type QueryUnit } from './units.ts';

/** A name a query's units spell: whole, or with its last word only begun ("the smash dai…"), and at what cost. */
export interface SpelledName {
  key: string;
  begun: boolean;
  cost: number;
}

/** The shortest word begun that may complete a name: one letter begins too many. */
const SHORTEST_BEGUN = 2;

/**
 * The names a query's units spell: in their first (cheapest) forms, and, when the last word may still be being
 * typed, with that word begun, the name ending with the word it begins ("the smash dai" is The Smash Dairy, not the
 * Smash Dairy Bar).
 */
export function spelledNames(units: readonly QueryUnit[]): SpelledName[] {
  const costOf = (alternatives: readonly Alternative[]) =>
    Math.max(...alternatives.map((alternative) => ALTERNATIVE_COST[alternative.kind]));
  const spell = (alternatives: readonly Alternative[], begun: boolean) => ({
    key: nameKey(alternatives.flatMap(({ tokens }) => tokens)),
    begun,
    cost: costOf(alternatives),
  });
  const first = units.map((unit) => unit.alternatives[0]!);
  const names: SpelledName[] = [];
  if (first.length > 0 && !first.some((alternative) => alternative.prefix)) names.push(spell(first, false));
  const before = first.slice(0, -1);
  const begun = units.at(-1)?.alternatives.find(({ prefix, tokens }) => prefix && tokens.length === 1);
  const typing = begun && begun.tokens[0]!.length >= SHORTEST_BEGUN && !CONNECTING_WORDS.has(begun.tokens[0]!);
  if (typing && before.length > 0 && !before.some((alternative) => alternative.prefix)) {
    names.push(spell([...before, begun], true));
  }
  return names;
}

/** Whether a name key is a name the query spells: the same, or, begun, the same with its last word completed. */
export function spells(key: string, name: SpelledName): boolean {
  return name.begun ? key.startsWith(name.key) && !key.includes(' ', name.key.length) : key === name.key;
}
