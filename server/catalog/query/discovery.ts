/**
 * Discovery: a search that filters by what a place is (price, rating, hours, distance…), browses without words,
 * sorts by something other than relevance or counts facets. Unlike a plain word search, which reads a bounded
 * window of the best matches, it reads every match: the word matches from the index (all of them, in quality
 * order), or every restaurant when browsing, and tests each against the typed attributes (`attributes.ts`). So
 * totals and facet counts are exact and every sort runs over all matches, not over a first window.
 *
 * Each match gets a bit mask of the conditions it fails. It is a hit when the mask is 0; it counts towards a facet
 * when it fails nothing but that facet's own filter (disjunctive facets: a chosen value's siblings keep their
 * counts).
 */
import type { SearchRequest } from '../../search/request.ts';
import type { SearchIndexName } from '../../search/fields.ts';
import { NO_PRICE, type Attributes } from '../../index/attributes.ts';
import type { PriceStats } from '../catalog.ts';
import { PriceTally, priceStats } from './price-tally.ts';
import { Conditions, HARD } from './conditions.ts';
import { FACET_BIT, FacetCounts, LISTED_FACETS } from './facets.ts';
import { restaurantHolding } from './item-runs.ts';
import { asUnsigned, GATHERED, gather, signedBounds } from './gather.ts';
import { matchesAmong } from './matches-among.ts';
import type { Connection } from '../connection.ts';
import type { Scratch } from './scratch.ts';

/** The hits of a search, written into a connection's rowid buffer (`scratch.ts`). */
class Rowids {
  length = 0;
  constructor(private readonly buffer: Uint32Array) {}
  push(rowid: number): void {
    this.buffer[this.length++] = rowid;
  }
  /** Pushes `rowid` when `keep` is 1, not when 0: for a loop that takes no branch on it. */
  pushIf(rowid: number, keep: number): void {
    this.buffer[this.length] = rowid;
    this.length += keep;
  }
  /** Rowids from..to-1, or `source[from..to)` when given. */
  pushRun(source: Uint32Array | null, from: number, to: number): void {
    const { buffer } = this;
    let at = this.length;
    if (source) for (let i = from; i < to; i += 1) buffer[at++] = source[i]!;
    else for (let rowid = from; rowid < to; rowid += 1) buffer[at++] = rowid;
    this.length = at;
  }
  /** Of `source[from..to)`, those marked 1 in `within` (by place in `source`): pushes them when `keep`; how many. */
  pushWithin(source: Uint32Array, within: Uint8Array, from: number, to: number, keep: boolean): number {
    let passing = 0;
    if (!keep) {
      for (let i = from; i < to; i += 1) passing += within[i]!;
      return passing;
    }
    for (let i = from; i < to; i += 1) {
      this.pushIf(source[i]!, within[i]!);
      passing += within[i]!;
    }
    return passing;
  }
  /** Of rowids from..to-1, those priced within min..max cents: pushes them when `keep`, and says how many there are. */
  pushPriced(from: number, to: number, priceCents: Int32Array, min: number, max: number, keep: boolean): number {
    const { buffer } = this;
    let at = this.length;
    let passing = 0;
    for (let item = from; item < to; item += 1) {
      const cents = priceCents[item]!;
      if (cents === NO_PRICE || cents < min || cents > max) continue;
      passing += 1;
      if (keep) buffer[at++] = item;
    }
    this.length = at;
    return passing;
  }
  view(): Uint32Array {
    return this.buffer.subarray(0, this.length);
  }
}

export interface Discovered {
  /**
   * Every hit's rowid, in quality (rowid) order: a view of the connection's scratch buffer, for this search only, or
   * the matches themselves when no condition left any out. Read only.
   */
  hits: Uint32Array;
  facets?: Record<string, { value: string; count: number }[]>;
  priceStats?: PriceStats;
  unknownHours?: number;
  conditions: Conditions;
}

/**
 * What a match counts towards besides the hits: the facets, and how many were left out only for unknown hours.
 * A restaurant (with its matching items) counts when it fails nothing, or nothing but one counted facet's filter,
 * or nothing but the hours while its hours are unknown; anything else is skipped at once.
 */
class Tally {
  unknownHours = 0;
  private readonly counted: number;
  constructor(
    private readonly attributes: Attributes,
    private readonly facets: FacetCounts | null,
    private readonly filtersHours: boolean,
  ) {
    this.counted = facets?.bits ?? 0;
  }

  counts(r: number, mask: number): boolean {
    if (mask === 0) return true;
    if ((mask & (mask - 1)) !== 0) return false;
    return (mask & this.counted) !== 0 || (mask === FACET_BIT.open_now && this.attributes.hoursKnown[r] === 0);
  }

  add(r: number, mask: number, times: number): void {
    if (times === 0) return;
    this.facets?.add(r, mask, times);
    if (mask === FACET_BIT.open_now && this.filtersHours && this.attributes.hoursKnown[r] === 0) {
      this.unknownHours += times;
    }
  }
}

