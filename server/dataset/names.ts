/**
 * Names of independent restaurants that fit the cuisine: an owner's name, a word of the trade, sometimes the city
 * or street. Owners' names come from faker's English name lists, so names are nearly unique within a city; chains
 * are named in chains.ts and never reused by an independent. A name says one cuisine: cuisines that share a menu
 * kind (burgers and fast food, coffee and cafés) call themselves by words of their own.
 */
import { brandNamed } from './chains.ts';
import type { Cuisine } from './cuisine-type.ts';
import { FIRST_NAMES, LAST_NAMES, styleOf } from './name-styles.ts';
import type { Rng } from './random.ts';

const possessive = (owner: string) => (owner.endsWith('s') ? `${owner}'` : `${owner}'s`);

/** One candidate name for an independent restaurant of this cuisine. */
function candidate(rng: Rng, cuisine: Cuisine, city: string, streetName: string): string {
  const { owners, nouns, moods } = styleOf(cuisine);
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
 * Name of an independent restaurant, different from every name already `taken` in its city and from every chain's
 * name. When a few tries collide, an owner's surname makes one; in the largest cities at the largest scales even
 * those run out, and two partners' surnames make one of its own.
 */
export function restaurantName(
  rng: Rng,
  cuisine: Cuisine,
  city: string,
  streetName: string,
  taken: Set<string>,
): string {
  for (let attempt = 0; attempt < 6; attempt++) {
    const name = candidate(rng, cuisine, city, streetName);
    if (!taken.has(name) && !brandNamed(name)) return name;
  }
  for (let tries = 0; ; tries += 1) {
    const partner = tries === 0 ? '' : `${rng.pick(LAST_NAMES)} & `;
    const name = `${partner}${possessive(rng.pick(LAST_NAMES))} ${rng.pick(styleOf(cuisine).nouns)}`;
    const own = brandNamed(name) ? `${name} of ${city}` : name;
    if (!taken.has(own)) return own;
  }
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
export function houseWordOf(name: string, cuisine: Cuisine): string | undefined {
  const bare = name.replace(/^The /, '');
  for (const noun of styleOf(cuisine).nouns) {
    if (bare.endsWith(` ${noun}`)) return bare.slice(0, -noun.length - 1);
  }
  return undefined;
}
