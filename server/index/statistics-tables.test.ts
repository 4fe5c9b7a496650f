import { describe, expect, it } from 'vitest';
import { CuisineTally, PlaceAccumulator, percentile } from './statistics-tables.ts';

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

const restaurant = (
  cuisines: string[],
  priceRange: string | null,
  itemCount: number,
  priceCents: number[],
  mainPriceCents: number[] = [],
) => ({
  cuisines,
  priceRange,
  latitude: 30.2,
  longitude: -97.7,
  itemCount,
  mainPriceCents,
  priceCents,
});

describe('PlaceAccumulator', () => {
  it('summarises prices over every restaurant of the place', () => {
    const city = new PlaceAccumulator('TX', 'Austin');
    city.add(restaurant(['tex-mex'], '$', 3, [1000, 1200]));
    city.add(restaurant(['bbq'], '$$', 2, [1400, 3000]));
    const summary = city.summary();
    expect(summary).toMatchObject({ restaurantCount: 2, itemCount: 5, averageCents: 1650 });
    expect(summary.percentiles.p50).toBe(1300);
  });

  it('takes the median main course over the mains alone, and none when the place lists no priced main', () => {
    const city = new PlaceAccumulator('TX', 'Austin');
    city.add(restaurant(['tex-mex'], '$', 4, [300, 1100, 1300, 350], [1100, 1300]));
    city.add(restaurant(['bbq'], '$$', 2, [1800, 400], [1800]));
    expect(city.summary().mainMedianCents).toBe(1300);
    const drinks = new PlaceAccumulator('TX', 'Marfa');
    drinks.add(restaurant(['coffee'], '$', 2, [450, 500]));
    expect(drinks.summary().mainMedianCents).toBeNull();
  });

  it('counts restaurants per price tier, and the expensive share among those with a tier', () => {
    const city = new PlaceAccumulator('CO', 'Denver');
    for (const tier of ['$', '$$', '$$$', '$$$$', '$$$', null]) city.add(restaurant(['bbq'], tier, 1, [900]));
    expect(city.summary()).toMatchObject({ restaurantCount: 6, tiers: [1, 1, 2, 1], expensiveShare: 0.6 });
  });

  it('has no prices when every item is priced in words, and no expensive share without tiers', () => {
    const city = new PlaceAccumulator('ME', 'Bar Harbor');
    city.add(restaurant(['seafood'], null, 1, []));
    expect(city.summary()).toMatchObject({ averageCents: null, percentiles: { p50: null, p99: null } });
    expect(city.summary().expensiveShare).toBeNull();
  });
});
