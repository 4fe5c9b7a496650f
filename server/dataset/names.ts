/**
 * Names of independent restaurants that fit the cuisine: an owner's name, a word of the trade, sometimes the city
 * or street. Owners' names come from faker's English name lists, so names are nearly unique within a city; chains
 * are named in chains.ts and never reused by an independent.
 */
import { en } from '@faker-js/faker';
import { brandNamed } from './chains.ts';
import type { MenuKind } from './cuisines.ts';
import type { Rng } from './random.ts';

interface NameStyle {
  owners: readonly string[];
  /** What the place calls itself: "Trattoria", "Taqueria", "Smokehouse"… */
  nouns: readonly string[];
  /** Words that set a mood: "Golden", "Little", "Rusty"… */
  moods: readonly string[];
}

const FIRST_NAMES: readonly string[] = [
  ...(en.person?.first_name?.female ?? []),
  ...(en.person?.first_name?.male ?? []),
].filter((n) => /^[A-Z][a-z]+$/.test(n));
const LAST_NAMES: readonly string[] = (en.person?.last_name?.generic ?? []).filter((n) => /^[A-Z][a-z]+$/.test(n));

const AMERICAN_OWNERS = [
  'Joe',
  'Sam',
  'Lucy',
  'Frank',
  'Betty',
  'Mack',
  'Hank',
  'Rosie',
  'Dot',
  'Eddie',
  'Lou',
  'Pete',
  'Maggie',
  'Billy',
];
const AMERICAN_MOODS = [
  'Rusty',
  'Blue',
  'Red',
  'Lucky',
  'Old',
  'Little',
  'Big',
  'Golden',
  'Silver',
  'Hometown',
  'Corner',
  'Main Street',
  'Copper',
  'Wild',
];

const style = (owners: readonly string[], nouns: readonly string[], moods: readonly string[]): NameStyle => ({
  owners,
  nouns,
  moods,
});

const ITALIAN = style(
  ['Luigi', 'Mario', 'Tony', 'Sal', 'Vinny', 'Gino', 'Nonna', 'Rocco', 'Angelo', 'Carmela', 'Francesca', 'Paolo'],
  ['Trattoria', 'Ristorante', 'Osteria', 'Cucina', 'Pasta House', 'Italian Kitchen'],
  ['Bella', 'Little Italy', 'Roma', 'Tuscan', 'Amalfi', 'Sorrento', 'Vesuvio', 'Via'],
);

