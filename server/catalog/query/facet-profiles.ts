/**
 * Restaurants by what their facets say of them, for counting a broad search's facets (`facets.ts`) in few passes.
 *
 * A restaurant's profile is its set of cuisines, price tier and rating together: a catalog has few distinct ones
 * (thousands, against hundreds of thousands of restaurants), so the restaurants that pass are counted once by profile
 * and the counts then handed to the cuisine, price and rating facets profile by profile. One read and one count per
 * restaurant replaces three, and a loop over each restaurant's cuisines, whose length the processor could not foresee.
 * A city lies in one state, so a state's count is the sum of its cities' when both are counted.
 */
import { US_STATES } from '../../../rules/us-states.ts';
import type { Attributes } from '../../index/attributes.ts';

/** A leading part below 5 × 2^16, times 257^4, is below 2^53: up to four cuisines keep a key exact. */
const MOST_CUISINES_IN_A_NUMBER = 4;

export class FacetProfiles {
  /** Per restaurant, its profile. */
  readonly of: Uint32Array;
  /** Per profile, its price tier and rating ×10. */
  readonly tier: Uint8Array;
  readonly rating10: Uint8Array;
  /** Per profile, its cuisines: cuisineOf[cuisineStart[p] .. cuisineStart[p + 1]). */
  readonly cuisineStart: Uint32Array;
  readonly cuisineOf: Uint8Array;
  /** Per city, its state (an index into US_STATES); null when some city's restaurants lie in several states. */
  readonly stateOfCity: Uint8Array | null;

  constructor(attributes: Attributes) {
    const { restaurants, cuisineStart, cuisineOf, priceTier, rating10 } = attributes;
    this.of = new Uint32Array(restaurants + 1);
    // Keyed by a number while a restaurant's cuisines fit one exactly, else by text: a text per restaurant took
    // 270 ms at scale 5. The number is how many cuisines, the tier and the rating, then each cuisine as a digit of
    // base 257 (1 to 256): no two profiles share one, as the leading part says how many digits follow.
    const ids = new Map<number | string, number>();
    const tiers: number[] = [];
    const ratings: number[] = [];
    const cuisines: number[][] = [];
    for (let r = 1; r <= restaurants; r += 1) {
      const from = cuisineStart[r]!;
      const to = cuisineStart[r + 1]!;
      let key: number | string = ((to - from) * 256 + priceTier[r]!) * 256 + rating10[r]!;
      if (to - from <= MOST_CUISINES_IN_A_NUMBER)
        for (let c = from; c < to; c += 1) key = key * 257 + cuisineOf[c]! + 1;
      else key = `${key} ${cuisineOf.subarray(from, to).join(' ')}`;
      let id = ids.get(key);
      if (id === undefined) {
        ids.set(key, (id = tiers.length));
        tiers.push(priceTier[r]!);
        ratings.push(rating10[r]!);
        cuisines.push(Array.from(cuisineOf.subarray(from, to)));
      }
      this.of[r] = id;
    }
    this.tier = Uint8Array.from(tiers);
    this.rating10 = Uint8Array.from(ratings);
    this.cuisineStart = new Uint32Array(cuisines.length + 1);
    for (const [p, own] of cuisines.entries()) this.cuisineStart[p + 1] = this.cuisineStart[p]! + own.length;
    this.cuisineOf = Uint8Array.from(cuisines.flat());
    this.stateOfCity = statesOfCities(attributes);
  }

  get count(): number {
    return this.tier.length;
  }
}

/** Each city's state, as its restaurants have it; null when two of a city's restaurants disagree. */
function statesOfCities({ restaurants, city, state, cities }: Attributes): Uint8Array | null {
  const UNSEEN = 255;
  if (US_STATES.length >= UNSEEN) return null;
  const stateOf = new Uint8Array(cities.length).fill(UNSEEN);
  for (let r = 1; r <= restaurants; r += 1) {
    const c = city[r]!;
    if (stateOf[c] === UNSEEN) stateOf[c] = state[r]!;
    else if (stateOf[c] !== state[r]) return null;
  }
  return stateOf;
}

const built = new WeakMap<Attributes, FacetProfiles>();

/** The profiles of a catalog's restaurants, worked out on first need (tens of ms at scale 5) and kept. */
export function facetProfilesOf(attributes: Attributes): FacetProfiles {
  let profiles = built.get(attributes);
  if (!profiles) built.set(attributes, (profiles = new FacetProfiles(attributes)));
  return profiles;
}
