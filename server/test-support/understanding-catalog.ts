/**
 * A small hand-made catalog where every expected answer of a search is known (`server/catalog/search-understanding.test.ts`):
 * named restaurants that each make one point, and enough pizza places that a search has more matches than one page
 * window.
 */
import type { CatalogSource, GeneratedRestaurant, GeneratedSection } from '../index/source.ts';

export const id = (prefix: string, n: number) => `${prefix}_${String(n).padStart(12, '0')}`;

interface Spec {
  name: string;
  city: string;
  state: string;
  cuisines: string[];
  rating: number;
  street?: string;
  dishes?: string[];
}

const specs: Spec[] = [
  {
    name: 'Central Smokehouse',
    city: 'Memphis',
    state: 'TN',
    cuisines: ['bbq'],
    rating: 4.0,
    dishes: ['Pork Ribs', 'Pulled Pork'],
  },
  { name: 'Rib Shack', city: 'Austin', state: 'TX', cuisines: ['bbq'], rating: 4.9, dishes: ['Beef Ribs'] },
  { name: 'Noodle House', city: 'Houston', state: 'TX', cuisines: ['chinese'], rating: 4.2, dishes: ['Lo Mein'] },
  { name: 'Joe Slice', city: 'New York', state: 'NY', cuisines: ['pizza'], rating: 4.1, dishes: ['Cheese Pizza'] },
  {
    name: 'New York Pizza',
    city: 'Phoenix',
    state: 'AZ',
    cuisines: ['pizza'],
    rating: 4.8,
    dishes: ['Pepperoni Pizza'],
  },
  { name: 'Wing Stop', city: 'Buffalo', state: 'NY', cuisines: ['american'], rating: 3.9, dishes: ['Buffalo Wings'] },
  {
    name: 'Sports Grill',
    city: 'Phoenix',
    state: 'AZ',
    cuisines: ['american'],
    rating: 4.3,
    dishes: ['Buffalo Wings', 'Nachos'],
  },
  { name: 'Hot Dog Heaven', city: 'Chicago', state: 'IL', cuisines: ['hot-dogs'], rating: 3.5, dishes: ['Chili Dog'] },
  {
    name: 'Dogwood Hot Chicken',
    city: 'Nashville',
    state: 'TN',
    cuisines: ['southern'],
    rating: 4.95,
    dishes: ['Hot Chicken'],
  },
  {
    name: 'Pho Saigon',
    city: 'Houston',
    state: 'TX',
    cuisines: ['vietnamese'],
    rating: 4.4,
    dishes: ['Pho Tai', 'Banh Mi Sandwich'],
  },
  { name: 'Oyster Bar', city: 'Boston', state: 'MA', cuisines: ['seafood'], rating: 3.6, dishes: ['Clam Chowder'] },
  { name: 'Maki Bar', city: 'Boston', state: 'MA', cuisines: ['sushi'], rating: 3.1, dishes: ['Philadelphia Roll'] },
  { name: 'Frank Cart', city: 'Boston', state: 'MA', cuisines: ['hot-dogs'], rating: 3.0, dishes: ['Chicago Dog'] },
  {
    name: 'Harbor Pony Chicken',
    city: 'Boston',
    state: 'MA',
    cuisines: ['chicken'],
    rating: 3.0,
    dishes: ['Cornbread'],
  },
  {
    name: 'Harbor Grill',
    city: 'Chicago',
    state: 'IL',
    cuisines: ['american'],
    rating: 3.0,
    dishes: ['Meatloaf'],
  },
  {
    name: 'Liberty Deli',
    city: 'Philadelphia',
    state: 'PA',
    cuisines: ['deli'],
    rating: 3.0,
    dishes: ['Hoagie', 'Cinnamon Roll'],
  },
  {
    name: 'Harbor Steakhouse',
    city: 'Boston',
    state: 'MA',
    cuisines: ['steakhouse'],
    rating: 4.7,
    dishes: ['Oysters Rockefeller', 'Ribeye'],
  },
  { name: 'Taco Stand', city: 'Houston', state: 'TX', cuisines: ['mexican'], rating: 3.2, dishes: ['Carnitas'] },
  { name: 'La Cocina', city: 'Houston', state: 'TX', cuisines: ['tacos'], rating: 3.4, dishes: ['Tamales'] },
  {
    name: 'Corner Cafe',
    city: 'Houston',
    state: 'TX',
    cuisines: ['cafe'],
    rating: 3.8,
    dishes: ['Fish Taco', 'Turkey Sandwich'],
  },
  {
    name: 'Blue Door',
    city: 'Houston',
    state: 'TX',
    cuisines: ['american'],
    rating: 4.6,
    street: 'Taco Street',
    dishes: ['Meatloaf'],
  },
  { name: 'Sunrise Donuts', city: 'Chicago', state: 'IL', cuisines: ['bakery'], rating: 4.0, dishes: ['Glazed Donut'] },
  { name: 'Big Texas BBQ', city: 'Houston', state: 'TX', cuisines: ['bbq'], rating: 4.5, dishes: ['Brisket Plate'] },
  {
    name: 'Deli Corner',
    city: 'Chicago',
    state: 'IL',
    cuisines: ['deli'],
    rating: 4.05,
    dishes: ['Cheeseburger', 'Reuben Sandwich'],
  },
  {
    name: 'Prime Cut',
    city: 'Chicago',
    state: 'IL',
    cuisines: ['steakhouse'],
    rating: 3.1,
    dishes: ['Porterhouse', 'Cheese Burger'],
  },
  {
    name: 'Green Plate',
    city: 'Chicago',
    state: 'IL',
    cuisines: ['american'],
    rating: 4.99,
    dishes: ['Grilled Steak', 'House Salad'],
  },
  {
    name: 'Morning Diner',
    city: 'Denver',
    state: 'CO',
    cuisines: ['breakfast'],
    rating: 3.05,
    dishes: ['Buttermilk Pancakes', 'Blueberry Pancakes', 'Short Stack Pancakes', 'Vanilla Ice Cream'],
  },
  {
    name: 'Jade Dim Sum',
    city: 'Denver',
    state: 'CO',
    cuisines: ['chinese'],
    rating: 4.98,
    dishes: ['Pan-Fried Turnip Cake', 'Ice Tea With Cream'],
  },
  { name: "Ceasar's Grill", city: 'Denver', state: 'CO', cuisines: ['american'], rating: 4.99, dishes: ['Side Salad'] },
  { name: 'Bangkok Garden', city: 'Houston', state: 'TX', cuisines: ['thai'], rating: 3.0, dishes: ['Pad Thai'] },
  { name: 'Siam Kitchen', city: 'Chicago', state: 'IL', cuisines: ['thai'], rating: 3.3, dishes: ['Tom Yum Soup'] },
  {
    name: 'Morning Brew',
    city: 'Denver',
    state: 'CO',
    cuisines: ['coffee', 'cafe'],
    rating: 4.97,
    dishes: ['Thai Iced Tea', 'Food Truck Special'],
  },
  { name: 'Taj Palace', city: 'Houston', state: 'TX', cuisines: ['indian'], rating: 3.1, dishes: ['Tikka Masala'] },
  {
    name: 'Desert Grill',
    city: 'Indian Wells',
    state: 'CA',
    cuisines: ['american'],
    rating: 4.96,
    dishes: ['Soul Food Platter'],
  },
  // The better rated lists both words of "kung pao chicken", in two dishes; only the other lists the dish.
  {
    name: 'Golden Palace',
    city: 'Chicago',
    state: 'IL',
    cuisines: ['chinese'],
    rating: 4.8,
    dishes: ['Kung Pao Shrimp', 'Orange Chicken'],
  },
  // Better rated, and its name holds the other's.
  {
    name: 'Golden Palace Buffet',
    city: 'Chicago',
    state: 'IL',
    cuisines: ['buffet'],
    rating: 4.9,
    dishes: ['Egg Drop Soup'],
  },
  {
    name: 'Wok Express',
    city: 'Chicago',
    state: 'IL',
    cuisines: ['chinese'],
    rating: 3.0,
    dishes: ['Kung Pao Chicken'],
  },
  // A chain whose name holds a filler word.
  ...['Austin', 'Boston', 'Denver', 'Houston', 'Chicago'].map((city) => ({
    name: 'Corner Spot',
    city,
    state: { Austin: 'TX', Boston: 'MA', Denver: 'CO', Houston: 'TX', Chicago: 'IL' }[city]!,
    cuisines: ['bagels'],
    rating: 3.1,
    dishes: ['Everything Bagel'],
  })),
  // Better rated, and its name goes on past the chain's.
  {
    name: 'Corner Spot Bagels',
    city: 'Boston',
    state: 'MA',
    cuisines: ['bagels'],
    rating: 4.95,
    dishes: ['Everything Bagel'],
  },
  // A dish whose name, being typed, ends in a state code ("kimchi fried ri…").
  {
    name: 'Seoul House',
    city: 'Providence',
    state: 'RI',
    cuisines: ['korean'],
    rating: 3.6,
    dishes: ['Kimchi Fried Rice', 'Kimchi Stew'],
  },
  // A menu in Memphis that says "Thai", though no Thai restaurant is there.
  {
    name: 'Beale Burger House',
    city: 'Memphis',
    state: 'TN',
    cuisines: ['burgers'],
    rating: 3.2,
    dishes: ['Thai Chili Burger'],
  },
  // A vegetarian restaurant, and a steakhouse with more vegetarian sides than it.
  {
    name: 'Green Table',
    city: 'Denver',
    state: 'CO',
    cuisines: ['vegetarian'],
    rating: 3.1,
    dishes: ['Lentil Stew'],
  },
  // Two towns of one name: the bigger has no bun bo hue, the smaller has.
  { name: 'Willamette Grill', city: 'Salem', state: 'OR', cuisines: ['american'], rating: 3.5, dishes: ['Cobbler'] },
  { name: 'Capitol Diner', city: 'Salem', state: 'OR', cuisines: ['diner'], rating: 3.4, dishes: ['Cobbler'] },
  {
    name: 'Harbor Noodle',
    city: 'Salem',
    state: 'MA',
    cuisines: ['soup'],
    rating: 3.3,
    dishes: ['Bun Bo Hue', 'Peach Cobbler'],
  },
  { name: 'Mill Creek Cafe', city: 'Salem', state: 'OR', cuisines: ['cafe'], rating: 3.2, dishes: ['Cobbler'] },
  { name: 'Riverfront Grill', city: 'Salem', state: 'OR', cuisines: ['american'], rating: 3.1, dishes: ['Cobbler'] },
  { name: 'State Street Diner', city: 'Salem', state: 'OR', cuisines: ['diner'], rating: 3.0, dishes: ['Cobbler'] },
];

