/**
 * The templates of the generated evaluation, each in a class (what it tests) and assigned to a half, in this file
 * and nowhere else: a template with words of its own ("{cuisine} food", "where can i get …") belongs to one half;
 * a template with none (the value alone, or a typo, a prefix, a reordering of it) serves both halves, each over its
 * own half's values. Every class has templates in both halves, and the worded ones are paired: each development
 * template has a held-out counterpart of the same shape with other words.
 */
import { readFilterWords } from '../../../server/search/filter-words.ts';
import type { SearchRequest } from '../../../server/search/request.ts';
import type { Half } from './halves.ts';
import type { GeneratedRule } from './judge.ts';
import { pick, type Random } from './text.ts';
import { TYPO_KINDS, joined, otherNumber, reordered, typedPrefix, typo, type TypoKind } from './transforms.ts';
import type { ChainName, City, Cuisine, Dish } from './vocabulary.ts';

export const TEMPLATE_CLASSES = [
  'cuisine + noun',
  'cuisine + place',
  'question',
  'cuisine on menus',
  'dish',
  'dish + place',
  'dish on restaurants',
  'dish + filter word',
  'joined or split',
  'restaurant name',
  'typo',
  'prefix',
  'word order',
  'plural or singular',
] as const;
export type TemplateClass = (typeof TEMPLATE_CLASSES)[number];

export type Endpoint = 'restaurants' | 'items';

/** A query before it is checked: what is typed, where, and what a relevant hit is. */
interface Draft {
  endpoint: Endpoint;
  q: string;
  rule: GeneratedRule;
}

/** A compound dish word and where it splits ("pancakes", "pan cakes"). */
export interface Compound {
  word: string;
  split: string;
}

/** What a template draws from: the seeded draw and its half's values (never the other half's). */
export interface DrawContext {
  random: Random;
  cuisine(accept?: (cuisine: Cuisine) => boolean): Cuisine | null;
  dish(accept?: (dish: Dish) => boolean): Dish | null;
  chain(): ChainName | null;
  compound(): Compound | null;
  /**
   * A city of this half where the catalog holds at least five hits relevant to `rule` on `endpoint`, judged by city
   * alone (`withState` false: any state's city of that name) or by city and state.
   */
  place(endpoint: Endpoint, rule: GeneratedRule, withState: boolean): City | null;
  /** Whether the catalog holds this word in either number, so a slip that makes it is no slip. */
  knows(word: string): boolean;
  /** Whether this very word (not only its other number) is a word of the catalog's dish names. */
  isDishWord(word: string): boolean;
  /** The prices (dollars) of a dish's items in the catalog. */
  dishPrices(dish: Dish): number[];
  /** Whether the catalog knows any opening hours (an import may not). */
  hasHours: boolean;
}

export interface Template {
  /** Stable name, printed with --verbose and in --json. */
  id: string;
  class: TemplateClass;
  half: Half | 'both';
  draw(context: DrawContext): Draft | null;
}

/** Nouns after a cuisine; "food" and "cuisine" only after a nationality ("thai food", not "pizza food"). */
const NOUNS: Record<Half, string[]> = {
  development: ['food', 'restaurants', 'place', 'takeout', 'dinner'],
  'held-out': ['cuisine', 'restaurant', 'spot', 'delivery', 'lunch'],
};
const MENU_NOUNS: Record<Half, string[]> = {
  development: ['food', 'dishes', 'meals'],
  'held-out': ['cuisine', 'menu', 'specials'],
};
const NATIONALITY_ONLY = new Set(['food', 'cuisine']);

/** The cuisine with a noun of the half: a venue ("bakery", "wine bar") takes none. */
function cuisineWithNoun(cuisine: Cuisine, half: Half, random: Random): string {
  if (cuisine.shape === 'venue') return cuisine.typed;
  const nouns = NOUNS[half].filter((noun) => cuisine.shape === 'nationality' || !NATIONALITY_ONLY.has(noun));
  return `${cuisine.typed} ${pick(random, nouns)}`;
}

/** What a person asks for when asking for a cuisine: "thai food", "pizza" (a venue is not asked for this way). */
const askedFor = (cuisine: Cuisine) => (cuisine.shape === 'nationality' ? `${cuisine.typed} food` : cuisine.typed);
const notVenue = (cuisine: Cuisine) => cuisine.shape !== 'venue';

