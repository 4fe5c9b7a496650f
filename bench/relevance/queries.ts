/**
 * The judged query set: what people in the US type into a restaurant and menu search, with what they would accept
 * as an answer. Written from general knowledge of US food and places, never from the sample-data generator's
 * vocabulary, so that it measures the engine and not how well the set was fitted to the data. Rules: see judge.ts.
 */
import type { JudgedQuery, QueryClass, Rule } from './judge.ts';

/** Word groups reused by many queries: what a person accepts for a cuisine or kind of place. */
const MEXICAN = 'mexican|tex mex|taqueria|taco';
const TACO = 'taco|taqueria|mexican';
const ITALIAN = 'italian|trattoria|osteria';
const CHINESE = 'chinese|dim sum|szechuan|sichuan|cantonese|hunan';
const VIETNAMESE = 'vietnamese|pho|banh mi';
const JAPANESE = 'japanese|sushi|ramen|izakaya';
const SUSHI = 'sushi|japanese';
const SEAFOOD = 'seafood|fish|oyster|crab|lobster|shrimp';
const BBQ = 'bbq|barbecue|barbeque|smokehouse|bar b q|bar b que';
const BURGER = 'burger|*burger';
const PIZZA = 'pizza|pizzeria';
const COFFEE = 'coffee|cafe|espresso|coffeehouse';
const BAKERY = 'bakery|bakeshop|pastry|pastries|patisserie|bake*';
const BREAKFAST = 'breakfast|brunch|diner|pancake';
const THAI = 'thai';
const DONUT = 'donut|doughnut';
const NOODLE = 'noodle|ramen|pho|udon|soba|lo mein|pad thai|chow mein';
const KEBAB = 'kebab|kabob|kebob|kabab';
const OMELET = 'omelet|omelette';
const SHRIMP = 'shrimp|prawn';

/** Addresses in New York City carry the borough or a Queens neighbourhood as their city. */
const NYC = [
  'New York',
  'Manhattan',
  'Brooklyn',
  'Queens',
  'Bronx',
  'The Bronx',
  'Staten Island',
  'Astoria',
  'Flushing',
];

/** Where a hit must be, and what filters it must pass: the rule besides its words. */
type Place = Omit<Rule, 'all'>;
type Filters = JudgedQuery['filters'];

const judged =
  (endpoint: JudgedQuery['endpoint']) =>
  (cls: QueryClass, q: string, all: string[], place: Place = {}, filters?: Filters): JudgedQuery => ({
    endpoint,
    q,
    class: cls,
    ...(filters ? { filters } : {}),
    rule: { all, ...place },
  });
const restaurants = judged('restaurants');
const items = judged('items');

const TYPOS: JudgedQuery[] = [
  items('typo', 'sandwhich', ['sandwich']),
  items('typo', 'shrimpp', [SHRIMP]),
  items('typo', 'chiken parmesan', ['chicken', 'parm*']),
  items('typo', 'quesadila', ['quesadilla']),
  items('typo', 'spagetti', ['spaghetti']),
  items('typo', 'fettucine alfredo', ['fettuccine|fettucine', 'alfredo']),
  items('typo', 'guacamloe', ['guacamole']),
  items('typo', 'jalepeno poppers', ['jalapeno', 'popper']),
  items('typo', 'mozarella sticks', ['mozzarella', 'stick']),
  items('typo', 'brocolli', ['broccoli']),
  // A slip in a plural that restaurant names use and menus do not ("burritos" vs "burrito").
  items('typo', 'buritos', ['burrito']),
  items('typo', 'cesar salad', ['caesar']),
  items('typo', 'cappucino', ['cappuccino']),
  items('typo', 'tiramsu', ['tiramisu']),
  items('typo', 'burito', ['burrito']),
  items('typo', 'enchillada', ['enchilada']),
  items('typo', 'calamri', ['calamari']),
  items('typo', 'crossaint', ['croissant']),
  items('typo', 'cheesburger', ['cheeseburger|cheese burger']),
  items('typo', 'lasagana', ['lasagna|lasagne']),
  items('typo', 'hamburguer', ['hamburger|burger']),
  items('typo', 'falafal', ['falafel']),
  items('typo', 'expresso', ['espresso']),
  items('typo', 'pnacakes', ['pancake']),
  items('typo', 'chocolate chip cookeis', ['chocolate', 'cookie']),
  restaurants('typo', 'mexcian restaurant', [MEXICAN]),
  restaurants('typo', 'italain', [ITALIAN]),
  restaurants('typo', 'chineese food', [CHINESE]),
  restaurants('typo', 'vietnamse', [VIETNAMESE]),
  restaurants('typo', 'japaneese', [JAPANESE]),
  restaurants('typo', 'seafood resturant', [SEAFOOD]),
  restaurants('typo', 'sushii', [SUSHI]),
  restaurants('typo', 'steakhose', ['steakhouse|steak house|steak']),
  restaurants('typo', 'pizzaria', [PIZZA]),
  restaurants('typo', 'thia food', [THAI]),
  restaurants('typo', 'barbaque', [BBQ]),
];

