/**
 * Words in a query that state a filter or an order rather than what to find: "cheap", "under $15", "open now",
 * "late night", "vegan", "gluten free", "best", "near me". Each becomes that filter (or the rating sort), is taken out
 * of the words searched, and is reported in `interpretation.filters`, so a client can show it and undo it (by
 * taking the words out of q). A filter the request sets itself wins: the words are then reported as not applied.
 * "near me" needs a position the words cannot give: without `near` in the request it is reported as not applied,
 * for the client to ask for one and send it. A word that is part of a name ("Cheap Charlie's") is searched as a
 * word: what the word excludes must not exclude the place named with it.
 */
import type { DietaryTag } from '../../rules/dietary.ts';
import type { Filters } from './fields.ts';
import type { SearchRequest } from './request.ts';
import { queryWords } from './tokens.ts';

export interface FilterWordsReading {
  /** The words as the query holds them. */
  words: string;
  /** The request field it stands for, or `sort`. */
  filter: 'price_range' | 'price' | 'open_now' | 'open_at' | 'dietary' | 'sort' | 'near';
  value: unknown;
  applied: boolean;
  /** Why it was not applied; null when it was. */
  reason: UnappliedReason | null;
}

/**
 * Why a filter word was not applied: the request set that field itself; "near me" without a position; a dish price
 * on the restaurant search; a price word that left nothing to show (a price stated in words is a preference).
 */
export const UNAPPLIED_REASONS = ['request_field', 'needs_near', 'dishes_only', 'nothing_matches'] as const;
type UnappliedReason = (typeof UNAPPLIED_REASONS)[number];

/** The filters whose words are a preference, dropped when they alone leave nothing ("cheap sushi in seattle"). */
export const PREFERENCE_FILTERS: ReadonlySet<string> = new Set(['price_range', 'price']);

/** Local time "late night" and "open late" ask about, in minutes after midnight: 23:00. */
const LATE_NIGHT_MINUTE = 23 * 60;

type Effect =
  | { filter: 'price_range'; value: NonNullable<Filters['price_range']> }
  | { filter: 'open_now' }
  | { filter: 'late' }
  | { filter: 'dietary'; value: DietaryTag[] }
  | { filter: 'sort' }
  | { filter: 'near' };

const CHEAP: Effect = { filter: 'price_range', value: ['$'] };
const UPSCALE: Effect = { filter: 'price_range', value: ['$$$', '$$$$'] };
const BEST: Effect = { filter: 'sort' };
const NEAR: Effect = { filter: 'near' };
const LATE: Effect = { filter: 'late' };

/** The phrases, as the query's words spell them (so "gluten-free" and "top-rated" are two words each). */
const PHRASES: ReadonlyArray<readonly [phrase: string, effect: Effect]> = [
  ['cheap', CHEAP],
  ['cheap eats', CHEAP],
  ['inexpensive', CHEAP],
  ['budget', CHEAP],
  ['affordable', { filter: 'price_range', value: ['$', '$$'] }],
  ['upscale', UPSCALE],
  ['fancy', UPSCALE],
  ['fine dining', UPSCALE],
  ['open now', { filter: 'open_now' }],
  ['open late', LATE],
  ['late night', LATE],
  ['vegan', { filter: 'dietary', value: ['vegan'] }],
  ['vegetarian', { filter: 'dietary', value: ['vegetarian'] }],
  ['gluten free', { filter: 'dietary', value: ['gluten_free'] }],
  ['best', BEST],
  ['top rated', BEST],
  ['best rated', BEST],
  ['highest rated', BEST],
  ['near me', NEAR],
  ['close to me', NEAR],
  ['around me', NEAR],
  ['nearby', NEAR],
];
const PHRASE_WORDS = PHRASES.map(([phrase, effect]) => ({ words: phrase.split(' '), effect }));
/** "under 15", "under $15", "below 15 dollars", "less than 15 bucks", "15 and under". */
const PRICE_LEADS = [['under'], ['below'], ['less', 'than'], ['cheaper', 'than']];
const CURRENCY_WORDS = new Set(['dollars', 'dollar', 'bucks', 'usd']);

/**
 * What the planner may ask about names: whether a phrase occurs in the names of this index's documents (`begun`: its
 * last word only begun, as a word still being typed).
 */
export interface NameStatistics {
  namesWith(phrase: readonly string[], atMost: number, begun?: boolean): number;
}

interface Found {
  start: number;
  end: number;
  effect: Effect | { filter: 'price'; max: number };
}

/** The filter phrases in `tokens`, longest first at each position, left to right. */
function findPhrases(tokens: readonly string[]): Found[] {
  const found: Found[] = [];
  let index = 0;
  while (index < tokens.length) {
    const price = priceAt(tokens, index);
    if (price) {
      found.push(price);
      index = price.end;
      continue;
    }
    let best: Found | null = null;
    for (const { words, effect } of PHRASE_WORDS) {
      if (words.every((word, offset) => tokens[index + offset] === word)) {
        if (!best || words.length > best.end - best.start) best = { start: index, end: index + words.length, effect };
      }
    }
    if (best) found.push(best);
    index = best ? best.end : index + 1;
  }
  return found;
}

