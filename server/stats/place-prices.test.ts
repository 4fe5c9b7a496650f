import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../rules/us-states.ts';
import { NO_PRICE, type Attributes } from '../index/attributes.ts';
import { quartileRanks } from '../catalog/query/price-tally.ts';
import { GATHERED, Scratch } from '../catalog/query/scratch.ts';
import { highRowidAttributes, type DescribedRestaurant } from '../test-support/high-rowid-attributes.ts';
import { FORMER_ROWID_SPACE, highRowidMenus } from '../test-support/high-rowid-menus.ts';
import { share } from './benchmarks.ts';
import { placePrices, type PlaceFigures } from './place-prices.ts';

type Request = { groupBy: 'city' | 'state'; minItems: number };

/** Every place `placePrices` keeps, with its figures, in place order. */
function figures(
  attributes: Attributes,
  hits: Uint32Array,
  request: Request,
  chosen: Uint8Array | null,
  scratch: Scratch,
) {
  const prices = placePrices(attributes, hits, request, chosen, scratch);
  return Array.from(prices.places, (place) => prices.figures(place));
}

/**
 * The same figures the plain way, as the API defines them: each place's priced hits, their prices sorted, read at
 * the nearest ranks.
 */
function expected(attributes: Attributes, hits: Uint32Array, request: Request, chosen: Uint8Array | null) {
  const byCity = request.groupBy === 'city';
  const places = new Map<number, { prices: number[]; restaurants: Set<number> }>();
  for (const item of hits) {
    const r = attributes.restaurantOf[item]!;
    const cents = attributes.priceCents[item]!;
    if (cents === NO_PRICE || (chosen && !chosen[attributes.city[r]!])) continue;
    const place = byCity ? attributes.city[r]! : attributes.state[r]!;
    const held = places.get(place) ?? { prices: [], restaurants: new Set() };
    held.prices.push(cents);
    held.restaurants.add(r);
    places.set(place, held);
  }
  return [...places]
    .filter(([, { prices }]) => prices.length >= request.minItems)
    .sort(([a], [b]) => a - b)
    .map(([place, { prices, restaurants }]): PlaceFigures => {
      const sorted = prices.sort((a, b) => a - b);
      const [p25, median, p75] = quartileRanks(sorted.length).map((rank) => sorted[rank]! / 100);
      return {
        state: byCity ? attributes.cities[place]!.state : US_STATES[place]![0],
        city: byCity ? attributes.cities[place]!.city : null,
        item_count: sorted.length,
        restaurant_count: restaurants.size,
        min: sorted[0]! / 100,
        p25: p25!,
        median: median!,
        p75: p75!,
        max: sorted.at(-1)! / 100,
        average: Math.round(sorted.reduce((sum, cents) => sum + cents, 0) / sorted.length) / 100,
      };
    });
}

/** The figures of every priced hit counted (in the cities chosen), whatever its place: a nationwide dish's. */
function everyHit(attributes: Attributes, hits: Uint32Array, chosen: Uint8Array | null) {
  const counted = Array.from(hits).filter((item) => {
    const r = attributes.restaurantOf[item]!;
    return attributes.priceCents[item] !== NO_PRICE && (!chosen || chosen[attributes.city[r]!] === 1);
  });
  const sorted = counted.map((item) => attributes.priceCents[item]!).sort((a, b) => a - b);
  const restaurants = new Set(counted.map((item) => attributes.restaurantOf[item]!)).size;
  if (sorted.length === 0) {
    const none = { count: 0, min: null, p25: null, median: null, p75: null, max: null, average: null };
    return { prices: none, restaurants };
  }
  const [p25, median, p75] = quartileRanks(sorted.length).map((rank) => sorted[rank]! / 100);
  const average = Math.round(sorted.reduce((sum, cents) => sum + cents, 0) / sorted.length) / 100;
  const prices = { count: sorted.length, min: sorted[0]! / 100, p25, median, p75, max: sorted.at(-1)! / 100, average };
  return { prices, restaurants };
}