/** Enough pizza places that a search has more matches than one page window. */
const filler = Array.from({ length: 1300 }, (_, i): Spec => ({
  name: `Slice ${i}`,
  city: i % 2 ? 'Chicago' : 'Denver',
  state: i % 2 ? 'IL' : 'CO',
  cuisines: i % 3 ? ['pizza'] : ['italian'],
  rating: 3 + (i % 19) / 10,
  dishes: i % 4 ? ['Cheese Pizza', 'Garlic Knots'] : ['Pizza Margherita', 'Caesar Salad'],
}));

const all = [...specs, ...filler];
const restaurants: GeneratedRestaurant[] = all.map((spec, i) => ({
  id: id('rst', i + 1),
  name: spec.name,
  cuisines: spec.cuisines,
  priceRange: '$$',
  ratingAverage: spec.rating,
  ratingCount: 100,
  street: `${i + 1} ${spec.street ?? 'Main St'}`,
  city: spec.city,
  state: spec.state,
  postalCode: '10001',
  latitude: 30,
  longitude: -90,
  phone: null,
  website: null,
  timezone: 'America/Chicago',
  hours: [],
}));
const menus = new Map<string, GeneratedSection[]>(
  all.map((spec, i) => [
    id('rst', i + 1),
    [
      {
        title: 'Menu',
        items: (spec.dishes ?? []).map((name, j) => ({
          id: id('itm', (i + 1) * 10 + j),
          name,
          description: null,
          priceCents: 1000,
          priceText: null,
        })),
      },
    ],
  ]),
);

export const understandingCatalog: CatalogSource = {
  source: 'hand-made restaurants',
  restaurants: () => restaurants,
  menu: (restaurant) => menus.get(restaurant.id)!,
  cuisines: () => [],
};
