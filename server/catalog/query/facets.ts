/**
 * Facet counts of a discovery search (`discovery.ts`): per facet asked for, how many matches have each value,
 * counting a match when it fails no condition but that facet's own (disjunctive facets). The top 20 values by
 * count are returned, ties by value.
 */
import { US_STATES } from '../../../rules/us-states.ts';
import { DIETARY_TAGS } from '../../../rules/dietary.ts';
import { SERVICE_ATTRIBUTES } from '../../../rules/service-attributes.ts';
import type { FacetName, SearchIndexName } from '../../search/fields.ts';
import { NO_RATING, PRICE_TIERS, type Attributes } from '../../index/attributes.ts';
import type { Openness } from './open-flags.ts';
import { TOP_FACET_VALUES } from '../../../rules/limits.ts';
import { facetProfilesOf, type FacetProfiles } from './facet-profiles.ts';

/** The condition bit of each facet's own filter, in a match's mask of failed conditions. */
export const FACET_BIT: Record<FacetName, number> = {
  cuisine: 1,
  price_range: 2,
  city: 4,
  state: 8,
  rating: 16,
  open_now: 32,
  dietary: 64,
  chain: 128,
  attributes: 256,
};

const RATING_BUCKETS = [
  { label: '4.5+', min10: 45 },
  { label: '4+', min10: 40 },
  { label: '3.5+', min10: 35 },
  { label: '3+', min10: 30 },
];

/** Per facet asked for: counts by value index. */
export class FacetCounts {
  /** The condition bits of the facets asked for. */
  readonly bits: number;
  // One array per facet, null when not asked for: `add` runs for every matching restaurant, so it tests fields
  // rather than walking a collection.
  private readonly cuisine: Uint32Array | null;
  private readonly priceRange: Uint32Array | null;
  private readonly city: Uint32Array | null;
  private readonly state: Uint32Array | null;
  private readonly rating: Uint32Array | null;
  private readonly openNow: Uint32Array | null;
  private readonly dietary: Uint32Array | null;
  /** By chain index plus one; index 0 (independents) is no value of the facet. */
  private readonly chain: Uint32Array | null;
  private readonly service: Uint32Array | null;
  /**
   * The restaurants that failed nothing, and how many times each counts, in the order they came: counted towards
   * every facet at the end, one facet at a time (`flush`): a loop per facet over them costs less than counting each
   * towards every facet as it came (docs/search.md, "Facets").
   */
  private readonly passed: Uint32Array;
  private readonly passedTimes: Uint32Array;
  private passedCount = 0;
  private readonly profiles: FacetProfiles;

  constructor(
    private readonly attributes: Attributes,
    /** Who is open at the instant the open_now facet is counted at; null when that facet is not counted. */
    private readonly open: Openness | null,
    readonly facets: readonly FacetName[],
    /** Items count by their own dietary tags (`addItemDietary`), restaurants by those of enough of their items. */
    private readonly index: SearchIndexName,
    /** A facet whose counts are known already (`FacetTotals`): nothing is added to it. */
    private readonly totals: { facet: FacetName; counts: Uint32Array } | undefined,
    /** Room for a restaurant and a count per restaurant (a connection's, `scratch.ts`). */
    [passed, passedTimes]: [Uint32Array, Uint32Array],
  ) {
    const counts = (facet: FacetName, size: number) =>
      facets.includes(facet) && facet !== totals?.facet ? new Uint32Array(size) : null;
    this.cuisine = counts('cuisine', attributes.cuisines.length);
    this.priceRange = counts('price_range', PRICE_TIERS.length);
    this.city = counts('city', attributes.cities.length);
    this.state = counts('state', US_STATES.length);
    // By rating ×10, turned into the buckets at the end: one count per match instead of one per bucket it is in.
    this.rating = counts('rating', NO_RATING + 1);
    this.openNow = counts('open_now', 2);
    this.dietary = counts('dietary', DIETARY_TAGS.length);
    this.chain = counts('chain', attributes.chains.length + 1);
    this.service = counts('attributes', SERVICE_ATTRIBUTES.length);
    this.bits = facets.reduce((bits, facet) => bits | FACET_BIT[facet], 0);
    this.passed = passed;
    this.passedTimes = passedTimes;
    this.profiles = facetProfilesOf(attributes);
  }

