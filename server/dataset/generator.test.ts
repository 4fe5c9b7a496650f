import { describe, expect, it } from 'vitest';
import { FULL_SCALE_RESTAURANTS, createGenerator } from './generator.ts';
import { COASTAL_STATES } from './place-tables.ts';
import type { GeneratedRestaurant } from '../index/source.ts';
import { dietBreaker, promisedDiets } from '../index/diet-promises.ts';

const generator = createGenerator({ seed: 42, scale: 0.05 });
const restaurants = generator.restaurants();

const share = (list: GeneratedRestaurant[], cuisine: string) =>
  list.filter((r) => r.cuisines.includes(cuisine)).length / list.length;

describe('determinism', () => {
  it('makes identical restaurants, menus and ids from the same seed and scale', () => {
    const again = createGenerator({ seed: 42, scale: 0.05 });
    expect(again.restaurants()).toEqual(restaurants);
    for (const r of restaurants.slice(0, 50)) expect(again.menu(r)).toEqual(generator.menu(r));
  });

  it('makes a menu that does not depend on what was generated before it', () => {
    const fresh = createGenerator({ seed: 42, scale: 0.05 });
    const last = fresh.restaurants().at(-1)!;
    expect(fresh.menu(last)).toEqual(generator.menu(restaurants.at(-1)!));
  });

  it('makes different data from another seed', () => {
    const other = createGenerator({ seed: 43, scale: 0.05 }).restaurants();
    expect(other[0]!.id).not.toBe(restaurants[0]!.id);
    expect(other.map((r) => r.name)).not.toEqual(restaurants.map((r) => r.name));
  });
});

describe('scale and identifiers', () => {
  it('makes 180,000 × scale restaurants', () => {
    expect(restaurants).toHaveLength(FULL_SCALE_RESTAURANTS * 0.05);
    expect(createGenerator({ seed: 1, scale: 0.01 }).restaurants()).toHaveLength(1800);
  });

  it('gives every restaurant and item a unique id of the contract shape', () => {
    const ids = new Set<string>();
    for (const r of restaurants) {
      expect(r.id).toMatch(/^rst_[0-9A-Za-z]{12}$/);
      ids.add(r.id);
      for (const section of generator.menu(r)) {
        for (const item of section.items) {
          expect(item.id).toMatch(/^itm_[0-9A-Za-z]{12}$/);
          ids.add(item.id);
        }
      }
    }
    const itemCount = restaurants.reduce(
      (sum, r) => sum + generator.menu(r).reduce((n, s) => n + s.items.length, 0),
      0,
    );
    expect(ids.size).toBe(restaurants.length + itemCount);
    // About 2.1 million items at scale 1.
    expect(itemCount / restaurants.length).toBeGreaterThan(10.5);
    expect(itemCount / restaurants.length).toBeLessThan(13);
  });
});

describe('realism', () => {
  it('places restaurants in real cities, in proportion to population', () => {
    const count = (city: string, state: string) =>
      restaurants.filter((r) => r.city === city && r.state === state).length;
    expect(count('Austin', 'TX')).toBeGreaterThan(5);
    expect(count('New York', 'NY')).toBeGreaterThan(count('Austin', 'TX'));
    expect(new Set(restaurants.map((r) => r.state)).size).toBe(51);
    for (const r of restaurants.slice(0, 200)) {
      expect(r.postalCode).toMatch(/^\d{5}$/);
      expect(r.timezone).toMatch(/^(America|Pacific)\//);
    }
  });

  it('has 60 or more cuisines with regional mixes', () => {
    expect(generator.cuisines().length).toBeGreaterThanOrEqual(60);
    const texas = restaurants.filter((r) => r.state === 'TX');
    expect(share(texas, 'tex-mex')).toBeGreaterThan(2 * share(restaurants, 'tex-mex'));
    const coastal = restaurants.filter((r) => COASTAL_STATES.has(r.state));
    const inland = restaurants.filter((r) => !COASTAL_STATES.has(r.state));
    expect(share(coastal, 'seafood')).toBeGreaterThan(share(inland, 'seafood'));
  });

  it('prices the same kind of restaurant higher in San Francisco than in Tulsa', () => {
    const medianPrice = (city: string) => {
      const prices = restaurants
        .filter((r) => r.city === city && r.priceRange === '$$')
        .flatMap((r) => generator.menu(r).flatMap((s) => s.items.map((i) => i.priceCents)))
        .filter((p): p is number => p !== null)
        .sort((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)]!;
    };
    expect(medianPrice('San Francisco')).toBeGreaterThan(medianPrice('Tulsa') * 1.2);
  });

  it('gives every item exactly one of a price or a price text', () => {
    let textPrices = 0;
    let items = 0;
    for (const r of restaurants.slice(0, 2000)) {
      for (const item of generator.menu(r).flatMap((s) => s.items)) {
        items += 1;
        expect((item.priceCents === null) !== (item.priceText === null)).toBe(true);
        if (item.priceCents !== null) expect(Number.isInteger(item.priceCents) && item.priceCents > 0).toBe(true);
        else textPrices += 1;
      }
    }
    expect(textPrices).toBeGreaterThan(0);
    expect(textPrices / items).toBeLessThan(0.05);
  });

  it('has well-formed opening hours with overnight ranges flagged', () => {
    let overnight = 0;
    let splitDays = 0;
    for (const r of restaurants) {
      expect(r.hours.length).toBeGreaterThan(0);
      const days = new Map<string, number>();
      for (const range of r.hours) {
        expect(range.open).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(range.close).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(range.overnight).toBe(range.close <= range.open);
        if (range.overnight) overnight += 1;
        days.set(range.day, (days.get(range.day) ?? 0) + 1);
      }
      if ([...days.values()].some((n) => n > 1)) splitDays += 1;
    }
    expect(overnight).toBeGreaterThan(0);
    expect(splitDays).toBeGreaterThan(0);
  });

  it('spreads ratings and review counts realistically', () => {
    const rated = restaurants.filter((r) => r.ratingAverage !== null);
    expect(rated.length / restaurants.length).toBeGreaterThan(0.9);
    const averages = rated.map((r) => r.ratingAverage!).sort((a, b) => a - b);
    expect(averages[Math.floor(averages.length / 2)]).toBeGreaterThanOrEqual(3.8);
    expect(averages[Math.floor(averages.length / 2)]).toBeLessThanOrEqual(4.4);
    expect(Math.max(...rated.map((r) => r.ratingCount))).toBeGreaterThan(1000);
    for (const r of rated) expect(Math.round(r.ratingAverage! * 10) / 10).toBe(r.ratingAverage);
  });
});

describe('promised diets', () => {
  const promising = restaurants.filter((r) => promisedDiets(r.name, r.cuisines).length > 0);

  it('gives every restaurant whose name or cuisine promises a diet a menu that keeps it', () => {
    expect(promising.length).toBeGreaterThan(20);
    for (const r of promising) {
      const diets = promisedDiets(r.name, r.cuisines);
      for (const item of generator.menu(r).flatMap((s) => s.items)) {
        for (const diet of diets)
          expect([r.name, item.name, dietBreaker(diet, item.name, item.description)]).toEqual([
            r.name,
            item.name,
            null,
          ]);
      }
    }
  });

  it('names a place vegan, vegetarian or halal only when its cuisine is', () => {
    for (const r of promising) expect(r.cuisines.some((c) => ['vegan', 'vegetarian', 'halal'].includes(c))).toBe(true);
  });
});
