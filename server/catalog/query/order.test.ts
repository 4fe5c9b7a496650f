import { describe, expect, it } from 'vitest';
import type { SearchIndexName, SearchSort } from '../../search/fields.ts';
import { searchRequest, type SearchQuery } from '../../test-support/catalog-calls.ts';
import { highRowidAttributes, type DescribedRestaurant } from '../../test-support/high-rowid-attributes.ts';
import { MOST_PRICE_CENTS, MOST_SORT_KEY } from '../../index/catalog-limits.ts';
import { Conditions } from './conditions.ts';
import { Scratch } from './scratch.ts';
import { sortHits, sortSmallest } from './order.ts';

describe('sortSmallest', () => {
  it('answers the k smallest values in order, for every k, as a full sort would', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (const size of [1, 2, 3, 10, 257, 5_000]) {
      const values = [...new Set(Array.from({ length: size }, next))];
      const sorted = [...values].sort((a, b) => a - b);
      for (const k of [
        1,
        2,
        5,
        20,
        Math.floor(values.length / 2),
        values.length - 1,
        values.length,
        values.length + 5,
      ]) {
        if (k < 1) continue;
        expect(Array.from(sortSmallest(Float64Array.from(values), k))).toEqual(sorted.slice(0, k));
      }
    }
  });

  it('handles input already in order and in reverse order', () => {
    const ascending = Float64Array.from({ length: 1_000 }, (_, i) => i);
    expect(Array.from(sortSmallest(ascending.slice(), 10))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Array.from(sortSmallest(ascending.slice().reverse(), 3))).toEqual([0, 1, 2]);
  });
});

/** Rowids the sort once packed into too few bits, so that they ran into their keys. */
const FORMER_ROWID_SPACE = 2 ** 22;

const place = (rest: Partial<DescribedRestaurant>): DescribedRestaurant => ({
  priceRange: '$$',
  rating: 4,
  reviews: 10,
  latitude: 40,
  longitude: -100,
  city: 'Salina',
  state: 'KS',
  cuisines: ['pizza'],
  prices: [],
  ...rest,
});

/** Sorts `hits` of `index` as a discovery search would, `need` deep. */
function sorted(
  attributes: ReturnType<typeof highRowidAttributes>['attributes'],
  index: SearchIndexName,
  sort: SearchSort,
  hits: number[],
  query: Partial<SearchQuery> = {},
): number[] {
  const request = searchRequest(index, { q: '', sort, ...query });
  const conditions = new Conditions(attributes, request.filters, request.now, null, index);
  const scratch = new Scratch(attributes.items, attributes.restaurants);
  return sortHits(attributes, request, { hits: Uint32Array.from(hits), conditions }, hits.length, scratch);
}

describe('sortHits over rowids past the former packing room', () => {
  it('orders items by price, both ways, ties and unpriced items in rowid order', () => {
    const { attributes, rowids } = highRowidAttributes(1, FORMER_ROWID_SPACE + 3, [
      place({ prices: [1299, 599, null, 599, MOST_PRICE_CENTS, 0] }),
    ]);
    const [dear, cheap, unpriced, cheapLater, dearest, free] = rowids[0]!.items as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    // An early item, priced as one past the former room, so a tie spans it.
    attributes.priceCents[5] = 599;
    const hits = [5, dear, cheap, unpriced, cheapLater, dearest, free];
    expect(cheap).toBeGreaterThan(FORMER_ROWID_SPACE);
    expect(sorted(attributes, 'items', 'price_asc', hits)).toEqual([
      free,
      5,
      cheap,
      cheapLater,
      dear,
      dearest,
      unpriced,
    ]);
    expect(sorted(attributes, 'items', 'price_desc', hits)).toEqual([
      dearest,
      dear,
      5,
      cheap,
      cheapLater,
      free,
      unpriced,
    ]);
  });

  it('orders restaurants by review count and distance, ties in rowid order, and by rating in rowid order', () => {
    const { attributes, rowids } = highRowidAttributes(FORMER_ROWID_SPACE + 2, 0, [
      place({ rating: 4.5, reviews: 30, latitude: 40.5 }),
      place({ rating: null, reviews: MOST_SORT_KEY, latitude: 40.1 }),
      place({ rating: 4.5, reviews: 0, latitude: 41 }),
      place({ rating: 5, reviews: 30, latitude: 40 }),
    ]);
    const [a, b, c, d] = rowids.map(({ restaurant }) => restaurant) as [number, number, number, number];
    attributes.rating10[2] = 45;
    attributes.reviews[2] = 30;
    attributes.latitude[2] = 40.05;
    attributes.longitude[2] = -100;
    const hits = [2, a, b, c, d];
    // The catalog numbers restaurants by how sure their rating is (rules/rating-score.ts): rating order is rowid order.
    expect(sorted(attributes, 'restaurants', 'rating', hits)).toEqual([2, a, b, c, d]);
    expect(sorted(attributes, 'restaurants', 'review_count', hits)).toEqual([b, 2, a, d, c]);
    const near = { latitude: 40, longitude: -100, radius_m: 50_000 };
    expect(sorted(attributes, 'restaurants', 'distance', hits, { near })).toEqual([d, 2, b, a, c]);
  });

  it("orders items by their restaurant's figure, each restaurant's items together in rowid order", () => {
    const { attributes, rowids } = highRowidAttributes(1, FORMER_ROWID_SPACE, [
      place({ reviews: 10, prices: [100, 200] }),
      place({ reviews: 900, prices: [300, 400] }),
    ]);
    const [low, high] = rowids.map(({ items }) => items) as [number[], number[]];
    expect(sorted(attributes, 'items', 'review_count', [...low, ...high])).toEqual([...high, ...low]);
  });
});
