/**
 * What a place's restaurants are and what its main courses cost, for every city, every state and the nation: the
 * share of its restaurants that belong to a chain of at least CHAIN_MIN_LOCATIONS locations, the shares that are
 * quick and full service (by the cuisine each lists first, rules/service-kind.ts), and the median price of its main
 * courses. The counts are worked out once per connection as the pool warms, from the attributes every connection
 * holds, the nation's in the very same pass as its cities', so they reconcile by construction; the medians are the
 * builder's (place_stats and the national row), since working them out here read every item on every thread.
 */
import type Database from 'better-sqlite3';
import { isQuickService } from '../../rules/service-kind.ts';
import { US_STATES } from '../../rules/us-states.ts';
import { NO_PRICE, type Attributes } from '../index/attributes.ts';
import { filterKey } from '../index/filter-tokens.ts';

/** A chain counts towards chain_share from this many locations. */
export const CHAIN_MIN_LOCATIONS = 5;

/** A place's counts: its restaurants, those of big chains, of each kind; its median main course in cents. */
export interface PlaceMixCounts {
  restaurants: number;
  chains: number;
  quick: number;
  full: number;
  mainMedianCents: number | null;
}

/** Counts per place: cities by index, then states by index, then the nation, in one array each. */
interface Tally {
  restaurants: Uint32Array;
  chains: Uint32Array;
  quick: Uint32Array;
  full: Uint32Array;
  /** The median main-course price in cents, NO_PRICE when the place has none. */
  mainMedian: Int32Array;
}

export class PlaceMix {
  private tally: Tally | undefined;
  private readonly cityIndex: Map<string, number>;

  constructor(
    private readonly db: Database.Database,
    private readonly attributes: Attributes,
    /** The nation's median main course in cents, null when no main has a price. */
    private readonly nationalMainMedian: number | null,
  ) {
    this.cityIndex = new Map(attributes.cities.map(({ state, city }, index) => [`${state}/${filterKey(city)}`, index]));
  }

  /** A city's figures (`city` set), a state's, or the nation's (`state` null); undefined for a city not known. */
  of(state: string | null, city: string | null): PlaceMixCounts | undefined {
    const tally = this.get();
    const { cities } = this.attributes;
    let place: number | undefined;
    if (state === null) place = cities.length + US_STATES.length;
    else if (city === null) {
      const index = US_STATES.findIndex(([code]) => code === state.toUpperCase());
      place = index < 0 ? undefined : cities.length + index;
    } else place = this.cityIndex.get(`${state.toUpperCase()}/${filterKey(city)}`);
    if (place === undefined) return undefined;
    const median = tally.mainMedian[place]!;
    return {
      restaurants: tally.restaurants[place]!,
      chains: tally.chains[place]!,
      quick: tally.quick[place]!,
      full: tally.full[place]!,
      mainMedianCents: median === NO_PRICE ? null : median,
    };
  }

  /** Works the figures out now, so that no request waits for them. */
  fill(): void {
    this.get();
  }

  private get(): Tally {
    this.tally ??= this.count();
    return this.tally;
  }

  private count(): Tally {
    const { restaurants, cities, city, state, chain, chains, cuisineStart, cuisineOf, cuisines } = this.attributes;
    const nation = cities.length + US_STATES.length;
    const places = nation + 1;
    const tally: Tally = {
      restaurants: new Uint32Array(places),
      chains: new Uint32Array(places),
      quick: new Uint32Array(places),
      full: new Uint32Array(places),
      mainMedian: new Int32Array(places).fill(NO_PRICE),
    };
    const quickCuisine = cuisines.map(isQuickService);
    const bigChain = chains.map((c) => c.locations >= CHAIN_MIN_LOCATIONS);
    for (let r = 1; r <= restaurants; r += 1) {
      const isChain = chain[r]! > 0 && bigChain[chain[r]! - 1]!;
      // A restaurant listing no cuisine (an import may have one) is of neither kind.
      const first = cuisineStart[r]! < cuisineStart[r + 1]! ? cuisineOf[cuisineStart[r]!]! : -1;
      for (const place of [city[r]!, cities.length + state[r]!, nation]) {
        tally.restaurants[place]! += 1;
        if (isChain) tally.chains[place]! += 1;
        if (first >= 0) tally[quickCuisine[first]! ? 'quick' : 'full'][place]! += 1;
      }
    }
    this.medians(tally.mainMedian);
    return tally;
  }

  /** Each place's median main-course price, as the builder wrote it. */
  private medians(into: Int32Array): void {
    const { cities } = this.attributes;
    const rows = this.db
      .prepare<[], { state: string; city_key: string; median: number | null }>(
        'SELECT state, city_key, main_median_cents AS median FROM place_stats',
      )
      .all();
    for (const { state, city_key, median } of rows) {
      const place =
        city_key === ''
          ? cities.length + US_STATES.findIndex(([code]) => code === state)
          : this.cityIndex.get(`${state}/${city_key}`);
      if (place !== undefined && median !== null) into[place] = median;
    }
    into[cities.length + US_STATES.length] = this.nationalMainMedian ?? NO_PRICE;
  }
}
