/** The query words the search and load benchmarks share: what users type most, by kind. */
export const COMMON = ['chicken', 'pizza', 'salad', 'burger', 'taco', 'rice', 'cheese', 'shrimp', 'soup', 'fries'];
export const TWO_WORDS = [
  'chicken sandwich',
  'pepperoni pizza',
  'caesar salad',
  'beef taco',
  'fried rice',
  'pad thai',
  'spicy chicken',
  'grilled salmon',
  'cheese burger',
  'chocolate cake',
];
export const PREFIXES = ['c', 'p', 's', 'b', 't', 'ch', 'pi', 'sa', 'bu', 'chi', 'piz', 'sal', 'bur', 'tac'];
export const BIG_CITIES: [string, string][] = [
  ['New York', 'NY'],
  ['Los Angeles', 'CA'],
  ['Chicago', 'IL'],
  ['Houston', 'TX'],
  ['Phoenix', 'AZ'],
  ['Philadelphia', 'PA'],
  ['San Antonio', 'TX'],
  ['San Diego', 'CA'],
];
export const BIG_STATES = ['CA', 'TX', 'NY', 'FL', 'IL'];
