/**
 * Vocabulary format for menu generation. Each menu kind is an ordered list of sections; each section holds dish
 * lines in a small text format that `menus.ts` compiles once at module load:
 *
 *   "Name; description; price[; mp]"
 *
 * - `price` is the base price in dollars for a '$$' restaurant at cost index 1.0.
 * - `description` may be empty ("Soda;;2.5"): the item then never has a description.
 * - Name and description may contain choices, `{Chicken|Beef|Shrimp:+2|Tofu}`: one option is picked per item,
 *   and `:+2` / `:-1` adjusts the base price. Options keep their spaces, so `{|Spicy }Tuna Roll` works.
 * - A leading `!` marks a signature: every menu of the kind lists it (before `*` when both apply).
 * - A leading `*` marks a staple (picked about three times as often as other dishes in its section).
 * - A trailing `; mp` marks dishes that are often sold at market price (lobster, whole fish, big steaks).
 * - Descriptions must not contain `;`.
 */

export interface SectionSpec {
  /** One or more titles separated by `|`; one is picked per menu. */
  title: string;
  /** Probability that the section appears on a menu of typical size for its cuisine. */
  p: number;
  /** Relative share of the menu's items once the section is present. */
  w: number;
  /** At least one main section is always present. */
  main: boolean;
  dishes: readonly string[];
  /** Cuisine slugs (the restaurant's primary cuisine) for which the section is near-certain. */
  boost?: readonly string[];
  /** The section exists only for these cuisine slugs (and is near-certain for them). */
  only?: readonly string[];
  /** Cuisine slugs for which the section is rare (probability × 0.12). */
  avoid?: readonly string[];
}

export type KindVocab = readonly SectionSpec[];

/** An optional (non-main) section. */
export function sec(title: string, p: number, w: number, dishes: readonly string[]): SectionSpec {
  return { title, p, w, main: false, dishes };
}

/** A main section: a menu always has at least one. */
export function main(title: string, p: number, w: number, dishes: readonly string[]): SectionSpec {
  return { title, p, w, main: true, dishes };
}

/** Ties a section to specific cuisines of its menu kind (e.g. a Donuts section for `donuts` in the bakery kind). */
export function forCuisines(
  spec: SectionSpec,
  tags: { boost?: readonly string[]; only?: readonly string[]; avoid?: readonly string[] },
): SectionSpec {
  return { ...spec, ...tags };
}
