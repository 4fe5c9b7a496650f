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
import { distanceKm } from '../../rules/distance.ts';
import { US_STATES } from '../../rules/us-states.ts';
import type { Filters } from '../search/fields.ts';
import type { SearchRequest } from '../search/request.ts';
import { isOpen, NO_PRICE, NO_RATING, PRICE_TIERS, weekMinutes, type Attributes } from './attributes.ts';
import type { PriceStats } from './catalog.ts';
import { FACET_BIT, FacetCounts } from './facets.ts';
import { filterKey } from './fts-query.ts';

/** A condition no facet undoes: place (near, within), an item's price, a restaurant id. */
const HARD = 64;
interface Box {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** The request's filters in the attributes' terms, ready to test a row against. */
class Conditions {
  readonly cuisines: Set<number> | null;
  readonly tiers: Set<number> | null;
  readonly cities: Set<number> | null;
  readonly state: number | null;
  readonly minRating10: number | null;
  /** Local minutes since Monday per time zone at the instant open_now or open_at names; null when neither. */
  readonly openAt: Uint16Array | null;
  /** The instant the open_now facet is counted at: open_at's when given, else the request's. */
  readonly facetMinutes: Uint16Array;
  readonly near: { latitude: number; longitude: number; km: number; box: Box } | null;
  readonly within: Box | null;
  readonly price: { min: number; max: number } | null;
  constructor(
    private readonly attributes: Attributes,
    filters: Filters,
    now: number,
    /** The one restaurant an item search is limited to (restaurant_id), by rowid. */
    readonly restaurant: number | null,
  ) {
    const cuisineIds = new Map(attributes.cuisines.map((slug, id) => [slug, id]));
    const wanted = [...(filters.cuisines ?? []), ...(filters.cuisine === undefined ? [] : [filters.cuisine])];
    this.cuisines = wanted.length ? new Set(wanted.map((slug) => cuisineIds.get(slug) ?? -1)) : null;
    this.tiers = filters.price_range ? new Set(filters.price_range.map((tier) => PRICE_TIERS.indexOf(tier))) : null;
    const state = filters.state?.toUpperCase();
    this.state = state === undefined ? null : US_STATES.findIndex(([code]) => code === state);
    if (filters.city === undefined) this.cities = null;
    else {
      const key = filterKey(filters.city);
      this.cities = new Set(
        attributes.cities.flatMap((place, id) =>
          filterKey(place.city) === key && (state === undefined || place.state === state) ? [id] : [],
        ),
      );
    }
    this.minRating10 = filters.min_rating === undefined ? null : Math.round(filters.min_rating * 10 - 1e-9);
    const openInstant = filters.open_at !== undefined ? Date.parse(filters.open_at) : filters.open_now ? now : null;
    this.openAt = openInstant === null ? null : weekMinutes(attributes, new Date(openInstant));
    this.facetMinutes = this.openAt ?? weekMinutes(attributes, new Date(now));
    if (filters.near) {
      const { latitude, longitude, radius_m: radius = 5000 } = filters.near;
      const km = radius / 1000;
      // A box around the circle: a cheap first test before the great-circle distance.
      const dLat = (km / 6371) * (180 / Math.PI);
      const dLon = dLat / Math.max(Math.cos((latitude * Math.PI) / 180), 1e-6);
      this.near = {
        latitude,
        longitude,
        km,
        box: { north: latitude + dLat, south: latitude - dLat, east: longitude + dLon, west: longitude - dLon },
      };
    } else this.near = null;
    this.within = filters.within ?? null;
    this.price = filters.price
      ? {
          min: filters.price.min === undefined ? -Infinity : Math.round(filters.price.min * 100),
          max: filters.price.max === undefined ? Infinity : Math.round(filters.price.max * 100),
        }
      : null;
  }

  /** Whether a filter on the restaurant's hours is set. */
  get filtersHours(): boolean {
    return this.openAt !== null;
  }

