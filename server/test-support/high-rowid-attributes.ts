/**
 * Attributes (`index/attributes.ts`) of a catalog whose rows of interest sit at rowids too high for the query code
 * as it once was: `fillerRestaurants` restaurants and `fillerItems` items that say nothing come first (the items all
 * the first restaurant's), then the restaurants described, each with its items. Small in what it says, long in
 * rowids: the typed arrays are as long as the rowids are high, which no catalog built for a test could be.
 */
import { US_STATES } from '../../rules/us-states.ts';
import { NO_PRICE, NO_RATING, PRICE_TIERS, type Attributes } from '../index/attributes.ts';

export interface DescribedRestaurant {
  priceRange: (typeof PRICE_TIERS)[number];
  rating: number | null;
  reviews: number;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  cuisines: string[];
  /** Each item's price in cents (null: none), in rowid order. */
  prices: (number | null)[];
}

export interface HighRowids {
  attributes: Attributes;
  /** The rowid of each described restaurant, and of each of its items. */
  rowids: { restaurant: number; items: number[] }[];
}

export function highRowidAttributes(
  fillerRestaurants: number,
  fillerItems: number,
  described: readonly DescribedRestaurant[],
): HighRowids {
  if (fillerRestaurants < 1) throw new Error('the filler items need a filler restaurant to hold them');
  const n = fillerRestaurants + described.length;
  const items = fillerItems + described.reduce((sum, restaurant) => sum + restaurant.prices.length, 0);
  const cuisines = [...new Set(described.flatMap((restaurant) => restaurant.cuisines))];
  const cities: Attributes['cities'] = [{ city: 'Filler', state: 'AL' }];
  const cityIndex = (city: string, state: string) => {
    const found = cities.findIndex((known) => known.city === city && known.state === state);
    return found >= 0 ? found : cities.push({ city, state }) - 1;
  };
  const a = {
    restaurants: n,
    items,
    priceTier: new Uint8Array(n + 1),
    rating10: new Uint8Array(n + 1).fill(NO_RATING),
    reviews: new Uint32Array(n + 1),
    latitude: new Float64Array(n + 1),
    longitude: new Float64Array(n + 1),
    state: new Uint8Array(n + 1),
    city: new Uint32Array(n + 1),
    cuisineStart: new Uint32Array(n + 2),
    cuisineOf: new Uint8Array(described.reduce((sum, restaurant) => sum + restaurant.cuisines.length, 0)),
    zone: new Uint8Array(n + 1),
    hoursStart: new Uint32Array(n + 2),
    weekHours: new Uint16Array(0),
    hoursKnown: new Uint8Array(n + 1),
    firstItem: new Uint32Array(n + 2).fill(fillerItems + 1, 2),
    restaurantOf: new Uint32Array(items + 1),
    priceCents: new Int32Array(items + 1).fill(NO_PRICE),
    dietary: new Uint8Array(items + 1),
    restaurantDietary: new Uint8Array(n + 1),
    chain: new Uint32Array(n + 1),
    service: new Uint8Array(n + 1),
    cuisines,
    zones: ['America/Chicago'],
    cities,
    chains: [],
  } satisfies Attributes;
  a.firstItem[1] = 1;
  const rowids: HighRowids['rowids'] = [];
  let item = fillerItems + 1;
  let cuisine = 0;
  described.forEach((restaurant, index) => {
    const r = fillerRestaurants + 1 + index;
    a.priceTier[r] = PRICE_TIERS.indexOf(restaurant.priceRange);
    if (restaurant.rating !== null) a.rating10[r] = Math.round(restaurant.rating * 10);
    a.reviews[r] = restaurant.reviews;
    a.latitude[r] = restaurant.latitude;
    a.longitude[r] = restaurant.longitude;
    a.state[r] = US_STATES.findIndex(([code]) => code === restaurant.state);
    a.city[r] = cityIndex(restaurant.city, restaurant.state);
    a.cuisineStart[r] = cuisine;
    for (const slug of restaurant.cuisines) a.cuisineOf[cuisine++] = cuisines.indexOf(slug);
    a.firstItem[r] = item;
    const held: number[] = [];
    for (const cents of restaurant.prices) {
      if (cents !== null) a.priceCents[item] = cents;
      held.push(item++);
    }
    rowids.push({ restaurant: r, items: held });
  });
  a.cuisineStart.fill(cuisine, fillerRestaurants + 1 + described.length);
  a.firstItem[n + 1] = items + 1;
  for (let r = 1; r <= n; r += 1) a.restaurantOf.fill(r, a.firstItem[r]!, a.firstItem[r + 1]!);
  return { attributes: a, rowids };
}