  /**
   * Counts restaurant `r` (once per matching row: a restaurant, or each matching item of it) by `mask`: towards
   * every facet when it fails nothing, else towards the one facet whose filter alone it fails. Most matches of a
   * broad search fail one filter (another state, another cuisine), so that case goes straight to its facet.
   */
  add(r: number, mask: number, times: number): void {
    switch (mask) {
      case 0:
        // Each restaurant comes once (its items in one run), so it is listed once.
        this.passed[this.passedCount] = r;
        this.passedTimes[this.passedCount++] = times;
        return;
      case FACET_BIT.cuisine:
        return this.addCuisine(r, times);
      case FACET_BIT.price_range:
        return this.addPriceRange(r, times);
      case FACET_BIT.city:
        return this.addCity(r, times);
      case FACET_BIT.state:
        return this.addState(r, times);
      case FACET_BIT.rating:
        return this.addRating(r, times);
      case FACET_BIT.open_now:
        return this.addOpenNow(r, times);
      case FACET_BIT.dietary:
        return this.addRestaurantDietary(r, times);
      case FACET_BIT.chain:
        return this.addChain(r, times);
      case FACET_BIT.attributes:
        return this.addService(r, times);
    }
  }

  /**
   * Counts items that fail nothing, in rowid order, each by its restaurant: an entry per run of one restaurant's
   * items, for the end (`flush`). `room`: a number per item, to write their restaurants in. A search counts this
   * way or by `add`, not both: the list holds one entry per restaurant.
   */
  addItems(items: Uint32Array, room: Uint32Array): void {
    const restaurants = room.subarray(0, items.length);
    restaurantsOf(this.attributes.restaurantOf, items, restaurants);
    this.passedCount = listRuns(restaurants, this.passed, this.passedTimes, this.passedCount);
  }

  private addCuisine(r: number, times: number): void {
    const { cuisineStart, cuisineOf } = this.attributes;
    if (this.cuisine)
      for (let i = cuisineStart[r]!; i < cuisineStart[r + 1]!; i += 1) this.cuisine[cuisineOf[i]!]! += times;
  }

  private addPriceRange(r: number, times: number): void {
    const tier = this.attributes.priceTier[r]!;
    if (this.priceRange && tier !== 0) this.priceRange[tier]! += times;
  }

  private addCity(r: number, times: number): void {
    if (this.city) this.city[this.attributes.city[r]!]! += times;
  }

  private addState(r: number, times: number): void {
    if (this.state) this.state[this.attributes.state[r]!]! += times;
  }

  private addRating(r: number, times: number): void {
    if (this.rating) this.rating[this.attributes.rating10[r]!]! += times;
  }

  private addOpenNow(r: number, times: number): void {
    if (this.openNow) this.openNow[this.open!.openness(r)]! += times;
  }

  private addChain(r: number, times: number): void {
    if (this.chain) this.chain[this.attributes.chain[r]!]! += times;
  }

  /** A restaurant counts towards each attribute it has for sure. */
  private addService(r: number, times: number): void {
    const bits = this.attributes.service[r]!;
    if (this.service)
      for (let bit = 0; bit < SERVICE_ATTRIBUTES.length; bit += 1) if ((bits >> bit) & 1) this.service[bit]! += times;
  }

  /** A restaurant counts by the tags enough of its items carry; an item search counts items by their own. */
  private addRestaurantDietary(r: number, times: number): void {
    if (this.dietary && this.index === 'restaurants') this.addDietary(this.attributes.restaurantDietary[r]!, times);
  }

  /** Counts an item that fails nothing but, perhaps, the dietary filter, by its own tags. */
  addItemDietary(item: number): void {
    if (this.dietary) this.addDietary(this.attributes.dietary[item]!, 1);
  }

  private addDietary(bits: number, times: number): void {
    for (let tag = 0; tag < DIETARY_TAGS.length; tag += 1) if ((bits >> tag) & 1) this.dietary![tag]! += times;
  }

  /**
   * Counts the restaurants that failed nothing towards every facet: in one pass by profile (`facet-profiles.ts`) and
   * whether each is open, for the cuisine, price, rating and open-now facets, and in one by city, whose counts make
   * the states' too. The passes are written out rather than calling the add methods above: calling them cost a broad
   * search a measurable share of its time (docs/search.md, "Facets").
   */
  private flush(): void {
    const { passed, passedTimes, passedCount: count, city, state, rating, priceRange, cuisine, openNow } = this;
    if (count === 0) return;
    const a = this.attributes;
    if (cuisine || priceRange || rating || openNow) this.flushByProfile();
    const { stateOfCity } = this.profiles;
    // Only what this pass adds to the cities is theirs to add to the states: `add` may have counted others already.
    const before = city && state && stateOfCity ? city.slice() : null;
    if (city) for (let i = 0; i < count; i += 1) city[a.city[passed[i]!]!]! += passedTimes[i]!;
    if (before) {
      for (let c = 0; c < city!.length; c += 1) {
        const added = city![c]! - before[c]!;
        if (added !== 0) state![stateOfCity![c]!]! += added;
      }
    } else if (state) for (let i = 0; i < count; i += 1) state[a.state[passed[i]!]!]! += passedTimes[i]!;
    if (this.dietary) for (let i = 0; i < count; i += 1) this.addRestaurantDietary(passed[i]!, passedTimes[i]!);
    if (this.chain) for (let i = 0; i < count; i += 1) this.addChain(passed[i]!, passedTimes[i]!);
    if (this.service) for (let i = 0; i < count; i += 1) this.addService(passed[i]!, passedTimes[i]!);
    this.passedCount = 0;
  }