  /** The conditions restaurant `r` fails, as bits. */
  restaurantMask(r: number): number {
    const a = this.attributes;
    let mask = 0;
    if (this.cuisines) {
      let any = false;
      for (let i = a.cuisineStart[r]!; i < a.cuisineStart[r + 1]! && !any; i += 1)
        any = this.cuisines.has(a.cuisineOf[i]!);
      if (!any) mask |= FACET_BIT.cuisine;
    }
    if (this.tiers && !this.tiers.has(a.priceTier[r]!)) mask |= FACET_BIT.price_range;
    if (this.cities && !this.cities.has(a.city[r]!)) mask |= FACET_BIT.city;
    if (this.state !== null && a.state[r] !== this.state) mask |= FACET_BIT.state;
    if (this.minRating10 !== null && (a.rating10[r] === NO_RATING || a.rating10[r]! < this.minRating10)) {
      mask |= FACET_BIT.rating;
    }
    if (this.openAt && !isOpen(a, r, this.openAt)) mask |= FACET_BIT.open_now;
    if (this.near && !this.isNear(r)) mask |= HARD;
    if (this.within && !inBox(a.latitude[r]!, a.longitude[r]!, this.within)) mask |= HARD;
    if (this.restaurant !== null && r !== this.restaurant) mask |= HARD;
    return mask;
  }

  private isNear(r: number): boolean {
    const near = this.near!;
    const latitude = this.attributes.latitude[r]!;
    const longitude = this.attributes.longitude[r]!;
    return (
      inBox(latitude, longitude, near.box) && distanceKm(near.latitude, near.longitude, latitude, longitude) <= near.km
    );
  }

  /** Metres from `near`, for a hit's distance_m and the distance sort. */
  distanceM(r: number): number {
    const near = this.near!;
    return (
      distanceKm(near.latitude, near.longitude, this.attributes.latitude[r]!, this.attributes.longitude[r]!) * 1000
    );
  }

  itemFails(item: number): boolean {
    if (!this.price) return false;
    const cents = this.attributes.priceCents[item]!;
    return cents === NO_PRICE || cents < this.price.min || cents > this.price.max;
  }
}

function inBox(latitude: number, longitude: number, box: Box): boolean {
  if (latitude < box.south || latitude > box.north) return false;
  // A box whose west edge is east of its east edge crosses the antimeridian.
  return box.west <= box.east
    ? longitude >= box.west && longitude <= box.east
    : longitude >= box.west || longitude <= box.east;
}

/** A growable list of rowids. */
class Rowids {
  private data = new Uint32Array(1024);
  length = 0;
  push(rowid: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = rowid;
  }
  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }
}

export interface Discovered {
  /** Every hit's rowid, in quality (rowid) order. */
  hits: Uint32Array;
  facets?: Record<string, { value: string; count: number }[]>;
  priceStats?: PriceStats;
  unknownHours?: number;
  conditions: Conditions;
}

/**
 * Tests every match against the request's conditions: the hits, the facet counts, and how many were left out only
 * for unknown hours. `matches` are the word matches in rowid order (restaurants, or items), or null to browse all.
 */
export function discover(
  attributes: Attributes,
  request: SearchRequest,
  matches: Uint32Array | null,
  restaurant: number | null,
): Discovered {
  const conditions = new Conditions(attributes, request.filters, request.now, restaurant);
  const facets = request.facets.length ? new FacetCounts(attributes, conditions.facetMinutes, request.facets) : null;
  const hits = new Rowids();
  let unknownHours = 0;
  const consider = (r: number, mask: number, row: number) => {
    facets?.add(r, mask);
    if (mask === 0) hits.push(row);
    else if (mask === FACET_BIT.open_now && attributes.hoursKnown[r] === 0) unknownHours += 1;
  };
  if (request.index === 'restaurants') {
    if (matches) for (const r of matches) consider(r, conditions.restaurantMask(r), r);
    else for (let r = 1; r <= attributes.restaurants; r += 1) consider(r, conditions.restaurantMask(r), r);
  } else {
    // Items belong to restaurants in runs (firstItem): walk both in order, each restaurant's mask computed once.
    let r = 0;
    let restaurantMask = 0;
    const visit = (item: number) => {
      if (item >= attributes.firstItem[r + 1]! || r === 0) {
        while (item >= attributes.firstItem[r + 1]!) r += 1;
        restaurantMask = conditions.restaurantMask(r);
      }
      consider(r, restaurantMask | (conditions.itemFails(item) ? HARD : 0), item);
    };
    if (matches) for (const item of matches) visit(item);
    else {
      for (r = 1; r <= attributes.restaurants; r += 1) {
        restaurantMask = conditions.restaurantMask(r);
        // A restaurant failing a condition no facet undoes cannot count anywhere: skip its items.
        if ((restaurantMask & HARD) !== 0) continue;
        for (let item = attributes.firstItem[r]!; item < attributes.firstItem[r + 1]!; item += 1) {
          consider(r, restaurantMask | (conditions.itemFails(item) ? HARD : 0), item);
        }
      }
    }
  }
  const found = hits.view();
  return {
    hits: found,
    conditions,
    ...(facets && { facets: facets.result() }),
    ...(request.index === 'items' &&
      (facets || request.filters.price) && { priceStats: priceStats(attributes, found) }),
    ...(conditions.filtersHours && { unknownHours }),
  };
}

