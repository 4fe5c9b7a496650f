/** Price summaries of a set of items (quartiles, extremes, mean), counted into a histogram as they come. */
import { NO_PRICE, type Attributes } from '../../index/attributes.ts';
import type { PriceStats } from '../catalog.ts';
import type { Scratch } from './scratch.ts';

/**
 * The ranks (0-based, in ascending order of price) of the lower quartile, the median and the upper quartile among
 * `count` prices: the nearest rank, halves rounded up. Every price summary of a set of items (item search's
 * price_stats, dish prices) reads its quartiles at these ranks, so the two agree on the same items.
 */
export function quartileRanks(count: number): number[] {
  return [0.25, 0.5, 0.75].map((share) => Math.min(count - 1, Math.floor(share * (count - 1) + 0.5)));
}

/** Count, quartiles, extremes and mean of the hits' prices (items without a price left out), in dollars. */
export function priceStats(attributes: Attributes, items: Uint32Array, scratch: Scratch): PriceStats {
  const prices = new PriceTally(scratch.histogram());
  tallyPrices(attributes.priceCents, items, prices);
  return prices.stats();
}

/**
 * Counts the items' prices, those without one (NO_PRICE, below every price) as nothing, with no branch on which:
 * a loop over a broad word's items runs faster cold without the test (docs/search.md).
 */
function tallyPrices(priceCents: Int32Array, items: Uint32Array, prices: PriceTally): void {
  for (let i = 0; i < items.length; i += 1) {
    const cents = priceCents[items[i]!]!;
    prices.addIf(cents, +(cents > NO_PRICE));
  }
}

/**
 * Prices counted as they come, then summarised. Prices are whole cents in a small range, so each is counted into a
 * histogram (the connection's, for prices up to $1,000; dearer ones are sorted apart), and everything else is read
 * off it: the pass over all of a broad word's items does nothing but count.
 */
export class PriceTally {
  private readonly dearer: number[] = [];
  constructor(private readonly histogram: Uint32Array) {}

  /** Counts `cents` when `count` is 1, not when 0 (cents may then be anything): for a loop with no branch on it. */
  addIf(cents: number, count: number): void {
    if (cents < this.histogram.length) this.histogram[cents & -count]! += count;
    else if (count === 1) this.dearer.push(cents);
  }

  /** The summary; the histogram is cleared on the way, for the connection's next search. */
  stats(): PriceStats {
    const { histogram, dearer } = this;
    const buckets = histogram.length;
    dearer.sort((a, b) => a - b);
    let count = dearer.length;
    let sum = dearer.reduce((total, cents) => total + cents, 0);
    let min = dearer[0] ?? Infinity;
    let max = dearer.at(-1) ?? -Infinity;
    for (let cents = 0; cents < buckets; cents += 1) {
      const times = histogram[cents]!;
      if (times === 0) continue;
      count += times;
      sum += cents * times;
      min = Math.min(min, cents);
      max = Math.max(max, cents);
    }
    if (count === 0) return { count, min: null, p25: null, median: null, p75: null, max: null, average: null };
    // The value at each rank asked for, as in a sorted list of the prices.
    const ranks = quartileRanks(count);
    const values: number[] = [];
    let seen = 0;
    for (let cents = min; cents <= Math.min(max, buckets - 1); cents += 1) {
      seen += histogram[cents]!;
      histogram[cents] = 0;
      while (values.length < ranks.length && ranks[values.length]! < seen) values.push(cents);
    }
    for (const cents of dearer) {
      seen += 1;
      while (values.length < ranks.length && ranks[values.length]! < seen) values.push(cents);
    }
    const [p25, median, p75] = values.map((cents) => cents / 100) as [number, number, number];
    return { count, min: min / 100, p25, median, p75, max: max / 100, average: Math.round(sum / count) / 100 };
  }
}
