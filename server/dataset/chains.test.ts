import { describe, expect, it } from 'vitest';
import { BRANDS, brandNamed } from './chains.ts';
import { areaCodesOf, phoneNumber } from './contact.ts';
import { createGenerator } from './generator.ts';
import { CHAIN_PRICE_BAND, chainPriceFactor } from './menu-pricing.ts';
import { findPlace } from './places.ts';
import { Rng } from './random.ts';
import type { GeneratedRestaurant } from '../index/source.ts';

const generator = createGenerator({ seed: 5, scale: 0.05 });
const restaurants = generator.restaurants();
const chains = restaurants.filter((r) => brandNamed(r.name));
const independents = restaurants.filter((r) => !brandNamed(r.name));
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const rated = (list: GeneratedRestaurant[]) => list.filter((r) => r.ratingAverage !== null);

/** Names of some of the largest real US chains: an invented brand must never be one of them. */
const REAL_CHAINS = [
  "McDonald's",
  'Starbucks',
  'Subway',
  'Taco Bell',
  'Chick-fil-A',
  "Wendy's",
  'Burger King',
  "Dunkin'",
  "Domino's",
  'Pizza Hut',
  'Chipotle',
  'Sonic',
  'Panera',
  'Popeyes',
  'KFC',
  'Olive Garden',
  "Applebee's",
  'Panda Express',
  "Arby's",
  'Jack in the Box',
  'Dairy Queen',
  'Wingstop',
  'Five Guys',
  "Culver's",
  'Whataburger',
  "Chili's",
];

describe('chains', () => {
  it('hold about 42% of locations on a steep size curve', () => {
    expect(chains.length / restaurants.length).toBeGreaterThan(0.4);
    expect(chains.length / restaurants.length).toBeLessThan(0.45);
    const sizes = new Map<string, number>();
    for (const r of chains) sizes.set(r.name, (sizes.get(r.name) ?? 0) + 1);
    const sorted = [...sizes.values()].sort((a, b) => b - a);
    expect(sorted[0]! / restaurants.length).toBeGreaterThan(0.02);
    expect(sorted[0]! / restaurants.length).toBeLessThan(0.03);
    const topTen = sorted.slice(0, 10).reduce((a, b) => a + b, 0) / restaurants.length;
    expect(topTen).toBeGreaterThan(0.09);
    expect(topTen).toBeLessThan(0.13);
  });

  it('share name, website, price tier, cuisines, hours and dishes across locations', () => {
    const byBrand = new Map<string, GeneratedRestaurant[]>();
    for (const r of chains) byBrand.set(r.name, [...(byBrand.get(r.name) ?? []), r]);
    for (const [, locations] of [...byBrand].slice(0, 40)) {
      const first = locations[0]!;
      const dishes = generator.menu(first).flatMap((s) => s.items.map((i) => i.name));
      for (const r of locations.slice(1, 6)) {
        expect(r.website).toBe(first.website);
        expect(r.priceRange).toBe(first.priceRange);
        expect(r.cuisines).toEqual(first.cuisines);
        expect(r.hours).toEqual(first.hours);
        expect(generator.menu(r).flatMap((s) => s.items.map((i) => i.name))).toEqual(dishes);
      }
    }
  });

  it('price each location at the chain’s base price × a regional factor within the stated band', () => {
    expect(chainPriceFactor(0.82)).toBe(CHAIN_PRICE_BAND[0]);
    expect(chainPriceFactor(1.45)).toBe(CHAIN_PRICE_BAND[1]);
    const byBrand = new Map<string, GeneratedRestaurant[]>();
    for (const r of chains) byBrand.set(r.name, [...(byBrand.get(r.name) ?? []), r]);
    const [, locations] = [...byBrand].sort((a, b) => b[1].length - a[1].length)[0]!;
    const prices = locations.map((r) => generator.menu(r).flatMap((s) => s.items.map((i) => i.priceCents)));
    const states = new Set(locations.map((r) => r.state));
    expect(states.size).toBeGreaterThan(20);
    const [low, high] = CHAIN_PRICE_BAND;
    prices[0]!.forEach((_, k) => {
      const column = prices.map((menu) => menu[k]).filter((p): p is number => p !== null && p !== undefined);
      if (column.length === 0 || Math.min(...column) < 300) return;
      // Ten-cent rounding adds at most 5 cents either way.
      expect(Math.max(...column) / Math.min(...column)).toBeLessThanOrEqual((high / low) * 1.04);
      expect(Math.max(...column)).toBeGreaterThan(Math.min(...column));
    });
  });

  it('are invented brands, and independents never borrow their names', () => {
    const names = new Set(BRANDS.map((b) => b.name.toLowerCase()));
    for (const real of REAL_CHAINS) expect(names.has(real.toLowerCase())).toBe(false);
    expect(new Set(BRANDS.map((b) => b.website)).size).toBe(BRANDS.length);
  });

  it('leave independents with names unique in their city and domains of their own', () => {
    const seen = new Set<string>();
    let repeats = 0;
    for (const r of independents) {
      const key = `${r.name}|${r.city}|${r.state}`;
      if (seen.has(key)) repeats += 1;
      seen.add(key);
    }
    expect(repeats).toBe(0);
    const sites = independents.flatMap((r) => (r.website ? [r.website] : []));
    expect(new Set(sites).size).toBe(sites.length);
    expect(sites.length / independents.length).toBeGreaterThan(0.45);
  });
});

