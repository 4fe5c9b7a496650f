/**
 * Recognises one US place written inside a query: "ribs memphis", "noodles in houston tx", "pizza nyc",
 * "bbq kansas city mo". Cities come from the catalog's own city table (with their restaurant counts), so only
 * places that have restaurants are recognised; states, nicknames and boroughs come from `us-places.ts`.
 *
 * A bare city name must be a sizeable city (a small town named "Rice" or "Sandwich" is not what "rice" means)
 * unless "in"/"near" introduces it, a state follows it, or the caller vouches that its words are no food's
 * (`BareCity`: "napa hawaiian restaurant", "troy spanish places"). Whether the words are really a place and not part of a
 * dish's name ("buffalo wings", "new york strip") is the planner's question (`plan.ts`), answered by the index's
 * counts.
 */
import { US_STATE_CODES, US_STATES } from '../../rules/us-states.ts';
import { words } from './tokens.ts';
import { AMBIGUOUS_STATE_CODES, CITY_PART_WORDS, PLACE_ALIASES, PLACE_PREPOSITIONS } from './us-places.ts';

export interface CityEntry {
  city: string;
  state: string;
  restaurants: number;
}

export interface RecognisedPlace {
  /** Token positions [start, end) the place covers in the query, a leading "in"/"near" and "downtown" included. */
  start: number;
  end: number;
  city: string | null;
  state: string | null;
  /** A city named without its state whose name other states' cities share ("salem"): the biggest was taken. */
  namesakes: boolean;
  /** A smaller city named bare, a place only as the caller vouched (`BareCity`). */
  vouched?: true;
}

/**
 * Whether a smaller city's name, bare, is a place here: its words, and the word after them (a possessive's "s" says
 * a name: "troy's deli").
 */
export type BareCity = (city: readonly string[], next: string | undefined) => boolean;

/** A bare one-word city must hold at least this share of all restaurants; a bare multi-word one a tenth of it. */
const BARE_CITY_SHARE = 1 / 2000;
const LONGEST_PLACE = 4;

const STATE_BY_NAME = new Map(US_STATES.map(([code, name]) => [words(name).join(' '), code]));

function stateOf(phrase: string, afterCity: boolean): string | undefined {
  const byName = STATE_BY_NAME.get(phrase);
  if (byName) return byName;
  if (phrase.length !== 2) return undefined;
  const code = phrase.toUpperCase();
  if (!US_STATE_CODES.has(code)) return undefined;
  return afterCity || !AMBIGUOUS_STATE_CODES.has(phrase) ? code : undefined;
}

export class PlaceIndex {
  /** Cities by their normalised words, the one with the most restaurants first. */
  private readonly cities = new Map<string, CityEntry[]>();
  private readonly totalRestaurants: number;

  constructor(entries: Iterable<CityEntry>) {
    let total = 0;
    for (const entry of entries) {
      total += entry.restaurants;
      const key = words(entry.city).join(' ');
      const list = this.cities.get(key);
      if (list) list.push(entry);
      else this.cities.set(key, [entry]);
    }
    for (const list of this.cities.values()) list.sort((a, b) => b.restaurants - a.restaurants);
    this.totalRestaurants = total;
  }

  /**
   * The longest place in the query (the rightmost of equally long ones), or null. Its length is its own words':
   * a "near" before a landmark's first word does not make it outweigh the city after it ("near union station
   * denver" is Denver, not the town of Union).
   */
  recognise(tokens: readonly string[], bareCity?: BareCity): RecognisedPlace | null {
    let best: RecognisedPlace | null = null;
    let bestLength = 0;
    for (let start = 0; start < tokens.length; start += 1) {
      for (let length = Math.min(LONGEST_PLACE, tokens.length - start); length >= 1; length -= 1) {
        const found = this.placeAt(tokens, start, length, bareCity);
        if (found && found.end - start >= bestLength) [best, bestLength] = [found, found.end - start];
        if (found) break;
      }
    }
    return best;
  }

  private placeAt(
    tokens: readonly string[],
    start: number,
    length: number,
    bareCity?: BareCity,
  ): RecognisedPlace | null {
    const phrase = tokens.slice(start, start + length).join(' ');
    let lead = start;
    while (lead > 0 && CITY_PART_WORDS.has(tokens[lead - 1]!)) lead -= 1;
    const introduced = lead > 0 && PLACE_PREPOSITIONS.has(tokens[lead - 1]!);
    const from = introduced ? lead - 1 : lead;
    const followingState = (): { code: string; end: number } | undefined => {
      for (let size = 2; size >= 1; size -= 1) {
        const end = start + length + size;
        if (end > tokens.length) continue;
        const code = stateOf(tokens.slice(start + length, end).join(' '), true);
        if (code) return { code, end };
      }
      return undefined;
    };

    // An ambiguous nickname is a place when "in"/"near" introduces it or when it ends a longer query ("tacos la"):
    // as a word it begins names ("La Cocina").
    const endsQuery = start > 0 && start + length === tokens.length;
    const alias = PLACE_ALIASES[phrase];
    if (alias && (introduced || endsQuery || !alias.needsContext) && this.has(alias.city, alias.state)) {
      return { start: from, end: start + length, city: alias.city, state: alias.state, namesakes: false };
    }

    const cities = this.cities.get(phrase);
    if (cities) {
      const state = followingState();
      if (state) {
        const inState = cities.find((entry) => entry.state === state.code);
        if (inState) return { start: from, end: state.end, city: inState.city, state: inState.state, namesakes: false };
      }
      const biggest = cities[0]!;
      const share = biggest.restaurants / Math.max(1, this.totalRestaurants);
      const minimum = length === 1 ? BARE_CITY_SHARE : BARE_CITY_SHARE / 10;
      const sizeable = introduced || share >= minimum;
      // A state's name is the state ("seafood florida"), not a small town of that name.
      const vouched = () =>
        stateOf(phrase, false) === undefined && bareCity?.(tokens.slice(start, start + length), tokens[start + length]);
      if (sizeable || vouched()) {
        const namesakes = cities.length > 1;
        const place = { start: from, end: start + length, city: biggest.city, state: biggest.state, namesakes };
        return sizeable ? place : { ...place, vouched: true };
      }
    }

    const state = stateOf(phrase, false);
    if (state) return { start: from, end: start + length, city: null, state, namesakes: false };
    return null;
  }

  private has(city: string, state: string): boolean {
    return this.cities.get(words(city).join(' '))?.some((entry) => entry.state === state) ?? false;
  }
}