const PLURALS: JudgedQuery[] = [
  items('plural', 'oysters', ['oyster']),
  items('plural', 'tacos', ['taco']),
  items('plural', 'dumplings', ['dumpling|gyoza|potsticker|wonton']),
  items('plural', 'wings', ['wing']),
  items('plural', 'pancake', ['pancake|flapjack']),
  items('plural', 'donuts', [DONUT]),
  items('plural', 'tamales', ['tamale|tamal']),
  items('plural', 'enchiladas', ['enchilada']),
  items('plural', 'mussels', ['mussel']),
  items('plural', 'crab cakes', ['crab cake|crabcake']),
  items('plural', 'meatballs', ['meatball']),
  items('plural', 'cherries', ['cherry']),
  items('plural', 'potatoes', ['potato']),
  items('plural', 'empanadas', ['empanada']),
  items('plural', 'samosas', ['samosa']),
  items('plural', 'cookie', ['cookie']),
  items('plural', 'brownies', ['brownie']),
  items('plural', 'bagel', ['bagel']),
  items('plural', 'nachos', ['nacho']),
  items('plural', 'ribs', ['rib']),
  restaurants('plural', 'burgers', [BURGER]),
  restaurants('plural', 'noodles', [NOODLE]),
  restaurants('plural', 'bagels', ['bagel']),
  restaurants('plural', 'oysters', ['oyster|seafood']),
];

const FILLER: JudgedQuery[] = [
  restaurants('filler words', 'vietnamese food', [VIETNAMESE]),
  restaurants('filler words', 'seafood restaurant', [SEAFOOD]),
  restaurants('filler words', 'sandwich shop', ['sandwich|deli|sub|hoagie|panini']),
  restaurants('filler words', 'best tacos near me', [TACO]),
  restaurants('filler words', 'pizza place', [PIZZA]),
  restaurants('filler words', 'mexican restaurant', [MEXICAN]),
  restaurants('filler words', 'good sushi', [SUSHI]),
  restaurants('filler words', 'chinese takeout', [CHINESE]),
  restaurants('filler words', 'coffee shop', [COFFEE]),
  restaurants('filler words', 'ice cream shop', ['ice cream|gelato|creamery|frozen yogurt']),
  restaurants('filler words', 'burger joint', [BURGER]),
  restaurants('filler words', 'italian restaurants near me', [ITALIAN]),
  restaurants('filler words', 'best bbq in town', [BBQ]),
  restaurants('filler words', 'donut shop', [DONUT]),
  restaurants('filler words', 'bakery near me', [BAKERY]),
  restaurants('filler words', 'taco truck', [TACO]),
  restaurants('filler words', 'indian cuisine', ['indian|curry|tandoor*']),
  restaurants('filler words', 'authentic mexican food', [MEXICAN]),
  restaurants('filler words', 'cheap thai food', [THAI]),
  restaurants('filler words', 'breakfast places', [BREAKFAST]),
  items('filler words', 'the best cheeseburger', ['cheeseburger|cheese burger']),
  items('filler words', 'fresh lobster roll', ['lobster roll']),
  items('filler words', 'a good breakfast burrito', ['breakfast burrito']),
];

