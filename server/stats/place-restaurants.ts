/**
 * Every restaurant of each city and each state, counted once per catalog from the attributes every connection holds:
 * the whole a penetration, a cuisine's share or a chain share is a share of.
 */
import { US_STATES } from '../../rules/us-states.ts';
import type { Attributes } from '../index/attributes.ts';

const placeTotals = new WeakMap<Attributes, { city: Uint32Array; state: Uint32Array }>();

/** Restaurants per city index (`byCity`) or per state index. */
export function restaurantsByPlace(attributes: Attributes, byCity: boolean): Uint32Array {
  let totals = placeTotals.get(attributes);
  if (!totals) {
    totals = { city: new Uint32Array(attributes.cities.length), state: new Uint32Array(US_STATES.length) };
    for (let r = 1; r <= attributes.restaurants; r += 1) {
      totals.city[attributes.city[r]!]! += 1;
      totals.state[attributes.state[r]!]! += 1;
    }
    placeTotals.set(attributes, totals);
  }
  return byCity ? totals.city : totals.state;
}
