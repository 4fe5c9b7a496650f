import { describe, expect, it } from 'vitest';
import type { CityStats } from '../api/stats';
import { comparisonCsv, figureText, KEY_FIGURES } from './figures';

const austin: CityStats = {
  city: 'Austin',
  state: 'TX',
  currency: 'USD',
  restaurant_count: 10,
  item_count: 240,
  average_price: 13.5,
  median_price: 12,
  p90_price: 22,
  price_tiers: { $: 3, $$: 4, $$$: 2, $$$$: 0, unknown: 1 },
  expensive_share: 2 / 9,
  price_percentiles: { p10: 5, p25: 8, p50: 12, p75: 16, p90: 22, p99: 41.25 },
  top_cuisines: [],
  price_index: 120,
  population: 931_830,
  restaurants_per_10k: 0.11,
  chain_share: 0.1875,
  service_mix: { quick: 0.3, full: 0.7 },
  main_median_price: 14.5,
  as_of: '2026-11-21',
};

describe('comparison CSV', () => {
  it('holds every percentile and every tier, one row per city', () => {
    const { header, rows } = comparisonCsv([austin, { ...austin, city: 'Waco', expensive_share: null }]);
    for (const column of ['p10', 'p25', 'p50', 'p75', 'p90', 'p99', 'tier_$', 'tier_$$$$', 'tier_unknown']) {
      expect(header).toContain(column);
    }
    const row = Object.fromEntries(header.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({ city: 'Austin', state: 'TX', p10: 5, p99: 41.25, tier_$$: 4, tier_unknown: 1 });
    expect(row.expensive_share).toBe('22.2%');
    expect(rows[1]![header.indexOf('expensive_share')]).toBeNull();
  });
});

describe('key figures', () => {
  it('say expensive share as a percentage of the restaurants with a known tier', () => {
    const expensive = KEY_FIGURES.find((f) => f.column === 'expensive_share')!;
    expect(figureText(expensive, austin)).toBe('22.2%');
    expect(expensive.note).toMatch(/known price tier/);
    expect(figureText(expensive, { ...austin, expensive_share: null })).toBe('—');
  });
});