const PLACES: JudgedQuery[] = [
  restaurants('place in query', 'ribs memphis', [`rib|${BBQ}`], { city: 'Memphis', state: 'TN' }),
  items('place in query', 'noodles in houston tx', [NOODLE], { city: 'Houston', state: 'TX' }),
  restaurants('place in query', 'pizza nyc', [PIZZA], { city: NYC, state: 'NY' }),
  restaurants('place in query', 'sushi sf', [SUSHI], { city: 'San Francisco', state: 'CA' }),
  restaurants('place in query', 'tacos la', [TACO], { city: 'Los Angeles', state: 'CA' }),
  restaurants('place in query', 'bbq austin', [BBQ], { city: 'Austin', state: 'TX' }),
  restaurants('place in query', 'deep dish pizza chicago', [PIZZA], { city: 'Chicago', state: 'IL' }),
  items('place in query', 'cheesesteak philadelphia', ['cheesesteak|cheese steak'], {
    city: 'Philadelphia',
    state: 'PA',
  }),
  items('place in query', 'gumbo new orleans', ['gumbo'], { city: 'New Orleans', state: 'LA' }),
  items('place in query', 'buritos in texas', ['burrito'], { state: 'TX' }),
  items('place in query', 'crab cakes baltimore', ['crab cake|crabcake'], { city: 'Baltimore', state: 'MD' }),
  restaurants('place in query', 'hot chicken nashville', ['chicken'], { city: 'Nashville', state: 'TN' }),
  items('place in query', 'lobster roll boston', ['lobster roll'], { city: 'Boston', state: 'MA' }),
  restaurants('place in query', 'tacos san antonio', [TACO], { city: 'San Antonio', state: 'TX' }),
  restaurants('place in query', 'pho san jose', ['pho|vietnamese'], { city: 'San Jose', state: 'CA' }),
  restaurants('place in query', 'seafood seattle', [SEAFOOD], { city: 'Seattle', state: 'WA' }),
  restaurants('place in query', 'breakfast denver', [BREAKFAST], { city: 'Denver', state: 'CO' }),
  restaurants('place in query', 'sushi in los angeles', [SUSHI], { city: 'Los Angeles', state: 'CA' }),
  restaurants('place in query', 'thai food portland', [THAI], { city: 'Portland', state: ['OR', 'ME'] }),
  restaurants('place in query', 'mexican food phoenix az', [MEXICAN], { city: 'Phoenix', state: 'AZ' }),
  restaurants('place in query', 'burgers dallas', [BURGER], { city: 'Dallas', state: 'TX' }),
  restaurants('place in query', 'bagels brooklyn', ['bagel'], { city: NYC, state: 'NY' }),
  restaurants('place in query', 'pizza in miami fl', [PIZZA], { city: 'Miami', state: 'FL' }),
  restaurants('place in query', 'cuban food miami', ['cuban'], { city: 'Miami', state: 'FL' }),
  restaurants('place in query', 'tacos in texas', [TACO], { state: 'TX' }),
  restaurants('place in query', 'seafood florida', [SEAFOOD], { state: 'FL' }),
  restaurants('place in query', 'italian restaurants in chicago il', [ITALIAN], { city: 'Chicago', state: 'IL' }),
  restaurants('place in query', 'coffee seattle wa', [COFFEE], { city: 'Seattle', state: 'WA' }),
  restaurants('place in query', 'bbq st louis', [BBQ], { city: ['St. Louis', 'Saint Louis'], state: 'MO' }),
  restaurants('place in query', 'korean bbq atlanta', ['korean'], { city: 'Atlanta', state: 'GA' }),
  items('place in query', 'ramen minneapolis', ['ramen'], { city: 'Minneapolis', state: 'MN' }),
  items('place in query', 'burgers in nyc', [BURGER], { city: NYC, state: 'NY' }),
  restaurants('place in query', 'chinese food sf', [CHINESE], { city: 'San Francisco', state: 'CA' }),
  items('place in query', 'pancakes las vegas', ['pancake'], { city: 'Las Vegas', state: 'NV' }),
  restaurants('place in query', 'dim sum in new york city', ['dim sum|cantonese|chinese'], { city: NYC, state: 'NY' }),
  restaurants('place in query', 'bbq kansas city', [BBQ], { city: 'Kansas City', state: ['MO', 'KS'] }),
  // An explicit filter wins over the place written in q.
  restaurants('place in query', 'ribs memphis', [`rib|${BBQ}`], { state: 'TX' }, { state: 'TX' }),
  restaurants('place in query', 'tacos', [TACO], { city: 'Houston', state: 'TX' }, { city: 'Houston', state: 'TX' }),
];

