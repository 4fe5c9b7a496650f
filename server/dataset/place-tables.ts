/**
 * The facts about US places the generator calibrates with, as data: regions and coasts, price levels by state and
 * for expensive metro cores, population and restaurant density by state, and the density of well-known cities.
 * The code that uses them is places.ts.
 */

/** The four Census regions. */
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

/**
 * Regional Price Parities by state (US = 100), Bureau of Economic Analysis, 2022 release, all items, rounded
 * (figures as recalled from that release: approximate to about ±1 point).
 */
// prettier-ignore
export const STATE_RPP: Readonly<Record<string, number>> = {
  AL: 87.9, AK: 103.3, AZ: 99.4, AR: 86.8, CA: 112.6, CO: 104.7, CT: 103.6, DE: 98.7, DC: 111.2, FL: 101.6,
  GA: 93.4, HI: 110.9, ID: 93.8, IL: 97.9, IN: 90.6, IA: 88.7, KS: 89.3, KY: 88.5, LA: 89.4, ME: 97.1, MD: 104.9,
  MA: 108.3, MI: 93.3, MN: 97.2, MS: 86.9, MO: 89.5, MT: 94.5, NE: 90.2, NV: 98.1, NH: 104.7, NJ: 108.5, NM: 91.4,
  NY: 108.2, NC: 92.5, ND: 89.7, OH: 90.4, OK: 88.2, OR: 103.3, PA: 95.5, RI: 100.4, SC: 92.3, SD: 88.6, TN: 91.1,
  TX: 96.5, UT: 96.8, VT: 99.6, VA: 100.8, WA: 109.2, WV: 86.6, WI: 91.9, WY: 91.4,
};

/**
 * Expensive metro cores and their restaurant price level; the premium fades out over ~60 km so suburbs (Palo Alto,
 * Brooklyn…) stay pricey. From the BEA's metro-area RPPs (2022: San Jose ≈ 119, San Francisco ≈ 118, New York ≈
 * 116, Honolulu ≈ 114, Los Angeles ≈ 114, San Diego ≈ 114, Seattle ≈ 113, Boston ≈ 111, Washington ≈ 111, Miami ≈
 * 110, Denver ≈ 107, Chicago ≈ 104, Portland ≈ 105, Philadelphia ≈ 104, Austin ≈ 102, Las Vegas ≈ 98) with the
 * core's own premium over its metro on top, as menu prices in those downtowns show.
 */
export const COST_HUBS: ReadonlyArray<readonly [name: string, state: string, cost: number]> = [
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

/** The city list has several entries per city in places (boroughs, "(historical)" places) and some odd labels. */
export const RENAMES: Readonly<Record<string, string>> = {
  'New York City|NY': 'New York',
  'Washington, D.C.|DC': 'Washington',
  'Lexington-Fayette|KY': 'Lexington',
};
/** Sections of populated places, historical and abandoned places. */
export const EXCLUDED_FEATURES = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);

/**
 * Resident population by state, 2020 Census (thousands). State totals are allocated from these, not from the
 * GeoNames places (which leave out rural residents unevenly from state to state).
 */
// prettier-ignore
export const STATE_POPULATION: Readonly<Record<string, number>> = {
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
export const CITY_DENSITY: ReadonlyArray<readonly [name: string, state: string, core: number, tourism: number]> = [
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
