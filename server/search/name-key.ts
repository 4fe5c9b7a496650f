/**
 * A restaurant's name as one key, the same whether the catalog reads it from a name or a search from a query: its
 * words without connecting words, so "The El Jalisco Tex-Mex" and "el jalisco tex mex" are one name, and "El
 * Jalisco Tex-Mex Café" another. The builder writes each restaurant's key (`index/text-index.ts`); the restaurant
 * search's exact-name tier looks up the names a query spells (`spelled-names.ts`).
 */
import { CONNECTING_WORDS } from './connecting-words.ts';

export function nameKey(tokens: readonly string[]): string {
  return tokens.filter((token) => !CONNECTING_WORDS.has(token)).join(' ');
}
