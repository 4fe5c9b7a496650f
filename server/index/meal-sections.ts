/**
 * Which menu sections hold meals: a restaurant carries a dietary tag when enough of its meals do, and drinks, sides,
 * sauces and sweets do not make a vegan restaurant (a sushi bar with seaweed salad, hot sake and a beer is not one).
 * Read from the section's title, the menu's own word for what its items are.
 */
import { words } from '../search/tokens.ts';

/** Words of a section title that say its items are not meals: drinks, sides and extras, sweets. */
const NOT_MEALS = new Set([
  // Drinks
  'drinks',
  'drink',
  'beverages',
  'beverage',
  'bebidas',
  'coffee',
  'espresso',
  'tea',
  'teas',
  'juice',
  'juices',
  'smoothies',
  'shakes',
  'slushes',
  'milk',
  'beer',
  'beers',
  'wine',
  'wines',
  'sake',
  'cocktails',
  'spirits',
  'soda',
  'sodas',
  // Sides and extras
  'sides',
  'side',
  'fries',
  'extras',
  'add',
  'ons',
  'sauces',
  'sauce',
  'dips',
  'condiments',
  'toppings',
  // Sweets
  'desserts',
  'dessert',
  'sweets',
  'postres',
  'dolci',
  'pastries',
  'donuts',
  'ice',
  'cream',
  'scoops',
  'sundaes',
  'frozen',
  'treats',
]);
/** Words that join a title's parts ("Fries & Sides", "Not Coffee", "Sides to Share"), telling nothing either way. */
const JOINING = new Set(['and', 'not', 'to', 'share', 'more', 'the', 'hot', 'cold', 'fruit', 'specialty']);

/** Whether a section with this title holds meals: unless every word of it names drinks, sides or sweets. */
export function isMealSection(title: string): boolean {
  const content = words(title.replace(/&/g, ' and ')).filter((word) => !JOINING.has(word));
  return content.length === 0 || !content.every((word) => NOT_MEALS.has(word));
}