  private flushByProfile(): void {
    const { passed, passedTimes, passedCount: count, rating, priceRange, cuisine, openNow, profiles } = this;
    const profileOf = profiles.of;
    // Two counts per profile: its restaurants closed (or not asked about), then open.
    const byProfile = new Uint32Array(2 * profiles.count);
    if (openNow) {
      const open = this.open!;
      for (let i = 0; i < count; i += 1) {
        const r = passed[i]!;
        byProfile[2 * profileOf[r]! + open.openness(r)]! += passedTimes[i]!;
      }
    } else for (let i = 0; i < count; i += 1) byProfile[2 * profileOf[passed[i]!]!]! += passedTimes[i]!;
    for (let p = 0; p < profiles.count; p += 1) {
      const closed = byProfile[2 * p]!;
      const opened = byProfile[2 * p + 1]!;
      const both = closed + opened;
      if (both === 0) continue;
      if (priceRange) priceRange[profiles.tier[p]!]! += both;
      if (rating) rating[profiles.rating10[p]!]! += both;
      if (cuisine) {
        for (let c = profiles.cuisineStart[p]!; c < profiles.cuisineStart[p + 1]!; c += 1)
          cuisine[profiles.cuisineOf[c]!]! += both;
      }
      if (openNow) {
        openNow[0]! += closed;
        openNow[1]! += opened;
      }
    }
    if (priceRange) priceRange[0] = 0; // tier 0 is "not known", no value of the facet
  }

  /** A facet's counts by value index (ratings by rating ×10), or null when it is not counted here. */
  counted(facet: FacetName): Uint32Array | null {
    this.flush();
    if (facet === this.totals?.facet) return this.totals.counts;
    const arrays: Record<FacetName, Uint32Array | null> = {
      cuisine: this.cuisine,
      price_range: this.priceRange,
      city: this.city,
      state: this.state,
      rating: this.rating,
      open_now: this.openNow,
      dietary: this.dietary,
      chain: this.chain,
      attributes: this.service,
    };
    return arrays[facet];
  }

  /**
   * The top values of each facet by count, ties by value, in the order the facets were asked for. A chain's value is
   * its id, with its name as the label.
   */
  result(): Record<string, FacetValue[]> {
    const a = this.attributes;
    const labels: Record<FacetName, (index: number) => string> = {
      cuisine: (index) => a.cuisines[index]!,
      price_range: (index) => PRICE_TIERS[index]!,
      city: (index) => `${a.cities[index]!.city}, ${a.cities[index]!.state}`,
      state: (index) => US_STATES[index]![0],
      rating: (index) => RATING_BUCKETS[index]!.label,
      open_now: (index) => (index === 1 ? 'true' : 'false'),
      dietary: (index) => DIETARY_TAGS[index]!,
      chain: (index) => a.chains[index - 1]!.id,
      attributes: (index) => SERVICE_ATTRIBUTES[index]!,
    };
    return Object.fromEntries(
      this.facets.map((facet) => {
        const counts = this.counted(facet)!;
        // Independents are no chain: the facet lists chains alone.
        if (facet === 'chain') counts[0] = 0;
        const values = topValues(facet === 'rating' ? ratingBuckets(counts) : counts, labels[facet]);
        if (facet === 'chain') for (const value of values) value.label = this.chainNames().get(value.value);
        return [facet, values];
      }),
    );
  }

  private chainNames(): Map<string, string> {
    return chainNamesOf(this.attributes);
  }
}

/** A facet's value and how many matches have it; a chain's carries its name as the label. */
export interface FacetValue {
  value: string;
  count: number;
  label?: string;
}

const chainNames = new WeakMap<Attributes, Map<string, string>>();

/** The catalog's chain names by id, made once per attributes. */
function chainNamesOf(attributes: Attributes): Map<string, string> {
  let names = chainNames.get(attributes);
  if (!names) chainNames.set(attributes, (names = new Map(attributes.chains.map(({ id, name }) => [id, name]))));
  return names;
}

/**
 * Each item's restaurant, into `restaurants`. Read in a pass of their own: the reads are independent, so the
 * processor overlaps their cache misses, which it could not while each result decided where the next write went.
 */
