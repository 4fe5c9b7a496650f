import { describe, expect, it } from 'vitest';
import type { PlaceStats } from '../api/stats';
import { COMPARED_FIGURES, isRough } from './figures';

const stats = (items: number, restaurants: number, unknownTier = 0) =>
  ({
    restaurant_count: restaurants,
    item_count: items,
    average_price: 12,
    expensive_share: 0.1,
    price_percentiles: { p10: 5, p25: 8, p50: 11, p75: 14, p90: 18, p99: 30 },
    price_tiers: { $: 1, $$: 1, $$$: 1, $$$$: 1, unknown: unknownTier },
  }) as unknown as PlaceStats;

const rough = (s: PlaceStats) =>
  COMPARED_FIGURES.filter((f) => isRough(f, s)).map((f) => f.column.replace('price_percentiles.', ''));

describe('rough figures', () => {
  it('marks a percentile read from fewer than 30 items beyond it: a p99 of 129 items, not its median', () => {
    expect(rough(stats(129, 10))).toEqual(['p10', 'p90', 'p99', 'expensive_share']);
    expect(rough(stats(3000, 200))).toEqual([]);
  });

  it('marks a mean of few items, and a share of few restaurants with a known tier; never a count', () => {
    expect(rough(stats(20, 40, 15))).toEqual([
      'average_price',
      'p10',
      'p25',
      'p50',
      'p75',
      'p90',
      'p99',
      'expensive_share',
    ]);
    expect(rough(stats(5000, 40, 15))).toEqual(['expensive_share']);
  });
});
