/**
 * The planner: a search request and the words it holds become a plan the catalog's executor runs. It decides how
 * candidates are found (the access path), which filters hold (a place recognised in the words included), which
 * words are searched and which are dropped, and says so in the interpretation. It reads the index only through
 * `IndexStatistics` (counts, never rows) and writes no SQL.
 */
import { analyseQuery } from './analyse.ts';
import { DROP_BELOW, unitSetsToSearch, type UnitSet } from './unit-sets.ts';
import { type AnalysedQuery, type Alternative, type QueryAnalysis, type QueryUnit } from './units.ts';
import type { CuisineIndex, CuisineReading } from './cuisines.ts';
import { namesPlace, type Filters, type SearchIndexName } from './fields.ts';
import { PREFERENCE_FILTERS, readFilterWords, type FilterWordsReading, type NameStatistics } from './filter-words.ts';
import { interpret, type SearchInterpretation } from './interpretation.ts';
import type { Lexicon } from './lexicon.ts';
import type { PlaceIndex, RecognisedPlace } from './places.ts';
import type { SearchRequest } from './request.ts';
import { FILLER_WORDS } from './query-words.ts';
import { PLACE_PREPOSITIONS } from './us-places.ts';
import { inflections } from '../../rules/inflection.ts';
import { queryWords } from './tokens.ts';

export interface Count {
  /** Matches counted, up to the index's exact-count cap. */
  matches: number;
  /** All matches: `matches`, or beyond the cap an estimate. */
  total: number;
  exact: boolean;
}

/** What the planner may ask of an index. */
export interface IndexStatistics extends NameStatistics {
  /** Documents that hold every unit and pass the filters. */
  count(units: readonly QueryUnit[], filters: Filters): Count;
  /** Dish names that hold `phrase` (`begun`: its last word only begun), counting no further than `atMost`. */
  dishNamesWith(phrase: readonly string[], atMost: number, begun?: boolean): number;
}

/** The words an index knows and the places the catalog has restaurants in. */
export interface Vocabulary {
  /** The searched index's term dictionary. */
  lexicon: Lexicon;
  /** The dish index's term dictionary: whether words beside a place form a dish's name. */
  dishes: Lexicon;
  /** Both searches' dictionaries, which read a typo together (one reading per query). */
  spelling: readonly Lexicon[];
  places: PlaceIndex;
  /** The catalog's cuisines by the words that name them: "thai food" reads as the Thai cuisine. */
  cuisines: CuisineIndex;
}

/**
 * How candidates are found: through the full-text index, or, within one restaurant, by reading its menu (a few
 * dozen rows: an index query bounded to one menu would read the whole doclist of a common word).
 */
export type AccessPath = { kind: 'text' } | { kind: 'menu'; restaurantId: string };

export interface SearchPlan<Index extends SearchIndexName = SearchIndexName> {
  /** The request as planned: its filter words taken out of the text and applied (`filter-words.ts`). */
  request: SearchRequest<Index>;
  access: AccessPath;
  /** The filters every hit passes: the request's, and a place recognised in the words when it was applied. */
  filters: Filters;
  /** Unit sets in ranking order, most words first; the last one's matches are all the matches. */
  sets: UnitSet[];
  interpretation: SearchInterpretation;
  page: SearchRequest['page'];
}

export function accessPathOf(request: SearchRequest): AccessPath {
  const restaurantId = request.filters.restaurant_id;
  return restaurantId === undefined ? { kind: 'text' } : { kind: 'menu', restaurantId };
}

/** Browsing: no words, so every row the filters let through is a match. */
function browsePlan<Index extends SearchIndexName>(
  request: SearchRequest<Index>,
  access: AccessPath,
  filters: FilterWordsReading[],
): SearchPlan<Index> {
  return {
    request,
    access,
    filters: request.filters,
    sets: [],
    interpretation: { searched: '', corrections: [], dropped: [], place: null, did_you_mean: null, filters },
    page: request.page,
  };
}

