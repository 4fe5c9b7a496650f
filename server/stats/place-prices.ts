/**
 * The priced matches of a dish summarised place by place (city or state), for dish prices (`dish-prices.ts`): per
 * place the items, the restaurants serving them, the sum of their prices, and the prices at the five ranks a summary
 * reads (the cheapest, the three quartiles, the dearest). A summary needs nothing else of a place's prices, so they
 * are never put in order place by place: the hits are dealt out in price order once (prices are whole cents in a
 * small range, so by counting), and each place's running rank picks its five prices on the way.
 *
 * Every pass over the hits is over arrays as large as the catalog, which do not fit in a processor's cache: the
 * first pass reads each hit's restaurant and price and writes its place beside it, so the next one reads the place
 * from that short list instead of from the catalog's arrays again (docs/scale.md has what each change bought).
 */
import { US_STATES } from '../../rules/us-states.ts';
import type { Attributes } from '../index/attributes.ts';
import { QuartilePicker, quartileRank, summarise } from '../catalog/query/price-tally.ts';
import type { PriceStats } from '../catalog/catalog.ts';
import type { Scratch } from '../catalog/query/scratch.ts';
import { asUnsigned, GATHERED, gather } from '../catalog/query/gather.ts';
import type { DishPricesRow } from '../catalog/records.ts';
import type { DishPriceSort } from '../../rules/dish-price-sorts.ts';
import { share } from './benchmarks.ts';
import { restaurantsByPlace } from './place-restaurants.ts';

/** A place's figures, before its position is added to the page's rows. */
export type PlaceFigures = Omit<DishPricesRow, 'location' | 'penetration' | 'price_index'>;

/** The ranks a place's summary reads, in ascending order: the cheapest, the three quartiles, the dearest. */
const RANKS = 5;
const MEDIAN = 2;
/** The rank each price sort reads. price_index is the median over one national median, so it orders as the median. */
const RANK_OF: Record<'min_price' | 'p25_price' | 'median_price' | 'price_index' | 'p75_price' | 'max_price', number> =
  {
    min_price: 0,
    p25_price: 1,
    median_price: MEDIAN,
    price_index: MEDIAN,
    p75_price: 3,
    max_price: 4,
  };
/** A share's four decimals as a whole number, so it can be a sort key. */
const SHARE_STEPS = 10_000;
/** A hit the passes after the first skip (no price, outside the cities asked for, or dealt out apart); a place too. */
const NONE = 0xffffffff;

export class PlacePrices {
  constructor(
    private readonly attributes: Attributes,
    private readonly byCity: boolean,
    /** The places with at least `minItems` priced matches, by index into `attributes.cities` or US_STATES. */
    readonly places: Uint32Array,
    /** Per place, its priced matches. */
    readonly items: Uint32Array,
    private readonly restaurants: Uint32Array,
    private readonly sums: Float64Array,
    /** Per place, its prices in cents at the five ranks: `place * RANKS + rank`. */
    private readonly atRanks: Uint32Array,
    /**
     * Every hit counted, whatever its place: with no cities chosen, the dish across all the hits' places (the
     * nation's row of a nationwide dish, without a pass of its own).
     */
    readonly counted: { prices: PriceStats; restaurants: number },
  ) {}

  /**
   * The place's figure a sort orders by, as a whole number (cents, counts, a share's four decimals as the row
   * rounds it, so places the row shows as equal are ordered as equals).
   */
  sortValue(place: number, sort: Exclude<DishPriceSort, 'place'>): number {
    switch (sort) {
      case 'item_count':
        return this.items[place]!;
      case 'restaurant_count':
        return this.restaurants[place]!;
      case 'penetration': {
        const all = restaurantsByPlace(this.attributes, this.byCity)[place]!;
        return Math.round(share(this.restaurants[place]!, all) * SHARE_STEPS);
      }
      case 'average_price':
        return Math.round(this.sums[place]! / this.items[place]!);
      case 'min_price':
      case 'p25_price':
      case 'median_price':
      case 'price_index':
      case 'p75_price':
      case 'max_price':
        return this.atRanks[place * RANKS + RANK_OF[sort]]!;
    }
  }

