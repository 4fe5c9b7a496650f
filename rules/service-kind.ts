/**
 * Whether a cuisine is quick service (order at a counter: burgers, coffee, donuts, lunch spots) or full service (a
 * server at the table), by the slug a restaurant lists first. One list for the sample generator, which draws a
 * restaurant's service attributes by it, and for the statistics' service mix, which counts restaurants by it.
 */
export const QUICK_SERVICE_CUISINES: ReadonlySet<string> = new Set([
  'poke',
  'burgers',
  'fast-food',
  'hot-dogs',
  'chicken',
  'hot-chicken',
  'coffee',
  'cafe',
  'bubble-tea',
  'donuts',
  'sandwiches',
  'deli',
  'cheesesteaks',
  'banh-mi',
  'falafel',
  'creperie',
  'salads',
  'juice-bar',
  'ice-cream',
  'frozen-yogurt',
  'desserts',
]);

/** Whether the cuisine `slug` names is quick service rather than full service. */
export const isQuickService = (slug: string): boolean => QUICK_SERVICE_CUISINES.has(slug);
