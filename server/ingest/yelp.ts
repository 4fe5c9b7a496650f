/**
 * The reader for the Yelp Open Dataset's `business.json`: one JSON object a line, every kind of business. Only
 * open eateries are kept; what the rules keep, change and reject is listed in docs/import-categories.md ("Yelp").
 */
import { clockOf, DAYS } from '../../rules/open-hours.ts';
import { US_STATE_CODES } from '../../rules/us-states.ts';
import type { OpeningRange, ServiceAttributes } from '../index/source.ts';
import { CuisineVocabulary } from './categories.ts';
import { readJsonLines, type JsonLine } from './json-lines.ts';
import type { ReadRow, RestaurantDraft, RowOrigin } from './reader.ts';
import { cleanText } from './text.ts';

const FIELDS =
  'business_id, name, address, city, state, postal_code, latitude, longitude, stars, review_count, is_open, attributes, categories, hours';

/** Rows of `business.json`. Pass one CuisineVocabulary to every reader of an import to get all cuisine labels. */
export async function* readYelpBusinesses(
  path: string,
  cuisines = new CuisineVocabulary(),
): AsyncGenerator<ReadRow<RestaurantDraft>> {
  const describe = `one JSON object a line with ${FIELDS}`;
  let first = true;
  for await (const batch of readJsonLines(path, describe)) {
    for (const entry of batch) {
      if (first) {
        checkFirst(path, entry, describe);
        first = false;
      }
      const origin = { file: path, line: entry.line, row: entry.ok ? entry.value : entry.text };
      yield entry.ok ? business(origin, entry.value, cuisines) : { origin, ok: false, reason: entry.reason };
    }
  }
  if (first) throw new Error(`${path}: the file is empty; expected ${describe}`);
}