const dishText = (dish: Dish) => dish.words.join(' ');
const cuisineRule = (cuisine: Cuisine): GeneratedRule => ({ cuisines: cuisine.accepted });
const dishRule = (dish: Dish | string[]): GeneratedRule => ({ dish: Array.isArray(dish) ? dish : dish.words });
const withPlace = (rule: GeneratedRule, city: City, withState: boolean): GeneratedRule => ({
  ...rule,
  city: city.key,
  ...(withState ? { state: city.state } : {}),
});
const cityText = (city: City) => city.key;
const stateText = (city: City) => city.state.toLowerCase();

/** A cuisine and a place of the half, phrased by `phrase`. */
function cuisineAtPlace(
  context: DrawContext,
  half: Half,
  withState: boolean,
  phrase: (cuisine: string, city: City) => string,
  accept?: (cuisine: Cuisine) => boolean,
  cuisineText: (cuisine: Cuisine) => string = (cuisine) => cuisineWithNoun(cuisine, half, context.random),
): Draft | null {
  const cuisine = context.cuisine(accept);
  if (!cuisine) return null;
  const city = context.place('restaurants', cuisineRule(cuisine), withState);
  if (!city) return null;
  return {
    endpoint: 'restaurants',
    q: phrase(cuisineText(cuisine), city),
    rule: withPlace(cuisineRule(cuisine), city, withState),
  };
}

function dishAtPlace(
  context: DrawContext,
  endpoint: Endpoint,
  withState: boolean,
  phrase: (dish: string, city: City) => string,
): Draft | null {
  const dish = context.dish();
  if (!dish) return null;
  const city = context.place(endpoint, dishRule(dish), withState);
  if (!city) return null;
  return { endpoint, q: phrase(dishText(dish), city), rule: withPlace(dishRule(dish), city, withState) };
}

/** A request as the server's filter-word reader takes it, to ask what a phrase means (the search is not run). */
function readingRequest(text: string, endpoint: Endpoint): SearchRequest {
  return {
    index: endpoint,
    text,
    filters: {},
    sort: 'relevance',
    sortChosen: false,
    facets: [],
    page: { limit: 20, offset: 0 },
    now: Date.now(),
  };
}

/**
 * What the server's filter words (server/search/filter-words.ts) make of a query, as a rule over the fields a hit
 * carries: a price tier, an item's price, a dietary tag, open now. Null when the words state nothing this can judge
 * (a time tonight, a position) or when the server does not read them as a filter at all.
 */
export function filterRule(q: string, endpoint: Endpoint): GeneratedRule | null {
  const { readings } = readFilterWords(readingRequest(q, endpoint), { namesWith: () => 0 });
  const rule: GeneratedRule = {};
  let judged = 0;
  for (const reading of readings) {
    if (!reading.applied) return null;
    switch (reading.filter) {
      case 'price_range':
        rule.priceRange = reading.value as string[];
        break;
      case 'price':
        rule.maxPrice = (reading.value as { max: number }).max;
        break;
      case 'dietary': {
        const tags = reading.value as string[];
        if (tags.length !== 1) return null;
        rule.dietary = tags[0]!;
        break;
      }
      case 'open_now':
        rule.openNow = true;
        break;
      case 'sort':
        continue;
      case 'open_at':
      case 'near':
        return null;
    }
    judged += 1;
  }
  return judged > 0 ? rule : null;
}

/** A dish with a filter phrase; `{dish}` and `{price}` (whole dollars, about the dish's median) are filled in. */
function dishWithFilter(id: string, half: Half, endpoint: Endpoint, phrase: string): Template {
  return {
    id,
    class: 'dish + filter word',
    half,
    draw(context) {
      if (phrase.includes('open now') && !context.hasHours) return null;
      const dish = context.dish();
      if (!dish) return null;
      let q = phrase.replace('{dish}', dishText(dish));
      if (q.includes('{price}')) {
        const prices = context.dishPrices(dish).sort((a, b) => a - b);
        if (prices.length < 5) return null;
        q = q.replace('{price}', String(Math.max(1, Math.ceil(prices[Math.floor(prices.length / 2)]!))));
      }
      const filters = filterRule(q, endpoint);
      if (!filters) return null;
      return { endpoint, q, rule: { ...dishRule(dish), ...filters } };
    },
  };
}

