/**
 * Which course a menu item is: starter, main, side, dessert or drink, from the title of its section (the menu's own
 * word for what its items are) and, where the title does not settle it, from the dish's name. Null when neither
 * says. The builder stores it on each item; the analysts' main-course prices read it.
 */
import { words } from '../search/tokens.ts';

export const COURSES = ['starter', 'main', 'side', 'dessert', 'drink'] as const;
export type Course = (typeof COURSES)[number];

/** Words of a section title that name a course. A word not listed says nothing by itself ("from", "house"). */
const TITLE_WORDS: Readonly<Record<string, Course>> = Object.fromEntries(
  (
    [
      [
        'starter',
        'starters appetizers appetizer apps shareables snacks small antojitos antipasti mezze entradas anju tapas ' +
          'soups soup chowders zuppe raw hors oeuvres',
      ],
      [
        'main',
        'entrees entree mains main dinners dinner platters plates plate combos combinations meals tacos burritos ' +
          'burgers pizza pizzas pizze pasta pastas sandwiches subs hoagies wraps bowls curries curry noodles ramen ' +
          'pho steaks chops seafood chicken poultry specialties especialidades secondi platos plats pratos hauptspeisen ' +
          'fuertes principaux breakfast lunch handhelds calzones strombolis kids grill griddle omelets omelettes ' +
          'cheesesteaks baskets bagel paella paellas biryani tandoori rolls sushi sashimi nigiri maki poke teriyaki ' +
          'hibachi bbq pupusas crepes galettes tibs wats bagels noodle mein vermicelli cuts dogs sausages ' +
          'beef pork meat tofu vegetarian vegan pancakes waffles toast specials banh bun sea pit tandoor hen ' +
          'favorites kitchen food',
      ],
      ['side', 'sides side acompanantes extras addons add ons sauces dips fries toppings spreads breads carte'],
      [
        'dessert',
        'desserts dessert postres dolci sweets cakes pies cookies pastries bakery donuts scoops sundaes froyo ' +
          'yogurt treats gelato',
      ],
      [
        'drink',
        'drinks drink beverages beverage bebidas boissons vins coffee espresso tea teas juices juice smoothies shakes ' +
          'slushes beer wine sake cocktails sangria',
      ],
    ] as const
  ).flatMap(([course, list]) => list.split(' ').map((word) => [word, course as Course])),
);

/**
 * Words of a dish's name that say its course, for sections whose title is silent or names several ("Desserts &
 * Drinks", "Menu"). Matched whole, as the last word or any word: "Chocolate Milkshake" is a drink.
 */
const DISH_WORDS: Readonly<Record<string, Course>> = Object.fromEntries(
  (
    [
      [
        'drink',
        'latte coffee espresso cappuccino americano mocha macchiato tea chai soda lemonade cola beer ale ipa lager ' +
          'wine margarita mojito sangria sake smoothie shake milkshake juice water horchata boba kombucha cocktail ' +
          'mimosa frappe cider',
      ],
      [
        'dessert',
        'cake cheesecake pie brownie cookie cookies sundae gelato tiramisu cannoli churros churro flan donut doughnut ' +
          'cupcake pudding mochi baklava sorbet cobbler sopapilla sopapillas macarons',
      ],
      ['side', 'fries tots coleslaw slaw side'],
      ['starter', 'soup wings nachos dip calamari edamame bruschetta'],
    ] as const
  ).flatMap(([course, list]) => list.split(' ').map((word) => [word, course as Course])),
);

/** "Ice Cream" and "Dim Sum" are two words for one thing: read as a pair before their words alone. */
const TITLE_PAIRS: Readonly<Record<string, Course>> = {
  'ice cream': 'dessert',
  'dim sum': 'starter',
  'khai vi': 'starter',
};
const DISH_PAIRS: Readonly<Record<string, Course>> = { 'ice cream': 'dessert', 'iced tea': 'drink' };

function coursesIn(text: string, single: Readonly<Record<string, Course>>, pairs: Readonly<Record<string, Course>>) {
  const found: Course[] = [];
  const list = words(text.replace(/&/g, ' and '));
  for (let i = 0; i < list.length; i += 1) {
    const pair = i + 1 < list.length ? pairs[`${list[i]} ${list[i + 1]}`] : undefined;
    if (pair) {
      found.push(pair);
      i += 1;
    } else if (Object.hasOwn(single, list[i]!)) found.push(single[list[i]!]!);
  }
  return found;
}

/**
 * The course of a dish in a section. A title that names one course decides ("Appetizers", "Small Plates",
 * "Entrées", "Tacos"); one that names several ("Shakes & Desserts", "Sides, Soups & Salads") or none ("Menu",
 * "House Favorites") asks the dish's name, and a mixed title whose dish says nothing takes its first course.
 * Salads alone say nothing: a house salad starts a meal, a Cobb salad is one.
 */
export function courseOf(sectionTitle: string, dishName: string): Course | null {
  const named = new Set(coursesIn(sectionTitle, TITLE_WORDS, TITLE_PAIRS));
  if (named.size === 1) return [...named][0]!;
  const dish = coursesIn(dishName, DISH_WORDS, DISH_PAIRS);
  // The name's last course word is its head: "Chocolate Cake Shake" is a drink, "Soup Dumplings" not a soup.
  const byDish = dish.length ? dish[dish.length - 1]! : null;
  if (named.size === 0) return byDish;
  if (byDish && named.has(byDish)) return byDish;
  return coursesIn(sectionTitle, TITLE_WORDS, TITLE_PAIRS)[0]!;
}
