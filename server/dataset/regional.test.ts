import { describe, expect, it } from 'vitest';
import { CUISINE_BY_SLUG, cuisineMix, cuisineGroup } from './cuisines.ts';
import { STATE_POPULATION } from './place-tables.ts';
import { findPlace, type Place } from './places.ts';
import { DRIVERS, METROS, parseReference, REFERENCE, regionalFactor } from './regional.ts';

const place = (name: string, state: string): Place => {
  const found = findPlace(name, state);
  if (!found) throw new Error(`${name}, ${state} is not in the place list`);
  return found;
};
const shareOf = (p: Place, group: string) => cuisineMix(p).find(([g]) => g === group)?.[1] ?? 0;
const topGroups = (p: Place, n: number) =>
  cuisineMix(p)
    .slice(0, n)
    .map(([g]) => g);

describe('regional cuisine weights', () => {
  it('put Japanese and Hawaiian near the top in Honolulu', () => {
    const honolulu = place('Honolulu', 'HI');
    expect(honolulu.metro?.place).toBe('Honolulu, HI');
    expect(topGroups(honolulu, 3)).toContain('japanese');
    expect(topGroups(honolulu, 5)).toContain('hawaiian');
    expect(shareOf(honolulu, 'mexican')).toBeLessThan(0.05);
  });

  it('make border towns mostly Mexican, far more than Austin or an inland northern city', () => {
    for (const town of ['Laredo', 'Brownsville', 'McAllen']) {
      expect(shareOf(place(town, 'TX'), 'mexican'), town).toBeGreaterThan(0.5);
    }
    expect(shareOf(place('El Paso', 'TX'), 'mexican')).toBeGreaterThan(0.4);
    expect(shareOf(place('Brownsville', 'TX'), 'mexican')).toBeGreaterThan(
      2 * shareOf(place('Austin', 'TX'), 'mexican'),
    );
    expect(shareOf(place('Austin', 'TX'), 'mexican')).toBeGreaterThan(2 * shareOf(place('Boston', 'MA'), 'mexican'));
  });

  it('give Louisiana Cajun and Creole and Miami Cuban and Latin American food', () => {
    expect(topGroups(place('New Orleans', 'LA'), 2)).toContain('cajun');
    expect(topGroups(place('Lafayette', 'LA'), 5)).toContain('cajun');
    expect(topGroups(place('Miami', 'FL'), 3)).toEqual(expect.arrayContaining(['cuban', 'latin-american']));
  });

  it('make Chinese and Korean shares differ several- to tenfold between the Bay Area and the rural South and Plains', () => {
    const sf = place('San Francisco', 'CA');
    const rural = [place('Tupelo', 'MS'), place('Hastings', 'NE'), place('Dodge City', 'KS')];
    for (const small of rural) {
      expect(shareOf(sf, 'chinese'), small.name).toBeGreaterThan(4 * shareOf(small, 'chinese'));
      expect(shareOf(place('Los Angeles', 'CA'), 'korean'), small.name).toBeGreaterThan(8 * shareOf(small, 'korean'));
    }
    expect(shareOf(place('Honolulu', 'HI'), 'korean')).toBeGreaterThan(8 * shareOf(place('Tupelo', 'MS'), 'korean'));
  });

  it('keep each driven cuisine at its national share: the residents-weighted mean factor over the states is 1', () => {
    const states = Object.keys(STATE_POPULATION);
    let residents = 0;
    for (const s of states) residents += STATE_POPULATION[s]!;
    for (const slug of Object.keys(DRIVERS)) {
      let sum = 0;
      for (const s of states) sum += STATE_POPULATION[s]! * regionalFactor(slug, s, undefined);
      expect(sum / residents, slug).toBeCloseTo(1, 5);
    }
    // Cuisines the reference does not drive keep the cuisine table's own rules.
    expect(regionalFactor('bbq', 'TX', undefined)).toBe(1);
  });

  it('reads a reference row per state and metro, and refuses a malformed figure', () => {
    expect(REFERENCE.filter((r) => /^[A-Z]{2}$/.test(r.place) && r.place !== 'US')).toHaveLength(51);
    for (const metro of METROS) expect(findPlace(metro.name, metro.state), metro.place).toBeDefined();
    for (const metro of METROS.filter((m) => m.referenceTop5.length > 0)) {
      // Every reference cuisine is a group the summary can produce.
      for (const group of metro.referenceTop5) expect(cuisineGroup(group), `${metro.place}: ${group}`).toBe(group);
    }
    const header =
      'place\tradius_km\thispanic\tmexican\tcuban\tchinese\tkorean\tjapanese\tvietnamese\tfilipino\tindian\tnhpi\tsignature\treference_top5';
    expect(() => parseReference(`${header}\nXX\t\t12\tlots\t0\t0\t0\t0\t0\t0\t0\t0\t\t`)).toThrow(/mexican/);
    const row = (radius: string, signature: string) =>
      `${header}\nXX\t${radius}\t12\t8\t0\t0\t0\t0\t0\t0\t0\t0\t${signature}\t`;
    expect(() => parseReference(row('forty', ''))).toThrow(/radius_km/);
    expect(() => parseReference(row('40', 'cajun'))).toThrow(/signature factor of cajun/);
    expect(parseReference(row('40', 'cajun:4'))[0]).toMatchObject({ radiusKm: 40, signature: new Map([['cajun', 4]]) });
  });

  it('names only cuisines the sample has, so no weight falls on nothing', () => {
    for (const slug of Object.keys(DRIVERS)) expect(CUISINE_BY_SLUG.has(slug), slug).toBe(true);
    for (const { place: name, signature } of REFERENCE) {
      for (const slug of signature.keys()) expect(CUISINE_BY_SLUG.has(slug), `${name}: ${slug}`).toBe(true);
    }
  });
});
