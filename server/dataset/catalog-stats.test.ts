import { describe, expect, it } from 'vitest';
import { CityAccumulator, CuisineTally, percentile } from './catalog-stats.ts';

describe('percentile', () => {
  it('interpolates between closest ranks', () => {
    expect(percentile([100, 200, 300, 400], 0.5)).toBe(250);
    expect(percentile([100, 200, 300, 400], 0.9)).toBeCloseTo(370);
    expect(percentile([500], 0.99)).toBe(500);
  });
});

describe('CuisineTally', () => {
  it('counts each restaurant once per cuisine and orders by count, then slug', () => {
    const tally = new CuisineTally();
    tally.add(['pho', 'vietnamese']);
    tally.add(['bbq', 'american']);
    tally.add(['burgers', 'american', 'american']);
    expect(tally.top(2)).toEqual([
      { cuisine: 'american', restaurant_count: 2, share: 0.6667 },
      { cuisine: 'bbq', restaurant_count: 1, share: 0.3333 },
    ]);
  });
});

describe('CityAccumulator', () => {
  it('summarises prices over every restaurant of the city', () => {
    const city = new CityAccumulator('TX', 'Austin');
    city.addRestaurant(['tex-mex'], 3, [1000, 1200]);
    city.addRestaurant(['bbq'], 2, [1400, 3000]);
    const summary = city.summary();
    expect(summary).toMatchObject({ restaurantCount: 2, itemCount: 5, averageCents: 1650 });
    expect(summary.percentiles.p50).toBe(1300);
  });

  it('has no prices when every item is priced in words', () => {
    const city = new CityAccumulator('ME', 'Bar Harbor');
    city.addRestaurant(['seafood'], 1, []);
    expect(city.summary()).toMatchObject({ averageCents: null, percentiles: { p50: null, p99: null } });
  });
});
