/**
 * The executor: runs a search plan over the catalog. Candidates come from the full-text index (walked in ranking
 * order by `fts.ts`) or, within one restaurant, from its menu ranked in hand (`search/rank.ts`); then the page is
 * cut and its rows are read and shaped as hits.
 */
import { filterKey } from './fts-query.ts';
import type { QueryUnit } from '../search/analyse.ts';
import type { SearchIndexName } from '../search/fields.ts';
import type { IndexStatistics, SearchPlan } from '../search/plan.ts';
import { countInHand, namesMatchingMost, rankInHand, type DocumentInHand, type RankedHit } from '../search/rank.ts';
import type { SearchRequest } from '../search/request.ts';
import { words } from '../search/tokens.ts';
import type { SearchHits } from './catalog.ts';
import type { Connection } from './connection.ts';
import type { ItemHit, RestaurantHit } from './records.ts';
import { inOrder, toItemHit, toRestaurant } from './rows.ts';

export interface Ranked {
  /** The requested page, in ranking order. */
  page: RankedHit[];
  total: number;
  totalIsExact: boolean;
}

/** At most this many dish names say why a restaurant matched by its menu. */
const MATCHED_DISHES = 3;

/**
 * The items of the restaurant a plan searches within, as documents to rank in hand (name, then name and
 * description), or none when the restaurant is not in the place the request names.
 */
export function menuDocuments(connection: Connection, request: SearchRequest): DocumentInHand[] {
  const { state, city, restaurant_id: restaurantId } = request.filters;
  const restaurant = restaurantId === undefined ? undefined : connection.statements.restaurantById.get(restaurantId);
  const inPlace =
    restaurant !== undefined &&
    (state === undefined || state.toUpperCase() === restaurant.state) &&
    (city === undefined || filterKey(city) === filterKey(restaurant.city));
  if (!inPlace) return [];
  return connection.statements.itemsInRange.all(restaurant.first_item, restaurant.last_item).map((item) => {
    const name = words(item.name);
    return { rowid: item.rowid, tiers: [name, [...name, ...words(item.description ?? '')]] };
  });
}

/**
 * Where a plan's candidates come from: what the planner may count, and the ranked page the executor cuts. The
 * access path picks one (`search/plan.ts`, AccessPath).
 */
export interface CandidateSource extends IndexStatistics {
  rankedPage(plan: SearchPlan): Ranked;
}

/** One menu's items, counted and ranked in hand. */
export class MenuCandidates implements CandidateSource {
  constructor(private readonly documents: readonly DocumentInHand[]) {}

  count(units: readonly QueryUnit[]) {
    const matches = countInHand(units, this.documents);
    return { matches, total: matches, exact: true };
  }

  /** Within one restaurant no place is recognised, so the dish-name question is never asked. */
  dishNamesWith(): number {
    return 0;
  }

  rankedPage({ sets, page: { limit, offset } }: SearchPlan): Ranked {
    const hits = rankInHand(sets, this.documents);
    return { page: hits.slice(offset, offset + limit), total: hits.length, totalIsExact: true };
  }
}

function restaurantHits(connection: Connection, page: readonly RankedHit[]): RestaurantHit[] {
  const { statements, searchers } = connection;
  const rowids = page.map((hit) => hit.rowid);
  const rows = inOrder(rowids, statements.restaurantsByRowids.all(JSON.stringify(rowids)));
  return rows.map((row, index) => {
    const hit = page[index]!;
    const byDish = hit.tier >= searchers.restaurants.index.firstDishTier;
    const dishes = byDish ? statements.dishNames.all(row.first_item, row.last_item) : [];
    return { ...toRestaurant(row), matched_dishes: namesMatchingMost(hit.units, dishes, MATCHED_DISHES) };
  });
}

function itemHits(connection: Connection, page: readonly RankedHit[]): ItemHit[] {
  const rowids = page.map((hit) => hit.rowid);
  return inOrder(rowids, connection.statements.itemHitsByRowids.all(JSON.stringify(rowids))).map(toItemHit);
}

/** Runs a plan over its candidates: its page of hits, with the total and whether it is exact. */
export function execute<Index extends SearchIndexName>(
  connection: Connection,
  index: Index,
  plan: SearchPlan,
  candidates: CandidateSource,
): { hits: SearchHits[Index][]; total: number; totalIsExact: boolean } {
  const { page, total, totalIsExact } = candidates.rankedPage(plan);
  const hits = index === 'restaurants' ? restaurantHits(connection, page) : itemHits(connection, page);
  return { hits: hits as SearchHits[Index][], total, totalIsExact };
}
