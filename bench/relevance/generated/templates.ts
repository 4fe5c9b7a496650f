/**
 * The templates of the generated evaluation, each in a class (what it tests) and assigned to a half, in this file
 * and nowhere else: a template with words of its own ("{cuisine} food", "where can i get …") belongs to one half;
 * a template with none (the value alone, or a typo, a prefix, a reordering of it) serves both halves, each over its
 * own half's values. Every class has templates in both halves, and the worded ones are paired: each development
 * template has a held-out counterpart of the same shape with other words. This is the table, as data: what a
 * template is lives in `template-model.ts`, the pieces it is made of in `template-builders.ts`.
 */
import type { Half } from './halves.ts';
import {
  askedFor,
  chainWords,
  cityText,
  cuisineAtPlace,
  cuisineRule,
  cuisineWithNoun,
  dishAtPlace,
  dishRule,
  dishText,
  dishWithFilter,
  notVenue,
  stateText,
  typedName,
  typoIn,
} from './template-builders.ts';
import type { Template } from './template-model.ts';
import { pick } from './text.ts';
import { joined, otherNumber, reordered, typedPrefix } from './transforms.ts';

/** Nouns after a cuisine; "food" and "cuisine" only after a nationality ("thai food", not "pizza food"). */
const NOUNS: Record<Half, string[]> = {
  development: ['food', 'restaurants', 'place', 'takeout', 'dinner'],
  'held-out': ['cuisine', 'restaurant', 'spot', 'delivery', 'lunch'],
};
const MENU_NOUNS: Record<Half, string[]> = {
  development: ['food', 'dishes', 'meals'],
  'held-out': ['cuisine', 'menu', 'specials'],
};

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
          q: cuisineWithNoun(cuisine, NOUNS.development, c.random),
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
          q: cuisineWithNoun(cuisine, NOUNS['held-out'], c.random),
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
    draw: (c) => cuisineAtPlace(c, NOUNS.development, false, (cuisine, city) => `${cuisine} in ${cityText(city)}`),
  },
  {
    id: '{city} {st} {cuisine noun}',
    class: 'cuisine + place',
    half: 'development',
    draw: (c) =>
      cuisineAtPlace(c, NOUNS.development, true, (cuisine, city) => `${cityText(city)} ${stateText(city)} ${cuisine}`),
  },
  {
    id: '{city} {cuisine noun}',
    class: 'cuisine + place',
    half: 'held-out',
    draw: (c) => cuisineAtPlace(c, NOUNS['held-out'], false, (cuisine, city) => `${cityText(city)} ${cuisine}`),
  },
  {
    id: '{cuisine noun} {city} {st}',
    class: 'cuisine + place',
    half: 'held-out',
    draw: (c) =>
      cuisineAtPlace(c, NOUNS['held-out'], true, (cuisine, city) => `${cuisine} ${cityText(city)} ${stateText(city)}`),
  },

  // A question, as a person asks it.
  {
    id: 'where can i get {cuisine} in {city}',
    class: 'question',
    half: 'development',
    draw: (c) =>
      cuisineAtPlace(
        c,
        NOUNS.development,
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
        NOUNS['held-out'],
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
  // Added with the two above ('order {dish} online'): phrasings the request words were not written from.
  {
    id: 'any {dish} around {city}',
    class: 'question',
    half: 'development',
    draw: (c) => dishAtPlace(c, 'restaurants', false, (dish, city) => `any ${dish} around ${cityText(city)}`),
  },
  {
    id: 'recommend a good {dish} spot in {city}',
    class: 'question',
    half: 'held-out',
    draw: (c) =>
      dishAtPlace(c, 'restaurants', false, (dish, city) => `recommend a good ${dish} spot in ${cityText(city)}`),
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
  // Added (2026-11-28) once the request words (`server/search/query-words.ts`) covered the words of the held-out
  // templates above: written before any result of theirs was seen, to keep a phrasing nobody tuned for.
  {
    id: 'order {dish} online',
    class: 'dish on restaurants',
    half: 'development',
    draw: (c) => {
      const dish = c.dish();
      return dish && { endpoint: 'restaurants', q: `order ${dishText(dish)} online`, rule: dishRule(dish) };
    },
  },
  {
    id: '{dish} restaurants close by',
    class: 'dish on restaurants',
    half: 'held-out',
    draw: (c) => {
      const dish = c.dish();
      return dish && { endpoint: 'restaurants', q: `${dishText(dish)} restaurants close by`, rule: dishRule(dish) };
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
