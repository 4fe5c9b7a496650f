import { describe, expect, it } from 'vitest';
import { isRelevant, itemHitFacts, restaurantHitFacts, type FactSource, type RestaurantHit } from './judge.ts';
import { foldWords } from './text.ts';

/** A catalog of two restaurants, looked up by id as the judge does for what a hit does not carry. */
const source: FactSource = {
  cuisinesOf: (id) => ({ rst_thai00000001: ['thai'], rst_cafe00000001: ['coffee', 'cafe'] })[id] ?? null,
  restaurantDishTextsById: (id, matched) =>
    id === 'rst_thai00000001'
      ? [['lotus', 'thai'], ['thai'], ...matched.map(foldWords), ['pad', 'thai'], ['fish', 'tacos']]
      : null,
  cuisineLabel: (slug) => ({ thai: 'Thai', coffee: 'Coffee & tea', cafe: 'Cafe' })[slug] ?? slug,
};

const restaurant = (extra: Partial<RestaurantHit> = {}) =>
  restaurantHitFacts(
    {
      restaurant_id: 'rst_thai00000001',
      name: 'Lotus Thai',
      cuisines: ['thai'],
      address: { city: 'Austin', state: 'TX' },
      price_range: '$',
      open_now: true,
      ...extra,
    },
    source,
  );

const item = (name: string, restaurantId = 'rst_cafe00000001', extra: object = {}) =>
  itemHitFacts({ restaurant_id: restaurantId, name, city: 'Austin', state: 'TX', price: 9.5, ...extra }, source);

describe('a generated rule', () => {
  it('judges a cuisine by the structured cuisines, of the item’s restaurant on the menu search', () => {
    expect(isRelevant({ cuisines: ['thai'] }, restaurant())).toBe(true);
    expect(isRelevant({ cuisines: ['greek'] }, restaurant({ name: 'Greek Thai' }))).toBe(false);
    // "thai food" on the menu search: a Thai Iced Tea at a coffee shop is not Thai food.
    expect(isRelevant({ cuisines: ['thai'] }, item('Thai Iced Tea'))).toBe(false);
    expect(isRelevant({ cuisines: ['thai'] }, item('Green Curry', 'rst_thai00000001'))).toBe(true);
    expect(isRelevant({ cuisines: ['thai'] }, item('Green Curry', 'rst_unknown00001'))).toBe(false);
  });

  it('judges a dish by the item’s name, or by the restaurant’s menu in the catalog', () => {
    expect(isRelevant({ dish: ['fish', 'tacos'] }, item('Baja Fishtacos'))).toBe(true);
    expect(isRelevant({ dish: ['pancakes'] }, item('Pan-Fried Turnip Cake'))).toBe(false);
    // The search did not say the restaurant matched by fish tacos; its menu does.
    expect(isRelevant({ dish: ['fish', 'taco'] }, restaurant())).toBe(true);
    expect(isRelevant({ dish: ['pad', 'thai'] }, restaurant())).toBe(true);
    // Words gathered from two dishes are not one dish ("thai" from one, "tacos" from another).
    expect(isRelevant({ dish: ['thai', 'tacos'] }, restaurant())).toBe(false);
    // A restaurant the catalog does not hold is read by its name, cuisines and matched dishes.
    const unknown = restaurant({ restaurant_id: 'rst_unknown00001', matched_dishes: ['Pad See Ew'] });
    expect(isRelevant({ dish: ['pad', 'see', 'ew'] }, unknown)).toBe(true);
    expect(isRelevant({ dish: ['fish', 'tacos'] }, unknown)).toBe(false);
  });

  it('judges a place by the hit’s own city, and its state when the query names one', () => {
    expect(isRelevant({ cuisines: ['thai'], city: 'austin' }, restaurant())).toBe(true);
    expect(isRelevant({ cuisines: ['thai'], city: 'austin', state: 'TX' }, restaurant())).toBe(true);
    expect(isRelevant({ cuisines: ['thai'], city: 'austin', state: 'MN' }, restaurant())).toBe(false);
    expect(isRelevant({ cuisines: ['thai'], city: 'dallas' }, restaurant())).toBe(false);
    const stLouis = restaurant({ address: { city: 'St. Louis', state: 'MO' } });
    expect(isRelevant({ cuisines: ['thai'], city: 'st louis' }, stLouis)).toBe(true);
  });

  it('judges a name by the name, a leading "the" aside', () => {
    expect(isRelevant({ name: 'The Lotus Thai' }, restaurant())).toBe(true);
    expect(isRelevant({ name: 'Lotus Thai Kitchen' }, restaurant())).toBe(false);
  });

  it('judges filter words by the fields they filter', () => {
    expect(isRelevant({ dish: ['pad', 'thai'], priceRange: ['$'] }, restaurant())).toBe(true);
    expect(isRelevant({ dish: ['pad', 'thai'], priceRange: ['$$$', '$$$$'] }, restaurant())).toBe(false);
    expect(isRelevant({ dish: ['pad', 'thai'], openNow: true }, restaurant({ open_now: false }))).toBe(false);
    expect(isRelevant({ dish: ['pad', 'thai'], openNow: true }, restaurant({ open_now: null }))).toBe(false);
    expect(isRelevant({ dish: ['curry'], maxPrice: 10 }, item('Curry'))).toBe(true);
    expect(isRelevant({ dish: ['curry'], maxPrice: 9 }, item('Curry'))).toBe(false);
    expect(isRelevant({ dish: ['curry'], maxPrice: 9 }, item('Curry', undefined, { price: null }))).toBe(false);
    expect(isRelevant({ dish: ['curry'], dietary: 'vegan' }, item('Curry', undefined, { dietary: ['vegan'] }))).toBe(
      true,
    );
    expect(isRelevant({ dish: ['curry'], dietary: 'vegan' }, item('Curry'))).toBe(false);
  });
});