const DISH_TO_RESTAURANT: JudgedQuery[] = [
  restaurants('dish to restaurant', 'restaurants serving pad thai', ['pad thai|thai']),
  restaurants('dish to restaurant', 'pad thai', ['pad thai|thai']),
  restaurants('dish to restaurant', 'chicken tikka masala', ['tikka|indian']),
  restaurants('dish to restaurant', 'pho', ['pho|vietnamese']),
  restaurants('dish to restaurant', 'ramen', ['ramen']),
  restaurants('dish to restaurant', 'poke bowl', ['poke|hawaiian']),
  restaurants('dish to restaurant', 'lobster roll', ['lobster|seafood']),
  restaurants('dish to restaurant', 'clam chowder', ['chowder|clam|seafood']),
  restaurants('dish to restaurant', 'fish tacos', ['fish taco|taco|taqueria|mexican']),
  restaurants('dish to restaurant', 'birria', ['birria|mexican']),
  restaurants('dish to restaurant', 'shawarma', ['shawarma|middle eastern|lebanese']),
  restaurants('dish to restaurant', 'pierogi', ['pierogi|pierog*|polish']),
  restaurants('dish to restaurant', 'biscuits and gravy', ['biscuit|diner|breakfast']),
  restaurants('dish to restaurant', 'chicken and waffles', ['waffle|soul food']),
  restaurants('dish to restaurant', 'eggs benedict', ['benedict|brunch|breakfast|diner']),
  restaurants('dish to restaurant', 'crawfish', ['crawfish|cajun|creole|seafood']),
  restaurants('dish to restaurant', 'brisket', [`brisket|${BBQ}`]),
  restaurants('dish to restaurant', 'bibimbap', ['bibimbap|korean']),
  restaurants('dish to restaurant', 'carne asada', ['carne asada|mexican|taco|taqueria']),
  restaurants('dish to restaurant', 'falafel', ['falafel|middle eastern|mediterranean|lebanese|israeli']),
  restaurants('dish to restaurant', 'cannoli', ['cannoli|italian']),
  restaurants('dish to restaurant', 'where can i get a lobster roll', ['lobster|seafood']),
  restaurants('dish to restaurant', 'places that have xiao long bao', [
    'xiao long bao|soup dumpling|dumpling|chinese|shanghai*',
  ]),
  restaurants('dish to restaurant', 'restaurants with pastrami', ['pastrami|deli|delicatessen']),
  restaurants('dish to restaurant', 'matzo ball soup', ['matzo*|matzah*|deli|jewish']),
  restaurants('dish to restaurant', 'gyro', ['gyro|greek|mediterranean']),
];

