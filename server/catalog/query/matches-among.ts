/**
 * A discovery search's word matches narrowed to the restaurants that its place, cuisines or map area allow
 * (`browse-lists.ts`), when those restaurants are far fewer than the matches. The index narrows the matches by a
 * state, a city and one cuisine itself, but not by a `near` circle, a `within` box or several cuisines: a nationwide
 * dish within 5 km otherwise tested every one of its matches across the country, and the more restaurants a catalog
 * held, the longer that took (docs/scale.md). Each allowed restaurant's matches are found by a binary search among
 * the matches instead. A match of a restaurant left out fails a condition that no facet counts, so the hits, the
 * facet counts and the totals are the same either way.
 */
import type { FacetName, SearchIndexName } from '../../search/fields.ts';
import type { Attributes } from '../../index/attributes.ts';
import type { BrowseLists } from './browse-lists.ts';
import type { Conditions } from './conditions.ts';
import { firstAtLeast } from './rowids.ts';

/** `matches` narrowed to the restaurants the conditions allow, or `matches` itself when that would not pay. */
export function matchesAmong(
  browseLists: Pick<BrowseLists, 'candidates'>,
  conditions: Conditions,
  { index, facets }: { index: SearchIndexName; facets: readonly FacetName[] },
  matches: Uint32Array,
  firstItem: Attributes['firstItem'],
): Uint32Array {
  // Each restaurant costs a binary search among the matches: worth it while there are fewer restaurants than matches
  // by about as many steps as a search takes.
  const atMost = matches.length / Math.log2(matches.length + 2);
  const restaurants = browseLists.candidates(conditions, facets, atMost);
  if (!restaurants) return matches;
  return index === 'restaurants' ? restaurantsAmong(matches, restaurants) : itemsAmong(matches, restaurants, firstItem);
}

/** The restaurants in both ascending lists, ascending. */
function restaurantsAmong(matches: Uint32Array, restaurants: Uint32Array): Uint32Array {
  const kept = new Uint32Array(Math.min(matches.length, restaurants.length));
  let count = 0;
  let at = 0;
  for (let i = 0; i < restaurants.length && at < matches.length; i += 1) {
    const r = restaurants[i]!;
    at = firstAtLeast(matches, r, at);
    if (matches[at] === r) kept[count++] = r;
  }
  return kept.subarray(0, count);
}

/** The matching items of the restaurants (ascending), in rowid order: each restaurant's run of them, in turn. */
function itemsAmong(matches: Uint32Array, restaurants: Uint32Array, firstItem: Uint32Array): Uint32Array {
  const starts = new Uint32Array(restaurants.length);
  const ends = new Uint32Array(restaurants.length);
  let total = 0;
  let at = 0;
  for (let i = 0; i < restaurants.length; i += 1) {
    const r = restaurants[i]!;
    starts[i] = at = firstAtLeast(matches, firstItem[r]!, at);
    ends[i] = at = firstAtLeast(matches, firstItem[r + 1]!, at);
    total += ends[i]! - starts[i]!;
  }
  const kept = new Uint32Array(total);
  let count = 0;
  for (let i = 0; i < restaurants.length; i += 1) {
    kept.set(matches.subarray(starts[i]!, ends[i]!), count);
    count += ends[i]! - starts[i]!;
  }
  return kept;
}