/** A file whose first line is not a business is the wrong file: say so once rather than reject every line. */
function checkFirst(path: string, entry: JsonLine, describe: string): void {
  const value = entry.ok ? entry.value : undefined;
  if (isObject(value) && 'business_id' in value) return;
  const found = isObject(value) ? `fields ${Object.keys(value).join(', ')}` : 'no JSON object';
  throw new Error(`${path}: expected ${describe}; found ${found} on line ${entry.line}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The categories that make a business an eatery. */
const EATERIES = new Set(['restaurants', 'food']);

function business(origin: RowOrigin, value: unknown, cuisines: CuisineVocabulary): ReadRow<RestaurantDraft> {
  const reject = (reason: string): ReadRow<RestaurantDraft> => ({ origin, ok: false, reason });
  if (!isObject(value)) return reject('not a JSON object');
  const sourceId = text(value.business_id);
  if (sourceId === '') return reject('no business_id');
  const categories = text(value.categories)
    .split(',')
    .map((category) => cleanText(category))
    .filter((category) => category !== '');
  if (!categories.some((category) => EATERIES.has(category.toLowerCase()))) {
    return reject(`not a restaurant (categories: ${categories.join(', ') || 'none'})`);
  }
  const name = text(value.name);
  if (name === '') return reject('no name');
  if (value.is_open === 0) return reject('closed permanently');
  const { latitude, longitude } = value;
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return reject('coordinates unreadable');
  const state = text(value.state).toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) return reject('state unreadable');
  if (!US_STATE_CODES.has(state)) return reject(`not a US state (${state})`);
  const city = text(value.city);
  if (city === '') return reject('no city');
  const slugs = cuisines.cuisinesOf(categories);
  if (slugs.length === 0) return reject('no cuisine among the categories');

  const changes: string[] = [];
  const street = text(value.address);
  if (street === '') changes.push('no street');
  return {
    origin,
    ok: true,
    changes,
    value: {
      sourceId,
      name,
      cuisines: slugs,
      priceRange: priceRange(isObject(value.attributes) ? value.attributes.RestaurantsPriceRange2 : undefined, changes),
      ...rating(value.stars, value.review_count, changes),
      street,
      city,
      state,
      postalCode: postalCode(value.postal_code, changes),
      latitude,
      longitude,
      phone: null,
      website: null,
      hours: hours(value.hours, changes),
      service: service(value.attributes),
    },
  };
}

/**
 * Yelp's `attributes` as ours: RestaurantsDelivery, RestaurantsTakeOut and RestaurantsReservations say "True" or
 * "False" ("None" or missing: not said); RestaurantsTableService "True" means it seats guests, while "False" (counter
 * service) still may, so it says nothing of dine-in.
 */
function service(attributes: unknown): ServiceAttributes {
  const said = (name: string): boolean | null => {
    const value = isObject(attributes) ? attributes[name] : undefined;
    return value === 'True' || value === true ? true : value === 'False' || value === false ? false : null;
  };
  return {
    delivery: said('RestaurantsDelivery'),
    takeout: said('RestaurantsTakeOut'),
    dineIn: said('RestaurantsTableService') === true ? true : null,
    reservations: said('RestaurantsReservations'),
  };
}

/** A string field, cleaned; '' for anything else. */
function text(value: unknown): string {
  return typeof value === 'string' ? cleanText(value) : '';
}

function isCoordinate(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

const PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;

/** `attributes.RestaurantsPriceRange2`: "1"–"4"; "None", null or missing mean no tier. */
function priceRange(value: unknown, changes: string[]): RestaurantDraft['priceRange'] {
  if (value === undefined || value === null || value === 'None') return null;
  const tier = PRICE_RANGES[Number(value) - 1];
  if ((typeof value === 'string' || typeof value === 'number') && tier) return tier;
  changes.push('price range unreadable');
  return null;
}

/** Stars (1–5 in halves) are already our scale; no reviews means no average. */
function rating(
  stars: unknown,
  reviews: unknown,
  changes: string[],
): Pick<RestaurantDraft, 'ratingAverage' | 'ratingCount'> {
  const count = typeof reviews === 'number' && Number.isInteger(reviews) && reviews >= 0 ? reviews : 0;
  if (reviews !== undefined && reviews !== null && count !== reviews) changes.push('review count unreadable');
  if (count === 0) return { ratingAverage: null, ratingCount: 0 };
  if (typeof stars !== 'number' || !(stars >= 0 && stars <= 5)) {
    changes.push('stars unreadable: ratings dropped');
    return { ratingAverage: null, ratingCount: 0 };
  }
  return { ratingAverage: Math.round(stars * 10) / 10, ratingCount: count };
}

function postalCode(value: unknown, changes: string[]): string {
  const code = typeof value === 'number' ? String(value) : text(value);
  if (code === '') {
    changes.push('no postal code');
    return '';
  }
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(code);
  if (zip) return zip[1]!;
  changes.push('postal code unreadable');
  return '';
}

const CLOCK = /^(\d{1,2}):(\d{1,2})-(\d{1,2}):(\d{1,2})$/;

/**
 * Yelp's `{"Monday": "11:0-22:0", …}` as our ranges, Monday first: a close not after the open runs overnight
 * ("17:0-2:0"; "11:0-0:0" closes at midnight, which our ranges also mark overnight, as the generator does). "0:0-0:0" is Yelp's "open all day" when every listed day says it;
 * when other days list real hours, it is what the listing shows for a day the place is closed, so that day is
 * left out (and said in the changes). No `hours` means null: unknown, not closed.
 */
function hours(value: unknown, changes: string[]): OpeningRange[] | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) {
    changes.push('hours unreadable');
    return null;
  }
  const spans: Array<{ day: OpeningRange['day']; open: number; close: number }> = [];
  for (const [key, range] of Object.entries(value)) {
    const day = DAYS.find((each) => each === key.toLowerCase());
    const match = typeof range === 'string' ? CLOCK.exec(range.trim()) : null;
    const [open, close] = match ? [minutes(match[1]!, match[2]!), minutes(match[3]!, match[4]!)] : [NaN, NaN];
    if (!day || Number.isNaN(open) || Number.isNaN(close)) changes.push(`hours unreadable on ${key}`);
    else spans.push({ day, open, close });
  }
  const allDay = (span: { open: number; close: number }) => span.open === 0 && span.close === 0;
  const everyDayAllDay = spans.every(allDay);
  const ranges: OpeningRange[] = [];
  for (const day of DAYS) {
    for (const span of spans) {
      if (span.day !== day) continue;
      if (allDay(span) && !everyDayAllDay) {
        changes.push(`"0:0-0:0" on ${day} read as closed`);
        continue;
      }
      const overnight = span.close <= span.open || span.close >= 1440;
      ranges.push({ day, open: clockOf(span.open), close: clockOf(span.close), overnight });
    }
  }
  return ranges.length > 0 ? ranges : null;
}

/** Minutes since midnight, NaN when out of range ("24:0" is the midnight that ends the day). */
function minutes(hours: string, mins: string): number {
  const h = Number(hours);
  const m = Number(mins);
  if (m > 59 || h > 24 || (h === 24 && m > 0)) return NaN;
  return h * 60 + m;
}
