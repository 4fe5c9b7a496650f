/** One restaurant's menu as a plan's candidates: a few dozen items, counted and ranked in hand (`search/rank.ts`). */
import type { QueryUnit } from '../../search/units.ts';
import type { UnitSet } from '../../search/unit-sets.ts';
import type { Filters } from '../../search/fields.ts';
import type { SearchPlan } from '../../search/plan.ts';
import { countInHand, itemInHand, rankInHand, type DocumentInHand, type RankedHit } from '../../search/rank.ts';
import type { SearchRequest } from '../../search/request.ts';
import { filterKey } from '../../index/filter-tokens.ts';
import type { Connection } from '../connection.ts';
import type { CandidateSource, Kept, Ranked } from './candidates.ts';

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
  return connection.statements.itemsInRange
    .all(restaurant.first_item, restaurant.last_item)
    .map((item) => itemInHand(item.rowid, item.name, item.description));
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

  /** Dishes of this menu whose name holds the phrase (their first tier is the name's words). */
  namesWith(phrase: readonly string[], atMost: number, begun = false): number {
    let found = 0;
    for (const { tiers } of this.documents) {
      const name = tiers[0];
      if (name === undefined || 'oneOf' in name || 'nameKey' in name) continue;
      const last = phrase.length - 1;
      const at = (start: number) =>
        phrase.every((word, offset) =>
          begun && offset === last ? name[start + offset]?.startsWith(word) : name[start + offset] === word,
        );
      if (name.some((_, start) => at(start))) found += 1;
      if (found >= atMost) break;
    }
    return found;
  }

  rankedPage({ sets, page: { limit, offset } }: SearchPlan): Ranked {
    const hits = rankInHand(sets, this.documents);
    return { page: hits.slice(offset, offset + limit), total: hits.length, totalIsExact: true };
  }

  /** The menu is already narrowed to the place the request names (`menuDocuments`). */
  allMatches(sets: readonly UnitSet[]): Uint32Array {
    return Uint32Array.from(rankInHand(sets, this.documents), (hit) => hit.rowid).sort();
  }

  /** An item names what was asked when its name holds every unit (its first tier). */
  namingAmong(units: readonly QueryUnit[], _narrowing: Filters, need: number, keep: Kept): number[] {
    return rankInHand([{ units: [...units], matches: 1 }], this.documents)
      .filter((hit) => hit.tier === 0 && keep.has(hit.rowid))
      .map((hit) => hit.rowid)
      .sort((a, b) => a - b)
      .slice(0, need);
  }

  rankedAmong(sets: readonly UnitSet[], _narrowing: Filters, need: number, keep: Kept): RankedHit[] {
    return rankInHand(sets, this.documents)
      .filter((hit) => keep.has(hit.rowid))
      .slice(0, need);
  }
}
