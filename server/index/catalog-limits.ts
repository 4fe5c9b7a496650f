/**
 * What a catalog may hold so that the code reading it gives right answers, and the builder's refusal of anything
 * beyond (docs/scale.md). Each limit comes from how the query code stores or packs what it reads; none is a guess
 * at what data will come, and each is checked while the catalog is built, so no search meets more than it can serve.
 */
import type { CatalogRestaurant } from './source.ts';

/**
 * Rowids (restaurants' and items' alike) take this many bits. Every match of a word can be read from SQLite as one
 * JSON text of its rowids, and better-sqlite3 holds SQLite's strings and blobs to V8's longest string: this many
 * rowids of up to eight digits and a comma each fit in one, as does a blob of eight bytes per row.
 */
export const ROWID_BITS = 25;
/** Rows an index (restaurants, or items) may hold: rowids run 1..MOST_ROWS. */
export const MOST_ROWS = 2 ** ROWID_BITS - 1;
/**
 * A sort key and a rowid share the 53 bits of a float's exact integers (`packed-key.ts`): keys take the rest. A
 * review count sorts as its distance from this key, so it may be as large.
 */
export const MOST_SORT_KEY = 2 ** (53 - ROWID_BITS) - 1;
/** An item's price in cents sorts as its own key, and the key above every price is "no price". */
export const MOST_PRICE_CENTS = MOST_SORT_KEY - 1;
/** A restaurant's cuisines and its time zone are numbered in one byte each (`attributes.ts`). */
export const MOST_CUISINES = 256;
export const MOST_TIME_ZONES = 256;
/** The longest blob better-sqlite3 writes or reads (V8's longest string), which bounds each attribute's array. */
export const MOST_BLOB_BYTES = 2 ** 29 - 24;

/** The catalog cannot be served as built: `message` says why, in one line. */
export class CatalogRefusedError extends Error {
  constructor(reason: string) {
    super(`the catalog cannot be served: ${reason}`);
    this.name = 'CatalogRefusedError';
  }
}

const counted = (n: number) => n.toLocaleString('en-US');

/** Refuses restaurants the attributes cannot hold or a sort cannot order, before anything is written. */
export function checkRestaurants(restaurants: readonly CatalogRestaurant[]): void {
  if (restaurants.length > MOST_ROWS) {
    throw new CatalogRefusedError(`${counted(restaurants.length)} restaurants, at most ${counted(MOST_ROWS)}`);
  }
  const cuisines = new Set<string>();
  const zones = new Set<string>();
  for (const restaurant of restaurants) {
    const { id, ratingCount, ratingAverage } = restaurant;
    if (!(Number.isInteger(ratingCount) && ratingCount >= 0 && ratingCount <= MOST_SORT_KEY)) {
      throw new CatalogRefusedError(`${id} has ${ratingCount} reviews, outside 0..${counted(MOST_SORT_KEY)}`);
    }
    if (ratingAverage !== null && !(ratingAverage >= 0 && ratingAverage <= 5)) {
      throw new CatalogRefusedError(`${id} is rated ${ratingAverage}, outside 0..5`);
    }
    for (const cuisine of restaurant.cuisines) cuisines.add(cuisine);
    zones.add(restaurant.timezone);
  }
  if (cuisines.size > MOST_CUISINES) {
    throw new CatalogRefusedError(`${counted(cuisines.size)} cuisines, at most ${MOST_CUISINES}`);
  }
  if (zones.size > MOST_TIME_ZONES) {
    throw new CatalogRefusedError(`${counted(zones.size)} time zones, at most ${MOST_TIME_ZONES}`);
  }
}

/** Refuses an item past the last rowid, or priced outside what a price sort can order. */
export function checkItem(rowid: number, id: string, priceCents: number | null): void {
  if (rowid > MOST_ROWS) throw new CatalogRefusedError(`more than ${counted(MOST_ROWS)} menu items`);
  if (priceCents !== null && !(Number.isInteger(priceCents) && priceCents >= 0 && priceCents <= MOST_PRICE_CENTS)) {
    throw new CatalogRefusedError(`${id} costs ${priceCents} cents, outside 0..${counted(MOST_PRICE_CENTS)}`);
  }
}

/** Refuses an attribute array longer than a blob can be (many hours or cuisines per restaurant). */
export function checkBlob(name: string, bytes: number): void {
  if (bytes > MOST_BLOB_BYTES) {
    throw new CatalogRefusedError(
      `the attribute ${name} takes ${counted(bytes)} bytes, at most ${counted(MOST_BLOB_BYTES)}`,
    );
  }
}
