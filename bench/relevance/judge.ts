/**
 * What a relevant hit is, checked by machine so that two runs (or two engines) are judged alike.
 *
 * A rule is a list of word groups written as `'shrimp|prawn'`: every group must be found in one of the hit's text
 * fields, a group being found when any of its alternatives is. An alternative is one or more words matched as whole,
 * consecutive words after the same folding on both sides (case, diacritics, `&` = and, punctuation), each word also
 * accepting its plural or singular by the search's own rule (`taco` finds "Tacos", `leaf` finds "Leaves"); `*`
 * stands for any letters (`parm*` finds "Parmesan" and "Parmigiana", `*burger` finds "Cheeseburger"). A place
 * (`city`, `state`) must equal the hit's own, case- and punctuation-insensitively; a list means any of them. A filter
 * a query's words state ("cheap", "under $10", "vegan", "open now") is judged on the hit's own fields: `priceRange`,
 * `maxPrice`, `dietary`, `openNow`.
 */
import { inflections } from '../../rules/inflection.ts';

type Endpoint = 'restaurants' | 'items';

export interface Rule {
  /** Every group must be found; a group is alternatives separated by `|`. */
  all: string[];
  city?: string | string[];
  state?: string | string[];
  /** The hit's (or its restaurant's) price tier is one of these. */
  priceRange?: string[];
  /** An item's own price is at most this. */
  maxPrice?: number;
  /** An item carries this dietary tag. */
  dietary?: string;
  /** The place is open at the moment of the search. */
  openNow?: true;
}

export interface JudgedQuery {
  endpoint: Endpoint;
  q: string;
  class: QueryClass;
  /** Filters sent explicitly in the request body besides q. */
  filters?: { city?: string; state?: string; cuisine?: string };
  rule: Rule;
}

export const QUERY_CLASSES = [
  'typo',
  'plural',
  'filler words',
  'place in query',
  'dish to restaurant',
  'prefix',
  'variant',
  'cuisine',
  'multi-word dish',
  'filter words',
  'one reading',
  'control',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

/** The text of a hit that a person reads when deciding whether it is what they asked for. */
export interface JudgedHit {
  texts: string[];
  city: string;
  state: string;
  priceRange: string | null;
  price: number | null;
  dietary: string[];
  openNow: boolean | null;
}

export interface RestaurantHitLike {
  name: string;
  cuisines: string[];
  matched_dishes?: string[];
  address: { city: string; state: string };
  price_range?: string | null;
  open_now?: boolean;
}

export interface ItemHitLike {
  name: string;
  description: string | null;
  section: string;
  city: string;
  state: string;
  price?: number | null;
  price_range?: string | null;
  dietary?: string[];
}

export function restaurantTexts(hit: RestaurantHitLike): JudgedHit {
  return {
    texts: [hit.name, ...hit.cuisines, ...(hit.matched_dishes ?? [])],
    city: hit.address.city,
    state: hit.address.state,
    priceRange: hit.price_range ?? null,
    price: null,
    dietary: [],
    openNow: hit.open_now ?? null,
  };
}

export function itemTexts(hit: ItemHitLike): JudgedHit {
  return {
    texts: [hit.name, hit.description ?? '', hit.section],
    city: hit.city,
    state: hit.state,
    priceRange: hit.price_range ?? null,
    price: hit.price ?? null,
    dietary: hit.dietary ?? [],
    openNow: null,
  };
}

/** Whether a hit passes the filters a rule states (those its query's words asked for). */
function passesFilters(rule: Rule, hit: JudgedHit): boolean {
  return (
    (rule.priceRange === undefined || (hit.priceRange !== null && rule.priceRange.includes(hit.priceRange))) &&
    (rule.maxPrice === undefined || (hit.price !== null && hit.price <= rule.maxPrice)) &&
    (rule.dietary === undefined || hit.dietary.includes(rule.dietary)) &&
    (rule.openNow === undefined || hit.openNow === true)
  );
}

/**
 * Folds text the way a reader would not notice: case, accents, `&`, apostrophes, hyphens and other punctuation. A
 * rule's `*` stays a letter of its word unless `wildcards` is false (text a person typed or a catalog holds).
 */
export function fold(text: string, { wildcards = true } = {}): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(wildcards ? /[^a-z0-9*]+/ : /[^a-z0-9]+/)
    .filter(Boolean);
}

/** A word of a rule as a test of one folded word of a hit, which may also be the rule word's plural or singular. */
function wordMatcher(word: string): (candidate: string) => boolean {
  const pattern = new RegExp(`^${word.replace(/\*/g, '[a-z0-9]*')}$`);
  return (candidate) => pattern.test(candidate) || inflections(candidate).some((form) => pattern.test(form));
}

/** One alternative (a phrase of one or more words) as a matcher over a field's folded words. */
function phraseMatcher(phrase: string): (words: string[]) => boolean {
  const matchers = fold(phrase).map(wordMatcher);
  return (words) => {
    for (let start = 0; start + matchers.length <= words.length; start += 1) {
      if (matchers.every((matches, offset) => matches(words[start + offset]!))) return true;
    }
    return false;
  };
}

const sameName = (a: string, b: string) => fold(a).join(' ') === fold(b).join(' ');
const oneOf = (wanted: string | string[] | undefined, actual: string) =>
  wanted === undefined || (Array.isArray(wanted) ? wanted : [wanted]).some((name) => sameName(name, actual));

/** Compiles a rule once; the result tells whether a hit is relevant. */
export function compileRule(rule: Rule): (hit: JudgedHit) => boolean {
  const groups = rule.all.map((group) => group.split('|').map(phraseMatcher));
  return (hit) => {
    if (!oneOf(rule.city, hit.city) || !oneOf(rule.state, hit.state) || !passesFilters(rule, hit)) return false;
    const fields = hit.texts.map((text) => fold(text));
    return groups.every((alternatives) => alternatives.some((matches) => fields.some(matches)));
  };
}
