/**
 * A discovery request's filters in the attributes' terms (`attributes.ts`), ready to test a restaurant or an item
 * against: each failed condition is a bit, so one number says what a match fails. A facet's own filter has its
 * facet's bit (`FACET_BIT`); conditions no facet undoes share the HARD bit.
 */
import { distanceKm } from '../../../rules/distance.ts';
import { US_STATES } from '../../../rules/us-states.ts';
import { dietaryBits } from '../../../rules/dietary.ts';
import { serviceBits } from '../../../rules/service-attributes.ts';
import type { FacetName, Filters, SearchIndexName } from '../../search/fields.ts';
import {
  NO_PRICE,
  NO_RATING,
  PRICE_TIERS,
  weekMinutes,
  weekMinutesTonight,
  type Attributes,
} from '../../index/attributes.ts';
import { FACET_BIT } from './facets.ts';
import { filterKey } from '../../index/filter-tokens.ts';
import { OpenAtBoth, openFlagsAt, type Openness } from './open-flags.ts';
import { facetProfilesOf, type FacetProfiles } from './facet-profiles.ts';
import { NEAR_RADIUS_M } from '../../../rules/limits.ts';

/** A condition no facet undoes: place (near, within), an item's price, a restaurant id. */
export const HARD = 512;
interface Box {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** The request's filters in the attributes' terms, ready to test a row against. */
export class Conditions {
  /** 1 for each cuisine (by index) asked for; null when any will do. */
  readonly cuisines: Uint8Array | null;
  /** 1 for each price tier (by index) asked for; null when any will do. */
  readonly tiers: Uint8Array | null;
  readonly cities: Set<number> | null;
  readonly state: number | null;
  readonly minRating10: number | null;
  /** Who is open at the instant open_now or open_at names; null when neither. */
  readonly openAt: Openness | null;
  /** Who is open at the instant the open_now facet is counted at: open_at's when given, else the request's. */
  readonly facetOpen: Openness;
  readonly near: { latitude: number; longitude: number; km: number; box: Box } | null;
  readonly within: Box | null;
  readonly price: { min: number; max: number } | null;
  /** The dietary tags asked for, as bits; 0 when none. */
  readonly dietary: number;
  /**
   * 1 for each chain (by its index in the attributes plus one; 0 for an independent) that chain_ids and independent
   * leave; null when either will do.
   */
  readonly chains: Uint8Array | null;
  /** The service attributes asked for, as bits; 0 when none. */
  readonly service: number;
  /** What each restaurant profile fails of the cuisine, price tier and rating conditions; null when none is set. */
  private readonly byProfile: { of: Uint32Array; masks: Uint16Array } | null;
  constructor(
    private readonly attributes: Attributes,
    filters: Filters,
    now: number,
    /** The one restaurant an item search is limited to (restaurant_id), by rowid. */
    readonly restaurant: number | null,
    /** Items carry their own dietary tags; a restaurant has those of at least RESTAURANT_DIETARY_MIN_MEALS of its meals. */
    readonly index: SearchIndexName,
    /** Open at this local time tonight, in each restaurant's zone ("late night"). */
    openLocalMinute?: number,
  ) {
    this.dietary = dietaryBits(filters.dietary ?? []);
    this.service = serviceBits(filters.attributes ?? []);
    this.chains = chainLookup(attributes, filters);
    const cuisineIds = new Map(attributes.cuisines.map((slug, id) => [slug, id]));
    const wanted = [...(filters.cuisines ?? []), ...(filters.cuisine === undefined ? [] : [filters.cuisine])];
    this.cuisines = wanted.length
      ? chosen(
          attributes.cuisines.length,
          wanted.map((slug) => cuisineIds.get(slug)),
        )
      : null;
    this.tiers = filters.price_range
      ? chosen(
          PRICE_TIERS.length,
          filters.price_range.map((tier) => PRICE_TIERS.indexOf(tier)),
        )
      : null;
    const state = filters.state?.toUpperCase();
    this.state = state === undefined ? null : US_STATES.findIndex(([code]) => code === state);
    this.cities =
      filters.city === undefined
        ? null
        : new Set(
            (citiesByKey(attributes).get(filterKey(filters.city)) ?? []).filter(
              (id) => state === undefined || attributes.cities[id]!.state === state,
            ),
          );
    this.minRating10 = filters.min_rating === undefined ? null : Math.round(filters.min_rating * 10 - 1e-9);
    const openInstant = filters.open_at !== undefined ? Date.parse(filters.open_at) : filters.open_now ? now : null;
    const atInstant =
      openInstant === null ? null : openFlagsAt(attributes, weekMinutes(attributes, new Date(openInstant)));
    const tonight =
      openLocalMinute === undefined
        ? null
        : openFlagsAt(attributes, weekMinutesTonight(attributes, new Date(now), openLocalMinute));
    // Both asked ("late night" in the words, open now ticked): open now and still at that hour.
    this.openAt = atInstant && tonight ? new OpenAtBoth(atInstant, tonight) : (atInstant ?? tonight);
    // The open-now facet counts what ticking open now would leave: with "late night" alone, open now and then too.
    const openNow = () => openFlagsAt(attributes, weekMinutes(attributes, new Date(now)));
    this.facetOpen = atInstant ? this.openAt! : tonight ? new OpenAtBoth(openNow(), tonight) : openNow();
    if (filters.near) {
      const { latitude, longitude, radius_m: radius = NEAR_RADIUS_M.default } = filters.near;
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
    this.byProfile =
      this.cuisines || this.tiers || this.minRating10 !== null ? this.profileMasks(facetProfilesOf(attributes)) : null;
    this.price = filters.price
      ? {
          min: filters.price.min === undefined ? -Infinity : Math.round(filters.price.min * 100),
          max: filters.price.max === undefined ? Infinity : Math.round(filters.price.max * 100),
        }
      : null;
  }

  /**
   * Each condition and whether it is set: a facet's own filter by its facet, an item's price as 'price', and the
   * other conditions no facet undoes (near, within, a restaurant id) as null.
   */
  private conditionsSet(): [FacetName | 'price' | null, boolean][] {
    return [
      ['cuisine', this.cuisines !== null],
      ['price_range', this.tiers !== null],
      ['city', this.cities !== null],
      ['state', this.state !== null],
      ['rating', this.minRating10 !== null],
      ['open_now', this.openAt !== null],
      ['dietary', this.dietary !== 0],
      ['chain', this.chains !== null],
      ['attributes', this.service !== 0],
      ['price', this.price !== null],
      [null, this.near !== null || this.within !== null || this.restaurant !== null],
    ];
  }

  /**
   * The facet whose filter is the request's only condition, or null when there are none or several (or one no
   * facet undoes). Counted over every row the index holds, such a facet is the same for every request.
   */
  soleFacetFilter(): FacetName | null {
    const active = this.conditionsSet().filter(([, on]) => on);
    const only = active.length === 1 ? active[0]![0] : null;
    return only === 'price' ? null : only;
  }

  /** Whether no condition is set on a restaurant (an item's price may be): every restaurant passes. */
  onRestaurantsNone(): boolean {
    return this.conditionsSet().every(([condition, on]) => !on || condition === 'price');
  }

  /** Whether a filter on the restaurant's hours is set. */
  get filtersHours(): boolean {
    return this.openAt !== null;
  }

  /**
   * The conditions restaurant `r` fails, as bits. Its cuisines, price tier and rating are its profile's
   * (`facet-profiles.ts`), tested once per profile for the request: a loop over each restaurant's cuisines and two
   * more tests were most of this test's cost over the half million restaurants of a broad word.
   */
  restaurantMask(r: number): number {
    const a = this.attributes;
    let mask = this.byProfile ? this.byProfile.masks[this.byProfile.of[r]!]! : 0;
    if (this.cities && !this.cities.has(a.city[r]!)) mask |= FACET_BIT.city;
    if (this.state !== null && a.state[r] !== this.state) mask |= FACET_BIT.state;
    if (this.openAt && !this.openAt.isOpen(r)) mask |= FACET_BIT.open_now;
    if (this.index === 'restaurants' && (a.restaurantDietary[r]! & this.dietary) !== this.dietary) {
      mask |= FACET_BIT.dietary;
    }
    if (this.chains && this.chains[a.chain[r]!] !== 1) mask |= FACET_BIT.chain;
    if ((a.service[r]! & this.service) !== this.service) mask |= FACET_BIT.attributes;
    if (this.near && !this.isNear(r)) mask |= HARD;
    if (this.within && !inBox(a.latitude[r]!, a.longitude[r]!, this.within)) mask |= HARD;
    if (this.restaurant !== null && r !== this.restaurant) mask |= HARD;
    return mask;
  }

  private profileMasks(profiles: FacetProfiles): { of: Uint32Array; masks: Uint16Array } {
    const masks = new Uint16Array(profiles.count);
    for (let p = 0; p < profiles.count; p += 1) {
      let mask = 0;
      if (this.cuisines) {
        let any = false;
        for (let i = profiles.cuisineStart[p]!; i < profiles.cuisineStart[p + 1]! && !any; i += 1)
          any = this.cuisines[profiles.cuisineOf[i]!] === 1;
        if (!any) mask |= FACET_BIT.cuisine;
      }
      if (this.tiers && this.tiers[profiles.tier[p]!] !== 1) mask |= FACET_BIT.price_range;
      const rating10 = profiles.rating10[p]!;
      if (this.minRating10 !== null && (rating10 === NO_RATING || rating10 < this.minRating10)) {
        mask |= FACET_BIT.rating;
      }
      masks[p] = mask;
    }
    return { of: profiles.of, masks };
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

  /** The conditions item `item` fails by itself (its price, its dietary tags), as bits. */
  itemMask(item: number): number {
    let mask = 0;
    if (this.price) {
      const cents = this.attributes.priceCents[item]!;
      if (cents === NO_PRICE || cents < this.price.min || cents > this.price.max) mask |= HARD;
    }
    if ((this.attributes.dietary[item]! & this.dietary) !== this.dietary) mask |= FACET_BIT.dietary;
    return mask;
  }
}

/** A lookup of the values asked for among `size` (a typed array: a Set's lookup per restaurant cost more). */
function chosen(size: number, values: readonly (number | undefined)[]): Uint8Array {
  const lookup = new Uint8Array(size);
  for (const value of values) if (value !== undefined && value >= 0) lookup[value] = 1;
  return lookup;
}

/** The chains chain_ids names (an unknown id, none), narrowed to independents or to chains by independent. */
function chainLookup(attributes: Attributes, filters: Filters): Uint8Array | null {
  if (filters.chain_ids === undefined && filters.independent === undefined) return null;
  const size = attributes.chains.length + 1;
  const lookup = new Uint8Array(size);
  if (filters.chain_ids) {
    const wanted = new Set(filters.chain_ids);
    attributes.chains.forEach(({ id }, index) => (lookup[index + 1] = +wanted.has(id)));
  } else lookup.fill(1);
  if (filters.independent === true) lookup.fill(0, 1);
  else if (filters.independent === false) lookup[0] = 0;
  return lookup;
}

function inBox(latitude: number, longitude: number, box: Box): boolean {
  if (latitude < box.south || latitude > box.north) return false;
  // A box whose west edge is east of its east edge crosses the antimeridian.
  return box.west <= box.east
    ? longitude >= box.west && longitude <= box.east
    : longitude >= box.west || longitude <= box.east;
}

const cityIndexes = new WeakMap<Attributes, Map<string, number[]>>();

/** The catalog's cities by their filter key (several states may have one), built once per attributes. */
function citiesByKey(attributes: Attributes): Map<string, number[]> {
  let index = cityIndexes.get(attributes);
  if (!index) {
    index = new Map();
    for (const [id, { city }] of attributes.cities.entries()) {
      const key = filterKey(city);
      index.set(key, [...(index.get(key) ?? []), id]);
    }
    cityIndexes.set(attributes, index);
  }
  return index;
}
