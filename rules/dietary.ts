/**
 * The dietary tags a menu item can carry, one vocabulary for the API's filter, facet and fields, the catalog's
 * storage (one bit each) and the app's labels.
 */
export const DIETARY_TAGS = ['vegetarian', 'vegan', 'gluten_free'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** Tags as the bits the catalog stores (vegetarian 1, vegan 2, gluten free 4). */
export function dietaryBits(tags: readonly DietaryTag[]): number {
  return tags.reduce((bits, tag) => bits | (1 << DIETARY_TAGS.indexOf(tag)), 0);
}

export function dietaryOfBits(bits: number): DietaryTag[] {
  return DIETARY_TAGS.filter((_, index) => ((bits >> index) & 1) === 1);
}
