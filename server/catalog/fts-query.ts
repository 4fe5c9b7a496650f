/**
 * Turns the analyser's units into safe FTS5 MATCH expressions, and names the filter tokens the builder indexes.
 *
 * The query language is never exposed: every word is quoted, so `"`, `*`, `:`, `(`, `AND`, `NEAR`… are searched
 * as words. Words come from the one tokeniser (`server/search/tokens.ts`), which splits exactly where FTS5's
 * unicode61 tokenizer does, so each quoted word is one token and a quoted group of them is a phrase.
 */
import { ALTERNATIVE_COST, type Alternative, type QueryUnit } from '../search/analyse.ts';
import type { Filters } from '../search/fields.ts';
import type { Lexicon } from '../search/lexicon.ts';
import { words } from '../search/tokens.ts';

/** A city or cuisine reduced to one token: "St. Louis" and "st louis" are the same city. */
export function filterKey(text: string): string {
  return words(text).join('');
}

/**
 * Filter tokens live in their own column and begin with "z" + a kind letter, so user words never reach them. A
 * city in a state is one token of its own (`zp` + city + state): most big city names recur in other states, and
 * intersecting a big state's dense doclist as well made a city search two to three times dearer.
 */
export const FILTER_PREFIX = { state: 'zs', city: 'zc', cityInState: 'zp', cuisine: 'zk' } as const;

export const filterToken = {
  state: (state: string) => FILTER_PREFIX.state + filterKey(state),
  city: (city: string) => FILTER_PREFIX.city + filterKey(city),
  cityInState: (city: string, state: string) => FILTER_PREFIX.cityInState + filterKey(city) + filterKey(state),
  cuisine: (slug: string) => FILTER_PREFIX.cuisine + filterKey(slug),
};

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

const quoted = (tokens: readonly string[]) => `"${tokens.join(' ')}"`;

/**
 * One alternative as FTS5 syntax: a quoted word or phrase, or a word's beginning when it is a prefix. Short
 * prefixes use the prefix index; a longer one becomes an OR of the indexed words it begins.
 */
function alternativeExpression(alternative: Alternative, lexicon: Lexicon, indexedPrefixLength: number): string[] {
  const { tokens } = alternative;
  if (!alternative.prefix || tokens.length > 1) return [quoted(tokens)];
  const last = tokens[0]!;
  if (last.length <= indexedPrefixLength) return [`${quoted(tokens)}*`];
  const expansions = lexicon.expand(last, MAX_EXPANSIONS + 1);
  if (expansions.length > MAX_EXPANSIONS) return [`${quoted(tokens)}*`];
  return expansions.map((term) => quoted([term]));
}

/** A unit as an OR of its alternatives that cost at most `maxCost`, or null when none does. */
export function unitExpression(
  unit: QueryUnit,
  maxCost: number,
  lexicon: Lexicon,
  indexedPrefixLength: number,
): string | null {
  const parts = unit.alternatives
    .filter((alternative) => ALTERNATIVE_COST[alternative.kind] <= maxCost)
    .flatMap((alternative) => alternativeExpression(alternative, lexicon, indexedPrefixLength));
  return parts.length === 0 ? null : `(${[...new Set(parts)].join(' OR ')})`;
}

/** Words as a phrase in one column. */
export function phraseExpression(column: string, tokens: readonly string[]): string {
  return `{${column}} : ${quoted(tokens)}`;
}

/** The column that holds a restaurant's address. */
const ADDRESS_COLUMN = 'place';

/**
 * Every unit restricted to `columns`, and every filter token to the filters column. A filler word ("town", "place",
 * "me") describes the search, not the address: it never matches there ("Town 'n' Country", "College Place", ME).
 */
export function matchExpression(
  units: readonly { expression: string; filler: boolean }[],
  columns: readonly string[],
  filters: readonly string[],
): string {
  const scope = (filler: boolean) =>
    `{${(filler ? columns.filter((column) => column !== ADDRESS_COLUMN) : columns).join(' ')}}`;
  return [
    ...units.map(({ expression, filler }) => `${scope(filler)} : ${expression}`),
    ...filters.map((token) => `filters : "${token}"`),
  ].join(' AND ');
}
