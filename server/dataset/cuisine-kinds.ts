/**
 * What each of the cuisine table's slugs names (GET /v1/cuisines' `kind`): most are a cuisine (a country's or a
 * region's way of cooking: thai, cajun, tex-mex); these two lists hold the rest. A dish or a drink a place is
 * known for (pizza, ramen, coffee) is a `dish`; the kind of place it is (a diner, a bar, a bakery) a `format`.
 */
export const DISH_SLUGS: ReadonlySet<string> = new Set([
  'pizza',
  'neapolitan-pizza',
  'tacos',
  'sushi',
  'ramen',
  'noodles',
  'pho',
  'poke',
  'dim-sum',
  'burgers',
  'hot-dogs',
  'chicken',
  'hot-chicken',
  'wings',
  'seafood',
  'fish-and-chips',
  'coffee',
  'bubble-tea',
  'donuts',
  'bagels',
  'sandwiches',
  'cheesesteaks',
  'banh-mi',
  'falafel',
  'salads',
  'ice-cream',
  'frozen-yogurt',
  'desserts',
  'tapas',
]);

export const FORMAT_SLUGS: ReadonlySet<string> = new Set([
  'fast-food',
  'diner',
  'gastropub',
  'sports-bar',
  'brewpub',
  'bar',
  'wine-bar',
  'steakhouse',
  'breakfast-brunch',
  'cafe',
  'bakery',
  'deli',
  'creperie',
  'juice-bar',
]);