const PREFIXES: JudgedQuery[] = [
  items('prefix', 'chicken qu', ['chicken', 'qu*']),
  items('prefix', 'pepp', ['pepp*']),
  items('prefix', 'margherita piz', ['margherita|margarita', 'piz*']),
  items('prefix', 'breakfast burr', ['breakfast', 'burr*']),
  items('prefix', 'pad th', ['pad th*']),
  items('prefix', 'eggs ben', ['egg', 'ben*']),
  items('prefix', 'clam ch', ['clam', 'ch*']),
  items('prefix', 'pulled po', ['pulled', 'po*']),
  items('prefix', 'mac and ch', ['mac|macaroni', 'ch*']),
  items('prefix', 'french to', ['french', 'to*']),
  items('prefix', 'fish ta', ['fish', 'ta*']),
  items('prefix', 'chocolate chip coo', ['chocolate', 'chip', 'coo*']),
  items('prefix', 'cheeseb', ['cheeseb*|cheese b*']),
  items('prefix', 'guac', ['guac*']),
  items('prefix', 'spicy tuna r', ['spicy', 'tuna', 'r*']),
  items('prefix', 'hot dog', ['hot dog|hotdog']),
  items('prefix', 'avo', ['avo*']),
  restaurants('prefix', 'mediterr', ['mediterr*']),
  restaurants('prefix', 'korea', ['korea*']),
  restaurants('prefix', 'steakh', ['steakh*|steak house']),
  restaurants('prefix', 'sush', ['sush*']),
];

const VARIANTS: JudgedQuery[] = [
  items('variant', 'barbecue ribs', [BBQ, 'rib']),
  items('variant', 'bbq chicken', [BBQ, 'chicken']),
  items('variant', 'doughnut', [DONUT]),
  items('variant', 'beef kabob', ['beef', KEBAB]),
  items('variant', 'chicken kebab', ['chicken', KEBAB]),
  items('variant', 'omelette', [OMELET]),
  items('variant', 'denver omelet', ['denver|western', OMELET]),
  items('variant', 'garlic prawns', ['garlic', SHRIMP]),
  items('variant', 'mac & cheese', ['mac|macaroni', 'cheese']),
  items('variant', 'fish & chips', ['fish and chip|fish n chip|fish chip']),
  items('variant', 'macaroni and cheese', ['mac|macaroni', 'cheese']),
  items('variant', 'jalapeño', ['jalapeno']),
  items('variant', 'crème brûlée', ['creme brulee']),
  items('variant', 'bánh mì', ['banh mi']),
  items('variant', 'açaí bowl', ['acai']),
  items('variant', 'hoagie', ['hoagie|sub|hero|grinder']),
  items('variant', 'yoghurt', ['yogurt|yoghurt']),
  items('variant', 'chili cheese fries', ['chili|chile', 'cheese', 'fries|fry']),
  items('variant', 'cheese steak', ['cheesesteak|cheese steak']),
  items('variant', 'hotdog', ['hot dog|hotdog']),
  items('variant', 'eggplant parm', ['eggplant|aubergine', 'parm*']),
  items('variant', 'chicken parm', ['chicken', 'parm*']),
  items('variant', 'kimchee', ['kimchi|kimchee']),
  restaurants('variant', 'phở', ['pho|vietnamese']),
  restaurants('variant', 'café', [COFFEE]),
  restaurants('variant', 'steak house', ['steakhouse|steak house|steak']),
  restaurants('variant', 'bar-b-que', [BBQ]),
  restaurants('variant', 'doughnuts', [DONUT]),
];

