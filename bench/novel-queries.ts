/**
 * A few hundred distinct queries as people type them into a restaurant or menu search (dishes, cuisines, places,
 * slips of the finger, plurals, filler words, words still being typed), for timing each query once: what a user
 * meets is a query the engine has not just answered. Deterministic: the same list every run.
 */

const DISHES = [
  'pad thai',
  'chicken tikka masala',
  'fish tacos',
  'clam chowder',
  'lobster roll',
  'pulled pork',
  'beef brisket',
  'shrimp and grits',
  'chicken parmesan',
  'eggplant parm',
  'pho',
  'ramen',
  'general tso chicken',
  'orange chicken',
  'fried rice',
  'lo mein',
  'carne asada burrito',
  'chile relleno',
  'tamales',
  'enchiladas verdes',
  'falafel wrap',
  'lamb gyro',
  'chicken shawarma',
  'hummus',
  'margherita pizza',
  'pepperoni pizza',
  'garlic knots',
  'caesar salad',
  'cobb salad',
  'french onion soup',
  'grilled cheese',
  'blt',
  'reuben',
  'philly cheesesteak',
  'buffalo wings',
  'chicken and waffles',
  'biscuits and gravy',
  'eggs benedict',
  'french toast',
  'blueberry pancakes',
  'breakfast burrito',
  'huevos rancheros',
  'cheeseburger',
  'bacon cheeseburger',
  'veggie burger',
  'hot dog',
  'corn dog',
  'fish and chips',
  'crab cakes',
  'oysters',
  'salmon teriyaki',
  'spicy tuna roll',
  'california roll',
  'miso soup',
  'bibimbap',
  'bulgogi',
  'kimchi fried rice',
  'dumplings',
  'xiao long bao',
  'tom yum',
  'green curry',
  'butter chicken',
  'samosa',
  'naan',
  'tiramisu',
  'cheesecake',
  'key lime pie',
  'apple pie',
  'chocolate cake',
  'ice cream sundae',
  'milkshake',
  'iced coffee',
  'matcha latte',
  'bubble tea',
  'mac and cheese',
  'meatloaf',
  'pot roast',
  'fried chicken',
  'chicken fried steak',
  'ribeye',
  'filet mignon',
  'new york strip',
  'baby back ribs',
  'jambalaya',
  'gumbo',
  'po boy',
  'beignets',
  'poke bowl',
  'acai bowl',
  'avocado toast',
];

const CUISINES = [
  'thai',
  'vietnamese',
  'korean',
  'ethiopian',
  'peruvian',
  'greek',
  'lebanese',
  'indian',
  'szechuan',
  'cajun',
  'soul',
  'tex mex',
  'hawaiian',
  'german',
  'polish',
  'cuban',
  'brazilian',
  'filipino',
  'turkish',
  'mediterranean',
];

const PLACES = [
  'houston',
  'in chicago',
  'nyc',
  'brooklyn',
  'sf',
  'in la',
  'seattle',
  'portland',
  'austin tx',
  'denver',
  'boston',
  'miami',
  'atlanta ga',
  'new orleans',
  'nashville',
  'memphis',
  'phoenix',
  'san diego',
  'philadelphia',
  'dallas',
  'las vegas',
  'minneapolis',
  'detroit',
  'kansas city',
  'st louis',
];

const FILLERS = ['food', 'restaurant', 'near me', 'best', 'place', 'spot', 'takeout', 'cheap', 'open now', 'delivery'];

/** A deterministic slip of the finger: swap, drop or double a letter, away from the first one. */
function slip(word: string, n: number): string {
  if (word.length < 4) return word;
  const at = 1 + (n % (word.length - 2));
  switch (n % 3) {
    case 0:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    default:
      return word.slice(0, at) + word[at] + word.slice(at);
  }
}

export function novelQueries(): { cls: string; q: string }[] {
  const queries: { cls: string; q: string }[] = [];
  const add = (cls: string, q: string) => queries.push({ cls, q });
  DISHES.forEach((dish) => add('dish', dish));
  DISHES.filter((_, i) => i % 2 === 0).forEach((dish, i) =>
    add('dish + place', `${dish} ${PLACES[i % PLACES.length]}`),
  );
  DISHES.filter((_, i) => i % 2 === 1).forEach((dish, i) => {
    const words = dish.split(' ');
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    add('typo', words.map((word) => (word === longest ? slip(word, i) : word)).join(' '));
  });
  CUISINES.forEach((cuisine, i) =>
    add('cuisine + filler', `${FILLERS[i % FILLERS.length]} ${cuisine} ${FILLERS[(i + 3) % FILLERS.length]}`),
  );
  // Search as you type: every prefix of a few queries from the third letter on.
  for (const typed of ['burrito bowl', 'chicken sandwich', 'sushi in seattle', 'margarita', 'spaghetti carbonara']) {
    for (let length = 3; length <= typed.length; length += 2) add('typing', typed.slice(0, length).trimEnd());
  }
  return queries.filter(({ q }, index) => queries.findIndex((other) => other.q === q) === index);
}
