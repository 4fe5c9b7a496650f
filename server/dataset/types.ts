/**
 * What the sample-data generator hands to the catalog builder. The builder owns storage (ids become rows,
 * prices stay integer cents); the generator owns realism and determinism.
 */

export type PriceRange = '$' | '$$' | '$$$' | '$$$$';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export interface OpeningRange {
  day: Weekday;
  /** "HH:MM", 24-hour clock, local to the restaurant's time zone. */
  open: string;
  /** "HH:MM"; when `overnight` is true this time is on the next day. */
  close: string;
  overnight: boolean;
}

export interface GeneratedRestaurant {
  /** `rst_` + 12 base62 characters, derived from the seed and the restaurant's index (never insertion order). */
  id: string;
  name: string;
  /** Lowercase slugs, most specific first, e.g. ["neapolitan-pizza", "pizza", "italian"]. */
  cuisines: string[];
  priceRange: PriceRange | null;
  /** 0–5 with one decimal, null when there are no reviews. */
  ratingAverage: number | null;
  ratingCount: number;
  street: string;
  city: string;
  /** Two-letter code, upper case (DC included). */
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  /** E.164, e.g. "+15125550123", or null. */
  phone: string | null;
  website: string | null;
  /** IANA zone, e.g. "America/Chicago". */
  timezone: string;
  hours: OpeningRange[];
}

export interface GeneratedItem {
  /** `itm_` + 12 base62 characters, derived from the seed, the restaurant and the item's position. */
  id: string;
  name: string;
  description: string | null;
  /** Integer cents; null when the price is only given as text. */
  priceCents: number | null;
  /** "Market price", "2 for $9"…; set exactly when priceCents is null. */
  priceText: string | null;
}

export interface GeneratedSection {
  title: string;
  items: GeneratedItem[];
}

export interface CuisineInfo {
  slug: string;
  /** Human label, e.g. "Neapolitan pizza". */
  label: string;
}

export interface DatasetOptions {
  seed: number;
  /** 1 = 180,000 restaurants and about 2.1 million items; 0.01 = 1,800 restaurants. */
  scale: number;
}

/**
 * The generator's whole surface. `restaurants()` is cheap enough to hold in memory at full scale (180k records);
 * `menu()` is called once per restaurant, in any order, and must return the same sections for the same
 * restaurant and options no matter what was generated before it.
 */
export interface DatasetGenerator {
  readonly options: DatasetOptions;
  restaurants(): GeneratedRestaurant[];
  menu(restaurant: GeneratedRestaurant): GeneratedSection[];
  cuisines(): CuisineInfo[];
}
