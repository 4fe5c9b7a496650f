/**
 * The filter tokens the builder indexes beside a row's words (its state, city and cuisines), and the keys they are
 * made of. The builder writes them and a search asks for them (`fts-query.ts`), so their spelling is one fact.
 */
import { words } from '../search/tokens.ts';

/** A city or cuisine reduced to one token: "St. Louis" and "st louis" are the same city. */
export function filterKey(text: string): string {
  return words(text).join('');
}

/**
 * Filter tokens live in their own column and begin with "z" + a kind letter, so user words never reach them. A
 * city in a state is one token of its own (`zp` + city + state): most big city names recur in other states, and
 * intersecting a big state's dense doclist as well made a city search much dearer (docs/search.md).
 */
export const FILTER_INITIAL = 'z';
export const FILTER_PREFIX = {
  state: `${FILTER_INITIAL}s`,
  city: `${FILTER_INITIAL}c`,
  cityInState: `${FILTER_INITIAL}p`,
  cuisine: `${FILTER_INITIAL}k`,
};

export const filterToken = {
  state: (state: string) => FILTER_PREFIX.state + filterKey(state),
  city: (city: string) => FILTER_PREFIX.city + filterKey(city),
  cityInState: (city: string, state: string) => FILTER_PREFIX.cityInState + filterKey(city) + filterKey(state),
  cuisine: (slug: string) => FILTER_PREFIX.cuisine + filterKey(slug),
};
