/**
 * The pieces the templates (`templates.ts`) are made of: a value phrased as a person types it, the rule a hit is
 * judged by for it, and the draws a template repeats (a cuisine or a dish with a place of the half, a dish with a
 * filter phrase, a slip in one word). The words each half's templates add are not here but in the table, so that
 * which words belong to which half is read in one place.
 */
import { filterRule } from './filter-rule.ts';
import type { Half } from './halves.ts';
import type { GeneratedRule } from './judge.ts';
import type { DrawContext, Draft, Endpoint, Template } from './template-model.ts';
import { pick, type Random } from './text.ts';
import { TYPO_KINDS, typo, type TypoKind } from './transforms.ts';
import type { ChainName, City, Cuisine, Dish } from './vocabulary.ts';

/** Nouns that follow a nationality only: "thai food", "greek cuisine", but never "pizza food". */
const NATIONALITY_ONLY = new Set(['food', 'cuisine']);

/** The cuisine with one of a half's nouns (`nouns`): a venue ("bakery", "wine bar") takes none. */
export function cuisineWithNoun(cuisine: Cuisine, nouns: readonly string[], random: Random): string {
  if (cuisine.shape === 'venue') return cuisine.typed;
  const fitting = nouns.filter((noun) => cuisine.shape === 'nationality' || !NATIONALITY_ONLY.has(noun));
  return `${cuisine.typed} ${pick(random, fitting)}`;
}

/** What a person asks for when asking for a cuisine: "thai food", "pizza" (a venue is not asked for this way). */
export const askedFor = (cuisine: Cuisine) =>
  cuisine.shape === 'nationality' ? `${cuisine.typed} food` : cuisine.typed;
export const notVenue = (cuisine: Cuisine) => cuisine.shape !== 'venue';

export const dishText = (dish: Dish) => dish.words.join(' ');
export const cuisineRule = (cuisine: Cuisine): GeneratedRule => ({ cuisines: cuisine.accepted });
export const dishRule = (dish: Dish | string[]): GeneratedRule => ({ dish: Array.isArray(dish) ? dish : dish.words });
const withPlace = (rule: GeneratedRule, city: City, withState: boolean): GeneratedRule => ({
  ...rule,
  city: city.key,
  ...(withState ? { state: city.state } : {}),
});
export const cityText = (city: City) => city.key;
export const stateText = (city: City) => city.state.toLowerCase();

/** A cuisine and a place of the half, phrased by `phrase`; the cuisine takes one of the half's `nouns` unless told. */
export function cuisineAtPlace(
  context: DrawContext,
  nouns: readonly string[],
  withState: boolean,
  phrase: (cuisine: string, city: City) => string,
  accept?: (cuisine: Cuisine) => boolean,
  cuisineText: (cuisine: Cuisine) => string = (cuisine) => cuisineWithNoun(cuisine, nouns, context.random),
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

/** A dish and a place of the half, phrased by `phrase`. */
export function dishAtPlace(
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

/** A dish with a filter phrase; `{dish}` and `{price}` (whole dollars, about the dish's median) are filled in. */
export function dishWithFilter(id: string, half: Half, endpoint: Endpoint, phrase: string): Template {
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
export function typoIn(context: DrawContext, words: readonly string[]): string | null {
  const candidates = words.map((word, index) => ({ word, index })).filter(({ word }) => word.length >= 4);
  if (candidates.length === 0) return null;
  const { word, index } = pick(context.random, candidates);
  const kind: TypoKind = pick(context.random, TYPO_KINDS);
  const slipped = typo(word, kind, context.random);
  if (slipped === null || context.knows(slipped)) return null;
  return words.map((w, k) => (k === index ? slipped : w)).join(' ');
}

/** A restaurant's name as typed: lower case, no accents, its own punctuation ("yiannis' mediterranean cafe"). */
export const typedName = (chain: ChainName) =>
  chain.name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
export const chainWords = (chain: ChainName) => typedName(chain).split(' ');
