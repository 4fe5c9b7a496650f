/**
 * Readers for the public "Uber Eats USA Restaurants and Menus" dataset: `restaurants.csv` (one row a restaurant)
 * and `restaurant-menus.csv` (one row a menu item). Each row gets a verdict of its own; what the rules keep,
 * change and reject is listed in docs/import-categories.md ("Uber Eats").
 */
import { US_STATES, US_STATE_CODES } from '../../rules/us-states.ts';
import { CuisineVocabulary } from './categories.ts';
import { readCsvRecords, type CsvEntry } from './csv.ts';
import type { MenuRowDraft, ReadRow, RestaurantDraft, RowOrigin } from './reader.ts';
import { cleanText } from './text.ts';

export const RESTAURANT_COLUMNS = [
  'id',
  'position',
  'name',
  'score',
  'ratings',
  'category',
  'price_range',
  'full_address',
  'zip_code',
  'lat',
  'lng',
] as const;
export const MENU_COLUMNS = ['restaurant_id', 'category', 'name', 'description', 'price'] as const;

type RestaurantRow = Record<(typeof RESTAURANT_COLUMNS)[number], string>;
type MenuRow = Record<(typeof MENU_COLUMNS)[number], string>;

/** Rows of `restaurants.csv`. Pass one CuisineVocabulary to every reader of an import to get all cuisine labels. */
export async function* readUberEatsRestaurants(
  path: string,
  cuisines = new CuisineVocabulary(),
): AsyncGenerator<ReadRow<RestaurantDraft>> {
  for await (const batch of readCsvRecords(path, RESTAURANT_COLUMNS)) {
    for (const entry of batch) {
      if (!entry.ok) {
        yield unreadable(path, entry);
        continue;
      }
      const [id, position, name, score, ratings, category, price_range, full_address, zip_code, lat, lng] =
        entry.fields as [string, string, string, string, string, string, string, string, string, string, string];
      const row: RestaurantRow = {
        id,
        position,
        name,
        score,
        ratings,
        category,
        price_range,
        full_address,
        zip_code,
        lat,
        lng,
      };
      yield restaurant({ file: path, line: entry.line, row }, row, cuisines);
    }
  }
}

/** Rows of `restaurant-menus.csv`. Whether the restaurant exists is the pipeline's question, not this reader's. */
export async function* readUberEatsMenus(path: string): AsyncGenerator<ReadRow<MenuRowDraft>> {
  for await (const batch of readCsvRecords(path, MENU_COLUMNS)) {
    for (const entry of batch) {
      if (!entry.ok) {
        yield unreadable(path, entry);
        continue;
      }
      const [restaurant_id, category, name, description, price] = entry.fields as [
        string,
        string,
        string,
        string,
        string,
      ];
      const row: MenuRow = { restaurant_id, category, name, description, price };
      yield menuItem({ file: path, line: entry.line, row }, row);
    }
  }
}

function unreadable<T>(file: string, entry: CsvEntry & { ok: false }): ReadRow<T> {
  return { origin: { file, line: entry.line, row: entry.text }, ok: false, reason: entry.reason };
}

function restaurant(origin: RowOrigin, row: RestaurantRow, cuisines: CuisineVocabulary): ReadRow<RestaurantDraft> {
  const reject = (reason: string): ReadRow<RestaurantDraft> => ({ origin, ok: false, reason });
  const sourceId = row.id.trim();
  if (sourceId === '') return reject('no id');
  const fullName = cleanText(row.name);
  if (fullName === '') return reject('no name');
  const latitude = coordinate(row.lat, 90);
  const longitude = coordinate(row.lng, 180);
  if (latitude === null || longitude === null) return reject('coordinates unreadable');
  const address = parseAddress(row.full_address);
  if (typeof address === 'string') return reject(address);
  const categories = row.category.split(',').filter((category) => cleanText(category) !== '');
  if (categories.length === 0) return reject('no categories');
  const slugs = cuisines.cuisinesOf(categories);
  if (slugs.length === 0) return reject('no cuisine among the categories');

  const changes: string[] = [];
  if (address.street === '') changes.push('no street');
  const postalCode = address.postalCode || postalCodeOf(row.zip_code, changes);
  const { ratingAverage, ratingCount } = rating(row.score, row.ratings, changes);
  const name = withoutBranch(fullName, row.full_address);
  return {
    origin,
    ok: true,
    changes,
    value: {
      sourceId,
      name,
      // Uber Eats names a location after its branch only where the brand has several: such a name is a chain's.
      chain: name === fullName ? null : name,
      // A restaurant listed on a delivery service delivers; the rest it does not say.
      service: { delivery: true, takeout: null, dineIn: null, reservations: null },
      cuisines: slugs,
      priceRange: priceRange(row.price_range, changes),
      ratingAverage,
      ratingCount,
      street: address.street,
      city: address.city,
      state: address.state,
      postalCode,
      latitude,
      longitude,
      phone: null,
      website: null,
      hours: null,
    },
  };
}