  figures(place: number): PlaceFigures {
    const count = this.items[place]!;
    const dollars = (rank: number) => this.atRanks[place * RANKS + rank]! / 100;
    return {
      state: this.byCity ? this.attributes.cities[place]!.state : US_STATES[place]![0],
      city: this.byCity ? this.attributes.cities[place]!.city : null,
      item_count: count,
      restaurant_count: this.restaurants[place]!,
      min: dollars(0),
      p25: dollars(1),
      median: dollars(MEDIAN),
      p75: dollars(3),
      max: dollars(4),
      average: Math.round(this.sums[place]! / count) / 100,
    };
  }
}

/**
 * Groups the priced hits (item rowids, ascending) by place, and summarises each place with at least `minItems`;
 * `chosen` marks the cities to keep (by city index), or null for all.
 */
export function placePrices(
  attributes: Attributes,
  hits: Uint32Array,
  { groupBy, minItems }: { groupBy: 'city' | 'state'; minItems: number },
  chosen: Uint8Array | null,
  scratch: Scratch,
): PlacePrices {
  const byCity = groupBy === 'city';
  const places = byCity ? attributes.cities.length : US_STATES.length;
  const placeOf = byCity ? attributes.city : attributes.state;
  const { restaurantOf, city } = attributes;
  const priceCents = asUnsigned(attributes.priceCents);
  const histogram = scratch.histogram();
  const [placeOfHit, inPriceOrder] = scratch.pairs(hits.length);
  const [centsOfHit, restaurantOfHit] = scratch.gathered();
  const items = new Uint32Array(places);
  const restaurants = new Uint32Array(places);
  const sums = new Float64Array(places);
  // Prices of $1,000 or more (none in the sample) fall outside the histogram: kept apart and dealt out last.
  const dearer: { place: number; cents: number }[] = [];
  // Pass 1, in rowid order: each priced hit counted towards its place and its price. A restaurant's items arrive
  // together, so a restaurant is new to its place when it is not the last one counted.
  let lastCounted = 0;
  let min = histogram.length;
  let max = -1;
  for (let from = 0; from < hits.length; from += GATHERED) {
    const to = Math.min(hits.length, from + GATHERED);
    gather(priceCents, hits, from, to, centsOfHit);
    gather(restaurantOf, hits, from, to, restaurantOfHit);
    for (let i = from; i < to; i += 1) {
      // Read back signed, no price as -1 (`priceStats` says why).
      const cents = centsOfHit[i - from]! | 0;
      const r = restaurantOfHit[i - from]!;
      if (cents < 0 || (chosen !== null && chosen[city[r]!] === 0)) {
        placeOfHit[i] = NONE;
        continue;
      }
      const place = placeOf[r]!;
      items[place]! += 1;
      sums[place]! += cents;
      // Counted without a branch: whether a hit starts a restaurant's run is no pattern a processor can foresee.
      restaurants[place]! += +(lastCounted !== r);
      lastCounted = r;
      if (cents < histogram.length) {
        placeOfHit[i] = place;
        histogram[cents]! += 1;
        if (cents < min) min = cents;
        if (cents > max) max = cents;
      } else {
        placeOfHit[i] = NONE;
        dearer.push({ place, cents });
      }
    }
  }
  // Where each price's hits start in price order; on the way, the quartiles of every hit counted.
  const counted = total(items);
  const quartiles = new QuartilePicker(counted);
  dearer.sort((a, b) => a.cents - b.cents);
  let position = 0;
  for (let cents = min; cents <= max; cents += 1) {
    const count = histogram[cents]!;
    histogram[cents] = position;
    position += count;
    quartiles.add(cents, count);
  }
  for (const { cents } of dearer) quartiles.add(cents, 1);
  const cheapest = min <= max ? min : (dearer[0]?.cents ?? 0);
  const dearest = dearer.at(-1)?.cents ?? max;
  const all = {
    prices: summarise(counted, total(sums), cheapest, dearest, quartiles.values),
    restaurants: total(restaurants),
  };
  // Pass 2, in rowid order again: each hit's place written at its position in price order.
  for (let from = 0; from < hits.length; from += GATHERED) {
    const to = Math.min(hits.length, from + GATHERED);
    gather(priceCents, hits, from, to, centsOfHit);
    for (let i = from; i < to; i += 1) {
      const place = placeOfHit[i]!;
      if (place !== NONE) inPriceOrder[histogram[centsOfHit[i - from]!]!++] = place;
    }
  }
  // Pass 3, in price order: each place's prices taken at the ranks its summary reads (the histogram cleared on the
  // way). A place left out is never looked for.
  const ranks = new Ranks(items, minItems);
  let at = 0;
  for (let cents = min; cents <= max; cents += 1) {
    const end = histogram[cents]!;
    histogram[cents] = 0;
    for (; at < end; at += 1) ranks.next(inPriceOrder[at]!, cents);
  }
  for (const { place, cents } of dearer) ranks.next(place, cents);
  return new PlacePrices(attributes, byCity, ranks.kept, items, restaurants, sums, ranks.atRanks, all);
}

