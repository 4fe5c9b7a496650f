/**
 * The cuisine catalog: how common each cuisine is nationally, where it is over- or under-represented, and which
 * menu, hours and naming conventions it follows. Shares are rough US restaurant-count percentages.
 */
import { COASTAL_STATES, REGION_OF_STATE } from './place-tables.ts';
import type { Cuisine } from './cuisine-type.ts';
import type { Place } from './places.ts';
import { CUISINES } from './cuisine-table.ts';
import { WeightedTable } from './random.ts';
import type { CuisineInfo, CuisineKind, PriceRange } from '../index/source.ts';
import { DISH_SLUGS, FORMAT_SLUGS } from './cuisine-kinds.ts';

export const CUISINE_BY_SLUG: ReadonlyMap<string, Cuisine> = new Map(CUISINES.map((x) => [x.slug, x]));

/** Every slug a restaurant can carry, with its label; parents and extras all exist in the catalog. */
export function cuisineInfos(): CuisineInfo[] {
  return CUISINES.map((x) => ({ slug: x.slug, label: x.label, ...cuisineFamily(x.slug) }));
}

/**
 * Where a slug sits in the taxonomy: its most specific parent and its kind. An imported slug outside the table
 * ("pan-asian") has no parent and is taken as a cuisine.
 */
export function cuisineFamily(slug: string): { parent: string | null; kind: CuisineKind } {
  const kind = DISH_SLUGS.has(slug) ? 'dish' : FORMAT_SLUGS.has(slug) ? 'format' : 'cuisine';
  return { parent: CUISINE_BY_SLUG.get(slug)?.parents[0] ?? null, kind };
}

function localMultiplier(cuisine: Cuisine, place: Place): number {
  const where = cuisine.where;
  if (!where) return 1;
  const region = REGION_OF_STATE[place.state];
  const coastal = COASTAL_STATES.has(place.state);
  return (
    (where.states?.[place.state] ?? 1) *
    (region ? (where.regions?.[region] ?? 1) : 1) *
    (coastal ? (where.coastal ?? 1) : (where.inland ?? 1)) *
    (where.tiers?.[place.tier] ?? 1)
  );
}

const tableCache = new Map<string, WeightedTable<Cuisine>>();

/** The cuisine mix of a place: depends only on its state and size tier, so tables are shared and cached. */
export function cuisineTableFor(place: Place): WeightedTable<Cuisine> {
  const key = `${place.state}|${place.tier}`;
  let table = tableCache.get(key);
  if (!table) {
    table = new WeightedTable(CUISINES.map((x) => [x, x.share * localMultiplier(x, place)] as const));
    tableCache.set(key, table);
  }
  return table;
}

export const PRICE_RANGES: readonly PriceRange[] = ['$', '$$', '$$$', '$$$$'];