function priceAt(tokens: readonly string[], index: number): Found | null {
  for (const lead of PRICE_LEADS) {
    if (!lead.every((word, offset) => tokens[index + offset] === word)) continue;
    const amount = tokens[index + lead.length];
    if (amount === undefined || !/^\d{1,4}$/.test(amount)) return null;
    let end = index + lead.length + 1;
    if (CURRENCY_WORDS.has(tokens[end] ?? '')) end += 1;
    return { start: index, end, effect: { filter: 'price', max: Number(amount) } };
  }
  return null;
}

/**
 * Whether the phrase at `found` is part of a name in this index (restaurants' names for restaurants, dish names for
 * items): with the word before or after it, it runs as a phrase in a name ("cheap charlie"); or, when it is the
 * whole query, a name holds it ("vegan" finds the Vegan Kitchen by name rather than every menu with vegan dishes).
 */
function inAName(tokens: readonly string[], found: Found, names: NameStatistics): boolean {
  const phrase = tokens.slice(found.start, found.end);
  if (phrase.length === tokens.length) return names.namesWith(phrase, 1) > 0;
  const before = tokens[found.start - 1];
  const after = tokens[found.end];
  return [before && [before, ...phrase], after && [...phrase, after]].some(
    (words) => words && names.namesWith(words, 1) > 0,
  );
}

/** What the filter words of a request change: the request to plan, and what to report. */
export interface FilterWordsResult<Request extends SearchRequest> {
  request: Request;
  readings: FilterWordsReading[];
}

/**
 * Takes the filter words out of a request's text and applies them to its filters and order. Words that only narrow
 * ("cheap", "vegan", "open now") are taken as words when they are part of a name; an order ("best") or a position
 * ("near me") excludes nothing, so it is always taken.
 */
export function readFilterWords<Request extends SearchRequest>(
  request: Request,
  names: NameStatistics,
  relaxed: ReadonlySet<string> = new Set(),
): FilterWordsResult<Request> {
  if (request.text === '') return { request, readings: [] };
  const tokens = queryWords(request.text);
  const readings: FilterWordsReading[] = [];
  const taken = new Set<number>();
  let filters: Filters = request.filters;
  let sort = request.sort;
  let openLocalMinute = request.openLocalMinute;
  for (const found of findPhrases(tokens)) {
    const { effect } = found;
    const narrows = effect.filter !== 'sort' && effect.filter !== 'near';
    if (narrows && inAName(tokens, found, names)) continue;
    const words = tokens.slice(found.start, found.end).join(' ');
    for (let index = found.start; index < found.end; index += 1) taken.add(index);
    const read = apply(request, effect, { filters, sort, openLocalMinute });
    const reason = read.reason ?? (relaxed.has(read.filter) ? 'nothing_matches' : null);
    if (reason === null) ({ filters, sort, openLocalMinute } = read.state);
    readings.push({ words, filter: read.filter, value: read.value, applied: reason === null, reason });
  }
  if (readings.length === 0) return { request, readings };
  const text = tokens.filter((_, index) => !taken.has(index)).join(' ');
  return {
    request: { ...request, text, filters, sort: text === '' && !request.sortChosen ? 'rating' : sort, openLocalMinute },
    readings,
  };
}

interface State {
  filters: Filters;
  sort: SearchRequest['sort'];
  openLocalMinute: number | undefined;
}

/** One phrase's effect on the request so far: applied unless the request set that filter itself (or cannot). */
function apply(
  request: SearchRequest,
  effect: Found['effect'],
  state: State,
): { filter: FilterWordsReading['filter']; value: unknown; reason: UnappliedReason | null; state: State } {
  const { filters } = state;
  const given = request.filters;
  const result = (
    filter: FilterWordsReading['filter'],
    value: unknown,
    applies: boolean | UnappliedReason,
    next: Partial<State>,
  ) => ({
    filter,
    value,
    reason: applies === true ? null : applies === false ? ('request_field' as const) : applies,
    state: { ...state, ...next },
  });
  switch (effect.filter) {
    case 'price_range':
      return result('price_range', effect.value, given.price_range === undefined, {
        filters: { ...filters, price_range: effect.value },
      });
    case 'price': {
      // Restaurants have no price of their own to filter by: the words are reported, not applied.
      const applies = request.index !== 'items' ? 'dishes_only' : given.price === undefined;
      return result('price', { max: effect.max }, applies, { filters: { ...filters, price: { max: effect.max } } });
    }
    case 'open_now':
      return result('open_now', true, given.open_now === undefined && given.open_at === undefined, {
        filters: { ...filters, open_now: true },
      });
    case 'late':
      // With open_now it narrows further (open now and still at 23:00); an explicit open_at wins.
      return result('open_at', 'tonight 23:00 local time', given.open_at === undefined, {
        openLocalMinute: LATE_NIGHT_MINUTE,
      });
    case 'dietary': {
      const tags = [...new Set([...(filters.dietary ?? []), ...effect.value])];
      return result('dietary', effect.value, given.dietary === undefined, { filters: { ...filters, dietary: tags } });
    }
    case 'sort':
      return result('sort', 'rating', !request.sortChosen, { sort: 'rating' });
    case 'near':
      return result('near', given.near ?? null, given.near !== undefined || 'needs_near', {});
  }
}