function menuItem(origin: RowOrigin, row: MenuRow): ReadRow<MenuRowDraft> {
  const restaurantSourceId = row.restaurant_id.trim();
  if (restaurantSourceId === '') return { origin, ok: false, reason: 'no restaurant_id' };
  const name = cleanText(row.name);
  if (name === '') return { origin, ok: false, reason: 'no name' };
  const changes: string[] = [];
  let section = cleanText(row.category);
  if (section === '') {
    section = 'Menu';
    changes.push('no section: filed under "Menu"');
  }
  const description = cleanText(row.description);
  return {
    origin,
    ok: true,
    changes,
    value: { restaurantSourceId, section, name, description: description || null, ...price(row.price, changes) },
  };
}

/** "5.94 USD", "$5.99", "12", "1,299.00 USD": dollars with at most two decimals, a "$" before or "USD" after. */
const PRICE = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(?:USD)?$/i;

/**
 * A menu price in cents. Text that is no price ("Market Price") stays as priceText. A price of 0 is read as no
 * price: in this dataset it marks free add-ons and choices ("No ice", "Add utensils"), not dishes, and as a price
 * it would make every "cheapest" answer and price statistic wrong.
 */
export function price(text: string, changes: string[]): Pick<MenuRowDraft, 'priceCents' | 'priceText'> {
  const match = PRICE.exec(text.trim());
  if (!match) {
    const clean = cleanText(text);
    if (clean === '') return { priceCents: null, priceText: null };
    changes.push('price unreadable');
    return { priceCents: null, priceText: clean };
  }
  const dollars = match[1]!;
  const fraction = match[2] ?? '';
  const cents =
    Number(dollars.length > 3 ? dollars.replaceAll(',', '') : dollars) * 100 +
    (fraction.length === 2 ? Number(fraction) : Number(fraction) * 10);
  if (cents === 0) {
    changes.push('price 0 read as no price');
    return { priceCents: null, priceText: null };
  }
  return { priceCents: cents, priceText: null };
}

