/** Price summaries of a set of items (quartiles, extremes, mean), counted into a histogram as they come. */
import { NO_PRICE, type Attributes } from '../../index/attributes.ts';
import { asUnsigned, GATHERED, gather } from './gather.ts';
import type { PriceStats } from '../catalog.ts';
import type { Scratch } from './scratch.ts';

/**
 * The ranks (0-based, in ascending order of price) of the lower quartile, the median and the upper quartile among
 * `count` prices: the nearest rank, halves rounded up. Every price summary of a set of items (item search's
 * price_stats, dish prices) reads its quartiles at these ranks, so the two agree on the same items.
 */
export function quartileRanks(count: number): number[] {
  return ([0.25, 0.5, 0.75] as const).map((share) => quartileRank(count, share));
}

/** The rank of one of `quartileRanks`, for loops over many places that would otherwise make an array for each. */
export function quartileRank(count: number, share: 0.25 | 0.5 | 0.75): number {
  return Math.min(count - 1, Math.floor(share * (count - 1) + 0.5));
}

/** Count, quartiles, extremes and mean of the hits' prices (items without a price left out), in dollars. */
export function priceStats(attributes: Attributes, items: Uint32Array, scratch: Scratch): PriceStats {
  const prices = new PriceTally(scratch.histogram());
  const [gathered] = scratch.gathered();
  const priceCents = asUnsigned(attributes.priceCents);
  for (let from = 0; from < items.length; from += GATHERED) {
    const to = Math.min(items.length, from + GATHERED);
    gather(priceCents, items, from, to, gathered);
    // Counted here, not in a function of its own per stretch, which V8 ran at a third of the speed; with no branch
    // on whether an item has a price (docs/search.md); read back signed (no price is -1), as `addIf`, once given a
    // number past 32-bit integers, is compiled again for any number (docs/scale.md).
    for (let i = 0; i < to - from; i += 1) {
      const cents = gathered[i]! | 0;
      prices.addIf(cents, +(cents > NO_PRICE));
    }
  }
  return prices.stats();
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
    if (count === 0) return summarise(0, 0, 0, 0, []);
    // The value at each rank asked for, as in a sorted list of the prices.
    const quartiles = new QuartilePicker(count);
    for (let cents = min; cents <= Math.min(max, buckets - 1); cents += 1) {
      quartiles.add(cents, histogram[cents]!);
      histogram[cents] = 0;
    }
    for (const cents of dearer) quartiles.add(cents, 1);
    return summarise(count, sum, min, max, quartiles.values);
  }
}

/** The prices at the quartile ranks among `count`, given the prices in ascending order as (price, times) runs. */
export class QuartilePicker {
  readonly values: number[] = [];
  private readonly ranks: number[];
  private seen = 0;

  constructor(count: number) {
    this.ranks = count > 0 ? quartileRanks(count) : [];
  }

  add(cents: number, times: number): void {
    this.seen += times;
    while (this.values.length < this.ranks.length && this.ranks[this.values.length]! < this.seen) {
      this.values.push(cents);
    }
  }
}

/** A price summary in dollars from its figures in cents (`quartiles` as `QuartilePicker` found them). */
export function summarise(count: number, sum: number, min: number, max: number, quartiles: number[]): PriceStats {
  if (count === 0) return { count, min: null, p25: null, median: null, p75: null, max: null, average: null };
  const [p25, median, p75] = quartiles.map((cents) => cents / 100) as [number, number, number];
  return { count, min: min / 100, p25, median, p75, max: max / 100, average: Math.round(sum / count) / 100 };
}
