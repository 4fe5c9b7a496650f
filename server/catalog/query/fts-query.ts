/**
 * Turns the analyser's units and a search's filters into safe FTS5 MATCH expressions. Only searches build these:
 * the builder shares the filter tokens (`filter-tokens.ts`) and the spelling of a word, a prefix and a filter token
 * as parts (`postings-format.ts`, which names its postings by them), so a change here never changes a catalog.
 *
 * The query language is never exposed: every word is quoted, so `"`, `*`, `:`, `(`, `AND`, `NEAR`… are searched
 * as words. Words come from the one tokeniser (`server/search/tokens.ts`), which splits exactly where FTS5's
 * unicode61 tokenizer does, so each quoted word is one token and a quoted group of them is a phrase.
 */
import { ALTERNATIVE_COST, type Alternative, type QueryUnit } from '../../search/units.ts';
import type { Filters } from '../../search/fields.ts';
import type { Lexicon } from '../../search/lexicon.ts';
import { FILTER_INITIAL, filterToken } from '../../index/filter-tokens.ts';
import { matchPart, quoted } from '../../index/postings-format.ts';

/** The filter tokens for a place: a city in a state, a city anywhere, or a whole state. */
function placeFilters(state: string | null | undefined, city: string | null | undefined): string[] {
  if (city && state) return [filterToken.cityInState(city, state)];
  if (city) return [filterToken.city(city)];
  return state ? [filterToken.state(state)] : [];
}

/**
 * The filter tokens of a search's filters, all of which a match must hold. `restaurant_id` has none: a search
 * within one restaurant reads its menu instead of the index.
 */
export function filterTokens(filters: Filters): string[] {
  return [
    ...placeFilters(filters.state, filters.city),
    ...(filters.cuisine === undefined ? [] : [filterToken.cuisine(filters.cuisine)]),
  ];
}

/** More expansions than this and a long prefix is left to FTS5's own (slower, but complete) prefix matching. */
const MAX_EXPANSIONS = 64;

/**
 * One alternative as FTS5 syntax: a quoted word or phrase, or a word's beginning when it is a prefix. Short
 * prefixes use the prefix index; a longer one becomes an OR of the indexed words it begins.
 */
function alternativeExpression(alternative: Alternative, lexicon: Lexicon, indexedPrefixLength: number): string[] {
  const { tokens } = alternative;
  if (!alternative.prefix || tokens.length > 1) return [quoted(tokens)];
  const last = tokens[0]!;
  if (last.length <= indexedPrefixLength) return [matchPart.prefix(last)];
  const expansions = lexicon.expand(last, MAX_EXPANSIONS + 1);
  if (expansions.length > MAX_EXPANSIONS) return [matchPart.prefix(last)];
  return expansions.map(matchPart.word);
}

/** The distinct parts of a unit's alternatives that cost at most `maxCost`, any of which it matches. */
export function unitParts(unit: QueryUnit, maxCost: number, lexicon: Lexicon, indexedPrefixLength: number): string[] {
  const parts = unit.alternatives
    .filter((alternative) => ALTERNATIVE_COST[alternative.kind] <= maxCost)
    .flatMap((alternative) => alternativeExpression(alternative, lexicon, indexedPrefixLength));
  return [...new Set(parts)];
}

/** Parts as one FTS5 expression matching any of them. */
export const anyOf = (parts: readonly string[]) => `(${parts.join(' OR ')})`;

/** Words as a phrase in one column; `begun`, its last word only begun. */
export function phraseExpression(column: string, tokens: readonly string[], begun = false): string {
  return `{${column}} : ${quoted(tokens)}${begun ? ' *' : ''}`;
}

/** A word that begins as every filter token does. */
const MAY_REACH_A_FILTER = new RegExp(`\\b${FILTER_INITIAL}`);

/** The column that holds a restaurant's address. */
const ADDRESS_COLUMN = 'place';

/**
 * Every unit restricted to `columns`, and every filter token to the filters column. A filler word ("town", "place",
 * "me") describes the search, not the address: it never matches there ("Town 'n' Country", "College Place", ME).
 *
 * When `columns` are all of the table's but the filters (`everyColumn`), a unit goes unscoped unless one of its
 * words begins with "z": only such a word could reach a filter token, and without a column filter FTS5 need not read
 * where each word sits in a row, a good part of the time it takes to read a common word's items (docs/search.md).
 */
export function matchExpression(
  units: readonly { expression: string; filler: boolean }[],
  columns: readonly string[],
  filters: readonly string[],
  everyColumn = false,
): string {
  const scoped = (expression: string, filler: boolean) => {
    if (goesUnscoped(expression, filler, everyColumn)) return expression;
    const scope = filler ? columns.filter((column) => column !== ADDRESS_COLUMN) : columns;
    return `{${scope.join(' ')}} : ${expression}`;
  };
  return [...units.map(({ expression, filler }) => scoped(expression, filler)), ...filters.map(matchPart.filter)].join(
    ' AND ',
  );
}

/** Whether `matchExpression` leaves a unit's expression without a column filter (see there). */
export function goesUnscoped(expression: string, filler: boolean, everyColumn: boolean): boolean {
  return everyColumn && !filler && !MAY_REACH_A_FILTER.test(expression);
}
