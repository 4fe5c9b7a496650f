/**
 * The words independent restaurants are named with, per menu kind and per cuisine: owners, nouns of the trade and
 * moods (a data table; `names.ts` draws from it).
 */
import { en } from '@faker-js/faker';
import type { Cuisine, MenuKind } from './cuisine-type.ts';

interface NameStyle {
  owners: readonly string[];
  /** What the place calls itself: "Trattoria", "Taqueria", "Smokehouse"… */
  nouns: readonly string[];
  /** Words that set a mood: "Golden", "Little", "Rusty"… */
  moods: readonly string[];
}

export const FIRST_NAMES: readonly string[] = [
  ...(en.person?.first_name?.female ?? []),
  ...(en.person?.first_name?.male ?? []),
].filter((n) => /^[A-Z][a-z]+$/.test(n));
export const LAST_NAMES: readonly string[] = (en.person?.last_name?.generic ?? []).filter((n) =>
  /^[A-Z][a-z]+$/.test(n),
);

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

/** A kind's words, used by the cuisine of the kind that has none of its own in `OWN_WORDS`. */
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
    ['Latin Kitchen', 'Latin Grill', 'Latin Café'],
    ['Sabor', 'Tropical', 'Rincón', 'La Perla', 'Caribe', 'Latino'],
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
    ['Japanese Restaurant', 'Izakaya', 'Hibachi', 'Japanese Kitchen'],
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
    ['Minh', 'Lan', 'Tuan', 'Mai', 'Linh'],
    ['Vietnamese Kitchen', 'Vietnamese Cuisine', 'Vietnamese Bistro'],
    ['Saigon', 'Hanoi', 'Little Saigon', 'Lotus', 'Mekong', 'Hue'],
  ),
  indian: style(
    ['Raj', 'Maharaja', 'Taj'],
    ['Indian Cuisine', 'Indian Kitchen', 'Curry House', 'Tandoor'],
    ['Taj', 'Bombay', 'Delhi', 'Masala', 'Saffron', 'Himalayan', 'Namaste', 'Spice'],
  ),
  seasian: style(
    ['Kai', 'Mei', 'Jin', 'Suki'],
    ['Asian Bistro', 'Asian Kitchen', 'Asian Fusion'],
    ['Zen', 'Lotus', 'Bamboo', 'Umami', 'Silk Road', 'East'],
  ),
  hawaiian: style(
    ['Auntie', 'Kimo', 'Leilani'],
    ['Hawaiian BBQ', 'Plate Lunch', 'Shave Ice', 'Hawaiian Grill'],
    ['Aloha', 'Ono', 'Mahalo', 'Island', 'Lanai', 'Kona'],
  ),
  american: style(AMERICAN_OWNERS, ['Kitchen', 'Grill', 'Bar & Grill', 'Eatery'], AMERICAN_MOODS),
  burgers: style(
    AMERICAN_OWNERS,
    ['Burgers', 'Burger Joint', 'Burger Bar'],
    ['Smash', 'Double', 'Patty', 'All American', 'Backyard', 'Red Barn', 'Blue Moon'],
  ),
  diner: style(
    AMERICAN_OWNERS,
    ['Diner', 'Family Restaurant', 'Coffee Shop', 'Luncheonette'],
    ['Silver', 'Star', 'Route 66', 'Hometown', 'Country', 'Sunrise', 'Moonlight'],
  ),
  breakfast: style(
    AMERICAN_OWNERS,
    ['Pancake House', 'Breakfast Club', 'Griddle', 'Egg & Co.', 'Brunch'],
    ['Sunny Side', 'Early Bird', 'Morning', 'Buttermilk', 'Maple', 'Golden Yolk'],
  ),
  bbq: style(
    ['Smokey Joe', 'Big Earl', 'Bubba', 'Uncle Ray', 'Slim', 'Cooper', 'Rudy'],
    ['BBQ', 'Bar-B-Q', 'Smokehouse', 'Pit', 'Barbecue'],
    ['Smoke Ring', 'Hickory', 'Post Oak', 'Mesquite', 'Lone Star', 'Fat Hog', 'Red Oak'],
  ),
  southern: style(
    ['Mama', 'Aunt Bea', 'Miss Hattie', 'Big Mama', 'Sweet Sue'],
    ['Kitchen', 'Southern Table', 'Café', 'Cookery'],
    ['Magnolia', 'Sweet Tea', 'Peach', 'Bayou', 'Gumbo', 'Crescent', 'Cajun Corner'],
  ),
  chicken: style(
    ['Big Al', 'Mama', 'Uncle Lou'],
    ['Chicken', 'Chicken Shack', 'Fried Chicken'],
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
    ['Lucy', 'Grace', 'Otis', 'June', 'Ruby', 'Milo', 'Theo', 'Ellie'],
    ['Coffee', 'Coffee House', 'Espresso Bar', 'Roasters'],
    ['Daily Grind', 'Common', 'Bean', 'Ritual', 'Steam', 'Third Wave', 'Morning Glory'],
  ),
  bakery: style(
    ['Nana', 'Sweet Pea', 'Marie'],
    ['Bakery', 'Bakeshop', 'Patisserie', 'Bread Co.'],
    ['Flour', 'Rise', 'Golden Crust', 'Sugar', 'Rolling Pin', 'Butter'],
  ),
  sandwiches: style(
    ['Sal', 'Manny', 'Benny', 'Zeke'],
    ['Sandwich Shop', 'Subs', 'Hoagies', 'Sandwich Co.'],
    ['Corner', 'Stacked', 'Hero', 'Deli Row', 'Italian Market', 'Main Street'],
  ),
  mediterranean: style(
    ['Nick', 'Yiannis', 'Ali', 'Sami', 'Layla'],
    ['Mediterranean Grill', 'Mediterranean Kitchen', 'Mediterranean Café'],
    ['Olive', 'Athena', 'Zaytoon', 'Aladdin', 'Cedar', 'Santorini', 'Petra', 'Istanbul'],
  ),
  french: style(
    ['Jacques', 'Pierre', 'Margot', 'Claude'],
    ['Bistro', 'Brasserie', 'Café', 'Bistrot'],
    ['Le Petit', 'La Belle', 'Chez', 'Maison', 'Provence', 'Lyon'],
  ),
  spanish: style(
    ['Pilar', 'Javier', 'Lola'],
    ['Tapas', 'Tapas Bar', 'Taberna'],
    ['Barcelona', 'Andaluz', 'Sevilla', 'Madrid', 'La Rioja', 'Toro'],
  ),
  european: style(
    ['Murphy', 'Kelly', 'Flanagan', 'Molly', 'Paddy'],
    ['Pub', 'Irish Pub', 'Irish House'],
    ['Emerald', 'Celtic', 'Shamrock', 'Galway', 'Dublin', 'Claddagh'],
  ),
  ethiopian: style(
    ['Abebe', 'Desta', 'Meskerem'],
    ['Ethiopian Restaurant', 'Kitchen', 'Café'],
    ['Addis', 'Lalibela', 'Queen of Sheba', 'Awash', 'Blue Nile'],
  ),
  healthy: style(
    ['Sunny', 'Kale'],
    ['Juice Bar', 'Juicery', 'Juice Co.'],
    ['Green', 'Fresh', 'Roots', 'Harvest', 'Sprout', 'Vital', 'Glow'],
  ),
  dessert: style(
    ['Sweet Sue', 'Nana', 'Scoops'],
    ['Creamery', 'Ice Cream', 'Scoop Shop', 'Ice Cream Parlor'],
    ['Sweet', 'Sprinkles', 'Frosty', 'Sugar Rush', 'Cloud Nine', 'Velvet'],
  ),
};