/** A dish name must run on as a phrase in at least this share of the dishes holding the next word. */
const DISH_NAME_SHARE = 0.02;
/** Counting dish names stops here: enough to tell a dish's name from a place for the commonest words. */
const DISH_NAME_COUNT_CAP = 2000;
/** The forms of a word beside a town (as typed, inflected, corrected…) tried as part of a restaurant's name with it. */
const NAME_FORMS_TRIED = 3;

/**
 * Whether a recognised place is rather the start or end of a dish's name ("buffalo wings", "new york strip",
 * "philly cheesesteak"): the place's words and the word beside them form a phrase common among dish names.
 * A place introduced by "in" or "near" is meant as a place.
 */
function readsAsDishName(
  tokens: readonly string[],
  place: RecognisedPlace,
  dishes: Lexicon,
  statistics: IndexStatistics,
): boolean {
  if (PLACE_PREPOSITIONS.has(tokens[place.start]!)) return false;
  const placeTokens = tokens.slice(place.start, place.end);
  // A town read from a slip ("chiago dog") is tried as the dish names spell it too.
  const spellings = placeSpelled(tokens, place).map((spelled) => spelled.slice(place.start, place.end));
  // The word beside in either number, as menus may write it in the other ("philadelphia rolls", "Philadelphia Roll").
  const forms = (word: string | undefined) => (word === undefined ? [] : [word, ...inflections(word)]);
  const beside = spellings.flatMap((spelling) => [
    ...forms(tokens[place.end]).map((word) => ({ word, phrase: [...spelling, word] })),
    ...forms(tokens[place.start - 1]).map((word) => ({ word, phrase: [word, ...spelling] })),
  ]);
  if (
    beside.some(({ word, phrase }) => {
      const docs = dishes.docs(word);
      if (docs === 0) return false;
      const enough = Math.min(DISH_NAME_COUNT_CAP, Math.ceil(docs * DISH_NAME_SHARE));
      return statistics.dishNamesWith(phrase, enough) >= enough;
    })
  ) {
    return true;
  }
  // The word after the place ends the query and may be still being typed ("philadelphia ro…", "denver omel…"):
  // measured against the place's own last word, which a dish's name then begins with.
  if (place.end !== tokens.length - 1) return false;
  const docs = dishes.docs(placeTokens.at(-1)!);
  const enough = Math.min(DISH_NAME_COUNT_CAP, Math.ceil(docs * DISH_NAME_SHARE));
  return docs > 0 && statistics.dishNamesWith([...placeTokens, tokens[place.end]!], enough, true) >= enough;
}

/**
 * Whether a smaller town named bare is rather part of a restaurant's name with a word beside it, in any form that
 * word is read in ("aspen moose grilll", "kettle raven fried chicken", "clover buurgers").
 */
function namesTown(analysed: AnalysedQuery, place: RecognisedPlace, statistics: IndexStatistics): boolean {
  const town = analysed.tokens.slice(place.start, place.end);
  return analysed.whole.units.some((unit) => {
    const before = unit.end === place.start;
    if (!before && unit.start !== place.end) return false;
    return unit.alternatives
      .slice(0, NAME_FORMS_TRIED)
      .some(
        ({ tokens, prefix }) =>
          statistics.namesWith(before ? [...tokens, ...town] : [...town, ...tokens], 1, prefix) > 0,
      );
  });
}

/** Whether a query's words are all generic ones ("place", "restaurants", "meals"): nothing to search for. */
function onlyGenericWords(analysis: QueryAnalysis): boolean {
  const generic = (word: string) => FILLER_WORDS.has(word);
  return (
    analysis.units.every((unit) => unit.filler && !unit.text.includes(' ') && generic(unit.text)) &&
    analysis.unmatched.every(generic)
  );
}

/**
 * Whether a state code or a short nickname that ends the query is rather a word still being typed: the whole query,
 * its last word begun, is the start of a restaurant's or a dish's name ("kimchi fried ri…", "sweet sue's ca…",
 * "pinecone pony chi…"). "pizza ca" begins no name, and is pizza in California. A nickname ("chi", "la") is read so
 * only after two words or more: "tacos la" stays Los Angeles whatever taqueria's name begins "Tacos La".
 */