function restaurantsOf(restaurantOf: Uint32Array, items: Uint32Array, restaurants: Uint32Array): void {
  for (let i = 0; i < items.length; i += 1) restaurants[i] = restaurantOf[items[i]!]!;
}

/**
 * Lists each run of one restaurant among `restaurants` (ascending) from entry `from` on: the restaurant in `runs`,
 * its length in `times`. Says how many entries are listed in all. Where a run ends is found without a branch: over a
 * broad word's items a test of it goes the unexpected way too often. Its loop is its last code: V8 compiles such
 * a loop on the fly, and code after it would throw that compiled code away at the loop's end, every call
 * (`docs/toolchain.md`).
 */
function listRuns(restaurants: Uint32Array, runs: Uint32Array, times: Uint32Array, from: number): number {
  let listed = from;
  let previous = -1;
  for (let i = 0; i < restaurants.length; i += 1) {
    const r = restaurants[i]!;
    const starts = +(r !== previous);
    listed += starts;
    runs[listed - 1] = r;
    // A run's first item sets its count (whatever an earlier search left there), the others add to it.
    times[listed - 1] = (times[listed - 1]! & (starts - 1)) + 1;
    previous = r;
  }
  return listed;
}

/** Facets that a browse can start from the list of, by their filter (`browse-lists.ts`). */
export type ListedFacet = 'state' | 'city' | 'cuisine';
export const LISTED_FACETS: readonly ListedFacet[] = ['state', 'city', 'cuisine'];

/**
 * Per index, the counts of a listed facet over every row the index holds (restaurants, or items by their
 * restaurant), worked out on first need and kept while the connection is open: the catalog never changes. A
 * browse whose only filter is that facet's own counts exactly these for it, since every row fails nothing but
 * that filter; so it need only visit the rows its filter keeps, from their list, for the other facets.
 */
export class FacetTotals {
  private readonly kept = new Map<string, Uint32Array>();

  constructor(
    private readonly attributes: Attributes,
    /** Room for the restaurants counted (the connection's: its searches borrow it after these are worked out). */
    private readonly passedBuffers: [Uint32Array, Uint32Array],
  ) {}

  of(index: SearchIndexName, facet: ListedFacet): Uint32Array {
    const key = `${index} ${facet}`;
    let totals = this.kept.get(key);
    if (!totals) {
      const counts = new FacetCounts(this.attributes, null, [facet], index, undefined, this.passedBuffers);
      const { restaurants, firstItem } = this.attributes;
      for (let r = 1; r <= restaurants; r += 1)
        counts.add(r, 0, index === 'items' ? firstItem[r + 1]! - firstItem[r]! : 1);
      this.kept.set(key, (totals = counts.counted(facet)!));
    }
    return totals;
  }

  /** Works out every index's totals now (a few ms each), so that no request waits for them. */
  fill(): void {
    for (const index of ['restaurants', 'items'] as const) {
      for (const facet of LISTED_FACETS) this.of(index, facet);
    }
  }
}

/** Counts by rating ×10 as counts per bucket ("4+": every rating of 4.0 or more; no rating in none). */
function ratingBuckets(byRating10: Uint32Array): Uint32Array {
  return Uint32Array.from(RATING_BUCKETS, ({ min10 }) =>
    byRating10.subarray(min10, NO_RATING).reduce((sum, count) => sum + count, 0),
  );
}

/**
 * The values with the largest counts, ties by value. Only values that can make the cut get a label: a city facet
 * has a value for every city of the catalog, of which only the top few are shown.
 */
function topValues(counts: Uint32Array, label: (index: number) => string): FacetValue[] {
  const floor = topFloor(counts);
  const values: FacetValue[] = [];
  // An index loop: `entries()` made a pair per value, one per city for a city facet, the most garbage a search made.
  for (let index = 0; index < counts.length; index += 1) {
    const count = counts[index]!;
    if (count >= floor) values.push({ value: label(index), count });
  }
  values.sort((x, y) => y.count - x.count || (x.value < y.value ? -1 : x.value > y.value ? 1 : 0));
  return values.slice(0, TOP_FACET_VALUES);
}

/** The smallest of the TOP_FACET_VALUES largest counts, and at least 1: one pass, keeping the largest seen in order. */
function topFloor(counts: Uint32Array): number {
  const top = new Uint32Array(TOP_FACET_VALUES);
  for (let index = 0; index < counts.length; index += 1) {
    const count = counts[index]!;
    if (count <= top[0]!) continue;
    let at = 0;
    for (; at + 1 < top.length && top[at + 1]! < count; at += 1) top[at] = top[at + 1]!;
    top[at] = count;
  }
  return Math.max(1, top[0]!);
}
