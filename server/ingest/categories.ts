/**
 * From source categories (Uber Eats' and Yelp's spellings) to our cuisine slugs, as documented in
 * docs/import-categories.md (a test keeps the two in step).
 *
 * - A category in CATEGORY_TABLE becomes its slugs, and each slug brings its parents from the cuisine table
 *   ("Sushi Bars" → sushi, japanese).
 * - A category in NOT_CUISINES (what a place is or sells besides food styles: "Restaurants", "Alcohol", "Family
 *   Meals") is left out; when nothing else is left, the place keeps the slug of its first category that is not
 *   "Restaurants" or "Food", so it still has a cuisine. With only those two (or no category) it has none, and
 *   the readers reject it.
 * - Any other category becomes its own slug, labelled with the source's text ("Pan Asian" → pan-asian), unless
 *   that slug is one of ours already ("Wine Bar" → wine-bar).
 *
 * The order is the source's (its first category is usually the main one), except that a slug always comes before
 * the more general slugs it belongs to (Uber Eats' "American, Burgers" → burgers, american).
 */
import { MAX_CUISINE_SLUG_LENGTH } from '../../rules/limits.ts';
import { CUISINE_BY_SLUG } from '../dataset/cuisines.ts';
import { slugify } from '../index/ids.ts';
import type { CuisineLabel } from './reader.ts';
import { cleanText } from './text.ts';

/**
 * Source spellings (separated by " | ") and the slugs they stand for, most specific first. Spellings that differ
 * only in case, accents, "&" or "and" and punctuation are one ("Breakfast and Brunch" is "Breakfast & Brunch").
 */
// prettier-ignore
export const CATEGORY_TABLE: ReadonlyArray<readonly [names: string, slugs: string]> = [
  ['American | American (Traditional) | Traditional American', 'american'],
  ['American (New) | New American', 'new-american'],
  ['Burgers | Burger', 'burgers'],
  ['Fast Food', 'fast-food'],
  ['Hot Dogs', 'hot-dogs'],
  ['Diners | Diner', 'diner'],
  ['Steakhouses | Steakhouse | Steak', 'steakhouse'],
  ['Gastropubs | Gastropub', 'gastropub'],
  ['Brewpubs | Breweries', 'brewpub'],
  ['Sports Bars', 'sports-bar'],
  ['Bars | Bar | Pubs | Pub | Cocktail Bars | Dive Bars | Beer Bar', 'bar'],
  ['Wine Bars', 'wine-bar'],
  ['Irish | Irish Pub', 'irish'],
  ['Breakfast & Brunch | Breakfast | Brunch', 'breakfast-brunch'],
  ['Pizza', 'pizza'],
  ['Neapolitan Pizza', 'neapolitan-pizza'],
  ['Italian', 'italian'],
  ['Mexican | Burritos', 'mexican'],
  ['Tex-Mex', 'tex-mex'],
  ['Tacos', 'tacos'],
  ['Latin American | Latin', 'latin-american'],
  ['Salvadoran', 'salvadoran'],
  ['Peruvian', 'peruvian'],
  ['Brazilian', 'brazilian'],
  ['Cuban', 'cuban'],
  ['Colombian', 'colombian'],
  ['Caribbean', 'caribbean'],
  ['Jamaican', 'jamaican'],
  ['Chinese', 'chinese'],
  ['Szechuan | Sichuan', 'szechuan'],
  ['Cantonese', 'cantonese'],
  ['Dim Sum', 'dim-sum'],
  ['Taiwanese', 'taiwanese'],
  ['Japanese', 'japanese'],
  ['Sushi Bars | Sushi', 'sushi'],
  ['Ramen', 'ramen'],
  ['Korean', 'korean'],
  ['Noodles', 'noodles'],
  ['Asian Fusion', 'asian-fusion'],
  ['Thai', 'thai'],
  ['Vietnamese', 'vietnamese'],
  ['Pho', 'pho'],
  ['Banh Mi', 'banh-mi'],
  ['Filipino', 'filipino'],
  ['Malaysian', 'malaysian'],
  ['Indonesian', 'indonesian'],
  ['Cambodian', 'cambodian'],
  ['Indian', 'indian'],
  ['Nepalese | Nepali | Himalayan/Nepalese', 'nepali'],
  ['Hawaiian', 'hawaiian'],
  ['Poke', 'poke'],
  ['Barbeque | Barbecue | BBQ', 'bbq'],
  ['Southern', 'southern'],
  ['Soul Food', 'soul-food'],
  ['Cajun/Creole | Cajun | Creole', 'cajun'],
  ['Chicken | Chicken Shop', 'chicken'],
  ['Hot Chicken', 'hot-chicken'],
  ['Chicken Wings | Wings', 'wings'],
  ['Seafood', 'seafood'],
  ['Fish & Chips', 'fish-and-chips'],
  ['Coffee & Tea | Coffee', 'coffee'],
  ['Cafes | Cafe', 'cafe'],
  ['Bubble Tea', 'bubble-tea'],
  ['Bakeries | Bakery', 'bakery'],
  ['Donuts', 'donuts'],
  ['Bagels', 'bagels'],
  ['Sandwiches | Sandwich', 'sandwiches'],
  ['Delis | Deli', 'deli'],
  ['Cheesesteaks | Cheesesteak', 'cheesesteaks'],
  ['Mediterranean', 'mediterranean'],
  ['Greek', 'greek'],
  ['Middle Eastern', 'middle-eastern'],
  ['Lebanese', 'lebanese'],
  ['Turkish', 'turkish'],
  ['Persian/Iranian | Persian', 'persian'],
  ['Afghan', 'afghan'],
  ['Halal', 'halal'],
  ['Falafel', 'falafel'],
  ['French', 'french'],
  ['Creperies | Crepes', 'creperie'],
  ['Spanish', 'spanish'],
  ['Tapas Bars | Tapas/Small Plates | Tapas', 'tapas'],
  ['German', 'german'],
  ['Polish', 'polish'],
  ['Ethiopian', 'ethiopian'],
  ['Salads | Salad', 'salads'],
  ['Vegan', 'vegan'],
  ['Vegetarian', 'vegetarian'],
  ['Juice Bars & Smoothies | Smoothies | Juice Bar', 'juice-bar'],
  ['Ice Cream & Frozen Yogurt', 'ice-cream frozen-yogurt'],
  ['Ice Cream', 'ice-cream'],
  ['Frozen Yogurt', 'frozen-yogurt'],
  ['Desserts | Dessert', 'desserts'],
];