function coordinate(text: string, limit: number): number | null {
  const trimmed = text.trim();
  const value = trimmed === '' ? NaN : Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

interface Address {
  street: string;
  city: string;
  state: string;
  /** '' when the address has none. */
  postalCode: string;
}

const ZIP = /^(\d{5})(?:-\d{4})?$/;
const STATE_AND_ZIP = /^([A-Za-z]{2})\s+(\d{5})(?:-\d{4})?$/;
const STATE_OF_NAME: ReadonlyMap<string, string> = new Map(US_STATES.map(([code, name]) => [name.toLowerCase(), code]));

/** Whether a part of an address can be a state: a two-letter code (any country's) or a US state's name. */
function isStatePart(part: string): boolean {
  return /^[A-Za-z]{2}$/.test(part) || STATE_OF_NAME.has(part.toLowerCase());
}

/**
 * "1234 Main St, Suite 5, Birmingham, AL, 35242" read from the end: the ZIP code (optional, or "AL 35242" in one
 * part), the state (a code or a name), the city, and whatever is left as the street (it may be empty). A
 * non-US postal code after a two-letter code ("Toronto, ON, M5H 2M9") is passed over, so the province is what
 * gets rejected. Returns the reason when the address cannot be used.
 */
export function parseAddress(full: string): Address | string {
  const parts = full
    .split(',')
    .map(cleanText)
    .filter((part) => part !== '');
  if (parts.length === 0) return 'no address';
  let postalCode = '';
  let state: string | undefined;
  const last = parts.at(-1)!;
  const zip = ZIP.exec(last);
  const stateAndZip = STATE_AND_ZIP.exec(last);
  if (zip) {
    postalCode = zip[1]!;
    parts.pop();
  } else if (stateAndZip) {
    state = stateAndZip[1];
    postalCode = stateAndZip[2]!;
    parts.pop();
  } else if (parts.length >= 2 && !isStatePart(last) && isStatePart(parts.at(-2)!)) {
    parts.pop();
  }
  state ??= parts.pop();
  if (state === undefined || !isStatePart(state)) return 'state unreadable from the address';
  const code = STATE_OF_NAME.get(state.toLowerCase()) ?? state.toUpperCase();
  if (!US_STATE_CODES.has(code)) return `not a US state (${code})`;
  const city = parts.pop();
  if (city === undefined) return 'city unreadable from the address';
  return { street: parts.join(', '), city, state: code, postalCode };
}

/**
 * The `zip_code` column, for addresses without one. Spreadsheet round trips turn it into a number, so "2134"
 * (Boston's 02134) and "35242.0" are read back as five digits.
 */
function postalCodeOf(text: string, changes: string[]): string {
  const trimmed = text.trim().replace(/\.0$/, '');
  if (trimmed === '') {
    changes.push('no postal code');
    return '';
  }
  const zip = ZIP.exec(trimmed.length === 3 || trimmed.length === 4 ? trimmed.padStart(5, '0') : trimmed);
  if (zip) return zip[1]!;
  changes.push('postal code unreadable');
  return '';
}

const PRICE_RANGES = new Set(['$', '$$', '$$$', '$$$$']);

function priceRange(text: string, changes: string[]): RestaurantDraft['priceRange'] {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (PRICE_RANGES.has(trimmed)) return trimmed as RestaurantDraft['priceRange'];
  changes.push('price range unreadable');
  return null;
}

/** "22", "200+" (a lower bound: read as 200) or "22.0". */
const COUNT = /^(\d+)(?:\+|\.0+)?$/;

/** The average and count of ratings; one without the other means neither (an average of no ratings says nothing). */
function rating(
  scoreText: string,
  countText: string,
  changes: string[],
): Pick<RestaurantDraft, 'ratingAverage' | 'ratingCount'> {
  let average: number | null = null;
  const score = scoreText.trim();
  if (score !== '') {
    const value = Number(score);
    if (Number.isFinite(value) && value >= 0 && value <= 5) average = Math.round(value * 10) / 10;
    else changes.push('score unreadable');
  }
  let count = 0;
  const countTrimmed = countText.trim();
  if (countTrimmed !== '') {
    const match = COUNT.exec(countTrimmed);
    if (match) count = Number(match[1]);
    else changes.push('ratings count unreadable');
  }
  if (average !== null && count === 0) {
    changes.push('score without a ratings count dropped');
    return { ratingAverage: null, ratingCount: 0 };
  }
  if (average === null && count > 0) {
    changes.push('ratings count without a score dropped');
    return { ratingAverage: null, ratingCount: 0 };
  }
  return { ratingAverage: average, ratingCount: count };
}

/** A trailing "(…)" that names the branch, not the brand: "PJ Fresh (224 Daniel Payne Drive)". */
const BRANCH = /^(.*\S)\s*\(([^()]*)\)$/;

/**
 * Uber Eats names many restaurants after their branch: "PJ Fresh (224 Daniel Payne Drive)", "Nelson Brothers Cafe
 * (17th St N)". The brackets go when they hold a digit or a part of the restaurant's address; others stay
 * ("Joe's (Vegan)").
 */
export function withoutBranch(name: string, fullAddress: string): string {
  const match = BRANCH.exec(name);
  if (!match) return name;
  const inside = squash(match[2]!);
  return /\d/.test(inside) || squash(fullAddress).includes(inside) ? match[1]! : name;
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}