function readsAsNameBeingTyped(
  tokens: readonly string[],
  place: RecognisedPlace,
  statistics: IndexStatistics,
): boolean {
  const last = tokens.at(-1)!;
  if (place.end !== tokens.length || place.end - place.start !== 1) return false;
  const code = place.city === null && last.length === 2;
  const nickname = place.city !== null && last.length <= SHORT_NICKNAME && tokens.length >= 3;
  if (!(code || nickname) || tokens.length < 2) return false;
  return statistics.namesWith(tokens, 1, true) > 0 || statistics.dishNamesWith(tokens, 1, true) > 0;
}

/** A nickname this short ending a query may be the beginning of a word ("chi…", "la…"). */
const SHORT_NICKNAME = 3;

/**
 * Whether "the" and the words after it, the place's among them, are the start of a restaurant's name ("the new york
 * pizzer…" is The New York Pizzeria, wherever it is): "the" says one particular place is meant. Without it, "new york
 * pizzeria" stays pizzerias in New York.
 */
function readsAsTheName(tokens: readonly string[], place: RecognisedPlace, statistics: IndexStatistics): boolean {
  if (tokens[0] !== 'the' || tokens.length < 3) return false;
  return placeSpelled(tokens, place).some((spelled) => statistics.namesWith(spelled.slice(1), 1, true) > 0);
}

/**
 * The query's words as typed, and, when the place was read from a slip ("the new ykrk pizzeria"), with the place's
 * words as the catalog spells them, which names hold.
 */
function placeSpelled(tokens: readonly string[], place: RecognisedPlace): (readonly string[])[] {
  const typed = tokens.slice(place.start, place.end);
  const spelled = place.city === null ? [] : queryWords(place.city);
  if (spelled.length !== typed.length || spelled.join(' ') === typed.join(' ')) return [tokens];
  return [tokens, [...tokens.slice(0, place.start), ...spelled, ...tokens.slice(place.end)]];
}

/**
 * The unit a cuisine reading searches on restaurants: the cuisine as the index holds it (its slug's words, which every
 * restaurant of that cuisine holds among its cuisines), or the words as typed (a name that says "Thai" ranks first).
 */
function cuisineUnit(reading: CuisineReading, lexicon: Lexicon): QueryUnit | null {
  const slugWords = reading.slug.split('-');
  const alternatives: Alternative[] = [];
  if (slugWords.every((word) => lexicon.docs(word) > 0)) {
    alternatives.push({ tokens: slugWords, prefix: false, kind: 'exact' });
  }
  const typed = reading.units.length === 1 ? reading.units[0]!.alternatives : [];
  for (const alternative of typed) {
    if (!alternatives.some((known) => known.tokens.join(' ') === alternative.tokens.join(' '))) {
      alternatives.push(alternative);
    }
  }
  if (alternatives.length === 0) return null;
  const [first, last] = [reading.units[0], reading.units.at(-1)];
  return {
    text: reading.units.length > 0 ? reading.units.map((unit) => unit.text).join(' ') : slugWords.join(' '),
    start: first?.start ?? 0,
    end: last?.end ?? 0,
    alternatives,
    filler: false,
    docs: Math.max(0, ...alternatives.map((alternative) => lexicon.docs(alternative.tokens[0]!))),
  };
}

/**
 * The cuisine words read as on the restaurant search ("thai food"), with the unit it searches; null on items, within
 * one restaurant, with a cuisine in the request, or when the words are not a cuisine and generic words.
 */
function readsAsCuisine(
  request: SearchRequest,
  access: AccessPath,
  vocabulary: Vocabulary,
  analysis: QueryAnalysis,
): { slug: string; unit: QueryUnit } | null {
  const { cuisine, cuisines } = request.filters;
  if (request.index !== 'restaurants' || access.kind !== 'text' || cuisine !== undefined || cuisines !== undefined) {
    return null;
  }
  const reading = vocabulary.cuisines.readAsCuisine(analysis);
  const unit = reading && cuisineUnit(reading, vocabulary.lexicon);
  return reading && unit ? { slug: reading.slug, unit } : null;
}

