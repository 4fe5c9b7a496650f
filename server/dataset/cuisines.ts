/**
 * The cuisine catalog: how common each cuisine is nationally, where it is over- or under-represented, and which
 * menu, hours and naming conventions it follows. Shares are rough US restaurant-count percentages.
 */
import { COASTAL_STATES, REGION_OF_STATE } from './place-tables.ts';
import type { Cuisine } from './cuisine-type.ts';
import type { Place } from './places.ts';
import { CUISINES } from './cuisine-table.ts';
import { WeightedTable } from './random.ts';
import { regionalFactor } from './regional.ts';
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

/**
 * A cuisine's weight here relative to its national share: the population reference's regional factor
 * (`regional.ts`; 1 for cuisines it does not drive) times the table's state, region, coast and size rules.
 */
function localMultiplier(cuisine: Cuisine, place: Place): number {
  const regional = regionalFactor(cuisine.slug, place.state, place.metro);
  const where = cuisine.where;
  if (!where) return regional;
  const region = REGION_OF_STATE[place.state];
  const coastal = COASTAL_STATES.has(place.state);
  return (
    regional *
    (where.states?.[place.state] ?? 1) *
    (region ? (where.regions?.[region] ?? 1) : 1) *
    (coastal ? (where.coastal ?? 1) : (where.inland ?? 1)) *
    (where.tiers?.[place.tier] ?? 1)
  );
}

const tableCache = new Map<string, WeightedTable<Cuisine>>();

/** The cuisine mix of a place: depends only on its state or metro and size tier, so tables are shared and cached. */
export function cuisineTableFor(place: Place): WeightedTable<Cuisine> {
  const key = `${place.metro?.place ?? place.state}|${place.tier}`;
  let table = tableCache.get(key);
  if (!table) {
    table = new WeightedTable(CUISINES.map((x) => [x, x.share * localMultiplier(x, place)] as const));
    tableCache.set(key, table);
  }
  return table;
}

export const PRICE_RANGES: readonly PriceRange[] = ['$', '$$', '$$$', '$$$$'];

/** Kept apart from their parent when cuisines are grouped: Cajun and Creole is Louisiana's own, not generic Southern;
 * Cuban is Miami's, apart from the other Latin American cuisines. */
const OWN_GROUPS: ReadonlySet<string> = new Set(['cajun', 'cuban']);

/**
 * The broad cuisine a slug counts toward when a place's mix is summarised, as a listing site's top categories would
 * count it: its first ancestor that is a cuisine (ramen → japanese, pho → vietnamese), then that cuisine's root
 * (szechuan → chinese, tex-mex → mexican); a dish or format without one keeps its own root (coffee → cafe).
 */
export function cuisineGroup(slug: string): string {
  const lineage = [slug, ...(CUISINE_BY_SLUG.get(slug)?.parents ?? [])];
  let current = lineage.find((x) => cuisineFamily(x).kind === 'cuisine') ?? slug;
  for (;;) {
    const parent = CUISINE_BY_SLUG.get(current)?.parents[0];
    if (!parent || OWN_GROUPS.has(current)) return current;
    current = parent;
  }
}

/** A place's independent-restaurant mix by cuisine group, as shares summing to 1, commonest first. */
export function cuisineMix(place: Place): Array<[group: string, share: number]> {
  const byGroup = new Map<string, number>();
  let total = 0;
  for (const cuisine of CUISINES) {
    const weight = cuisine.share * localMultiplier(cuisine, place);
    const group = cuisineGroup(cuisine.slug);
    byGroup.set(group, (byGroup.get(group) ?? 0) + weight);
    total += weight;
  }
  return [...byGroup].map(([group, w]): [string, number] => [group, w / total]).sort((a, b) => b[1] - a[1]);
}
