/**
 * Business match (POST /v1/restaurants/match): the restaurants that best fit what a caller knows of a business.
 * Candidates come from its phone (the phone index) and from its name searched as a restaurant search is, within
 * the place given; each is then scored on every signal given, by the rule docs/api-decisions.md states
 * (Business match): matched signals combine as independent evidence, and a signal given that contradicts the
 * candidate lowers it.
 */
import { distanceKm } from '../../../rules/distance.ts';
import { MATCH_CANDIDATES, MATCH_LOCATION_RADIUS_M } from '../../../rules/limits.ts';
import { usPhoneDigits } from '../../../rules/phone.ts';
import { editDistance } from '../../search/lexicon.ts';
import { nameKey } from '../../search/name-key.ts';
import type { SearchRequest } from '../../search/request.ts';
import { queryWords, words } from '../../search/tokens.ts';
import type { MatchCandidate, MatchRequest, MatchSignal } from '../catalog.ts';
import type { Connection } from '../connection.ts';
import type { Restaurant } from '../records.ts';
import { toRestaurant } from '../rows.ts';

/** How much each matched signal alone makes a candidate certain (combined as independent evidence). */
export const MATCH_WEIGHTS: Readonly<Record<MatchSignal, number>> = {
  phone: 0.9,
  name: 0.7,
  address: 0.7,
  location: 0.6,
};
/** A postal code that agrees, with no street given: weaker than a street that does. */
const POSTAL_CODE_WEIGHT = 0.3;
/** What a given signal that disagrees with the candidate leaves of its confidence. */
const CONTRADICTED = { phone: 0.5, name: 0.4, place: 0.5, location: 0.5 } as const;
/** Names at least this similar (0–1) match; below `NAME_UNLIKE` they contradict. */
const NAME_ALIKE = 0.75;
const NAME_UNLIKE = 0.5;
/** A position farther than this from the one given contradicts it. */
const LOCATION_FAR_M = 2_000;
/** How far around a given location a name is searched for. */
const NAME_SEARCH_RADIUS_M = 1_000;

/** Street words as a postal address abbreviates them, so "123 N Main Street" and "123 North Main St" agree. */
const STREET_WORDS: Readonly<Record<string, string>> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  highway: 'hwy',
  parkway: 'pkwy',
  suite: 'ste',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};

const streetKey = (street: string) => words(street).map((word) => STREET_WORDS[word] ?? word);

/** 1 for the same words, down to 0, allowing slips: one edit in about eight letters still reads as alike. */
function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 0;
  return 1 - editDistance(a, b, longest) / longest;
}

/**
 * How alike two names are, 0–1, by their name keys (`search/name-key.ts`: case, punctuation, "&"/"and" and "The"
 * do not count): their spelling's similarity (one slip in ten letters is 0.9), or, when every word of one is in the
 * other, 0.6 plus 0.4 × the share of the longer's letters the shorter holds: "Olive Garden" is "Olive Garden Italian
 * Kitchen" (0.78), a lone "Pizza" is not "Austin Wood-Fired Pizza" (0.7).
 */
export function nameSimilarity(given: string, name: string): number {
  const [a, b] = [nameKey(queryWords(given)), nameKey(queryWords(name))];
  // Spelled without spaces, so a split word ("Chen's" is `chen s`) is no slip.
  const spelled = similarity(a.replaceAll(' ', ''), b.replaceAll(' ', ''));
  const [shorter, longer] = [a, b].map((key) => key.split(' ').filter(Boolean)).sort((x, y) => x.length - y.length);
  if (shorter!.length === 0 || !shorter!.every((word) => longer!.includes(word))) return spelled;
  const letters = (key: string[]) => key.join('').length;
  return Math.max(spelled, 0.6 + 0.4 * (letters(shorter!) / letters(longer!)));
}

/** Whether the street given is the candidate's: the same number and nearly the same words. */
function sameStreet(given: string, street: string): boolean {
  const [a, b] = [streetKey(given), streetKey(street)];
  const numbered = (key: string[]) => (/^\d/.test(key[0] ?? '') ? key[0] : undefined);
  if (numbered(a) !== numbered(b)) return false;
  return similarity(a.join(' '), b.join(' ')) >= 0.8;
}

const folded = (text: string) => words(text).join(' ');

