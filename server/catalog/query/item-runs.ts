/**
 * Items belong to restaurants in runs of rowids (`Attributes.firstItem`), so a loop over items in rowid order meets
 * each restaurant once, in order: walking `firstItem` finds each run's restaurant once, for a loop that does
 * something per run. A pass that must not branch on where runs end (a broad match counted by restaurant,
 * `facets.ts`) reads every item's restaurant from `Attributes.restaurantOf` instead.
 */

/**
 * The restaurant holding `item`, looking forward from restaurant `from`. A function of its own rather than a `while`
 * inside each loop over items: there V8 compiled the inner loop on the fly and threw that code away as soon as the
 * inner loop ended, leaving the outer loop to the interpreter, and did so again in every later call (docs/toolchain.md,
 * "V8 and the first requests", has how often and what it cost).
 */
export function restaurantHolding(firstItem: Uint32Array, item: number, from: number): number {
  let r = from;
  while (item >= firstItem[r + 1]!) r += 1;
  return r;
}
