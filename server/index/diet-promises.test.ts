import { describe, expect, it } from 'vitest';
import { dietBreaker, promisedDiets } from './diet-promises.ts';

describe('promisedDiets', () => {
  it.each([
    ['Glow Vegan Café', ['salads'], ['vegan']],
    ['Sprout Kitchen', ['vegan', 'vegetarian'], ['vegan', 'vegetarian']],
    ['Veggie House', ['vegetarian'], ['vegetarian']],
    ['Medina Halal Cart', ['halal'], ['halal']],
    ['Katz Kosher Deli', ['delis'], ['kosher']],
    ['Rusty Anchor Seafood', ['seafood'], []],
  ])('%s (%j) promises %j', (name, cuisines, diets) => {
    expect(promisedDiets(name, cuisines)).toEqual(diets);
  });
});

describe('dietBreaker', () => {
  it.each([
    ['vegan', 'Kale Caesar', 'Kale, parmesan, lemon, garlic croutons', 'caesar'],
    ['vegan', 'Cobb Salad', 'Chicken, bacon, egg', 'cobb'],
    ['vegan', 'Buddha Bowl', 'Quinoa, roasted vegetables, chickpeas, tahini', null],
    // A dish whose text does not say what is in it gets no tag, so it cannot keep a vegan promise.
    ['vegan', 'Combination Plate', null, 'no stated ingredients'],
    ['vegetarian', 'Greek Salad', 'Romaine, feta, olives', null],
    ['vegetarian', 'Agedashi Tofu', 'In dashi broth', 'broth'],
    ['halal', 'Chicken Shawarma Plate', 'Rice, salad, garlic sauce', null],
    ['halal', 'Pepperoni Pizza', null, 'pepperoni'],
    ['halal', 'Tej', 'Honey wine', 'tej'],
    ['halal', 'Ginger Ale', null, null],
    ['kosher', 'Shrimp Cocktail', null, 'shrimp'],
    ['kosher', 'Cheeseburger', 'Lettuce, tomato', 'cheeseburger'],
    ['kosher', 'Pastrami on Rye', 'Mustard', null],
    ['kosher', 'Bagel with Lox', 'Cream cheese, capers', null],
    ['kosher', 'Chicken Alfredo', null, 'chicken with alfredo'],
  ] as const)('%s: %s (%s) is broken by %j', (diet, name, description, word) => {
    expect(dietBreaker(diet, name, description)).toBe(word);
  });
});
