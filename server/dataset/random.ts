/**
 * Seeded randomness for the generator. Everything random in the dataset flows from here so that a seed fully
 * determines the output: no Math.random, no clocks, no shared mutable state between restaurants.
 */

import { hash128 } from '../index/ids.ts';

/**
 * sfc32: small, fast and statistically solid. Instances are cheap, so every restaurant (and every menu) gets its
 * own stream derived from a hash, which is what makes `menu(r)` independent of call order.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: readonly [number, number, number, number]) {
    [this.a, this.b, this.c, this.d] = seed;
    // The first outputs of sfc32 still correlate with the seed words; discard them.
    for (let i = 0; i < 12; i++) this.u32();
  }

  static from(key: string): Rng {
    return new Rng(hash128(key));
  }

  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [min, max], both inclusive. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  }

  /** Standard normal (Box–Muller; the second value is dropped to keep the stream stateless). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Fisher–Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}

/** Cumulative weights for repeated weighted draws with a binary search. */
export class WeightedTable<T> {
  readonly items: readonly T[];
  private readonly cumulative: Float64Array;
  readonly total: number;

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    this.items = entries.map(([item]) => item);
    this.cumulative = new Float64Array(entries.length);
    let sum = 0;
    entries.forEach(([, weight], i) => {
      sum += Math.max(0, weight);
      this.cumulative[i] = sum;
    });
    if (sum <= 0) throw new Error('WeightedTable needs a positive total weight');
    this.total = sum;
  }

  indexAt(rng: Rng): number {
    const target = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  draw(rng: Rng): T {
    return this.items[this.indexAt(rng)] as T;
  }
}

/** Draw from a short inline list of [value, weight] pairs. */
export function weighted<T>(rng: Rng, entries: ReadonlyArray<readonly [T, number]>): T {
  let total = 0;
  for (const [, w] of entries) total += w;
  let target = rng.next() * total;
  for (const [value, w] of entries) {
    target -= w;
    if (target < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new Error('weighted() from an empty list');
  return last[0];
}