/** One slip in one word (of four letters or more) of `words`, making a word the catalog does not hold. */
function typoIn(context: DrawContext, words: readonly string[]): string | null {
  const candidates = words.map((word, index) => ({ word, index })).filter(({ word }) => word.length >= 4);
  if (candidates.length === 0) return null;
  const { word, index } = pick(context.random, candidates);
  const kind: TypoKind = pick(context.random, TYPO_KINDS);
  const slipped = typo(word, kind, context.random);
  if (slipped === null || context.knows(slipped)) return null;
  return words.map((w, k) => (k === index ? slipped : w)).join(' ');
}

/** A restaurant's name as typed: lower case, no accents, its own punctuation ("yiannis' mediterranean cafe"). */
const typedName = (chain: ChainName) =>
  chain.name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
const chainWords = (chain: ChainName) => typedName(chain).split(' ');

export const TEMPLATES: readonly Template[] = [
  // A cuisine and a generic noun: "thai food", "german restaurants", "pizza spot".
  {
    id: 'cuisine noun (dev nouns)',
    class: 'cuisine + noun',
    half: 'development',
    draw: (c) => {
      const cuisine = c.cuisine();
      return (
        cuisine && {
          endpoint: 'restaurants',
          q: cuisineWithNoun(cuisine, 'development', c.random),
          rule: cuisineRule(cuisine),
        }
      );
    },
  },
  {
    id: 'cuisine noun (held-out nouns)',
    class: 'cuisine + noun',
    half: 'held-out',
    draw: (c) => {
      const cuisine = c.cuisine();
      return (
        cuisine && {
          endpoint: 'restaurants',
          q: cuisineWithNoun(cuisine, 'held-out', c.random),
          rule: cuisineRule(cuisine),
        }
      );
    },
  },

  // The same with a place before or after it.
  {
    id: '{cuisine noun} in {city}',
    class: 'cuisine + place',
    half: 'development',
    draw: (c) => cuisineAtPlace(c, 'development', false, (cuisine, city) => `${cuisine} in ${cityText(city)}`),
  },
  {
    id: '{city} {st} {cuisine noun}',
    class: 'cuisine + place',
    half: 'development',
    draw: (c) =>
      cuisineAtPlace(c, 'development', true, (cuisine, city) => `${cityText(city)} ${stateText(city)} ${cuisine}`),
  },
  {
    id: '{city} {cuisine noun}',
    class: 'cuisine + place',
    half: 'held-out',
    draw: (c) => cuisineAtPlace(c, 'held-out', false, (cuisine, city) => `${cityText(city)} ${cuisine}`),
  },
  {
    id: '{cuisine noun} {city} {st}',
    class: 'cuisine + place',
    half: 'held-out',
    draw: (c) =>
      cuisineAtPlace(c, 'held-out', true, (cuisine, city) => `${cuisine} ${cityText(city)} ${stateText(city)}`),
  },

  // A question, as a person asks it.
  {
    id: 'where can i get {cuisine} in {city}',
    class: 'question',
    half: 'development',
    draw: (c) =>
      cuisineAtPlace(
        c,
        'development',
        false,
        (cuisine, city) => `where can i get ${cuisine} in ${cityText(city)}`,
        notVenue,
        askedFor,
      ),
  },
  {
    id: 'best place for {dish} in {city}',
    class: 'question',
    half: 'development',
    draw: (c) => dishAtPlace(c, 'restaurants', false, (dish, city) => `best place for ${dish} in ${cityText(city)}`),
  },
  {
    id: 'where to find good {cuisine} in {city}',
    class: 'question',
    half: 'held-out',
    draw: (c) =>
      cuisineAtPlace(
        c,
        'held-out',
        false,
        (cuisine, city) => `where to find good ${cuisine} in ${cityText(city)}`,
        notVenue,
        askedFor,
      ),
  },
  {
    id: 'who has the best {dish} in {city}',
    class: 'question',
    half: 'held-out',
    draw: (c) => dishAtPlace(c, 'restaurants', false, (dish, city) => `who has the best ${dish} in ${cityText(city)}`),
  },

  // A cuisine on the menu search: relevant items are those of a restaurant of that cuisine.
  ...(['development', 'held-out'] as const).map((half): Template => ({
    id: `cuisine menu noun (${half === 'development' ? 'dev' : 'held-out'} nouns)`,
    class: 'cuisine on menus',
    half,
    draw: (c) => {
      const cuisine = c.cuisine((candidate) => candidate.shape === 'nationality');
      return (
        cuisine && {
          endpoint: 'items',
          q: `${cuisine.typed} ${pick(c.random, MENU_NOUNS[half])}`,
          rule: cuisineRule(cuisine),
        }
      );
    },
  })),

  // A dish as the catalog names it (the control: plain words that are on the menus).
  {
    id: '{dish}',
    class: 'dish',
    half: 'both',
    draw: (c) => {
      const dish = c.dish();
      return dish && { endpoint: 'items', q: dishText(dish), rule: dishRule(dish) };
    },
  },

  // A dish and a place.
  {
    id: '{dish} in {city}',
    class: 'dish + place',
    half: 'development',
    draw: (c) => dishAtPlace(c, 'items', false, (dish, city) => `${dish} in ${cityText(city)}`),
  },
  {
    id: '{dish} {city} {st}',
    class: 'dish + place',
    half: 'development',
    draw: (c) => dishAtPlace(c, 'items', true, (dish, city) => `${dish} ${cityText(city)} ${stateText(city)}`),
  },
  {
    id: '{city} {dish}',
    class: 'dish + place',
    half: 'held-out',
    draw: (c) => dishAtPlace(c, 'items', false, (dish, city) => `${cityText(city)} ${dish}`),
  },
  {
    id: '{dish} near {city}, {st}',
    class: 'dish + place',
    half: 'held-out',
    draw: (c) => dishAtPlace(c, 'items', true, (dish, city) => `${dish} near ${cityText(city)}, ${stateText(city)}`),
  },

  // A dish on the restaurant search: relevant restaurants serve it.
  {
    id: '{dish} (restaurants)',
    class: 'dish on restaurants',
    half: 'both',
    draw: (c) => {
      const dish = c.dish();
      return dish && { endpoint: 'restaurants', q: dishText(dish), rule: dishRule(dish) };
    },
  },
  {
    id: 'restaurants with {dish}',
    class: 'dish on restaurants',
    half: 'development',
    draw: (c) => {
      const dish = c.dish();
      return dish && { endpoint: 'restaurants', q: `restaurants with ${dishText(dish)}`, rule: dishRule(dish) };
    },
  },
  {
    id: 'places that serve {dish}',
    class: 'dish on restaurants',
    half: 'held-out',
    draw: (c) => {
      const dish = c.dish();
      return dish && { endpoint: 'restaurants', q: `places that serve ${dishText(dish)}`, rule: dishRule(dish) };
    },
  },

  // A dish and a filter word, judged on the field the word filters.
  dishWithFilter('cheap {dish}', 'development', 'restaurants', 'cheap {dish}'),
  dishWithFilter('upscale {dish}', 'development', 'restaurants', 'upscale {dish}'),
  dishWithFilter('{dish} open now', 'development', 'restaurants', '{dish} open now'),
  dishWithFilter('{dish} under ${price}', 'development', 'items', '{dish} under ${price}'),
  dishWithFilter('vegetarian {dish}', 'development', 'items', 'vegetarian {dish}'),
  dishWithFilter('gluten free {dish}', 'development', 'items', 'gluten free {dish}'),
  dishWithFilter('inexpensive {dish}', 'held-out', 'restaurants', 'inexpensive {dish}'),
  dishWithFilter('fancy {dish}', 'held-out', 'restaurants', 'fancy {dish}'),
  dishWithFilter('{dish} places open now', 'held-out', 'restaurants', '{dish} places open now'),
  dishWithFilter('{dish} under {price} dollars', 'held-out', 'items', '{dish} under {price} dollars'),
  dishWithFilter('vegan {dish}', 'held-out', 'items', 'vegan {dish}'),
  dishWithFilter('affordable {dish}', 'held-out', 'restaurants', 'affordable {dish}'),

  // Dish words joined ("icecream") or split ("pan cakes"), on both searches.
  ...(['items', 'restaurants'] as const).flatMap((endpoint): Template[] => [
    {
      id: `two-word dish joined (${endpoint})`,
      class: 'joined or split',
      half: 'both',
      draw: (c) => {
        const dish = c.dish((candidate) => {
          const one = joined(candidate.words);
          return one !== null && !c.knows(one);
        });
        return dish && { endpoint, q: joined(dish.words)!, rule: dishRule(dish) };
      },
    },
    {
      id: `compound dish word split (${endpoint})`,
      class: 'joined or split',
      half: 'both',
      draw: (c) => {
        const compound = c.compound();
        return compound && { endpoint, q: compound.split, rule: dishRule([compound.word]) };
      },
    },
  ]),

  // A restaurant's name, lower-cased as typed (chains: five restaurants or more share it).
  {
    id: '{restaurant name}',
    class: 'restaurant name',
    half: 'both',
    draw: (c) => {
      const chain = c.chain();
      return chain && { endpoint: 'restaurants', q: typedName(chain), rule: { name: chain.name } };
    },
  },

  // One slip of the finger in a dish, a cuisine or a restaurant's name.
  {
    id: 'typo in {dish}',
    class: 'typo',
    half: 'both',
    draw: (c) => {
      const dish = c.dish();
      const q = dish && typoIn(c, dish.words);
      return dish && q ? { endpoint: 'items', q, rule: dishRule(dish) } : null;
    },
  },
  {
    id: 'typo in {cuisine}',
    class: 'typo',
    half: 'both',
    draw: (c) => {
      const cuisine = c.cuisine();
      const q = cuisine && typoIn(c, cuisine.typed.split(' '));
      return cuisine && q ? { endpoint: 'restaurants', q, rule: cuisineRule(cuisine) } : null;
    },
  },
  {
    id: 'typo in {restaurant name}',
    class: 'typo',
    half: 'both',
    draw: (c) => {
      const chain = c.chain();
      const q = chain && typoIn(c, chainWords(chain));
      return chain && q ? { endpoint: 'restaurants', q, rule: { name: chain.name } } : null;
    },
  },

  // The last word still being typed.
  {
    id: 'prefix of {dish}',
    class: 'prefix',
    half: 'both',
    draw: (c) => {
      const dish = c.dish();
      const q = dish && typedPrefix(dish.words, c.random);
      return dish && q ? { endpoint: 'items', q, rule: dishRule(dish) } : null;
    },
  },
  {
    id: 'prefix of {cuisine}',
    class: 'prefix',
    half: 'both',
    draw: (c) => {
      const cuisine = c.cuisine();
      const q = cuisine && typedPrefix(cuisine.typed.split(' '), c.random);
      return cuisine && q ? { endpoint: 'restaurants', q, rule: cuisineRule(cuisine) } : null;
    },
  },
  {
    id: 'prefix of {restaurant name}',
    class: 'prefix',
    half: 'both',
    draw: (c) => {
      const chain = c.chain();
      const q = chain && typedPrefix(chainWords(chain), c.random);
      return chain && q ? { endpoint: 'restaurants', q, rule: { name: chain.name } } : null;
    },
  },

  // Another word order ("pizza pepperoni") and the other number ("fish taco" for "Fish Tacos").
  {
    id: '{dish} last word first',
    class: 'word order',
    half: 'both',
    draw: (c) => {
      const dish = c.dish((candidate) => candidate.words.length === 2);
      const q = dish && reordered(dish.words);
      return dish && q ? { endpoint: 'items', q, rule: dishRule(dish) } : null;
    },
  },
  {
    id: '{dish} in the other number',
    class: 'plural or singular',
    half: 'both',
    draw: (c) => {
      // Only to a form the catalog's dish names use somewhere ("muffins", not "menudos").
      const dish = c.dish();
      const q = dish && otherNumber(dish.words);
      return dish && q && c.isDishWord(q.split(' ').pop()!) ? { endpoint: 'items', q, rule: dishRule(dish) } : null;
    },
  },
];
