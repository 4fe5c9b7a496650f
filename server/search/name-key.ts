/**
 * A restaurant's name as one key, the same whether the catalog reads it from a name or a search from a query: its
 * words without connecting words, so "The El Jalisco Tex-Mex" and "el jalisco tex mex" are one name, and "El
 * Jalisco Tex-Mex Café" another. The builder writes each restaurant's key (`index/text-index.ts`); the restaurant
 * search's exact-name tier looks a query's up (`index/schema.ts`).
 */
import { CONNECTING_WORDS } from './connecting-words.ts';
import type { QueryUnit } from './units.ts';

export function nameKey(tokens: readonly string[]): string {
  return tokens.filter((token) => !CONNECTING_WORDS.has(token)).join(' ');
}

/**
 * The name a query's units spell in their first (cheapest) forms, or null when one is only begun: a name being
 * typed is not yet a whole name.
 */
export function unitsNameKey(units: readonly QueryUnit[]): string | null {
  const first = units.map((unit) => unit.alternatives[0]!);
  return first.some((alternative) => alternative.prefix) ? null : nameKey(first.flatMap(({ tokens }) => tokens));
}
