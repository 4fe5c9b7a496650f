/**
 * Place names people type into a search box that the catalog's city table cannot know: state names, city
 * nicknames and the boroughs of New York. Data, not code.
 */

export const STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** State codes that are also everyday words or name parts ("in", "me", "la"): a place only right after a city. */
export const AMBIGUOUS_STATE_CODES: ReadonlySet<string> = new Set([
  'al',
  'ar',
  'co',
  'de',
  'hi',
  'id',
  'in',
  'la',
  'ma',
  'me',
  'mo',
  'ms',
  'oh',
  'ok',
  'or',
  'pa',
  'wa',
]);

interface PlaceAlias {
  city: string;
  state: string;
  /** Only after "in"/"near" or at the end of a longer query: the word has another meaning ("la" in "La Taqueria"). */
  needsContext?: boolean;
}

/** Nicknames and boroughs, keyed by their normalised words. */
export const PLACE_ALIASES: Readonly<Record<string, PlaceAlias>> = {
  nyc: { city: 'New York', state: 'NY' },
  'new york city': { city: 'New York', state: 'NY' },
  manhattan: { city: 'New York', state: 'NY' },
  brooklyn: { city: 'New York', state: 'NY' },
  queens: { city: 'New York', state: 'NY' },
  bronx: { city: 'New York', state: 'NY' },
  'the bronx': { city: 'New York', state: 'NY' },
  'staten island': { city: 'New York', state: 'NY' },
  sf: { city: 'San Francisco', state: 'CA' },
  'san fran': { city: 'San Francisco', state: 'CA' },
  la: { city: 'Los Angeles', state: 'CA', needsContext: true },
  philly: { city: 'Philadelphia', state: 'PA' },
  vegas: { city: 'Las Vegas', state: 'NV' },
  nola: { city: 'New Orleans', state: 'LA' },
  atl: { city: 'Atlanta', state: 'GA' },
  dc: { city: 'Washington', state: 'DC' },
  'washington dc': { city: 'Washington', state: 'DC' },
  slc: { city: 'Salt Lake City', state: 'UT' },
  kc: { city: 'Kansas City', state: 'MO' },
  okc: { city: 'Oklahoma City', state: 'OK' },
  chi: { city: 'Chicago', state: 'IL', needsContext: true },
  nashvegas: { city: 'Nashville', state: 'TN' },
  'st louis': { city: 'St. Louis', state: 'MO' },
  'saint louis': { city: 'St. Louis', state: 'MO' },
  'saint paul': { city: 'St. Paul', state: 'MN' },
};

/** Words that introduce a place ("noodles in houston"): part of the place when one follows. */
export const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'near', 'around', 'at']);
