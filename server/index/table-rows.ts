/** Rows of the catalog's two main tables (`schema.ts`) as SQLite returns them. */
import type { Restaurant } from '../catalog/records.ts';
import type { Course } from './courses.ts';

export interface RestaurantRow {
  rowid: number;
  id: string;
  name: string;
  cuisines: string;
  price_range: Restaurant['price_range'];
  rating_average: number | null;
  rating_count: number;
  street: string;
  city: string;
  /** filterKey(city) */
  city_key: string;
  state: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  website: string | null;
  timezone: string;
  hours: string | null;
  section_count: number;
  item_count: number;
  median_price_cents: number | null;
  first_item: number;
  last_item: number;
  vegetarian_items: number;
  vegan_items: number;
  gluten_free_items: number;
  meal_dietary: number;
  chain_id: string | null;
  chain_name: string | null;
  chain_locations: number | null;
  /** 1, 0, or null where the source does not say. */
  delivery: number | null;
  takeout: number | null;
  dine_in: number | null;
  reservations: number | null;
  updated_at: string;
}

export interface ItemRow {
  rowid: number;
  id: string;
  restaurant: number;
  section: number;
  name: string;
  description: string | null;
  price_cents: number | null;
  price_text: string | null;
  /** Dietary tags as bits (rules/dietary.ts). */
  dietary: number;
  course: Course | null;
}