/** Categories that say what a place is or sells, not what cooking it serves. */
// prettier-ignore
export const NOT_CUISINES: readonly string[] = [
  'Restaurants', 'Food', 'Family Meals', 'Convenience', 'Alcohol', 'Everyday Essentials', 'Comfort Food',
  'Group Friendly', 'Exclusive to Eats', 'Food Trucks', 'Food Delivery Services', 'Caterers', 'Nightlife',
  'Event Planning & Services', 'Specialty Food', 'Grocery', 'Shopping', 'Local Flavor', 'Beer', 'Wine & Spirits',
  'Convenience Stores', 'Gas Stations', 'Drugstores',
];

/** The umbrella categories Yelp puts on every eatery; never a cuisine, not even as the last resort. */
const UMBRELLAS: ReadonlySet<string> = new Set(['restaurants', 'food']);

/**
 * A category's slug: ASCII, lower case, hyphenated, at most MAX_CUISINE_SLUG_LENGTH characters (the longest a search
 * accepts); '' for text without letters or digits. It is also how the tables are looked up, so case, accents, "&"
 * or "and" and punctuation do not matter.
 */
export function slugOfCategory(name: string): string {
  const slug = slugify(cleanText(name));
  if (slug.length <= MAX_CUISINE_SLUG_LENGTH) return slug;
  // Cut at the last hyphen within the limit (one just past it counts), so no word is cut in half.
  const hyphen = slug.lastIndexOf('-', MAX_CUISINE_SLUG_LENGTH);
  return hyphen > 0 ? slug.slice(0, hyphen) : slug.slice(0, MAX_CUISINE_SLUG_LENGTH);
}

const SLUGS_OF_CATEGORY: ReadonlyMap<string, readonly string[]> = new Map(
  CATEGORY_TABLE.flatMap(([names, slugs]) =>
    names.split(' | ').map((name) => [slugOfCategory(name), slugs.split(' ')]),
  ),
);
const NOT_CUISINE_KEYS: ReadonlySet<string> = new Set(NOT_CUISINES.map(slugOfCategory));

/**
 * Turns categories into cuisine slugs and remembers the slugs it has handed out, with their labels (ours for
 * known slugs, the source's first spelling for new ones), for the catalog's cuisine list. One vocabulary serves a
 * whole import, so every reader's slugs end up in one list.
 */
export class CuisineVocabulary {
  private readonly met = new Map<string, string>();

  /** Our slugs for a place's categories, most specific first; empty when there is none but "Restaurants" or "Food". */
  cuisinesOf(categories: readonly string[]): string[] {
    const slugs: string[] = [];
    for (const category of categories) {
      const key = slugOfCategory(category);
      if (NOT_CUISINE_KEYS.has(key) || UMBRELLAS.has(key)) continue;
      for (const slug of SLUGS_OF_CATEGORY.get(key) ?? [key]) this.add(slugs, slug, category);
    }
    if (slugs.length === 0) {
      const fallback = categories.find((category) => !UMBRELLAS.has(slugOfCategory(category)));
      if (fallback !== undefined) this.add(slugs, slugOfCategory(fallback), fallback);
    }
    return slugs;
  }

  /** Every slug handed out so far, with its label. */
  labels(): CuisineLabel[] {
    return [...this.met].map(([slug, label]) => ({ slug, label }));
  }

  /** Adds `slug` and its parents, each before any more general slug already there. */
  private add(slugs: string[], slug: string, category: string): void {
    if (slug === '') return;
    const cuisine = CUISINE_BY_SLUG.get(slug);
    for (const each of [slug, ...(cuisine?.parents ?? [])]) {
      if (slugs.includes(each)) continue;
      const general = slugs.findIndex((other) => isAncestor(other, each));
      if (general < 0) slugs.push(each);
      else slugs.splice(general, 0, each);
      if (!this.met.has(each)) this.met.set(each, CUISINE_BY_SLUG.get(each)?.label ?? cleanText(category));
    }
  }
}

function isAncestor(general: string, slug: string): boolean {
  return CUISINE_BY_SLUG.get(slug)?.parents.includes(general) ?? false;
}
