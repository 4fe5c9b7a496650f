/**
 * Our own interchange format (docs/interchange-format.md): one restaurant a line, as the API's restaurant record
 * with its menu inside (what `npm run data:export` writes). Ids are kept as given, so export → import gives back
 * the same catalog. Fields the catalog derives (menu_summary, dietary tags, course, the formatted address, a chain's id
 * and location count) are read past: a chain is known by its name.
 * A malformed menu item is rejected on its own, with the line it is on; its restaurant and the other items stay.
 */
import { DAYS } from '../../rules/open-hours.ts';
import type { OpeningRange, PriceRange, ServiceAttributes } from '../index/source.ts';
import type { RestaurantInput } from './import-catalog.ts';
import { readJsonLines } from './json-lines.ts';
import type { MenuRowDraft, ReadRow } from './reader.ts';

const RESTAURANT_ID = /^rst_[0-9A-Za-z]{12}$/;
const ITEM_ID = /^itm_[0-9A-Za-z]{12}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIERS: readonly unknown[] = ['$', '$$', '$$$', '$$$$'];

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const orNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function isHoursRange(value: unknown): value is OpeningRange {
  return (
    isObject(value) &&
    (DAYS as readonly unknown[]).includes(value.day) &&
    CLOCK.test(String(value.open)) &&
    CLOCK.test(String(value.close)) &&
    typeof value.overnight === 'boolean'
  );
}

/** Zones already found valid: asking Intl costs a formatter each time, and a file names a few dozen zones. */
const knownZones = new Set<string>();

function validZone(zone: unknown): zone is string {
  if (typeof zone !== 'string') return false;
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

/** One menu item: a row to stage with its id, or why it cannot be one. */
function menuItem(item: unknown, section: string): { row: MenuRowDraft; itemId: string } | string {
  if (!isObject(item)) return 'menu item is not an object';
  if (typeof item.item_id !== 'string' || !ITEM_ID.test(item.item_id))
    return `invalid item_id: ${String(item.item_id)}`;
  const name = text(item.name);
  if (name === null) return `menu item without a name: ${item.item_id}`;
  const price = item.price;
  if (price !== null && price !== undefined && (typeof price !== 'number' || !Number.isFinite(price) || price < 0))
    return `unreadable price: ${JSON.stringify(price)} (${item.item_id})`;
  const priceCents = typeof price === 'number' ? Math.round(price * 100) : null;
  return {
    itemId: item.item_id,
    row: {
      restaurantSourceId: '',
      section,
      name,
      description: text(item.description),
      priceCents,
      priceText: priceCents === null ? orNull(item.price_text) : null,
    },
  };
}

type Verdict =
  | { ok: true; value: RestaurantInput; changes: string[]; badItems: [unknown, string][] }
  | { ok: false; reason: string };

function readRecord(record: unknown): Verdict {
  if (!isObject(record)) return { ok: false, reason: 'not a JSON object' };
  const id = record.restaurant_id;
  if (typeof id !== 'string' || !RESTAURANT_ID.test(id))
    return { ok: false, reason: `invalid restaurant_id: ${String(id)}` };
  const name = text(record.name);
  if (name === null) return { ok: false, reason: 'no name' };
  const cuisines = Array.isArray(record.cuisines)
    ? record.cuisines.filter((c): c is string => typeof c === 'string' && SLUG.test(c))
    : [];
  if (cuisines.length === 0) return { ok: false, reason: 'no cuisines' };
  const address = isObject(record.address) ? record.address : {};
  const location = isObject(record.location) ? record.location : {};
  const [latitude, longitude] = [location.latitude, location.longitude];
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return { ok: false, reason: 'no coordinates' };
  const city = text(address.city);
  const state = text(address.state);
  if (city === null || state === null) return { ok: false, reason: 'no city or state' };

  const changes: string[] = [];
  const rating = isObject(record.rating) ? record.rating : {};
  const average =
    typeof rating.average === 'number' && rating.average >= 0 && rating.average <= 5
      ? Math.round(rating.average * 10) / 10
      : null;
  if (rating.average !== null && rating.average !== undefined && average === null) changes.push('rating unreadable');
  const count = Number.isInteger(rating.count) && (rating.count as number) >= 0 ? (rating.count as number) : 0;
  let hours: OpeningRange[] | null = null;
  if (Array.isArray(record.hours)) {
    if (record.hours.every(isHoursRange)) hours = record.hours;
    else changes.push('hours unreadable');
  }
  const priceRange = TIERS.includes(record.price_range) ? (record.price_range as PriceRange) : null;
  const chain = isObject(record.chain) ? text(record.chain.name) : null;
  if (isObject(record.chain) && chain === null) changes.push('chain without a name');
  const updatedAt =
    typeof record.updated_at === 'string' && !Number.isNaN(Date.parse(record.updated_at))
      ? new Date(record.updated_at).toISOString()
      : null;
  if (record.updated_at !== undefined && record.updated_at !== null && updatedAt === null)
    changes.push('updated_at unreadable');
  if (record.price_range !== null && record.price_range !== undefined && priceRange === null)
    changes.push('price_range unreadable');

  const menu: { row: MenuRowDraft; itemId: string; sectionNo: number }[] = [];
  const badItems: [unknown, string][] = [];
  const sections = isObject(record.menu) && Array.isArray(record.menu.sections) ? record.menu.sections : [];
  for (const [sectionNo, section] of sections.entries()) {
    const title = (isObject(section) && text(section.title)) || 'Menu';
    const items = isObject(section) && Array.isArray(section.items) ? section.items : [];
    for (const item of items) {
      const read = menuItem(item, title);
      if (typeof read === 'string') badItems.push([item, read]);
      else menu.push({ ...read, sectionNo, row: { ...read.row, restaurantSourceId: id } });
    }
  }
  return {
    ok: true,
    changes,
    badItems,
    value: {
      sourceId: id,
      id,
      name,
      cuisines,
      priceRange,
      ratingAverage: average,
      ratingCount: average === null ? 0 : count,
      street: text(address.street) ?? '',
      city,
      state: state.toUpperCase(),
      postalCode: text(address.postal_code) ?? '',
      latitude,
      longitude,
      phone: orNull(record.phone),
      website: orNull(record.website),
      ...(validZone(record.timezone) && { timezone: record.timezone }),
      hours,
      chain,
      service: service(record.attributes),
      updatedAt,
      menu,
    },
  };
}

/** The record's `attributes`, each true or false as given; anything else is not said. */
function service(attributes: unknown): ServiceAttributes {
  const said = (name: string) => {
    const value = isObject(attributes) ? attributes[name] : undefined;
    return typeof value === 'boolean' ? value : null;
  };
  return {
    delivery: said('delivery'),
    takeout: said('takeout'),
    dineIn: said('dine_in'),
    reservations: said('reservations'),
  };
}

export async function* readMenuAtlas(path: string): AsyncGenerator<ReadRow<RestaurantInput>> {
  for await (const batch of readJsonLines(path, 'one restaurant record with its menu a line')) {
    for (const line of batch) {
      const origin = { file: path, line: line.line, row: line.ok ? line.value : line.text };
      if (!line.ok) {
        yield { origin, ok: false, reason: line.reason };
        continue;
      }
      const verdict = readRecord(line.value);
      if (!verdict.ok) {
        yield { origin, ok: false, reason: verdict.reason };
        continue;
      }
      for (const [item, reason] of verdict.badItems) yield { origin: { ...origin, row: item }, ok: false, reason };
      yield { origin, ok: true, value: verdict.value, changes: verdict.changes };
    }
  }
}
