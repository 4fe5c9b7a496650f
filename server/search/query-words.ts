/**
 * The small words of a query, by what the analyser does with them: connecting words are left out, filler words are
 * searched but dropped first. Words that state a filter ("cheap", "open now") are read before either
 * (`filter-words.ts`); they stay fillers here for when they do not form such a phrase ("open" alone).
 */

/** Words that join or place other words; a query's meaning does not depend on them. */
export const CONNECTING_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'n',
  'of',
  'with',
  'in',
  'on',
  'at',
  'for',
  'to',
  'from',
  'by',
]);

/** Words about the search rather than the food: searched, but dropped first when the whole query finds too little. */
export const FILLER_WORDS = new Set([
  'food',
  'foods',
  'restaurant',
  'restaurants',
  'place',
  'places',
  'shop',
  'shops',
  'spot',
  'spots',
  'truck',
  'trucks',
  'cart',
  'town',
  'area',
  'joint',
  'joints',
  'eatery',
  'eateries',
  'best',
  'good',
  'great',
  'top',
  'cheap',
  'near',
  'me',
  'nearby',
  'local',
  'open',
  'now',
  'delivery',
  'takeout',
  'style',
  'authentic',
  'famous',
  'cuisine',
  'dishes',
  'dish',
  'menu',
]);