describe('dish prices over items past the rowids a sort once had room for', () => {
  const { connection, early, austin, houston, salina } = highRowidMenus();
  const hits = Uint32Array.from([early, ...austin, ...houston, ...salina]);
  const byPlace = (groupBy: 'city' | 'state', chosen: Uint8Array | null = null) =>
    figures(connection.attributes, hits, { groupBy, minItems: 1 }, chosen, connection.scratch);

  it('summarises each city from its own priced items', () => {
    expect(salina[0]).toBeGreaterThan(FORMER_ROWID_SPACE);
    expect(byPlace('city')).toEqual([
      {
        state: 'AL',
        city: 'Filler',
        item_count: 1,
        restaurant_count: 1,
        min: 7,
        p25: 7,
        median: 7,
        p75: 7,
        max: 7,
        average: 7,
      },
      {
        state: 'TX',
        city: 'Austin',
        item_count: 3,
        restaurant_count: 1,
        min: 4.5,
        p25: 12.99,
        median: 12.99,
        p75: 25.99,
        max: 25.99,
        average: 14.49,
      },
      {
        state: 'TX',
        city: 'Houston',
        item_count: 2,
        restaurant_count: 1,
        min: 8.99,
        p25: 8.99,
        median: 10.99,
        p75: 10.99,
        max: 10.99,
        average: 9.99,
      },
      {
        state: 'KS',
        city: 'Salina',
        item_count: 3,
        restaurant_count: 1,
        min: 9.99,
        p25: 15.99,
        median: 15.99,
        p75: 21,
        max: 21,
        average: 15.66,
      },
    ]);
  });

  it('summarises each state, and only the cities chosen', () => {
    const texas = byPlace('state').find((row) => row.state === 'TX');
    expect(texas).toMatchObject({ item_count: 5, restaurant_count: 2, min: 4.5, median: 10.99, max: 25.99 });
    const chosen = new Uint8Array(connection.attributes.cities.length);
    chosen[connection.attributes.cities.findIndex(({ city }) => city === 'Salina')] = 1;
    expect(byPlace('city', chosen).map((row) => row.city)).toEqual(['Salina']);
  });
});

const PLACES = [
  { city: 'Austin', state: 'TX' },
  { city: 'Houston', state: 'TX' },
  { city: 'Springfield', state: 'IL' },
  { city: 'Springfield', state: 'MO' },
  { city: 'Salina', state: 'KS' },
];

/** A restaurant in one of PLACES, with its items' prices: often the same few (ties), at times none or $1,000 or more. */
const restaurant = fc.record({
  place: fc.integer({ min: 0, max: PLACES.length - 1 }),
  prices: fc.array(
    fc.oneof(
      { arbitrary: fc.constantFrom(499, 899, 1299), weight: 4 },
      { arbitrary: fc.integer({ min: 0, max: 99_999 }), weight: 4 },
      { arbitrary: fc.integer({ min: 100_000, max: 400_000 }), weight: 1 },
      { arbitrary: fc.constant(null), weight: 1 },
    ),
    { maxLength: 12 },
  ),
});

function menus(restaurants: { place: number; prices: (number | null)[] }[], fillerItems: number) {
  const described = restaurants.map(({ place, prices }): DescribedRestaurant => {
    const { city, state } = PLACES[place]!;
    return { priceRange: '$', rating: null, reviews: 0, latitude: 0, longitude: 0, city, state, cuisines: [], prices };
  });
  return highRowidAttributes(1, fillerItems, described).attributes;
}