/**
 * Words of the cuisines that share a menu kind with another (the kind's own words name the remaining one): their
 * trade words, and moods or owners where the kind's would not fit. Without them a "Blue Moon Burger Bar" was as
 * often a fast-food or hot-dog stand as a burger bar; no trade word (nor its first word, which "The Blue Moon
 * Burger" keeps) is shared by two cuisines of a kind.
 */
const OWN_WORDS: Readonly<Record<string, Partial<NameStyle> & Pick<NameStyle, 'nouns'>>> = {
  'neapolitan-pizza': { nouns: ['Wood-Fired Pizza', 'Forno', 'Neapolitan Pizzeria'] },
  'tex-mex': { nouns: ['Tex-Mex', 'Tex-Mex Grill', 'Tex-Mex Café'] },
  salvadoran: {
    nouns: ['Pupusería', 'Salvadoran Restaurant'],
    moods: ['La Ceiba', 'San Miguel', 'El Volcán', 'Cuscatlán', 'La Palma'],
  },
  peruvian: {
    nouns: ['Peruvian Kitchen', 'Pollo a la Brasa', 'Cevichería'],
    moods: ['Inca', 'Machu Picchu', 'Lima', 'El Inti', 'Cusco'],
  },
  brazilian: {
    nouns: ['Churrascaria', 'Brazilian Grill', 'Brazilian Kitchen'],
    moods: ['Rio', 'Copacabana', 'Ipanema', 'Gaúcho', 'Bahia'],
  },
  cuban: {
    nouns: ['Cuban Café', 'Cuban Kitchen', 'Cafetería'],
    moods: ['Havana', 'Little Havana', 'Varadero', 'Malecón', 'La Perla'],
  },
  colombian: {
    nouns: ['Colombian Kitchen', 'Arepera', 'Colombian Grill'],
    moods: ['Medellín', 'Bogotá', 'Cali', 'El Paisa', 'Sabor'],
  },
  caribbean: {
    nouns: ['Caribbean Kitchen', 'Caribbean Grill', 'Island Grill'],
    moods: ['Caribe', 'Tropical', 'Trinidad', 'Sunset', 'Coral'],
  },
  jamaican: {
    nouns: ['Jamaican Restaurant', 'Jerk Center', 'Jerk Hut'],
    moods: ['Irie', 'Kingston', 'Negril', 'Montego', 'Blue Mountain'],
  },
  szechuan: {
    nouns: ['Sichuan Cuisine', 'Sichuan House', 'Sichuan Bistro'],
    moods: ['Chengdu', 'Red Pepper', 'Spicy', 'Panda', 'Ma La'],
  },
  cantonese: {
    nouns: ['Cantonese Cuisine', 'Cantonese Kitchen', 'Cantonese Restaurant'],
    moods: ['Hong Kong', 'Canton', 'Pearl River', 'Jade', 'Golden'],
  },
  taiwanese: {
    nouns: ['Taiwanese Kitchen', 'Taiwanese Café', 'Beef Noodle House'],
    moods: ['Taipei', 'Formosa', 'Night Market', 'Jiufen', 'Tainan'],
  },
  sushi: { nouns: ['Sushi', 'Sushi Bar', 'Sushi House'] },
  noodles: {
    nouns: ['Noodle Bar', 'Noodle House', 'Noodles'],
    moods: ['Slurp', 'Red Chopsticks', 'Lucky', 'Long Life', 'Golden Bowl'],
  },
  filipino: {
    nouns: ['Filipino Kitchen', 'Filipino Cuisine', 'Turo-Turo'],
    moods: ['Manila', 'Mabuhay', 'Kusina', 'Cebu', 'Lumpia'],
  },
  malaysian: {
    nouns: ['Malaysian Cuisine', 'Malaysian Kitchen'],
    moods: ['Penang', 'Kuala Lumpur', 'Malacca', 'Rasa', 'Satay'],
  },
  indonesian: {
    nouns: ['Indonesian Cuisine', 'Indonesian Kitchen', 'Warung'],
    moods: ['Bali', 'Jakarta', 'Java', 'Sambal', 'Bandung'],
  },
  cambodian: {
    nouns: ['Cambodian Cuisine', 'Cambodian Kitchen'],
    moods: ['Angkor', 'Phnom Penh', 'Mekong', 'Siem Reap', 'Battambang'],
  },
  pho: { nouns: ['Pho', 'Pho House', 'Pho & Grill'] },
  'banh-mi': { nouns: ['Banh Mi', 'Banh Mi Shop', 'Banh Mi Deli'] },
  nepali: {
    nouns: ['Nepali Kitchen', 'Himalayan Cuisine', 'Nepali Cuisine'],
    moods: ['Everest', 'Annapurna', 'Kathmandu', 'Sherpa', 'Pokhara'],
  },
  poke: { nouns: ['Poke', 'Poke Bar', 'Poke Bowl'] },
  'new-american': {
    nouns: ['Table', 'Provisions', 'Social'],
    moods: ['Hearth', 'Salt', 'Ember', 'Wildflower', 'Harvest', 'Juniper'],
  },
  gastropub: { nouns: ['Public House', 'Gastropub', 'Alehouse'] },
  'sports-bar': {
    nouns: ['Sports Bar', 'Sports Grill', 'Sports Pub'],
    moods: ['Overtime', 'Touchdown', 'Home Plate', 'Rally', 'Champions', 'Sideline'],
  },
  brewpub: { nouns: ['Brewing Co.', 'Brewery', 'Brewhouse', 'Taproom'] },
  bar: { nouns: ['Tavern', 'Saloon', 'Lounge', 'Cocktail Bar'] },
  'wine-bar': {
    nouns: ['Wine Bar', 'Vino', 'Wine Room', 'Enoteca'],
    moods: ['Vine', 'Cork', 'Cellar', 'Barrel', 'Terroir', 'Uncorked'],
  },
  'fast-food': { nouns: ['Drive-In', 'Drive-Thru', 'Dairy Bar', 'Snack Shack'] },
  'hot-dogs': {
    nouns: ['Hot Dogs', 'Hot Dog Stand', 'Frank House'],
    moods: ['Coney Island', 'Chicago Style', 'Ballpark', 'Red Hot', 'Top Dog', 'Boardwalk'],
  },
  'soul-food': { nouns: ['Soul Food', 'Soul Food Kitchen', 'Soul Café'] },
  cajun: {
    nouns: ['Cajun Kitchen', 'Cajun Café', 'Creole Kitchen'],
    moods: ['Bayou', 'Crescent City', 'Gumbo', 'Acadiana', 'Mardi Gras', 'Boudreaux'],
  },
  'hot-chicken': {
    nouns: ['Hot Chicken'],
    moods: ['Nashville', 'Fire', 'Cayenne', 'Ghost Pepper', 'Music City', 'Inferno'],
  },
  wings: {
    nouns: ['Wings', 'Wing House', 'Wing Shack'],
    moods: ['Buffalo', 'Flying', 'Saucy', 'Wingman', 'Hot Box', 'Lemon Pepper'],
  },
  'fish-and-chips': {
    nouns: ['Fish & Chips', 'Chippy', 'Chip Shop'],
    moods: ['Britannia', 'Brighton', 'Dover', 'Pier', 'Union Jack', 'Codfather'],
  },
  cafe: { nouns: ['Café', 'Tea Room', 'Café & Bistro'] },
  'bubble-tea': {
    nouns: ['Boba', 'Tea Bar', 'Bubble Tea'],
    moods: ['Tapioca', 'Pearl', 'Taro', 'Lychee', 'Jasmine', 'Brown Sugar'],
  },
  donuts: {
    nouns: ['Donuts', 'Donut Shop', 'Donut House'],
    moods: ['Glazed', 'Sprinkle', 'Early Bird', 'Holey', 'Dough Boy', 'Cruller'],
  },
  bagels: {
    nouns: ['Bagels', 'Bagel Shop', 'Bagel Co.'],
    moods: ['Everything', 'Brooklyn', 'Schmear', 'Poppy', 'Sesame', 'Hot Bagel'],
  },
  deli: {
    nouns: ['Deli', 'Delicatessen', 'Deli & Grocery'],
    moods: ['Corner', 'Brooklyn', 'Second Avenue', 'Pickle Barrel', 'Rye', 'Knish'],
  },
  cheesesteaks: {
    nouns: ['Cheesesteaks', 'Steaks', 'Cheesesteak Shop'],
    moods: ['Philly', 'South Philly', 'Broad Street', 'Whiz', 'Passyunk'],
  },
  greek: {
    nouns: ['Taverna', 'Greek Kitchen', 'Gyros'],
    moods: ['Athena', 'Santorini', 'Olympia', 'Mykonos', 'Acropolis', 'Zorba'],
  },
  'middle-eastern': {
    nouns: ['Shawarma House', 'Middle Eastern Grill', 'Shawarma'],
    moods: ['Aladdin', 'Zaytoon', 'Oasis', 'Sahara', 'Jerusalem', 'Petra'],
  },
  lebanese: {
    nouns: ['Lebanese Grill', 'Lebanese Kitchen'],
    moods: ['Cedar', 'Cedars', 'Beirut', 'Byblos', 'Phoenicia', 'Zaatar'],
  },
  turkish: {
    nouns: ['Turkish Grill', 'Turkish Kitchen', 'Kebab House'],
    moods: ['Istanbul', 'Bosphorus', 'Anatolia', 'Ottoman', 'Sultan', 'Cappadocia'],
  },
  persian: {
    nouns: ['Persian Grill', 'Persian Kitchen', 'Kabob House'],
    moods: ['Shiraz', 'Tehran', 'Isfahan', 'Caspian', 'Pars', 'Saffron'],
  },
  afghan: {
    nouns: ['Afghan Kabob', 'Afghan Kitchen', 'Afghan Cuisine'],
    moods: ['Kabul', 'Khyber', 'Bamiyan', 'Herat', 'Ariana'],
  },
  halal: {
    nouns: ['Halal Grill', 'Halal Kitchen', 'Halal Cart'],
    moods: ['Crescent', 'Medina', 'Al Noor', 'Madina', 'Zam Zam'],
  },
  falafel: {
    nouns: ['Falafel', 'Falafel House', 'Falafel Shop'],
    moods: ['Chickpea', 'Sesame', 'Tahini', 'Green Olive', 'Pita Pocket'],
  },
  creperie: { nouns: ['Crêperie', 'Crêpes', 'Crêpe Café'] },
  spanish: { nouns: ['Spanish Kitchen', 'Cocina Española', 'Asador'] },
  german: {
    owners: ['Hans', 'Oma', 'Fritz', 'Greta'],
    nouns: ['Haus', 'Beer Hall', 'Biergarten'],
    moods: ['Bavarian', 'Black Forest', 'Old World', 'Alpine', 'Edelweiss', 'Rhine'],
  },
  polish: {
    owners: ['Stan', 'Babcia', 'Marek', 'Zosia'],
    nouns: ['Polish Kitchen', 'Pierogi House', 'Polish Deli'],
    moods: ['Krakow', 'Warsaw', 'Polonia', 'Amber', 'Baltic'],
  },
  salads: { nouns: ['Salads', 'Salad Bar', 'Salad Co.'] },
  vegan: { nouns: ['Vegan Kitchen', 'Vegan Café', 'Plant Kitchen'] },
  vegetarian: { nouns: ['Vegetarian Kitchen', 'Veggie House', 'Vegetarian Café'] },
  'frozen-yogurt': {
    nouns: ['Frozen Yogurt', 'Froyo', 'Yogurt Bar'],
    moods: ['Swirl', 'Berry', 'Tart', 'Twist', 'Chill', 'Peachy'],
  },
  desserts: {
    nouns: ['Sweets', 'Dessert Bar', 'Sweet Shop'],
    moods: ['Cocoa', 'Honey Bee', 'Cake Walk', 'Sugar Plum', 'Petite', 'Buttercream'],
  },
};

/** The words a cuisine names its places with: its own, or else its menu kind's. */
export function styleOf(cuisine: Cuisine): NameStyle {
  return { ...STYLES[cuisine.menu], ...OWN_WORDS[cuisine.slug] };
}
