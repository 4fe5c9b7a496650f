import { describe, expect, it } from 'vitest';
import { percentileRows, statsKeys, tierRows } from './stats';

describe('stats helpers', () => {
  it('lists percentiles p10…p99 in order', () => {
    const rows = percentileRows({ price_percentiles: { p10: 5, p25: 8, p50: 12, p75: 16, p90: 22, p99: null } });
    expect(rows.map((r) => r.label)).toEqual(['p10', 'p25', 'p50', 'p75', 'p90', 'p99']);
    expect(rows[5]!.price).toBeNull();
  });
  it('keys cities case-insensitively so "austin" and "Austin" share a cache entry', () => {
    expect(statsKeys.city({ state: 'tx', city: ' Austin ' })).toEqual(statsKeys.city({ state: 'TX', city: 'austin' }));
  });
  it('lists the tiers $…$$$$ and unknown, each a share of all restaurants, so the shares add up to one', () => {
    const rows = tierRows({ restaurant_count: 8, price_tiers: { $: 2, $$: 3, $$$: 1, $$$$: 0, unknown: 2 } });
    expect(rows.map((r) => r.label)).toEqual(['$', '$$', '$$$', '$$$$', 'Unknown']);
    expect(rows.map((r) => r.share)).toEqual([0.25, 0.375, 0.125, 0, 0.25]);
    expect(
      tierRows({ restaurant_count: 0, price_tiers: { $: 0, $$: 0, $$$: 0, $$$$: 0, unknown: 0 } })[0]!.share,
    ).toBeNull();
  });
});