describe('dish prices place by place', () => {
  it('match the figures read from each place’s prices in order, whatever the hits, grouping and places chosen', () => {
    fc.assert(
      fc.property(
        fc.array(restaurant, { maxLength: 40 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        fc.boolean(),
        (restaurants, fillerItems, minItems, seed, choose) => {
          const attributes = menus(restaurants, fillerItems);
          // A hit is every item whose turn comes up for the seed: a different subset each time.
          const hits = Uint32Array.from({ length: attributes.items }, (_, at) => at + 1).filter(
            (item) => (Math.imul(item, 2654435761) ^ seed) & 1,
          );
          const chosen = choose
            ? Uint8Array.from(attributes.cities, (_, at) => Number(((seed >>> at) & 1) === 1))
            : null;
          // One scratch for both groupings: the first must leave its buffers as the second needs them.
          const scratch = new Scratch(attributes.items, attributes.restaurants);
          for (const groupBy of ['city', 'state'] as const) {
            const request = { groupBy, minItems };
            expect(figures(attributes, hits, request, chosen, scratch)).toEqual(
              expected(attributes, hits, request, chosen),
            );
            expect(placePrices(attributes, hits, request, chosen, scratch).counted).toEqual(
              everyHit(attributes, hits, chosen),
            );
          }
        },
      ),
    );
  });

  it('order by the figures their rows show: prices in cents, counts, the share serving as the row rounds it', () => {
    fc.assert(
      fc.property(fc.array(restaurant, { minLength: 1, maxLength: 30 }), fc.integer(), (restaurants, seed) => {
        const attributes = menus(restaurants, 2);
        const hits = Uint32Array.from({ length: attributes.items }, (_, at) => at + 1).filter(
          (item) => (Math.imul(item, 2654435761) ^ seed) & 1,
        );
        for (const groupBy of ['city', 'state'] as const) {
          const scratch = new Scratch(attributes.items, attributes.restaurants);
          const prices = placePrices(attributes, hits, { groupBy, minItems: 1 }, null, scratch);
          for (const place of prices.places) {
            const row = prices.figures(place);
            const all = restaurants.filter(
              (r) =>
                PLACES[r.place]!.state === row.state && (groupBy === 'state' || PLACES[r.place]!.city === row.city),
            ).length;
            const cents = (dollars: number) => Math.round(dollars * 100);
            expect({
              item_count: prices.sortValue(place, 'item_count'),
              restaurant_count: prices.sortValue(place, 'restaurant_count'),
              penetration: prices.sortValue(place, 'penetration') / 10_000,
              min: prices.sortValue(place, 'min_price'),
              p25: prices.sortValue(place, 'p25_price'),
              median: prices.sortValue(place, 'median_price'),
              index: prices.sortValue(place, 'price_index'),
              p75: prices.sortValue(place, 'p75_price'),
              max: prices.sortValue(place, 'max_price'),
              average: prices.sortValue(place, 'average_price'),
            }).toEqual({
              item_count: row.item_count,
              restaurant_count: row.restaurant_count,
              penetration: share(row.restaurant_count, all),
              min: cents(row.min),
              p25: cents(row.p25),
              median: cents(row.median),
              index: cents(row.median),
              p75: cents(row.p75),
              max: cents(row.max),
              average: cents(row.average),
            });
          }
        }
      }),
    );
  });

  it('match them over more hits than one stretch that a pass reads at a time', () => {
    const long = (place: number, offset: number) => ({
      place,
      prices: Array.from({ length: GATHERED + 500 }, (_, at) => (at % 7 === 0 ? null : 300 + ((at * offset) % 4000))),
    });
    const attributes = menus([long(0, 13), long(2, 7), long(0, 29), long(3, 11)], 3);
    const hits = Uint32Array.from({ length: attributes.items }, (_, at) => at + 1).filter((item) => item % 3 !== 0);
    expect(hits.length).toBeGreaterThan(2 * GATHERED);
    const scratch = new Scratch(attributes.items, attributes.restaurants);
    for (const groupBy of ['city', 'state'] as const) {
      const request = { groupBy, minItems: 5 };
      expect(figures(attributes, hits, request, null, scratch)).toEqual(expected(attributes, hits, request, null));
    }
  });
});