/**
 * A diet stated in words with only generic words beside it, on the restaurant search, read as the catalog's cuisine of
 * that name when it has restaurants there ("vegetarian restaurants" are vegetarian restaurants, not any menu with a
 * few vegetarian items): the filters with the cuisine instead of the tag, the readings without the diet's, and the
 * cuisine reading to report. Null when the request states a diet or a cuisine itself, or no such cuisine is there.
 */
function dietAsCuisine(
  asked: SearchRequest,
  access: AccessPath,
  readings: readonly FilterWordsReading[],
  filters: Filters,
  vocabulary: Vocabulary,
  statistics: IndexStatistics,
): { filters: Filters; readings: FilterWordsReading[]; reading: Omit<CuisineInterpretation, 'ignored'> } | null {
  const { dietary, cuisine: asCuisine, cuisines } = asked.filters;
  if (asked.index !== 'restaurants' || access.kind !== 'text') return null;
  if (dietary !== undefined || asCuisine !== undefined || cuisines !== undefined) return null;
  const applied = readings.filter((reading) => reading.applied);
  const diet = applied.length === 1 && applied[0]!.filter === 'dietary' ? applied[0]! : null;
  const tags = diet ? (diet.value as string[]) : [];
  const cuisine = tags.length === 1 ? vocabulary.cuisines.named(tags[0]!.replaceAll('_', ' ')) : null;
  if (!diet || !cuisine) return null;
  const unit = cuisineUnit({ ...cuisine, words: diet.words, units: [], generic: [] }, vocabulary.lexicon);
  const { dietary: _tag, ...rest } = filters;
  const inCuisine = { ...rest, cuisine: cuisine.slug };
  if (!unit || statistics.count([unit], inCuisine).matches === 0) return null;
  return {
    filters: inCuisine,
    // The words are reported once, as the cuisine they were read as.
    readings: readings.filter((reading) => reading !== diet),
    reading: { as: 'cuisine', cuisine: cuisine.slug, label: cuisine.label, words: diet.words, also: null },
  };
}

type CuisineInterpretation = NonNullable<SearchInterpretation['reading']>;

/** The reading a plan reports: the cuisine, the words that named it, and the literal words when a name holds them. */
function cuisineInterpretation(
  reading: CuisineReading,
  tokens: readonly string[],
  statistics: IndexStatistics,
): NonNullable<SearchInterpretation['reading']> {
  // A restaurant named by the whole query ("Thai Food Express") is another reading a client could offer.
  const literal = statistics.namesWith(tokens, 1) > 0;
  return {
    as: 'cuisine',
    cuisine: reading.slug,
    label: reading.label,
    words: reading.words,
    ignored: reading.generic,
    also: literal ? { as: 'words', q: tokens.join(' ') } : null,
  };
}

/**
 * Plans a search: analyse the words, apply a place recognised in them when the rest of the query matches there
 * (and the request names no place itself: an explicit filter wins), and drop the least informative words while too
 * little matches.
 *
 * A place that is applied is a filter, not words: its words are left out of `interpretation.searched`, so a client
 * that re-searches `searched` as q (removing the place chip) searches everywhere. Within one restaurant the place
 * is known, so words are searched as words.
 */
