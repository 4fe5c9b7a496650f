/**
 * Place names people type into a search box that the catalog's city table cannot know: city nicknames and the
 * boroughs of New York (state names are in rules/us-states.ts). Data, not code.
 */

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

/**
 * Words naming a part of the city that follows them ("sushi near downtown seattle"): part of the place, since the
 * catalog knows cities, not their districts. Searched as words they matched streets and names elsewhere, and read
 * as a slip they were another town ("in downtown austin" was Dogtown, CA).
 */
export const CITY_PART_WORDS: ReadonlySet<string> = new Set(['downtown', 'uptown', 'midtown']);
