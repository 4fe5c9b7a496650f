import { describe, expect, it } from 'vitest';
import { headKind, kindsNamed, outOfSection } from './dish-kinds.ts';

describe('dish kinds', () => {
  it('reads the head of a dish name from its end, before any "with …"', () => {
    expect(headKind('Squid Garlic Stir-Fry')).toBe('stir-fry');
    expect(headKind('Beef Fried Rice')).toBe('rice');
    expect(headKind('Chicken Noodle Soup')).toBe('soup');
    expect(headKind('Beef with Broccoli')).toBeUndefined();
    expect(headKind('Grilled Cheese with Tomato Soup')).toBeUndefined();
    expect(headKind('Egg Roll Bánh Mì')).toBe('sandwich');
  });

  it('reads the kinds a section title names', () => {
    expect(kindsNamed('Soups & Salads')).toEqual(['salad', 'soup']);
    expect(kindsNamed('Lo Mein & Fried Rice')).toEqual(['noodles', 'rice']);
    expect(kindsNamed('Entrées')).toEqual([]);
  });

  it('finds a dish under a section that says another kind', () => {
    expect(outOfSection('Curries', 'Squid Garlic Stir-Fry')).toBe(true);
    expect(outOfSection('Tacos', 'Carnitas Burrito')).toBe(true);
    expect(outOfSection('Salads', 'French Onion Soup')).toBe(true);
    expect(outOfSection('Drinks', 'Bacon Cheddar Burger')).toBe(true);
  });

  it('lets a dish be where real menus put it', () => {
    expect(outOfSection('Curries', 'Chicken Panang Curry')).toBe(false);
    expect(outOfSection('Noodles', 'Spicy Noodle Soup')).toBe(false);
    expect(outOfSection('Burgers', 'Crispy Chicken Sandwich')).toBe(false);
    expect(outOfSection('Appetizers & Soups', 'Buffalo Wings')).toBe(false);
    expect(outOfSection('Desserts', 'Mango Sticky Rice')).toBe(false);
    expect(outOfSection('Entrées', 'Cajun Shrimp Tacos')).toBe(false);
  });
});