const STYLES: Record<MenuKind, NameStyle> = {
  pizza: style(
    ['Tony', 'Sal', 'Vinny', 'Joe', 'Gino', 'Mario', 'Frankie', 'Angelo', 'Nick'],
    ['Pizza', 'Pizzeria', 'Pizza Co.', 'Slice House', 'Pie Shop'],
    ['Brick Oven', 'New York', 'Hot', 'Village', 'Corner', 'Upper Crust', 'Stone', 'Napoli', 'Golden'],
  ),
  italian: ITALIAN,
  mexican: style(
    ['Rosa', 'Pepe', 'Juan', 'Lupita', 'Miguel', 'Carmen', 'Chuy', 'Elena', 'Paco'],
    ['Cantina', 'Cocina', 'Mexican Restaurant', 'Mexican Grill', 'Restaurante'],
    ['El Sol', 'La Casa', 'Los Amigos', 'El Jalisco', 'La Fiesta', 'El Rancho', 'Casa Blanca', 'Azteca', 'Monterrey'],
  ),
  taqueria: style(
    ['Chuy', 'Pepe', 'Lupe', 'Nacho', 'Memo', 'Toño'],
    ['Taqueria', 'Tacos', 'Taco Shop', 'Taco House', 'Taco Stand'],
    ['El Güero', 'La Esquina', 'El Pastor', 'Los Compadres', 'El Trompo', 'Street'],
  ),
  latin: style(
    ['Rosa', 'Carlos', 'Maria', 'Abuela', 'Tito', 'Ana'],
    ['Cocina', 'Kitchen', 'Grill', 'Restaurant', 'Café'],
    ['Havana', 'Sabor', 'La Perla', 'Caribe', 'Tropical', 'Rincón', 'Inca', 'Pupusería'],
  ),
  chinese: style(
    ['Wong', 'Chen', 'Lee', 'Lin', 'Zhang', 'Wu'],
    ['Chinese Restaurant', 'Kitchen', 'Garden', 'Palace', 'House', 'Express'],
    [
      'Golden Dragon',
      'Jade',
      'Panda',
      'Great Wall',
      'Lucky Star',
      'Hunan',
      'Szechuan',
      'Mandarin',
      'Red Lantern',
      'China',
    ],
  ),
  dimsum: style(
    ['Wong', 'Chan', 'Lau', 'Ho'],
    ['Dim Sum', 'Seafood Restaurant', 'Tea House', 'Dumpling House'],
    ['Golden', 'Jade', 'Harbor', 'Pearl', 'Lucky', 'Canton'],
  ),
  japanese: style(
    ['Kenji', 'Hana', 'Taro', 'Yuki', 'Sakura'],
    ['Sushi', 'Sushi Bar', 'Japanese Restaurant', 'Izakaya', 'Hibachi'],
    ['Sakura', 'Fuji', 'Kyoto', 'Tokyo', 'Umi', 'Koi', 'Wasabi', 'Ginza', 'Osaka'],
  ),
  ramen: style(
    ['Kenji', 'Taro', 'Menya'],
    ['Ramen', 'Ramen Bar', 'Ramen House'],
    ['Ichi', 'Tonkotsu', 'Hinode', 'Kokoro', 'Yume', 'Daruma'],
  ),
  korean: style(
    ['Kim', 'Park', 'Lee', 'Seoul'],
    ['Korean BBQ', 'Korean Kitchen', 'Korean Restaurant', 'Chicken'],
    ['Seoul', 'Gangnam', 'Arirang', 'Han River', 'Jeju', 'Kimchi'],
  ),
  thai: style(
    ['Siam', 'Lek', 'Noi', 'Som'],
    ['Thai Cuisine', 'Thai Kitchen', 'Thai Restaurant', 'Thai Bistro'],
    ['Bangkok', 'Siam', 'Lotus', 'Orchid', 'Basil', 'Chiang Mai', 'Royal'],
  ),
  vietnamese: style(
    ['Saigon', 'Hanoi'],
    ['Pho', 'Pho House', 'Vietnamese Kitchen', 'Banh Mi'],
    ['Pho Saigon', 'Pho Minh', 'Saigon', 'Lotus', 'Little Saigon', 'Hanoi', 'Pho Thanh'],
  ),
  indian: style(
    ['Raj', 'Maharaja', 'Taj'],
    ['Indian Cuisine', 'Indian Kitchen', 'Curry House', 'Tandoor'],
    ['Taj', 'Bombay', 'Delhi', 'Masala', 'Saffron', 'Himalayan', 'Namaste', 'Spice'],
  ),
  seasian: style(
    ['Rasa', 'Manila'],
    ['Kitchen', 'Cuisine', 'Eatery'],
    ['Penang', 'Bali', 'Manila', 'Jakarta', 'Angkor', 'Lumpia', 'Sambal'],
  ),
  hawaiian: style(
    ['Auntie', 'Kimo', 'Leilani'],
    ['Poke', 'Hawaiian BBQ', 'Plate Lunch', 'Shave Ice'],
    ['Aloha', 'Ono', 'Mahalo', 'Island', 'Lanai', 'Kona'],
  ),
  american: style(
    AMERICAN_OWNERS,
    ['Kitchen', 'Grill', 'Tavern', 'Bar & Grill', 'Eatery', 'Table', 'Public House'],
    AMERICAN_MOODS,
  ),
  burgers: style(
    AMERICAN_OWNERS,
    ['Burgers', 'Burger Joint', 'Burger Bar', 'Drive-In'],
    ['Smash', 'Double', 'Patty', 'All American', 'Backyard', 'Red Barn', 'Blue Moon'],
  ),
  diner: style(
    AMERICAN_OWNERS,
    ['Diner', 'Family Restaurant', 'Coffee Shop', 'Luncheonette'],
    ['Silver', 'Star', 'Route 66', 'Hometown', 'Country', 'Sunrise', 'Moonlight'],
  ),
  breakfast: style(
    AMERICAN_OWNERS,
    ['Pancake House', 'Breakfast Club', 'Café', 'Egg & Co.', 'Brunch'],
    ['Sunny Side', 'Early Bird', 'Morning', 'Buttermilk', 'Maple', 'Golden Yolk'],
  ),
  bbq: style(
    ['Smokey Joe', 'Big Earl', 'Bubba', 'Uncle Ray', 'Slim', 'Cooper', 'Rudy'],
    ['BBQ', 'Bar-B-Q', 'Smokehouse', 'Pit', 'Barbecue'],
    ['Smoke Ring', 'Hickory', 'Post Oak', 'Mesquite', 'Lone Star', 'Fat Hog', 'Red Oak'],
  ),
  southern: style(
    ['Mama', 'Aunt Bea', 'Miss Hattie', 'Big Mama', 'Sweet Sue'],
    ['Kitchen', 'Southern Table', 'Soul Food', 'Café', 'Cookery'],
    ['Magnolia', 'Sweet Tea', 'Peach', 'Bayou', 'Gumbo', 'Crescent', 'Cajun Corner'],
  ),
  chicken: style(
    ['Big Al', 'Mama', 'Uncle Lou'],
    ['Chicken', 'Wings', 'Hot Chicken', 'Chicken Shack'],
    ['Golden', 'Crispy', 'Nashville', 'Fire', 'Hot Box', 'Cluck'],
  ),
  seafood: style(
    ['Captain Jack', 'Salty', 'Skipper', 'Old Pete'],
    ['Seafood', 'Fish House', 'Oyster Bar', 'Crab Shack', 'Lobster Pound'],
    ['Rusty Anchor', 'Harbor', 'Dockside', 'Blue Water', 'Pelican', 'Lighthouse', 'Tide', 'Saltwater'],
  ),
  steakhouse: style(
    ['Morton', 'Sullivan', 'Dalton', 'Hayes'],
    ['Steakhouse', 'Chophouse', 'Prime', 'Steak & Seafood'],
    ['Prime', 'Black Angus', 'Cattlemen', 'Longhorn', 'Iron', 'Ember'],
  ),
  cafe: style(
    ['Lucy', 'Grace', 'Otis', 'June'],
    ['Coffee', 'Café', 'Coffee House', 'Espresso Bar', 'Roasters'],
    ['Daily Grind', 'Common', 'Bean', 'Ritual', 'Steam', 'Third Wave', 'Morning Glory'],
  ),
  bakery: style(
    ['Nana', 'Sweet Pea', 'Marie'],
    ['Bakery', 'Bakeshop', 'Patisserie', 'Bread Co.'],
    ['Flour', 'Rise', 'Golden Crust', 'Sugar', 'Rolling Pin', 'Butter'],
  ),
  sandwiches: style(
    ['Sal', 'Manny', 'Benny', 'Zeke'],
    ['Deli', 'Sandwich Shop', 'Subs', 'Hoagies', 'Sandwich Co.'],
    ['Corner', 'Stacked', 'Hero', 'Deli Row', 'Italian Market', 'Main Street'],
  ),
  mediterranean: style(
    ['Nick', 'Yiannis', 'Ali', 'Sami', 'Layla'],
    ['Grill', 'Mediterranean Kitchen', 'Taverna', 'Kebab House', 'Falafel'],
    ['Olive', 'Athena', 'Zaytoon', 'Aladdin', 'Cedar', 'Santorini', 'Petra', 'Istanbul'],
  ),
  french: style(
    ['Jacques', 'Pierre', 'Margot', 'Claude'],
    ['Bistro', 'Brasserie', 'Café', 'Bistrot'],
    ['Le Petit', 'La Belle', 'Chez', 'Maison', 'Provence', 'Lyon'],
  ),
  spanish: style(
    ['Pilar', 'Javier', 'Lola'],
    ['Tapas', 'Tapas Bar', 'Taberna', 'Cocina'],
    ['Barcelona', 'Andaluz', 'Sevilla', 'Madrid', 'La Rioja', 'Toro'],
  ),
  european: style(
    ['Hans', 'Oma', 'Stan', 'Mary'],
    ['Haus', 'Pub', 'Kitchen', 'Beer Hall'],
    ['Bavarian', 'Old World', 'Krakow', 'Emerald', 'Black Forest', 'Celtic'],
  ),
  ethiopian: style(
    ['Abebe', 'Desta', 'Meskerem'],
    ['Ethiopian Restaurant', 'Kitchen', 'Café'],
    ['Addis', 'Lalibela', 'Queen of Sheba', 'Awash', 'Blue Nile'],
  ),
  healthy: style(
    ['Sunny', 'Kale'],
    ['Juice Bar', 'Bowls', 'Salads', 'Kitchen'],
    ['Green', 'Fresh', 'Roots', 'Harvest', 'Sprout', 'Vital', 'Glow'],
  ),
  dessert: style(
    ['Sweet Sue', 'Nana', 'Scoops'],
    ['Creamery', 'Ice Cream', 'Sweets', 'Scoop Shop', 'Dessert Bar'],
    ['Sweet', 'Sprinkles', 'Frosty', 'Sugar Rush', 'Cloud Nine', 'Velvet'],
  ),
};

