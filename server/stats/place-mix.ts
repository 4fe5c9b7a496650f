/**
 * What a place's restaurants are and what its main courses cost, for every city, every state and the nation: the
 * share of its restaurants that belong to a chain of at least CHAIN_MIN_LOCATIONS locations, the shares that are
 * quick and full service (by the cuisine each lists first, rules/service-kind.ts), and the median price of its main
 * courses. Worked out once per connection as the pool warms, from the attributes every connection holds and one
 * read of the main courses' rowids (about 0.4 s at full scale, a scan of the items table on every thread: the
 * builder could keep these figures in place_stats instead), and the nation's figures come from the very same pass as
 * its cities', so they reconcile by construction.
 */
import type Database from 'better-sqlite3';
import { isQuickService } from '../../rules/service-kind.ts';
import { US_STATES } from '../../rules/us-states.ts';
import { NO_PRICE, type Attributes } from '../index/attributes.ts';
import { filterKey } from '../index/filter-tokens.ts';
import { percentile } from '../index/statistics-tables.ts';

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

  /** Each place's median main-course price: the priced mains dealt out by place, each place's run sorted. */
  private medians(into: Int32Array): void {
    const { cities, city, state, restaurantOf, priceCents } = this.attributes;
    const mains = this.db
      .prepare<[], number>("SELECT rowid FROM items WHERE course = 'main' AND price_cents IS NOT NULL ORDER BY rowid")
      .pluck()
      .all();
    const nation = cities.length + US_STATES.length;
    // Each main counts in its city and in its state.
    const starts = new Uint32Array(nation + 1);
    for (const item of mains) {
      starts[city[restaurantOf[item]!]! + 1]! += 1;
      starts[cities.length + state[restaurantOf[item]!]! + 1]! += 1;
    }
    for (let place = 1; place <= nation; place += 1) starts[place]! += starts[place - 1]!;
    const grouped = new Int32Array(starts[nation]!);
    const at = starts.slice();
    for (const item of mains) {
      grouped[at[city[restaurantOf[item]!]!]!++] = priceCents[item]!;
      grouped[at[cities.length + state[restaurantOf[item]!]!]!++] = priceCents[item]!;
    }
    const median = (prices: Int32Array) =>
      prices.length === 0 ? NO_PRICE : Math.round(percentile(prices.sort(), 0.5));
    for (let place = 0; place < nation; place += 1)
      into[place] = median(grouped.subarray(starts[place], starts[place + 1]));
    into[nation] = median(Int32Array.from(mains, (item) => priceCents[item]!));
  }
}
