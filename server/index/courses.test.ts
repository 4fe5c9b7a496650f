import { describe, expect, it } from 'vitest';
import { courseOf } from './courses.ts';

describe('courseOf', () => {
  it.each([
    ['Appetizers', 'Mozzarella Sticks', 'starter'],
    ['Small Plates', 'Patatas Bravas', 'starter'],
    ['Soups & Salads', 'House Salad', 'starter'],
    ['Raw Bar', 'Oysters on the Half Shell', 'starter'],
    ['Dim Sum - Steamed', 'Shrimp Har Gow', 'starter'],
    ['Entrées', 'Chicken Parmesan', 'main'],
    ['Kitchen Entrées', 'Kung Pao Chicken', 'main'],
    ['Tacos', 'Al Pastor Taco', 'main'],
    ['Burgers & Combos', 'Bacon Cheeseburger', 'main'],
    ['Noodle Soups', 'Phở Tái', 'main'],
    ['Platos Fuertes', 'Lomo Saltado', 'main'],
    ['Pancakes, Waffles & French Toast', 'Short Stack', 'main'],
    ["Hors d'Oeuvres", 'Crab Cakes', 'starter'],
    ['A la Carte', 'Rice & Beans', 'side'],
    ['Sides', 'Mac & Cheese', 'side'],
    ['Fries & Sides', 'Cajun Fries', 'side'],
    ['Acompañantes', 'Arroz Blanco', 'side'],
    ['Desserts', 'Tiramisu', 'dessert'],
    ['Postres', 'Flan', 'dessert'],
    ['Ice Cream', 'Mint Chip', 'dessert'],
    ['Beverages', 'Fountain Drink', 'drink'],
    ['Bebidas', 'Horchata', 'drink'],
    ['Juice Bar', 'Green Machine', 'drink'],
    ['Espresso Drinks', 'Caramel Macchiato', 'drink'],
  ] as const)('%s / %s is a %s', (section, dish, course) => {
    expect(courseOf(section, dish)).toBe(course);
  });

  it("asks the dish when the title names several courses, and takes the title's first when the dish is silent", () => {
    expect(courseOf('Shakes & Desserts', 'Chocolate Milkshake')).toBe('drink');
    expect(courseOf('Shakes & Desserts', 'New York Cheesecake')).toBe('dessert');
    expect(courseOf('Desserts & Drinks', 'Mango Lassi')).toBe('dessert');
    expect(courseOf('Sides, Soups & Salads', 'Tomato Soup')).toBe('starter');
    expect(courseOf('Sides, Soups & Salads', 'Coleslaw')).toBe('side');
  });

  it('reads the dish when the title says nothing, and gives null when neither does', () => {
    expect(courseOf('Menu', 'Iced Tea')).toBe('drink');
    expect(courseOf('Popular Items', 'Chocolate Chip Cookie')).toBe('dessert');
    expect(courseOf('Menu', 'Garlic Fries')).toBe('side');
    expect(courseOf('Salads', 'Cobb Salad')).toBeNull();
    expect(courseOf('Más', 'Chef Special')).toBeNull();
  });

  it('reads a whole word, not a part of one', () => {
    // "pie" is not in "pierogi", nor "tea" in "steak".
    expect(courseOf('Menu', 'Potato Pierogi')).toBeNull();
    expect(courseOf('Menu', 'Steak Frites')).toBeNull();
  });
});
