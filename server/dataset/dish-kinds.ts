/**
 * What kind of dish a menu's words say: the head of a dish's name, which English puts last ("Squid Garlic
 * Stir-Fry" is a stir-fry, "Chicken Noodle Soup" a soup), and the kinds a section's title names ("Soups & Salads").
 * The catalog report and the menu tests use it to find dishes listed under a section that says another kind.
 */

interface DishKind {
  /** The words that say it, singular and plural, lower case. */
  words: readonly string[];
  /** Not for a dessert or drinks section (a sticky rice or a fruit salad may be, a burger is not). */
  savoury: boolean;
}

const DISH_KINDS = {
  curry: { words: ['curry', 'curries'], savoury: true },
  'stir-fry': { words: ['stir-fry', 'stir-fries', 'stir-fried'], savoury: true },
  pizza: { words: ['pizza', 'pizzas', 'pizze'], savoury: true },
  taco: { words: ['taco', 'tacos'], savoury: true },
  burrito: { words: ['burrito', 'burritos'], savoury: true },
  burger: { words: ['burger', 'burgers'], savoury: true },
  sandwich: {
    words: ['sandwich', 'sandwiches', 'sub', 'subs', 'hoagie', 'hoagies', 'wrap', 'wraps', 'bánh mì', 'banh mi'],
    savoury: true,
  },
  noodles: {
    words: ['noodle', 'noodles', 'lo mein', 'chow mein', 'pad thai', 'pad see ew', 'ramen', 'udon', 'pho', 'phở'],
    savoury: true,
  },
  wings: { words: ['wing', 'wings'], savoury: true },
  salad: { words: ['salad', 'salads'], savoury: false },
  soup: { words: ['soup', 'soups'], savoury: false },
  rice: { words: ['rice'], savoury: false },
} as const satisfies Record<string, DishKind>;

type Kind = keyof typeof DISH_KINDS;

const KINDS = Object.keys(DISH_KINDS) as Kind[];
/** Burgers and sandwiches share sections on real menus ("Burgers" with a chicken sandwich, "Sandwiches & Wraps"). */
const ALIKE: ReadonlyArray<readonly [Kind, Kind]> = [['burger', 'sandwich']];
const SWEET_OR_DRINK = /\b(desserts?|sweets|dolci|postres|drinks|beverages|bebidas)\b/i;
/** A title that also names a course or says "more" promises no one kind: "Appetizers & Soups", "Sandwiches & More". */
const OPEN_TITLE = /\b(appetizers|starters|sides|more|specials|specialties|combos|plates|platters|entrées|mains)\b/i;

const wordPattern = (words: readonly string[], at: string) =>
  new RegExp(`(?<![\\p{L}-])(${words.join('|')})${at}`, 'iu');
const ANYWHERE = new Map(KINDS.map((k) => [k, wordPattern(DISH_KINDS[k].words, '(?![\\p{L}-])')]));
const AT_END = new Map(KINDS.map((k) => [k, wordPattern(DISH_KINDS[k].words, '$')]));

/** The kinds a section title names: "Soups & Salads" → soup, salad; "Entrées" → none. */
export function kindsNamed(text: string): Kind[] {
  return KINDS.filter((k) => ANYWHERE.get(k)!.test(text));
}

/** The kind a dish's name ends on, before any "with …" or ", …": "Pork Fried Rice" is rice, "Beef with Kale" none. */
export function headKind(name: string): Kind | undefined {
  const head = name.split(/ with |, /i)[0]!.trim();
  return KINDS.find((k) => AT_END.get(k)!.test(head));
}

/**
 * Whether a dish's name says a kind its section's title does not: a stir-fry under "Curries", a burrito under
 * "Tacos", a burger under "Drinks". A dish whose name also holds a kind the title names fits ("Spicy Noodle Soup"
 * under "Noodles").
 */
export function outOfSection(title: string, name: string): boolean {
  const head = headKind(name);
  if (!head) return false;
  const named = kindsNamed(title);
  if (named.length === 0) return SWEET_OR_DRINK.test(title) && DISH_KINDS[head].savoury;
  if (OPEN_TITLE.test(title)) return false;
  if (named.includes(head)) return false;
  if (ALIKE.some(([a, b]) => (head === a && named.includes(b)) || (head === b && named.includes(a)))) return false;
  return !kindsNamed(name).some((k) => named.includes(k));
}