describe('ratings and reviews', () => {
  it('rate chains and fast food lower and pricier places higher', () => {
    expect(mean(rated(chains).map((r) => r.ratingAverage!))).toBeLessThan(
      mean(rated(independents).map((r) => r.ratingAverage!)) - 0.2,
    );
    const fast = rated(restaurants).filter((r) => r.cuisines[0] === 'fast-food');
    const upscale = rated(restaurants).filter((r) => r.priceRange === '$$$' || r.priceRange === '$$$$');
    expect(mean(fast.map((r) => r.ratingAverage!))).toBeLessThan(mean(upscale.map((r) => r.ratingAverage!)) - 0.3);
  });

  it('rise slightly with the number of reviews, and a perfect 5.0 is only seen with few reviews', () => {
    const list = rated(restaurants);
    const few = list.filter((r) => r.ratingCount < 30).map((r) => r.ratingAverage!);
    const many = list.filter((r) => r.ratingCount > 500).map((r) => r.ratingAverage!);
    expect(mean(many)).toBeGreaterThan(mean(few));
    expect(list.filter((r) => r.ratingAverage === 5 && r.ratingCount >= 50)).toEqual([]);
    expect(list.some((r) => r.ratingAverage === 5)).toBe(true);
  });

  it('give big and touristic cities more reviews than small towns', () => {
    const population = (r: GeneratedRestaurant) => findPlace(r.city, r.state)!.population;
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const small = rated(restaurants).filter((r) => population(r) < 10_000);
    const big = rated(restaurants).filter((r) => population(r) > 500_000);
    expect(median(big.map((r) => r.ratingCount))).toBeGreaterThan(1.5 * median(small.map((r) => r.ratingCount)));
  });
});

describe('phones and hours', () => {
  it('use a local area code and never an N11 or 555 exchange', () => {
    let local = 0;
    let total = 0;
    for (const r of restaurants) {
      if (!r.phone) continue;
      expect(r.phone).toMatch(/^\+1[2-9]\d{2}[2-9]\d{6}$/);
      const exchange = r.phone.slice(5, 8);
      expect(exchange.endsWith('11') || exchange === '555').toBe(false);
      total += 1;
      if (areaCodesOf(findPlace(r.city, r.state)!).includes(Number(r.phone.slice(2, 5)))) local += 1;
    }
    expect(local / total).toBeGreaterThan(0.99);
    const nyc = findPlace('New York', 'NY')!;
    expect(areaCodesOf(nyc)).toContain(212);
    expect(areaCodesOf(findPlace('San Jose', 'CA')!)).toContain(408);
  });

  it('never give two restaurants one number, even where a city has as many as a large scale gives it', () => {
    const salina = findPlace('Salina', 'KS')!;
    const rng = Rng.from('phones/salina');
    const assigned = new Set<string>();
    const numbers: string[] = [];
    for (let i = 0; i < 100_000; i += 1) numbers.push(phoneNumber(rng, salina, assigned) ?? '');
    const given = numbers.filter((number) => number !== '');
    expect(new Set(given).size).toBe(given.length);
  });

  it('keep late nights the exception, mostly bars, diners and big cities', () => {
    const late = (r: GeneratedRestaurant) => r.hours.some((h) => h.overnight && h.close !== '00:00');
    const share = restaurants.filter(late).length / restaurants.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.22);
    const population = (r: GeneratedRestaurant) => findPlace(r.city, r.state)!.population;
    const pizzaIn = (test: (p: number) => boolean) =>
      restaurants.filter((r) => r.cuisines[0] === 'pizza' && !brandNamed(r.name) && test(population(r)));
    const rate = (list: GeneratedRestaurant[]) => list.filter(late).length / list.length;
    expect(rate(pizzaIn((p) => p < 10_000))).toBeLessThan(rate(pizzaIn((p) => p > 500_000)) / 2);
  });

  it('open breakfast places early and close them by mid-afternoon', () => {
    const breakfast = independents.filter((r) => r.cuisines[0] === 'breakfast-brunch');
    expect(breakfast.length).toBeGreaterThan(20);
    for (const r of breakfast) {
      for (const range of r.hours) {
        expect(range.open <= '08:00').toBe(true);
        expect(range.overnight).toBe(false);
        expect(range.close <= '16:00').toBe(true);
      }
    }
  });
});