const possessive = (owner: string) => (owner.endsWith('s') ? `${owner}'` : `${owner}'s`);

/** One candidate name for an independent restaurant of this kind. */
function candidate(rng: Rng, kind: MenuKind, city: string, streetName: string): string {
  const { owners, nouns, moods } = STYLES[kind];
  const noun = rng.pick(nouns);
  const pattern = rng.int(20);
  if (pattern < 4) return `${possessive(rng.pick(owners))} ${noun}`;
  if (pattern < 8) return `${possessive(rng.pick(FIRST_NAMES))} ${noun}`;
  if (pattern < 13) return `${rng.pick(moods)} ${noun}`;
  if (pattern < 14) return `${city} ${noun}`;
  if (pattern < 16) return `${streetName} ${noun}`;
  if (pattern < 18) return `${rng.pick(LAST_NAMES)} ${noun}`;
  return `The ${rng.pick(moods)} ${noun.split(' ')[0]}`;
}

/**
 * Name of an independent restaurant, different from every name already `taken` in its city (when a few tries
 * collide, an owner's surname makes it unique in practice) and from every chain's name.
 */
export function restaurantName(rng: Rng, kind: MenuKind, city: string, streetName: string, taken: Set<string>): string {
  for (let attempt = 0; attempt < 6; attempt++) {
    const name = candidate(rng, kind, city, streetName);
    if (!taken.has(name) && !brandNamed(name)) return name;
  }
  const name = `${possessive(rng.pick(LAST_NAMES))} ${rng.pick(STYLES[kind].nouns)}`;
  return brandNamed(name) ? `${name} of ${city}` : name;
}

