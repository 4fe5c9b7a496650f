/**
 * Finding a city by its name in every state, for a city picker: the API's own place suggestions (POST /v1/suggest,
 * places only, with their restaurant counts) and, for a name it does not know, the restaurant search's reading of
 * it ("austn" is read as Austin, TX). No list of cities is kept in the app: the catalog's are the API's to say.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from './client';
import { endTypingSession, typingSession } from './suggest';
import { SUGGEST_LIMIT } from '../../rules/suggest-limits';

export interface CityCandidate {
  state: string;
  city: string;
  /** Restaurants listed there. */
  restaurants: number;
}

/** "Portland, OR" → the name and the state; "Portland" → the name alone. */
export function splitTyped(typed: string): { city: string; state: string | null } {
  const match = /^(.*?)\s*,\s*([A-Za-z]{2})\s*$/.exec(typed.trim());
  return match ? { city: match[1]!, state: match[2]!.toUpperCase() } : { city: typed.trim(), state: null };
}

async function suggestCities(name: string, state: string, signal?: AbortSignal): Promise<CityCandidate[]> {
  const answer = await callApi((c) =>
    c.POST('/v1/suggest', {
      // The most suggestions an answer holds: a name shared by many cities (Springfield) needs room beside the
      // restaurants and dishes of that name.
      body: { q: name, session: typingSession(), limit: SUGGEST_LIMIT.max, ...(state && { state }) },
      signal,
    }),
  );
  return answer.data.flatMap((s) =>
    s.kind === 'place' && s.city && s.state ? [{ state: s.state, city: s.city, restaurants: s.count ?? 0 }] : [],
  );
}

/** The cities whose names begin with what was typed, in `state` or in every state, the most restaurants first. */
export const cityCandidatesOptions = (typed: string, state: string) => {
  const { city, state: typedState } = splitTyped(typed);
  const within = typedState ?? state;
  return queryOptions({
    queryKey: ['city-candidates', city.toLowerCase(), within] as const,
    queryFn: ({ signal }) => suggestCities(city, within, signal),
    enabled: city.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
};

/**
 * The cities a name no city has might mean: the restaurant search reads a mistyped place ("austn" → Austin, TX),
 * and the cities of that name in every state are offered. This search ends the picker's suggest session, so the
 * typing and the lookup cost one request together. Empty when nothing is read as a place.
 */
export async function didYouMean(typed: string, state: string): Promise<CityCandidate[]> {
  const { city } = splitTyped(typed);
  const answer = await callApi((c) =>
    c.POST('/v1/search/restaurants', { body: { q: city, limit: 1 }, headers: endTypingSession() }),
  );
  const place = answer.meta.interpretation.place;
  if (!place?.city) return [];
  const candidates = await suggestCities(place.city, state);
  const same = candidates.filter((c) => c.city.toLowerCase() === place.city!.toLowerCase());
  return same.length > 0 ? same : [{ state: place.state ?? '', city: place.city, restaurants: 0 }];
}

/**
 * What a typed name picks among the candidates: the one city of that name (in the state, when one is given), or
 * the cities to choose between, or nothing known by that name.
 */
export function resolveTyped(
  typed: string,
  state: string,
  candidates: readonly CityCandidate[],
): { pick: CityCandidate } | { choose: CityCandidate[] } | { unknown: true } {
  const { city, state: typedState } = splitTyped(typed);
  const within = typedState ?? state;
  const named = candidates.filter(
    (c) => c.city.toLowerCase() === city.toLowerCase() && (!within || c.state === within),
  );
  if (named.length === 1) return { pick: named[0]! };
  if (named.length > 1) return { choose: named };
  return { unknown: true };
}