export function planSearch<Index extends SearchIndexName>(
  asked: SearchRequest<Index>,
  vocabulary: Vocabulary,
  statistics: IndexStatistics,
  relaxed: ReadonlySet<string> = new Set(),
): SearchPlan<Index> {
  const access = accessPathOf(asked);
  const { request, readings } = readFilterWords(asked, statistics, relaxed);
  if (request.text === '') return browsePlan(request, access, readings);
  const places = access.kind === 'menu' ? null : vocabulary.places;
  // A slip one letter from a cuisine's name is that cuisine on the restaurant search, where people name cuisines.
  const namesCuisine =
    request.index === 'restaurants' && access.kind === 'text'
      ? (word: string) => vocabulary.cuisines.named(word) !== null
      : undefined;
  const analysed = analyseQuery(
    request.text,
    vocabulary.lexicon,
    places,
    vocabulary.spelling,
    (phrase, atMost) => statistics.dishNamesWith(phrase, atMost),
    namesCuisine,
  );
  const explicitPlace = namesPlace(request.filters);
  const matches = (filters: Filters) => (units: QueryUnit[]) => statistics.count(units, filters).matches;
  let analysis = analysed.whole;
  let filters = request.filters;
  let place: SearchInterpretation['place'] = null;
  if (analysed.place) {
    const { place: found, rest } = analysed.place;
    const browsing = readings.some((reading) => reading.applied) && onlyGenericWords(rest);
    const isPlace =
      (rest.units.length > 0 || browsing) &&
      !readsAsDishName(analysed.tokens, found, vocabulary.dishes, statistics) &&
      !readsAsNameBeingTyped(analysed.tokens, found, statistics) &&
      !readsAsTheName(analysed.tokens, found, statistics) &&
      !(found.vouched && namesTown(analysed, found, statistics));
    // Applied when the rest of the query, with its least informative words dropped as a search would, finds
    // something there ("deep dish pizza chicago" still finds pizza in Chicago if no menu says "deep dish").
    let inPlace: Filters = { ...request.filters, state: found.state ?? undefined, city: found.city ?? undefined };
    // What the rest would be searched as: a cuisine is found there only by restaurants of that cuisine, not by a
    // Greek salad ("greek food columbus").
    const restCuisine = readsAsCuisine(request, access, vocabulary, rest);
    // A filter stated in words with only generic words beside the place, or none ("vegetarian place in portland",
    // "cheap eats in austin"), browses the place: the generic words need not be found there.
    // What the rest finds there: the most of its words found together (a search leaves out words that find too
    // little), and the matches of what it then searches.
    const foundIn = (where: Filters): { together: number; matches: number } => {
      if (browsing) return { together: 0, matches: 1 };
      if (restCuisine) {
        const { matches } = statistics.count([restCuisine.unit], { ...where, cuisine: restCuisine.slug });
        return { together: 1, matches };
      }
      const { sets } = unitSetsToSearch(rest.units, matches(where));
      return { together: sets.find((set) => set.matches > 0)?.units.length ?? 0, matches: sets.at(-1)!.matches };
    };
    const tryPlace = isPlace && !explicitPlace;
    let inPlaceFound = tryPlace ? foundIn(inPlace) : { together: 0, matches: 0 };
    // A city named without its state ("thai food in salem"): the biggest of that name, or every one of that name
    // when the biggest has too few to fill the first results, or has them only with words left out ("pesto chicken
    // pizza in wilmington": Wilmington, NC has chicken pizzas, Wilmington, DE the pesto one), and they do better.
    const short = inPlaceFound.matches < DROP_BELOW || inPlaceFound.together < rest.units.length;
    if (tryPlace && found.namesakes && short) {
      const anywhere: Filters = { ...request.filters, city: found.city ?? undefined };
      const there = foundIn(anywhere);
      const better =
        there.together > inPlaceFound.together ||
        (there.together === inPlaceFound.together && there.matches > inPlaceFound.matches);
      if (better) [inPlace, inPlaceFound] = [anywhere, there];
    }
    const applied = inPlaceFound.matches > 0;
    if (applied) filters = inPlace;
    // The request's own city or state wins: the place's words are then neither a filter nor searched words. A place
    // where the rest finds nothing is searched everywhere, as the interpretation says: its words, kept, matched the
    // addresses there and pushed out what was asked for ("reno ramen" listed restaurants on Reno's streets).
    if (isPlace) analysis = rest;
    place = { city: found.city, state: applied ? (inPlace.state ?? null) : found.state, applied };
  }
  // A filter stated in words with only generic words left ("vegetarian meals", "cheap eats", "open now restaurants"):
  // the filter is the request, and the generic words are not required, whatever the menus hold.
  if (readings.some((reading) => reading.applied) && onlyGenericWords(analysis)) {
    const diet = dietAsCuisine(asked, access, readings, filters, vocabulary, statistics);
    const ignored = analysis.tokens.filter((word) => FILLER_WORDS.has(word));
    const plan = diet
      ? browsePlan({ ...request, text: '', filters: diet.filters }, access, diet.readings)
      : browsePlan({ ...request, text: '', filters }, access, readings);
    const reading = diet && { ...diet.reading, ignored };
    return { ...plan, interpretation: { ...plan.interpretation, place, ...(reading && { reading }) } };
  }
  // A cuisine and generic words ("thai food", "greek cuisine in houston") read as that cuisine: on restaurants the
  // cuisine filter, on items the dishes of restaurants of that cuisine; the generic words are not required. An
  // explicit cuisine in the request wins, and within one restaurant the words are searched as words.
  const cuisine =
    access.kind === 'text' && filters.cuisine === undefined && filters.cuisines === undefined
      ? vocabulary.cuisines.readAsCuisine(analysis)
      : null;
  if (cuisine) {
    const reading = cuisineInterpretation(cuisine, analysis.tokens, statistics);
    if (request.index === 'items') {
      const browse = { ...request, text: '', filters: { ...filters, cuisines: [cuisine.slug] } };
      const plan = browsePlan(browse, access, readings);
      return { ...plan, interpretation: { ...plan.interpretation, place, reading } };
    }
    const unit = cuisineUnit(cuisine, vocabulary.lexicon);
    const inCuisine = { ...filters, cuisine: cuisine.slug };
    const found = unit && unitSetsToSearch([unit], matches(inCuisine));
    if (unit && found && found.sets.at(-1)!.matches > 0) {
      filters = inCuisine;
      const kept = { ...analysis, units: [unit] };
      return {
        request,
        access,
        filters,
        sets: found.sets,
        interpretation: { ...interpret(analysed, kept, found.sets, [], place, readings), reading },
        page: request.page,
      };
    }
  }
  const fillers = optionalFillers(analysis, statistics);
  const required = analysis.units.filter((unit) => !fillers.includes(unit));
  const { sets, dropped } = unitSetsToSearch(required, matches(filters));
  return {
    request,
    access,
    filters,
    sets,
    interpretation: interpret(analysed, analysis, sets, [...fillers, ...dropped], place, readings),
    page: request.page,
  };
}

