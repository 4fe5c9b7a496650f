/** The catalog's rows as SQLite returns them, and their shape as API records. */
import { dietaryOfBits } from '../../rules/dietary.ts';
import type { ItemRow, RestaurantRow } from '../index/table-rows.ts';
import type { ItemHit, Menu, Restaurant } from './records.ts';

/** A restaurant's searchable text as its document was indexed (`RESTAURANT_DOCUMENT`): null where SQL left it. */
export interface RestaurantTextRow {
  rowid: number;
  name: string;
  cuisines: string;
  dishes: string | null;
  /** Its distinct dish names alone (`RESTAURANT_DOCUMENT.dishNames`). */
  dish_names: string | null;
  place: string | null;
}

export interface ItemHitRow extends ItemRow {
  restaurant_id: string;
  restaurant_name: string;
  section_title: string;
  city: string;
  state: string;
  price_range: ItemHit['price_range'];
  rating_average: number | null;
  rating_count: number;
  latitude: number;
  longitude: number;
}

type MenuItem = Menu['sections'][number]['items'][number];

export const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

const known = (flag: number | null) => (flag === null ? null : flag === 1);

export function toRestaurant(row: RestaurantRow): Restaurant {
  return {
    restaurant_id: row.id,
    name: row.name,
    cuisines: JSON.parse(row.cuisines) as string[],
    price_range: row.price_range,
    rating: { average: row.rating_average, count: row.rating_count },
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      postal_code: row.postal_code,
      country: 'US',
      formatted: `${row.street}, ${row.city}, ${row.state} ${row.postal_code}`,
    },
    location: { latitude: row.latitude, longitude: row.longitude },
    phone: row.phone,
    website: row.website,
    timezone: row.timezone,
    chain:
      row.chain_id === null
        ? null
        : { chain_id: row.chain_id, name: row.chain_name!, location_count: row.chain_locations! },
    attributes: {
      delivery: known(row.delivery),
      takeout: known(row.takeout),
      dine_in: known(row.dine_in),
      reservations: known(row.reservations),
    },
    updated_at: row.updated_at,
    hours: row.hours === null ? null : (JSON.parse(row.hours) as Restaurant['hours']),
    menu_summary: {
      section_count: row.section_count,
      item_count: row.item_count,
      median_price: dollars(row.median_price_cents),
      dietary: { vegetarian: row.vegetarian_items, vegan: row.vegan_items, gluten_free: row.gluten_free_items },
    },
  };
}

function toMenuItem(row: ItemRow): MenuItem {
  return {
    item_id: row.id,
    name: row.name,
    description: row.description,
    price: dollars(row.price_cents),
    price_text: row.price_text,
    dietary: dietaryOfBits(row.dietary),
    course: row.course,
  };
}

/** A menu's sections, in menu order, from its section titles and its items (in rowid order). */
export function toMenuSections(titles: readonly { title: string }[], items: Iterable<ItemRow>): Menu['sections'] {
  const sections = titles.map(({ title }) => ({ title, items: [] as Menu['sections'][number]['items'] }));
  for (const item of items) sections[item.section]!.items.push(toMenuItem(item));
  return sections;
}

export function toItemHit(row: ItemHitRow): ItemHit {
  return {
    ...toMenuItem(row),
    restaurant_id: row.restaurant_id,
    restaurant_name: row.restaurant_name,
    section: row.section_title,
    currency: 'USD',
    city: row.city,
    state: row.state,
    price_range: row.price_range,
    rating: { average: row.rating_average, count: row.rating_count },
    location: { latitude: row.latitude, longitude: row.longitude },
  };
}

/** Rows fetched by rowid come back in rowid order; put them back in ranking order. */
export function inOrder<Row extends { rowid: number }>(rowids: readonly number[], rows: Row[]): Row[] {
  const byRowid = new Map(rows.map((row) => [row.rowid, row]));
  return rowids.map((rowid) => byRowid.get(rowid)!);
}
