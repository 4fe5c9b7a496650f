import { expect, it } from 'vitest';
import { isMealSection } from './meal-sections.ts';

it('reads drinks, sides and sweets as no meals, whatever their mix', () => {
  for (const title of [
    'Drinks',
    'Fries & Sides',
    'Beer & Cocktails',
    'Shakes & Desserts',
    'Not Coffee',
    'Sides to Share',
    'Ice Cream',
    'Bebidas',
    'Fruit Teas & Slushes',
  ]) {
    expect(isMealSection(title), title).toBe(false);
  }
});

it('reads a section with any meal in its title as meals', () => {
  for (const title of [
    'Entrées',
    'Bowls',
    'Appetizers',
    'Sides, Soups & Salads',
    'Burgers & Combos',
    'Plant-Based Plates',
    'Menu',
    '',
  ]) {
    expect(isMealSection(title), title).toBe(true);
  }
});
