/**
 * What a relevant hit is for a generated query, judged by machine from structured fields only, never from how the
 * search ranked or explained it:
 *
 * - a cuisine: the restaurant's cuisines (for a menu item, its restaurant's, looked up in the catalog by id)
 *   include one the query's cuisine accepts (itself, or a dish or venue it qualifies: "Neapolitan pizza" for pizza);
 * - a dish: the dish's words (connecting words such as "and", "with", "de" aside), in any order, in either number
 *   and joined or split alike ("ice cream" = "icecream"), are all words of the item's name; for a restaurant, of
 *   its name, of one of its cuisines' labels, of one dish the search said matched, or of one dish of its menu in
 *   the catalog (never words gathered from two dishes);
 * - a restaurant's name: the hit's name is that name (case, accents, punctuation and a leading "the" folded);
 * - a place: the hit's city (folded) is the query's, and its state too when the query names one;
 * - a filter word: the field it filters on (price tier, an item's price, a dietary tag, open now).
 *
 * The generator checks each query against the same rules over the catalog's own rows, so that each asks for
 * something the catalog holds at least five relevant answers to (README, "Figures").
 */
import { containsDish, foldText, foldWords } from './text.ts';

export interface GeneratedRule {
  /** Any of these cuisine slugs. */
  cuisines?: string[];
  /** A dish's folded words. */
  dish?: string[];
  /** A restaurant's name. */
  name?: string;
  /** Folded city name. */
  city?: string;
  /** State code (only with city). */
  state?: string;
  priceRange?: string[];
  maxPrice?: number;
  dietary?: string;
  openNow?: true;
}

/** A hit (or a catalog row) as the rules read it. */
export interface HitFacts {
  name: string;
  /** Folded. */
  city: string;
  state: string;
  cuisines: readonly string[];
  priceRange: string | null;
  openNow: boolean | null;
  price: number | null;
  dietary: readonly string[];
  /** The folded texts a dish is looked for in. */
  dishTexts: () => readonly (readonly string[])[];
}

/** What a judge looks up in the catalog by id, for what a hit does not carry. */
export interface FactSource {
  cuisinesOf(restaurantId: string): readonly string[] | null;
  restaurantDishTextsById(restaurantId: string, matched: readonly string[]): string[][] | null;
  cuisineLabel(slug: string): string;
}

export function isRelevant(rule: GeneratedRule, hit: HitFacts): boolean {
  if (rule.city !== undefined && hit.city !== rule.city) return false;
  if (rule.state !== undefined && hit.state !== rule.state) return false;
  if (rule.priceRange && (hit.priceRange === null || !rule.priceRange.includes(hit.priceRange))) return false;
  if (rule.maxPrice !== undefined && (hit.price === null || hit.price > rule.maxPrice)) return false;
  if (rule.dietary !== undefined && !hit.dietary.includes(rule.dietary)) return false;
  if (rule.openNow && hit.openNow !== true) return false;
  if (rule.cuisines && !hit.cuisines.some((slug) => rule.cuisines!.includes(slug))) return false;
  if (rule.name !== undefined && nameKey(hit.name) !== nameKey(rule.name)) return false;
  if (rule.dish && !hit.dishTexts().some((words) => containsDish(words, rule.dish!))) return false;
  return true;
}

/** A restaurant's name as a person means it: folded, a leading "the" aside ("The Rusty Eatery" = "Rusty Eatery"). */
export const nameKey = (name: string) => foldText(name).replace(/^the /, '');

export interface RestaurantHit {
  restaurant_id: string;
  name: string;
  cuisines: string[];
  matched_dishes?: string[];
  address: { city: string; state: string };
  price_range?: string | null;
  open_now?: boolean | null;
}

export interface ItemHit {
  restaurant_id: string;
  name: string;
  city: string;
  state: string;
  price?: number | null;
  price_range?: string | null;
  dietary?: string[];
}

/** A restaurant hit: its own fields, and its menu from the catalog for a dish. */
export function restaurantHitFacts(hit: RestaurantHit, source: FactSource): HitFacts {
  const matched = hit.matched_dishes ?? [];
  return {
    name: hit.name,
    city: foldText(hit.address.city),
    state: hit.address.state,
    cuisines: hit.cuisines,
    priceRange: hit.price_range ?? null,
    openNow: hit.open_now ?? null,
    price: null,
    dietary: [],
    dishTexts: () =>
      source.restaurantDishTextsById(hit.restaurant_id, matched) ?? [
        foldWords(hit.name),
        ...hit.cuisines.map((slug) => foldWords(source.cuisineLabel(slug))),
        ...matched.map(foldWords),
      ],
  };
}

/** An item hit: its own fields, and its restaurant's cuisines from the catalog. */
export function itemHitFacts(hit: ItemHit, source: FactSource): HitFacts {
  return {
    name: hit.name,
    city: foldText(hit.city),
    state: hit.state,
    cuisines: source.cuisinesOf(hit.restaurant_id) ?? [],
    priceRange: hit.price_range ?? null,
    openNow: null,
    price: hit.price ?? null,
    dietary: hit.dietary ?? [],
    dishTexts: () => [foldWords(hit.name)],
  };
}