/** Count, quartiles, extremes and mean of the hits' prices (items without a price left out), in dollars. */
function priceStats(attributes: Attributes, items: Uint32Array): PriceStats {
  const prices = new Int32Array(items.length);
  let count = 0;
  let sum = 0;
  for (const item of items) {
    const cents = attributes.priceCents[item]!;
    if (cents === NO_PRICE) continue;
    prices[count++] = cents;
    sum += cents;
  }
  if (count === 0) return { count, min: null, p25: null, median: null, p75: null, max: null, average: null };
  const sorted = prices.subarray(0, count).sort();
  const at = (share: number) => sorted[Math.min(count - 1, Math.floor(share * (count - 1) + 0.5))]! / 100;
  return {
    count,
    min: sorted[0]! / 100,
    p25: at(0.25),
    median: at(0.5),
    p75: at(0.75),
    max: sorted[count - 1]! / 100,
    average: Math.round(sum / count) / 100,
  };
}

/**
 * The first `need` hits in the requested order (not relevance: that one is the index's), ties in quality order.
 * Keys are packed with the rowid into one float, so one numeric sort orders by key, then rowid.
 */
export function sortHits(
  attributes: Attributes,
  request: SearchRequest,
  discovered: Discovered,
  need: number,
): number[] {
  const { hits, conditions } = discovered;
  const restaurantOf = restaurantLookup(attributes, request.index);
  const key = sortKey(attributes, request, conditions);
  if (!key) return Array.from(hits.subarray(0, need));
  const ROWID_SPACE = 2 ** 22;
  const packed = new Float64Array(hits.length);
  for (const [i, row] of hits.entries()) packed[i] = key(restaurantOf(row), row) * ROWID_SPACE + row;
  packed.sort();
  return Array.from(packed.subarray(0, need), (value) => value % ROWID_SPACE);
}

/** Ascending sort key of a hit (restaurant r, row): small first. Null for quality order. */
function sortKey(
  attributes: Attributes,
  request: SearchRequest,
  conditions: Conditions,
): ((r: number, row: number) => number) | null {
  const a = attributes;
  switch (request.sort) {
    case 'relevance':
      return null;
    case 'rating':
      return (r) => (a.rating10[r] === NO_RATING ? 100 : 50 - a.rating10[r]!);
    case 'review_count':
      return (r) => 2 ** 30 - a.reviews[r]!;
    case 'distance':
      return (r) => Math.round(conditions.distanceM(r));
    case 'price_asc':
    case 'price_desc': {
      const descending = request.sort === 'price_desc';
      if (request.index === 'items') {
        return (_r, item) => {
          const cents = a.priceCents[item]!;
          if (cents === NO_PRICE) return 2 ** 29;
          return descending ? 2 ** 28 - cents : cents;
        };
      }
      return (r) => (a.priceTier[r] === 0 ? 9 : descending ? 5 - a.priceTier[r]! : a.priceTier[r]!);
    }
  }
}

/** The restaurant a hit belongs to: itself, or (items) the one whose run holds it, by binary search. */
function restaurantLookup(attributes: Attributes, index: SearchRequest['index']): (row: number) => number {
  if (index === 'restaurants') return (row) => row;
  return (item) => {
    let low = 1;
    let high = attributes.restaurants;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (attributes.firstItem[middle]! <= item) low = middle;
      else high = middle - 1;
    }
    return low;
  };
}