/**
 * Tests every match against the request's conditions: the hits, the facet counts, and how many were left out only
 * for unknown hours. `matches` are the word matches in rowid order (restaurants, or items), or null to browse, which
 * starts from the restaurants of the place or cuisine the request names (`browse-lists.ts`), or from every restaurant.
 */
export function discover(
  {
    attributes,
    scratch,
    browseLists,
    facetTotals,
    browsePrices,
  }: Pick<Connection, 'attributes' | 'scratch' | 'browseLists' | 'facetTotals' | 'browsePrices'>,
  request: SearchRequest,
  matches: Uint32Array | null,
  restaurant: number | null,
): Discovered {
  const conditions = new Conditions(
    attributes,
    request.filters,
    request.now,
    restaurant,
    request.index,
    request.openLocalMinute,
  );
  // A browse whose only filter is a listed facet's own, with that facet asked for: the facet's counts are those of
  // the whole index, and the browse visits only the rows its filter keeps.
  const sole = matches ? null : conditions.soleFacetFilter();
  const totalled = LISTED_FACETS.find((facet) => facet === sole && request.facets.includes(facet)) ?? null;
  const facets = request.facets.length
    ? new FacetCounts(
        attributes,
        conditions.facetOpen,
        request.facets,
        request.index,
        totalled ? { facet: totalled, counts: facetTotals.of(request.index, totalled) } : undefined,
        scratch.passed(),
      )
    : null;
  // An item counts towards the dietary facet by its own tags, so that facet takes the long way.
  const itemDietary = request.index === 'items' && request.facets.includes('dietary');
  if (matches && conditions.onRestaurantsNone() && !itemDietary) {
    return discoverUntested(attributes, scratch, request.index, matches, conditions, facets);
  }
  const tally = new Tally(attributes, facets, conditions.filtersHours);
  const hits = new Rowids(scratch.rowids());
  const counting = request.facets.filter((facet) => facet !== totalled);
  const tested = matches && matchesAmong(browseLists, conditions, request, matches, attributes.firstItem);
  const browsed = matches ? null : browseLists.candidates(conditions, counting);
  if (request.index === 'restaurants') {
    const visit = (r: number) => {
      const mask = conditions.restaurantMask(r);
      if (mask === 0) hits.push(r);
      if (tally.counts(r, mask)) tally.add(r, mask, 1);
    };
    const some = tested ?? browsed;
    // Index loops over the typed arrays here: `for…of` made an iterator result per row until V8 optimised the loop.
    if (some) for (let i = 0; i < some.length; i += 1) visit(some[i]!);
    else for (let r = 1; r <= attributes.restaurants; r += 1) visit(r);
  } else {
    discoverItems(attributes, conditions, tally, facets, hits, tested, browsed, scratch);
  }
  const found = hits.view();
  return {
    hits: found,
    conditions,
    ...(facets && { facets: facets.result() }),
    ...(request.index === 'items' &&
      (facets || request.filters.price) && {
        priceStats: (matches ? null : browsePrices.of(conditions)) ?? priceStats(attributes, found, scratch),
      }),
    ...(conditions.filtersHours && { unknownHours: tally.unknownHours }),
  };
}

/**
 * Words with no filter on a restaurant, an item's price aside: every matching restaurant passes, so none is tested.
 * Without a price every match is a hit, and the matches are the hits.
 */
function discoverUntested(
  attributes: Attributes,
  scratch: Scratch,
  index: SearchIndexName,
  matches: Uint32Array,
  conditions: Conditions,
  facets: FacetCounts | null,
): Discovered {
  const price = index === 'items' ? conditions.price : null;
  if (price) {
    const hits = new Rowids(scratch.rowids());
    const prices = new PriceTally(scratch.histogram());
    keepPriced(attributes, matches, price, hits, prices, scratch.gathered()[0]);
    facets?.addItems(hits.view(), scratch.perRow());
    return { hits: hits.view(), conditions, ...(facets && { facets: facets.result() }), priceStats: prices.stats() };
  }
  if (facets) countEveryMatch(index, matches, facets, scratch);
  return {
    hits: matches,
    conditions,
    ...(facets && { facets: facets.result() }),
    ...(index === 'items' && facets && { priceStats: priceStats(attributes, matches, scratch) }),
  };
}

/**
 * Counts every match towards the facets: each matching restaurant once, or each restaurant once with the number
 * of its matching items. Every match fails nothing, so none is tested or copied: a broad word's matches are
 * counted without a test each (docs/search.md, "Conditions").
 */
function countEveryMatch(index: SearchIndexName, matches: Uint32Array, facets: FacetCounts, scratch: Scratch): void {
  if (index === 'items') return facets.addItems(matches, scratch.perRow());
  for (let i = 0; i < matches.length; i += 1) facets.add(matches[i]!, 0, 1);
}

/**
 * The matching items priced within `price`, into `hits` and their prices into `prices`. The price is the only
 * condition, tested in one pass that reads each price once and takes no branch on the outcome: many of a broad
 * word's items fall outside, in no order a processor can foresee, and a branch would guess wrong at each of them
 * (docs/toolchain.md, "V8 and the first requests").
 */