const CUISINES: JudgedQuery[] = [
  restaurants('cuisine', 'thai', [THAI]),
  restaurants('cuisine', 'mexican', [MEXICAN]),
  restaurants('cuisine', 'italian', [ITALIAN]),
  restaurants('cuisine', 'indian', ['indian|curry|tandoor*']),
  restaurants('cuisine', 'korean', ['korean']),
  restaurants('cuisine', 'ethiopian', ['ethiopian|eritrean']),
  restaurants('cuisine', 'greek', ['greek|gyro']),
  restaurants('cuisine', 'mediterranean', ['mediterranean|greek|lebanese|middle eastern|turkish|falafel']),
  restaurants('cuisine', 'cajun', ['cajun|creole']),
  restaurants('cuisine', 'soul food', ['soul food|soul|southern']),
  restaurants('cuisine', 'dim sum', ['dim sum|cantonese|yum cha|dumpling']),
  restaurants('cuisine', 'tex mex', ['tex mex|texmex']),
  restaurants('cuisine', 'vegan', ['vegan|plant based']),
  restaurants('cuisine', 'vegetarian', ['vegetarian|vegan']),
  restaurants('cuisine', 'vietnamese', [VIETNAMESE]),
  restaurants('cuisine', 'french', ['french|bistro|brasserie']),
  restaurants('cuisine', 'caribbean', ['caribbean|jamaican|trinidad*|haitian|cuban|puerto rican']),
  restaurants('cuisine', 'peruvian', ['peruvian']),
  restaurants('cuisine', 'middle eastern', ['middle eastern|lebanese|persian|israeli|turkish|syrian']),
  restaurants('cuisine', 'hawaiian', ['hawaiian|poke']),
  restaurants('cuisine', 'german', ['german|biergarten|bavarian']),
  restaurants('cuisine', 'tapas', ['tapas|spanish']),
  restaurants('cuisine', 'diner', ['diner']),
  restaurants('cuisine', 'deli', ['deli|delicatessen']),
];

const MULTI_WORD_DISHES: JudgedQuery[] = [
  items('multi-word dish', 'chicken tikka masala', ['chicken', 'tikka']),
  items('multi-word dish', 'general tso chicken', ['general tso*|general tsao*|general gau', 'chicken']),
  items('multi-word dish', 'eggs benedict', ['benedict']),
  items('multi-word dish', 'philly cheesesteak', ['cheesesteak|cheese steak']),
  items('multi-word dish', 'chicken caesar salad', ['chicken', 'caesar']),
  items('multi-word dish', 'shrimp fried rice', [SHRIMP, 'fried rice']),
  items('multi-word dish', 'pulled pork sandwich', ['pulled pork', 'sandwich|slider|sub']),
  items('multi-word dish', 'fish and chips', ['fish and chip|fish n chip|fish chip']),
  items('multi-word dish', 'chicken parmesan', ['chicken', 'parm*']),
  items('multi-word dish', 'margherita pizza', ['margherita|margarita', PIZZA]),
  items('multi-word dish', 'spicy tuna roll', ['spicy tuna']),
  items('multi-word dish', 'beef and broccoli', ['beef', 'broccoli']),
  items('multi-word dish', 'orange chicken', ['orange chicken']),
  items('multi-word dish', 'loaded baked potato', ['potato', 'loaded|baked']),
  items('multi-word dish', 'chicken pot pie', ['pot pie']),
  items('multi-word dish', 'new england clam chowder', ['clam chowder']),
  items('multi-word dish', 'french onion soup', ['french onion']),
  items('multi-word dish', 'key lime pie', ['key lime']),
  items('multi-word dish', 'buffalo chicken wrap', ['buffalo', 'chicken', 'wrap']),
  items('multi-word dish', 'carne asada burrito', ['carne asada', 'burrito']),
  items('multi-word dish', 'shrimp and grits', [SHRIMP, 'grits']),
  items('multi-word dish', 'huevos rancheros', ['huevos rancheros']),
  items('multi-word dish', 'mango sticky rice', ['mango', 'sticky rice']),
  items('multi-word dish', 'buffalo wings', ['wing']),
  items('multi-word dish', 'new york strip', ['strip']),
  items('multi-word dish', 'tonkotsu ramen', ['tonkotsu|pork bone']),
  items('multi-word dish', 'reuben sandwich', ['reuben']),
  items('multi-word dish', 'chicken and waffles', ['chicken', 'waffle']),
  items('multi-word dish', 'red velvet cake', ['red velvet']),
  items('multi-word dish', 'grilled cheese', ['grilled cheese']),
  items('multi-word dish', 'lobster bisque', ['lobster bisque']),
];

