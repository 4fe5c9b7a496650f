/**
 * The order of dish prices' places (`dish-prices.ts`): by any of a row's figures or by the place itself (state, then
 * city), either way, ties by state, then city, so pages never overlap. Each place's key and its position in that alphabetical order are packed into one float
 * (`packed-key.ts`), so one numeric sort orders them: a comparator over a broad dish's every city took longer than
 * summing its prices (docs/scale.md).
 */
import { US_STATES } from '../../rules/us-states.ts';
import type { DishPricesRequest } from '../catalog/catalog.ts';
import { packKey, positionOf } from '../catalog/query/packed-key.ts';
import { MOST_SORT_KEY } from '../index/catalog-limits.ts';
import type { Attributes } from '../index/attributes.ts';
import type { PlacePrices } from './place-prices.ts';

type Places = Attributes['cities'];

/** The places `prices` kept, by index, in the order asked for. */
export function orderPlaces(
  prices: Pick<PlacePrices, 'places' | 'sortValue'>,
  { groupBy, sort, order }: Pick<DishPricesRequest, 'groupBy' | 'sort' | 'order'>,
  cities: Places,
): Uint32Array {
  const { rankOf, placeAt } = alphabetical(groupBy === 'city' ? cities : STATES);
  const keys = new Float64Array(prices.places.length);
  prices.places.forEach((place, at) => {
    const rank = rankOf[place]!;
    // By place, Z first: the alphabetical rank itself is the key, turned round.
    const value = sort === 'place' ? (order === 'asc' ? 0 : placeAt.length - rank) : prices.sortValue(place, sort);
    keys[at] = packKey(order === 'asc' || sort === 'place' ? value : MOST_SORT_KEY - value, rank);
  });
  keys.sort();
  // A loop rather than Uint32Array.from(keys, …), which boxed each of a broad dish's 15,000 keys on the way.
  const ordered = new Uint32Array(keys.length);
  for (let at = 0; at < keys.length; at += 1) ordered[at] = placeAt[positionOf(keys[at]!)]!;
  return ordered;
}

/** The states as places, by their index in US_STATES. */
const STATES: Places = US_STATES.map(([state]) => ({ state, city: '' }));

/** Each list of places in the order of their state's code, then their city's name (then their index); kept per list. */
const alphabeticalOrders = new WeakMap<Places, { rankOf: Uint32Array; placeAt: Uint32Array }>();

function alphabetical(places: Places) {
  let orders = alphabeticalOrders.get(places);
  if (!orders) {
    const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const placeAt = Uint32Array.from(places.keys()).sort(
      (a, b) => text(places[a]!.state, places[b]!.state) || text(places[a]!.city, places[b]!.city) || a - b,
    );
    const rankOf = new Uint32Array(places.length);
    placeAt.forEach((place, rank) => (rankOf[place] = rank));
    alphabeticalOrders.set(places, (orders = { rankOf, placeAt }));
  }
  return orders;
}
