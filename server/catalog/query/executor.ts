/**
 * The executor: runs a search plan over the catalog. Candidates come from the full-text index (walked in ranking
 * order by `fts-candidates.ts`) or, within one restaurant, from its menu ranked in hand (`menu-candidates.ts`); then
 * the page is cut and its rows are read and shaped as hits.
 */
import type { FacetName, Filters, SearchIndexName } from '../../search/fields.ts';
import type { SearchPlan } from '../../search/plan.ts';
import { namesMatchingMost, type RankedHit } from '../../search/rank.ts';
import type { SearchRequest } from '../../search/request.ts';
import { isOpenAt } from '../../../rules/open-hours.ts';
import type { SearchHits, SearchResult } from '../catalog.ts';
import type { CandidateSource, Kept } from './candidates.ts';
import { discover } from './discovery.ts';
import { sortHits } from './order.ts';
import type { Scratch } from './scratch.ts';
import type { Connection } from '../connection.ts';
import { holds } from './rowids.ts';
import type { ItemHit, RestaurantHit } from '../records.ts';
import { inOrder, toItemHit, toRestaurant } from '../rows.ts';
import { MATCHED_DISHES } from '../../../rules/limits.ts';
import { dietaryBits } from '../../../rules/dietary.ts';
import { isMealSection } from '../../index/meal-sections.ts';

/**
 * What a page of hits adds to its rows: whether each is open now, how far it is from `near`, and (a restaurant search
 * with a dietary filter) the tags, as bits, of the meals it shows.
 */
interface HitContext {
  now: number;
  distanceM?: (restaurant: number) => number;
  dietary?: number;
}

/** A restaurant's meals carrying every tag in `bits`, by name, in menu order (`index/meal-sections.ts`). */
function taggedMeals(connection: Connection, row: { first_item: number; last_item: number }, bits: number): string[] {
  // A menu's items share a few section titles: each title is read once.
  const meals = new Map<string, boolean>();
  const isMeals = (title: string) => meals.get(title) ?? meals.set(title, isMealSection(title)).get(title)!;
  return connection.statements.dishesWithSections
    .all(row.first_item, row.last_item)
    .filter((dish) => (dish.dietary & bits) === bits && isMeals(dish.title))
    .map((dish) => dish.name);
}

function restaurantHits(connection: Connection, page: readonly RankedHit[], context: HitContext): RestaurantHit[] {
  const { statements, searchers } = connection;
  const rowids = page.map((hit) => hit.rowid);
  const rows = inOrder(rowids, statements.restaurantsByRowids.all(JSON.stringify(rowids)));
  const at = new Date(context.now);
  return rows.map((row, index) => {
    const hit = page[index]!;
    const byDish = hit.tier >= searchers.restaurants.index.firstDishTier;
    // With a dietary filter, the meals that qualify it: those the words name, or else the first of them.
    const meals = context.dietary === undefined ? null : taggedMeals(connection, row, context.dietary);
    const dishes = meals ?? (byDish ? statements.dishNames.all(row.first_item, row.last_item) : []);
    const matched = namesMatchingMost(hit.units, dishes, MATCHED_DISHES);
    const restaurant = toRestaurant(row);
    return {
      ...restaurant,
      matched_dishes: matched.length === 0 && meals ? [...new Set(meals)].slice(0, MATCHED_DISHES) : matched,
      open_now: restaurant.hours && isOpenAt(restaurant.hours, restaurant.timezone, at),
      ...(context.distanceM && { distance_m: Math.round(context.distanceM(row.rowid)) }),
    };
  });
}

function itemHits(connection: Connection, page: readonly RankedHit[], context: HitContext): ItemHit[] {
  const rowids = page.map((hit) => hit.rowid);
  return inOrder(rowids, connection.statements.itemHitsByRowids.all(JSON.stringify(rowids))).map((row) => ({
    ...toItemHit(row),
    ...(context.distanceM && { distance_m: Math.round(context.distanceM(row.restaurant)) }),
  }));
}

/** Hits are a fair share of the matches when at least one in this many is a hit (see executeDiscovery). */
const FAIR_SHARE = 8;

/** Runs a plan over its candidates: its page of hits, with the total and whether it is exact. */
export function execute<Index extends SearchIndexName>(
  connection: Connection,
  request: SearchRequest<Index>,
  plan: SearchPlan,
  candidates: CandidateSource,
): { hits: SearchHits[Index][]; total: number; totalIsExact: boolean } {
  const { page, total, totalIsExact } = candidates.rankedPage(plan);
  return { hits: shapeHits(connection, request, page, { now: request.now }), total, totalIsExact };
}

function shapeHits<Index extends SearchIndexName>(
  connection: Connection,
  request: SearchRequest<Index>,
  page: readonly RankedHit[],
  context: HitContext,
): SearchHits[Index][] {
  const hits =
    request.index === 'restaurants' ? restaurantHits(connection, page, context) : itemHits(connection, page, context);
  return hits as SearchHits[Index][];
}

