import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../rules/distance.ts';
import { createGenerator } from './generator.ts';
import { inNewYorkCity, onStateLand } from './land.ts';
import { STATE_DENSITY } from './place-tables.ts';
import { MIN_POPULATION, findPlace, places } from './places.ts';

const restaurants = createGenerator({ seed: 11, scale: 0.05 }).restaurants();

describe('geography', () => {
  it('knows land from water and one state from the next', () => {
    expect(onStateLand('NY', 40.758, -73.9855)).toBe(true); // Times Square
    expect(onStateLand('NJ', 40.758, -73.9855)).toBe(false);
    expect(onStateLand('CA', 37.8, -122.35)).toBe(false); // San Francisco Bay
    expect(onStateLand('MI', 42.3, -83.03)).toBe(false); // Windsor, Ontario
    expect(inNewYorkCity(40.6782, -73.9442)).toBe(true); // Brooklyn
    expect(inNewYorkCity(40.7357, -74.1724)).toBe(false); // Newark
  });

  it('puts every restaurant on the land of its own state, within about 1 km of one of its ZIP centres', () => {
    for (const r of restaurants) {
      expect(onStateLand(r.state, r.latitude, r.longitude), `${r.id} ${r.city}, ${r.state}`).toBe(true);
      const place = findPlace(r.city, r.state)!;
      const zip = place.zips.find((z) => z.zip === r.postalCode)!;
      expect(zip).toBeDefined();
      expect(distanceKm(zip.lat, zip.lon, r.latitude, r.longitude)).toBeLessThan(1);
    }
  });

  it('folds New York City boroughs and neighbourhoods into New York and skips hamlets', () => {
    const ny = places().filter((p) => p.state === 'NY');
    expect(ny.filter((p) => inNewYorkCity(p.latitude, p.longitude)).map((p) => p.name)).toEqual(['New York']);
    expect(places().every((p) => p.population >= MIN_POPULATION)).toBe(true);
    expect(
      restaurants.some((r) => r.state === 'NY' && ['Brooklyn', 'Queens', 'Flushing', 'Astoria'].includes(r.city)),
    ).toBe(false);
  });

  it('gives dense, touristic cities more restaurants per resident than sprawling ones', () => {
    const perResident = (city: string, state: string) =>
      restaurants.filter((r) => r.city === city && r.state === state).length / findPlace(city, state)!.population;
    expect(perResident('San Francisco', 'CA') / perResident('Dallas', 'TX')).toBeGreaterThan(1.5);
    expect(perResident('New Orleans', 'LA')).toBeGreaterThan(perResident('El Paso', 'TX'));
  });

  it('follows the known order of restaurants per resident between states', () => {
    const count = (state: string) => restaurants.filter((r) => r.state === state).length;
    // 2020 Census residents (thousands), as in places.ts.
    const perResident = {
      VT: count('VT') / 643,
      NY: count('NY') / 20201,
      MS: count('MS') / 2961,
      UT: count('UT') / 3272,
    };
    expect(perResident.VT).toBeGreaterThan(perResident.MS * 1.5);
    expect(perResident.NY).toBeGreaterThan(perResident.UT * 1.3);
    expect(STATE_DENSITY.DC).toBeGreaterThan(STATE_DENSITY.KY!);
  });
});
