/**
 * Facet counts of a discovery search (`discovery.ts`): per facet asked for, how many matches have each value,
 * counting a match when it fails no condition but that facet's own (disjunctive facets). The top 20 values by
 * count are returned, ties by value.
 */
import { US_STATES } from '../../rules/us-states.ts';
import type { FacetName } from '../search/fields.ts';
import { isOpen, NO_RATING, PRICE_TIERS, type Attributes } from './attributes.ts';

/** The condition bit of each facet's own filter, in a match's mask of failed conditions. */
export const FACET_BIT: Record<FacetName, number> = {
  cuisine: 1,
  price_range: 2,
  city: 4,
  state: 8,
  rating: 16,
  open_now: 32,
};

const TOP_FACET_VALUES = 20;
const RATING_BUCKETS = [
  { label: '4.5+', min10: 45 },
  { label: '4+', min10: 40 },
  { label: '3.5+', min10: 35 },
  { label: '3+', min10: 30 },
];

/** Per facet asked for: counts by value index. */
export class FacetCounts {
  private readonly counts: Map<FacetName, Uint32Array>;

  constructor(
    private readonly attributes: Attributes,
    /** Local minutes since Monday per time zone at the instant the open_now facet is counted at. */
    private readonly openMinutes: Uint16Array,
    readonly facets: readonly FacetName[],
  ) {
    const size: Record<FacetName, number> = {
      cuisine: attributes.cuisines.length,
      price_range: PRICE_TIERS.length,
      city: attributes.cities.length,
      state: US_STATES.length,
      rating: RATING_BUCKETS.length,
      open_now: 2,
    };
    this.counts = new Map(facets.map((facet) => [facet, new Uint32Array(size[facet])]));
  }

  /** Counts restaurant `r` (once per matching row: a restaurant, or each matching item of it) by `mask`. */
  add(r: number, mask: number, times = 1): void {
    const a = this.attributes;
    for (const [facet, counts] of this.counts) {
      if ((mask & ~FACET_BIT[facet]) !== 0) continue;
      switch (facet) {
        case 'cuisine':
          for (let i = a.cuisineStart[r]!; i < a.cuisineStart[r + 1]!; i += 1) counts[a.cuisineOf[i]!]! += times;
          break;
        case 'price_range':
          if (a.priceTier[r] !== 0) counts[a.priceTier[r]!]! += times;
          break;
        case 'city':
          counts[a.city[r]!]! += times;
          break;
        case 'state':
          counts[a.state[r]!]! += times;
          break;
        case 'rating':
          for (const [bucket, { min10 }] of RATING_BUCKETS.entries()) {
            if (a.rating10[r] !== NO_RATING && a.rating10[r]! >= min10) counts[bucket]! += times;
          }
          break;
        case 'open_now':
          counts[isOpen(a, r, this.openMinutes) ? 1 : 0]! += times;
          break;
      }
    }
  }

  /** The top values of each facet by count, ties by value. */
  result(): Record<string, { value: string; count: number }[]> {
    const a = this.attributes;
    const label: Record<FacetName, (index: number) => string> = {
      cuisine: (index) => a.cuisines[index]!,
      price_range: (index) => PRICE_TIERS[index]!,
      city: (index) => `${a.cities[index]!.city}, ${a.cities[index]!.state}`,
      state: (index) => US_STATES[index]![0],
      rating: (index) => RATING_BUCKETS[index]!.label,
      open_now: (index) => (index === 1 ? 'true' : 'false'),
    };
    return Object.fromEntries(
      [...this.counts].map(([facet, counts]) => {
        const values: { value: string; count: number }[] = [];
        for (const [index, count] of counts.entries())
          if (count > 0) values.push({ value: label[facet](index), count });
        values.sort((x, y) => y.count - x.count || (x.value < y.value ? -1 : x.value > y.value ? 1 : 0));
        return [facet, values.slice(0, TOP_FACET_VALUES)];
      }),
    );
  }
}