/** The sum of `values` (a loop: reduce boxed each of 15,000 partial sums of a Float64Array). */
function total(values: Uint32Array | Float64Array): number {
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += values[i]!;
  return sum;
}

/** Each place's running rank in price order, and its prices at the ranks its summary reads. */
class Ranks {
  /** The places summarised, ascending. */
  readonly kept: Uint32Array;
  readonly atRanks: Uint32Array;
  /** Per place: the ranks wanted (`place * RANKS + k`), how many prices it has had, and the next rank wanted. */
  private readonly wanted: Uint32Array;
  private readonly seen: Uint32Array;
  private readonly nextRank: Uint32Array;
  private readonly taken: Uint8Array;

  constructor(items: Uint32Array, minItems: number) {
    const places = items.length;
    this.atRanks = new Uint32Array(places * RANKS);
    this.wanted = new Uint32Array(places * RANKS);
    this.seen = new Uint32Array(places);
    this.nextRank = new Uint32Array(places).fill(NONE);
    this.taken = new Uint8Array(places);
    // Written in place, not as a small array per place: a broad dish has 15,000 places, and those arrays were most
    // of what a request left to the garbage collector.
    const kept = new Uint32Array(places);
    let held = 0;
    for (let place = 0; place < places; place += 1) {
      const count = items[place]!;
      if (count === 0 || count < minItems) continue;
      kept[held++] = place;
      const at = place * RANKS;
      this.wanted[at] = 0;
      this.wanted[at + 1] = quartileRank(count, 0.25);
      this.wanted[at + 2] = quartileRank(count, 0.5);
      this.wanted[at + 3] = quartileRank(count, 0.75);
      this.wanted[at + 4] = count - 1;
      this.nextRank[place] = 0;
    }
    this.kept = kept.subarray(0, held);
  }

  /** Counts the next price of `place` in price order, and keeps it when it is at a rank wanted. */
  next(place: number, cents: number): void {
    const rank = this.seen[place]!++;
    if (rank === this.nextRank[place]) this.take(place, rank, cents);
  }

  /** Apart from `next`, which every hit calls: only five calls a place reach it. */
  private take(place: number, rank: number, cents: number): void {
    let k = this.taken[place]!;
    while (k < RANKS && this.wanted[place * RANKS + k] === rank) this.atRanks[place * RANKS + k++] = cents;
    this.taken[place] = k;
    this.nextRank[place] = k < RANKS ? this.wanted[place * RANKS + k]! : NONE;
  }
}