/** Words in a name that promise a dish, and the dish word the menu must then contain. */
const PROMISES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bpho\b/i, 'Pho'],
  [/\bbanh mi\b/i, 'Banh Mi'],
  [/\btaco/i, 'Taco'],
  [/\bwings?\b/i, 'Wing'],
  [/\bdonut/i, 'Donut'],
  [/\bbagel/i, 'Bagel'],
  [/\bramen\b/i, 'Ramen'],
  [/\bdumpling/i, 'Dumpling'],
  [/\bpoke\b/i, 'Poke'],
  [/\bfalafel\b/i, 'Falafel'],
  [/\bkebab/i, 'Kebab'],
  [/\bcrab\b/i, 'Crab'],
  [/\boyster/i, 'Oyster'],
  [/\blobster/i, 'Lobster'],
  [/\bhot dog/i, 'Hot Dog'],
  [/\btofu\b/i, 'Tofu'],
  [/\bcheesesteak/i, 'Cheesesteak'],
  [/\bpancake/i, 'Pancake'],
  [/\bpizz/i, 'Pizza'],
  [/\bburger/i, 'Burger'],
  [/\bchicken\b/i, 'Chicken'],
  [/\bsushi\b/i, 'Roll'],
  [/\bhibachi\b/i, 'Hibachi'],
  [/\bcurry\b/i, 'Curry'],
  [/\btandoor/i, 'Tandoori'],
  [/\bcr[eê]pe/i, 'Crêpe'],
  [/\bice cream\b|\bcreamery\b/i, 'Ice Cream'],
  [/\bjuice\b/i, 'Juice'],
  [/\bsalads?\b/i, 'Salad'],
  [/\bsubs\b/i, 'Sub'],
  [/\bhoagies\b/i, 'Hoagie'],
  [/\bshave ice\b/i, 'Shave Ice'],
  [/\bplate lunch\b/i, 'Plate'],
  [/\bfish\b/i, 'Fish'],
  [/\bnoodle/i, 'Noodle'],
  [/\bsteak/i, 'Steak'],
  [/(?<!(korean|hawaiian) )\b(bbq|bar-b-q|barbecue)\b/i, 'Brisket'],
];

/** The dish words a restaurant's name promises, e.g. "Pho Saigon Banh Mi" → ["Pho", "Banh Mi"]. */
export function promisedDishes(name: string): string[] {
  return PROMISES.filter(([pattern]) => pattern.test(name)).map(([, word]) => word);
}

/** What an independent calls itself before its trade word ("Rusty Anchor Seafood" → "Rusty Anchor"), if anything. */
export function houseWordOf(name: string, kind: MenuKind): string | undefined {
  const bare = name.replace(/^The /, '');
  for (const noun of STYLES[kind].nouns) {
    if (bare.endsWith(` ${noun}`)) return bare.slice(0, -noun.length - 1);
  }
  return undefined;
}