const CONTROLS: JudgedQuery[] = [
  items('control', 'pizza', [PIZZA]),
  items('control', 'cheeseburger', ['cheeseburger|cheese burger']),
  items('control', 'caesar salad', ['caesar']),
  items('control', 'chicken wings', ['wing']),
  items('control', 'pepperoni pizza', ['pepperoni']),
  items('control', 'pad thai', ['pad thai']),
  items('control', 'ramen', ['ramen']),
  restaurants('control', 'sushi', [SUSHI]),
  restaurants('control', 'pizza', [PIZZA]),
  restaurants('control', 'bbq', [BBQ]),
  restaurants('control', 'seafood', [SEAFOOD]),
  restaurants('control', 'coffee', [COFFEE]),
  restaurants('control', 'bakery', [BAKERY]),
];

/** Words that state a filter or an order: hits must match the rest of the words and pass the filter. */
const FILTER_WORDS: JudgedQuery[] = [
  restaurants('filter words', 'cheap thai', [THAI], { priceRange: ['$'] }),
  restaurants('filter words', 'cheap tacos', [TACO], { priceRange: ['$'] }),
  restaurants('filter words', 'cheap pizza near me', [PIZZA], { priceRange: ['$'] }),
  restaurants('filter words', 'affordable sushi', [SUSHI], { priceRange: ['$', '$$'] }),
  restaurants('filter words', 'upscale steakhouse', ['steak*|chophouse'], { priceRange: ['$$$', '$$$$'] }),
  restaurants('filter words', 'fine dining italian', [ITALIAN], { priceRange: ['$$$', '$$$$'] }),
  restaurants('filter words', 'pizza open now', [PIZZA], { openNow: true }),
  restaurants('filter words', 'coffee open now', [COFFEE], { openNow: true }),
  restaurants('filter words', 'late night tacos', [TACO]),
  restaurants('filter words', 'best bbq', [BBQ]),
  restaurants('filter words', 'top rated sushi', [SUSHI]),
  items('filter words', 'burger under $10', [BURGER], { maxPrice: 10 }),
  items('filter words', 'tacos under 5 dollars', ['taco'], { maxPrice: 5 }),
  items('filter words', 'pad thai under $15', ['pad thai'], { maxPrice: 15 }),
  items('filter words', 'vegetarian chili', ['chili'], { dietary: 'vegetarian' }),
  items('filter words', 'vegan curry', ['curry'], { dietary: 'vegan' }),
  items('filter words', 'gluten free tacos', ['taco'], { dietary: 'gluten_free' }),
  items('filter words', 'cheap eats', [], { priceRange: ['$'] }),
];

/** Typos both searches could read apart: each must read them alike, and find what the reading names. */
const ONE_READING: JudgedQuery[] = [
  restaurants('one reading', 'thia', [THAI]),
  items('one reading', 'thia', ['thai']),
  restaurants('one reading', 'piza', [PIZZA]),
  items('one reading', 'piza', ['pizza']),
  restaurants('one reading', 'sushu', [SUSHI]),
  items('one reading', 'sushu', ['sushi']),
  restaurants('one reading', 'burito', ['burrito|mexican|taco*']),
  items('one reading', 'quesdilla', ['quesadilla']),
  restaurants('one reading', 'ramne', [`${JAPANESE}|${NOODLE}`]),
  items('one reading', 'ramne', ['ramen']),
];

export const QUERIES: JudgedQuery[] = [
  ...TYPOS,
  ...PLURALS,
  ...FILLER,
  ...PLACES,
  ...DISH_TO_RESTAURANT,
  ...PREFIXES,
  ...VARIANTS,
  ...CUISINES,
  ...MULTI_WORD_DISHES,
  ...FILTER_WORDS,
  ...ONE_READING,
  ...CONTROLS,
];