function keepPriced(
  attributes: Attributes,
  matches: Uint32Array,
  price: { min: number; max: number },
  hits: Rowids,
  prices: PriceTally,
  gathered: Uint32Array,
): void {
  // Read back as signed 32-bit integers, compared as such (`priceStats` says why).
  const { low, high } = signedBounds(price);
  const priceCents = asUnsigned(attributes.priceCents);
  for (let from = 0; from < matches.length; from += GATHERED) {
    const to = Math.min(matches.length, from + GATHERED);
    gather(priceCents, matches, from, to, gathered);
    for (let i = from; i < to; i += 1) {
      const cents = gathered[i - from]! | 0;
      const within = +(cents >= low) & +(cents <= high);
      hits.pushIf(matches[i]!, within);
      prices.addIf(cents, within);
    }
  }
}

/**
 * Items belong to restaurants in runs of rowids (`firstItem`): a restaurant's conditions are tested once for its
 * run, and its facets counted once with the number of its items that pass their own conditions (their price).
 */
function discoverItems(
  attributes: Attributes,
  conditions: Conditions,
  tally: Tally,
  facets: FacetCounts | null,
  hits: Rowids,
  matches: Uint32Array | null,
  /** The restaurants a browse visits, ascending; null for all. */
  browsed: Uint32Array | null,
  scratch: Scratch,
): void {
  const { firstItem, priceCents } = attributes;
  // Without a condition or a count of an item's own (its price, its tags), every item of a restaurant fares as the
  // restaurant does: its run is counted and copied whole.
  const dietary = conditions.dietary !== 0 || facets?.facets.includes('dietary') === true;
  const byRestaurant = !conditions.price && !dietary;
  // With a price alone, an item passes or not by its price: tested here rather than through itemMask, since a
  // broad word's price search tests every one of its many items.
  const { min, max } = conditions.price ?? { min: 0, max: 0 };
  const priceOnly = conditions.price !== null && !dietary;
  // The matches' prices tested first, in one pass that reads a stretch of them at a time (`gather.ts`): tested run
  // by run, each read was a miss of the processor's cache in the middle of other work ("chicken" within a price and
  // a cuisine: 11 of 44 ms at scale 5).
  const within = priceOnly && matches ? pricedWithin(attributes, matches, conditions.price!, scratch) : null;
  const run = (r: number, from: number, to: number) => {
    const mask = conditions.restaurantMask(r);
    if (!tally.counts(r, mask)) return;
    if (byRestaurant) {
      if (mask === 0) hits.pushRun(matches, from, to);
      tally.add(r, mask, to - from);
      return;
    }
    if (within) {
      tally.add(r, mask, hits.pushWithin(matches!, within, from, to, mask === 0));
      return;
    }
    if (priceOnly) {
      tally.add(r, mask, hits.pushPriced(from, to, priceCents, min, max, mask === 0));
      return;
    }
    let passing = 0;
    let failingDietary = 0;
    for (let i = from; i < to; i += 1) {
      const item = matches ? matches[i]! : i;
      const itemMask = conditions.itemMask(item);
      if ((itemMask & HARD) !== 0) continue;
      if (mask === 0) facets?.addItemDietary(item);
      if (itemMask !== 0) failingDietary += 1;
      else {
        passing += 1;
        if (mask === 0) hits.push(item);
      }
    }
    tally.add(r, mask, passing);
    const withDietary = mask | FACET_BIT.dietary;
    if (failingDietary > 0 && tally.counts(r, withDietary)) tally.add(r, withDietary, failingDietary);
  };
  if (matches) {
    let r = 1;
    let start = 0;
    while (start < matches.length) {
      r = restaurantHolding(firstItem, matches[start]!, r);
      let end = start + 1;
      while (end < matches.length && matches[end]! < firstItem[r + 1]!) end += 1;
      run(r, start, end);
      start = end;
    }
  } else if (conditions.restaurant !== null) {
    const r = conditions.restaurant;
    if (r >= 1 && r <= attributes.restaurants) run(r, firstItem[r]!, firstItem[r + 1]!);
  } else if (browsed) {
    for (let i = 0; i < browsed.length; i += 1) {
      const r = browsed[i]!;
      run(r, firstItem[r]!, firstItem[r + 1]!);
    }
  } else {
    for (let r = 1; r <= attributes.restaurants; r += 1) run(r, firstItem[r]!, firstItem[r + 1]!);
  }
  within?.fill(0);
}

/** 1 for each of `matches` priced within min..max cents, 0 for the others, in the connection's marks (cleared after). */
function pricedWithin(
  attributes: Attributes,
  matches: Uint32Array,
  price: { min: number; max: number },
  scratch: Scratch,
): Uint8Array {
  const within = scratch.marks().subarray(0, matches.length);
  const [gathered] = scratch.gathered();
  const { low, high } = signedBounds(price);
  const priceCents = asUnsigned(attributes.priceCents);
  for (let from = 0; from < matches.length; from += GATHERED) {
    const to = Math.min(matches.length, from + GATHERED);
    gather(priceCents, matches, from, to, gathered);
    for (let i = from; i < to; i += 1) {
      const cents = gathered[i - from]! | 0;
      within[i] = +(cents >= low) & +(cents <= high);
    }
  }
  return within;
}
