/**
 * The order of a discovery search's hits when it is not relevance: rating, review count, distance or price, over
 * every hit, ties in quality (rowid) order. Only the page's depth is sorted: the rest is partitioned away.
 */
import type { SearchRequest } from '../../search/request.ts';
import { NO_PRICE, type Attributes } from '../../index/attributes.ts';
import type { Conditions } from './conditions.ts';
import { restaurantHolding } from './item-runs.ts';
import type { Discovered } from './discovery.ts';
import type { Scratch } from './scratch.ts';
import { MOST_PRICE_CENTS, MOST_SORT_KEY } from '../../index/catalog-limits.ts';
import { packKey, positionOf } from './packed-key.ts';

/**
 * The first `need` hits in the requested order (not relevance: that one is the index's), ties in quality order.
 * Keys are packed with the rowid into one float (`packed-key.ts`), so one numeric sort orders by key, then rowid.
 */
export function sortHits(
  attributes: Attributes,
  request: SearchRequest,
  discovered: Discovered,
  need: number,
  scratch: Scratch,
): number[] {
  const { hits, conditions } = discovered;
  const key = sortKey(attributes, request, conditions);
  if (!key) return Array.from(hits.subarray(0, need));
  const packed = scratch.keys(hits.length);
  if (key.of === 'item') {
    for (let i = 0; i < hits.length; i += 1) packed[i] = packKey(key.value(hits[i]!), hits[i]!);
  } else if (request.index === 'restaurants') {
    for (let i = 0; i < hits.length; i += 1) packed[i] = packKey(key.value(hits[i]!), hits[i]!);
  } else {
    // Items come in rowid order, so in runs by restaurant: each restaurant's key is worked out once for its run.
    const { firstItem } = attributes;
    let r = 0;
    let next = 0;
    let value = 0;
    for (let i = 0; i < hits.length; i += 1) {
      const item = hits[i]!;
      if (item >= next) {
        r = restaurantHolding(firstItem, item, r);
        next = firstItem[r + 1]!;
        value = key.value(r);
      }
      packed[i] = packKey(value, item);
    }
  }
  return Array.from(sortSmallest(packed, need), positionOf);
}

/**
 * An ascending sort key (small first, 0..MOST_SORT_KEY), of a hit's restaurant or of the item itself. Null for
 * quality order. A distance in metres is a key as it is: none on Earth is that long.
 */
type SortKey = { of: 'restaurant' | 'item'; value: (rowid: number) => number };

function sortKey(attributes: Attributes, request: SearchRequest, conditions: Conditions): SortKey | null {
  const a = attributes;
  const ofRestaurant = (value: (r: number) => number): SortKey => ({ of: 'restaurant', value });
  switch (request.sort) {
    // Quality order is rating order, each rating weighed by how sure it is (rules/rating-score.ts).
    case 'relevance':
    case 'rating':
      return null;
    case 'review_count':
      return ofRestaurant((r) => MOST_SORT_KEY - a.reviews[r]!);
    case 'distance':
      return ofRestaurant((r) => Math.round(conditions.distanceM(r)));
    case 'price_asc':
    case 'price_desc': {
      const descending = request.sort === 'price_desc';
      if (request.index === 'items') {
        return {
          of: 'item',
          value: (item) => {
            const cents = a.priceCents[item]!;
            if (cents === NO_PRICE) return MOST_SORT_KEY;
            return descending ? MOST_PRICE_CENTS - cents : cents;
          },
        };
      }
      return ofRestaurant((r) => (a.priceTier[r] === 0 ? 9 : descending ? 5 - a.priceTier[r]! : a.priceTier[r]!));
    }
  }
}

/**
 * The `k` smallest of `values` (distinct), sorted, as the start of `values`: a quickselect puts them first in
 * linear time, then only they are sorted: a deep page of a huge match sorts only as many numbers as it is deep.
 */
export function sortSmallest(values: Float64Array, k: number): Float64Array {
  if (k >= values.length) return values.sort();
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const a = values[low]!;
    const b = values[(low + high) >> 1]!;
    const c = values[high]!;
    const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i += 1;
      while (values[j]! > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k - 1 <= j) high = j;
    else if (k - 1 >= i) low = i;
    else break;
  }
  return values.subarray(0, k).sort();
}