/**
 * The filler words a query need not hold: all of them ("best", "place", "near"), when other words say what is
 * wanted and no name holds the words as typed ("Joe's Place", "Chicago Style Pizza" keep theirs). Required, they
 * decided the first results by whatever field happened to hold them: "restaurants with potato salad" listed
 * restaurants named "… Restaurant" whose menus had a Sweet Potato Roll and a Seaweed Salad.
 */
function optionalFillers(analysis: QueryAnalysis, statistics: IndexStatistics): QueryUnit[] {
  // A connecting word at the end is a filler only because it may be a word still being typed ("french to…").
  const fillers = analysis.units.filter((unit) => unit.filler && FILLER_WORDS.has(unit.text));
  if (fillers.length === 0 || fillers.length === analysis.units.length) return [];
  const named = (tokens: readonly string[]) =>
    statistics.namesWith(tokens, 1) > 0 || statistics.dishNamesWith(tokens, 1) > 0;
  return asTypedAndRead(analysis).some(named) ? [] : fillers;
}

/** A query's words as typed, and as read ("sunise family restaurant" is the Sunrise Family Restaurant). */
function asTypedAndRead(analysis: QueryAnalysis): string[][] {
  return [analysis.tokens, analysis.units.flatMap((unit) => unit.alternatives[0]!.tokens)];
}

/**
 * The filters a plan took from words that are a preference rather than a requirement (a price): when they alone
 * leave nothing ("cheap sushi in seattle", where every sushi bar is $$ or dearer), the search is planned again with
 * them relaxed, and says so, rather than answering an empty page. A diet or "open now" is never relaxed.
 */
export function appliedPreferences(plan: SearchPlan): ReadonlySet<string> {
  return new Set(
    plan.interpretation.filters
      .filter((reading) => reading.applied && PREFERENCE_FILTERS.has(reading.filter))
      .map((reading) => reading.filter),
  );
}