/** The confidence and signals of one candidate, by the rule above; null when nothing given matches it. */
export function scoreCandidate(
  request: MatchRequest,
  restaurant: Restaurant,
): Omit<MatchCandidate, 'restaurant'> | null {
  const evidence: [MatchSignal, number][] = [];
  let kept = 1;
  const { address, location } = request;
  if (request.phone !== undefined) {
    const phone = restaurant.phone === null ? null : usPhoneDigits(restaurant.phone);
    if (phone === request.phone) evidence.push(['phone', MATCH_WEIGHTS.phone]);
    else if (phone !== null) kept *= CONTRADICTED.phone;
  }
  if (request.name !== undefined) {
    const alike = nameSimilarity(request.name, restaurant.name);
    if (alike >= NAME_ALIKE) evidence.push(['name', MATCH_WEIGHTS.name * alike]);
    else if (alike < NAME_UNLIKE) kept *= CONTRADICTED.name;
  }
  if (address) {
    const place = restaurant.address;
    const otherCity = address.city !== undefined && folded(address.city) !== folded(place.city);
    const otherState = address.state !== undefined && address.state.toUpperCase() !== place.state;
    if (otherCity || otherState) kept *= CONTRADICTED.place;
    const postal = address.postal_code?.slice(0, 5);
    if (address.street !== undefined) {
      if (sameStreet(address.street, place.street)) evidence.push(['address', MATCH_WEIGHTS.address]);
    } else if (postal !== undefined && postal === place.postal_code.slice(0, 5)) {
      evidence.push(['address', POSTAL_CODE_WEIGHT]);
    }
  }
  if (location) {
    const metres =
      distanceKm(location.latitude, location.longitude, restaurant.location.latitude, restaurant.location.longitude) *
      1000;
    if (metres <= MATCH_LOCATION_RADIUS_M) evidence.push(['location', MATCH_WEIGHTS.location]);
    else if (metres > LOCATION_FAR_M) kept *= CONTRADICTED.location;
  }
  if (evidence.length === 0) return null;
  const doubt = evidence.reduce((left, [, weight]) => left * (1 - weight), 1);
  return {
    confidence: Math.round((1 - doubt) * kept * 100) / 100,
    matched_on: evidence.map(([signal]) => signal),
  };
}

/** The search that finds candidates by name: the name's words, within the place given. */
function nameSearch(request: MatchRequest, name: string): SearchRequest<'restaurants'> {
  const { address, location } = request;
  const filters: SearchRequest['filters'] = {};
  if (location) filters.near = { ...location, radius_m: NAME_SEARCH_RADIUS_M };
  else {
    if (address?.state !== undefined) filters.state = address.state.toUpperCase();
    if (address?.city !== undefined) filters.city = address.city;
  }
  return {
    index: 'restaurants',
    text: name,
    filters,
    sort: 'relevance',
    sortChosen: false,
    facets: [],
    page: { limit: MATCH_CANDIDATES, offset: 0 },
    now: Date.now(),
  };
}

/**
 * The best candidates, at most `request.limit`, best first (ties: the better-ranked restaurant). `searchByName`
 * runs a restaurant search on the same connection and gives the ids of its hits.
 */
export function matchRestaurants(
  connection: Connection,
  request: MatchRequest,
  searchByName: (search: SearchRequest<'restaurants'>) => string[],
): MatchCandidate[] {
  const { statements } = connection;
  const rows = new Map<string, Restaurant>();
  if (request.phone !== undefined) {
    const rowids = connection.phones.find(request.phone);
    for (const row of statements.restaurantsByRowids.all(JSON.stringify(rowids.slice(0, MATCH_CANDIDATES))))
      rows.set(row.id, toRestaurant(row));
  }
  const name = request.name?.trim();
  if (name) {
    for (const id of searchByName(nameSearch(request, name))) {
      if (rows.has(id)) continue;
      const row = statements.restaurantById.get(id);
      if (row) rows.set(id, toRestaurant(row));
    }
  }
  return [...rows.values()]
    .flatMap((restaurant, rank) => {
      const score = scoreCandidate(request, restaurant);
      return score ? [{ restaurant, ...score, rank }] : [];
    })
    .sort((a, b) => b.confidence - a.confidence || a.rank - b.rank)
    .slice(0, request.limit)
    .map(({ rank: _rank, ...candidate }) => candidate);
}