/**
 * Runs a discovery search (`discovery.ts`): every match is tested against the filters, the total and facets are
 * exact, and the page is cut from all the hits in the requested order.
 */
export function executeDiscovery<Index extends SearchIndexName>(
  connection: Connection,
  request: SearchRequest<Index>,
  plan: SearchPlan,
  candidates: CandidateSource,
): Omit<SearchResult<SearchHits[Index]>, 'interpretation' | 'processingMs'> {
  const attributes = connection.attributes;
  const units = plan.sets.at(-1)?.units ?? [];
  const narrowing = indexNarrowing(plan.filters, request.facets);
  const matches = plan.sets.length === 0 ? null : candidates.allMatches(plan.sets, narrowing);
  const restaurantId = plan.filters.restaurant_id;
  const restaurant =
    restaurantId === undefined ? null : (connection.statements.restaurantById.get(restaurantId)?.rowid ?? -1);
  const { scratch } = connection;
  const discovered = discover(connection, { ...request, filters: plan.filters }, matches, restaurant);
  const { limit, offset } = request.page;
  const need = offset + limit;
  let ordered: RankedHit[];
  if (request.sort === 'relevance' && plan.sets.length > 0 && matches && discovered.hits.length === matches.length) {
    // Nothing was filtered out: the ranking of the words alone is the order.
    ordered = candidates.rankedPage({ ...plan, filters: narrowing, page: { limit: need, offset: 0 } }).page;
  } else if (request.sort === 'relevance' && plan.sets.length > 0) {
    ordered = keeping(discovered.hits, matches, scratch, (keep) =>
      candidates.rankedAmong(plan.sets, narrowing, need, keep),
    );
  } else if (request.sort === 'rating' && plan.sets.length > 0) {
    // Best first among what names the query: a restaurant that serves the dish before one whose menu spells its
    // words apart ("strawberry" in a crêpe, "salad" in a Cobb), then the rest, each in quality order.
    const naming = keeping(discovered.hits, matches, scratch, (keep) =>
      candidates.namingAmong(plan.sets[0]!.units, narrowing, need, keep),
    );
    ordered = namingFirst(naming, discovered.hits, need).map((rowid) => ({ rowid, tier: Infinity, units }));
  } else {
    ordered = sortHits(attributes, request, discovered, need, scratch).map((rowid) => ({
      rowid,
      tier: Infinity,
      units,
    }));
  }
  const { conditions } = discovered;
  const { dietary } = plan.filters;
  const context: HitContext = {
    now: request.now,
    ...(conditions.near && { distanceM: (restaurant: number) => conditions.distanceM(restaurant) }),
    ...(request.index === 'restaurants' && dietary && { dietary: dietaryBits(dietary) }),
  };
  return {
    hits: shapeHits(connection, request, ordered.slice(offset, need), context),
    total: discovered.hits.length,
    totalIsExact: true,
    ...(discovered.facets && { facets: discovered.facets }),
    ...(discovered.priceStats && { priceStats: discovered.priceStats }),
    ...(discovered.unknownHours !== undefined && { unknownHours: discovered.unknownHours }),
  };
}

/**
 * Runs `read` with a discovery search's hits as the rows it may keep. Ranking walks the matches in ranking order
 * until it has the page. When the hits are a fair share of the matches that walk is short, and a binary search over
 * the hits (in rowid order) answers each test; when they are few it may walk every match, and marking each hit first
 * makes each test one lookup.
 */
function keeping<T>(hits: Uint32Array, matches: Uint32Array | null, scratch: Scratch, read: (keep: Kept) => T): T {
  const marks = hits.length * FAIR_SHARE < (matches?.length ?? 0) ? scratch.marks() : null;
  if (marks) for (const rowid of hits) marks[rowid] = 1;
  const keep: Kept = { rowids: hits, has: marks ? (rowid) => marks[rowid] === 1 : (rowid) => holds(hits, rowid) };
  try {
    return read(keep);
  } finally {
    if (marks) for (const rowid of hits) marks[rowid] = 0;
  }
}

/**
 * The first `need` hits with the `naming` ones first: both in quality order. Fewer naming hits than `need` are all
 * of them (`namingAmong` stops only at the `need`th), so the rest are the other hits.
 */
function namingFirst(naming: readonly number[], hits: Uint32Array, need: number): number[] {
  if (naming.length >= need) return naming.slice(0, need);
  const named = new Set(naming);
  const ordered = [...naming];
  for (let i = 0; i < hits.length && ordered.length < need; i += 1) {
    if (!named.has(hits[i]!)) ordered.push(hits[i]!);
  }
  return ordered;
}

/**
 * The filters the index can apply with the words (as filter tokens), but not those whose facet was asked for: a
 * facet counts the matches its own filter leaves out.
 */
export function indexNarrowing({ state, city, cuisine }: Filters, facets: readonly FacetName[]): Filters {
  return {
    ...(state !== undefined && !facets.includes('state') && { state }),
    ...(city !== undefined && !facets.includes('city') && { city }),
    ...(cuisine !== undefined && !facets.includes('cuisine') && { cuisine }),
  };
}
