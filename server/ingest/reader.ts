import type { OpeningRange, ServiceAttributes } from '../index/source.ts';

/** Where a row came from, for the reject report: the file's name as given, its 1-based line where the record starts, and the row as read (all fields, as strings/JSON). */
export interface RowOrigin {
  file: string;
  line: number;
  row: unknown;
}

/** A reader's verdict on one row: usable (possibly with fields emptied, each said in `changes`), or rejected with a reason. */
export type ReadRow<T> =
  { origin: RowOrigin; ok: true; value: T; changes: string[] } | { origin: RowOrigin; ok: false; reason: string };

export interface RestaurantDraft {
  /** The source's own id, as text (Uber Eats `id`, Yelp `business_id`): ids derive from it, so re-imports keep them. */
  sourceId: string;
  name: string;
  /** Our cuisine slugs, most specific first (see the category table), never empty: unknown categories become their own slug. */
  cuisines: string[];
  priceRange: '$' | '$$' | '$$$' | '$$$$' | null;
  /** 0–5 with one decimal on our scale, null without reviews. */
  ratingAverage: number | null;
  ratingCount: number;
  street: string;
  city: string;
  state: string /* 2-letter upper */;
  postalCode: string;
  latitude: number;
  longitude: number;
  phone: string | null /* E.164 */;
  website: string | null;
  /** null when the source has no hours (Uber Eats); our ranges otherwise (type OpeningRange from server/index/source.ts: { day, open "HH:MM", close "HH:MM", overnight }). */
  hours: OpeningRange[] | null;
  /** The brand's name when the source says the restaurant is one location of a chain; absent when it does not. */
  chain?: string | null;
  /** What the source says the restaurant offers, null each that it does not say; absent when it says none. */
  service?: ServiceAttributes;
  /** When the source last changed the record (ISO 8601); absent when it has no date. */
  updatedAt?: string | null;
}

export interface MenuRowDraft {
  restaurantSourceId: string;
  /** The section title (Uber Eats menu `category`); "Menu" when empty (say so in changes). */
  section: string;
  name: string;
  description: string | null;
  /** Integer cents, or null with priceText set to what the source said ("Market price", "" -> null both, etc.). */
  priceCents: number | null;
  priceText: string | null;
}

/** A cuisine slug the data uses, with its human label ("Tex-Mex"), for the catalog's cuisine list. */
export interface CuisineLabel {
  slug: string;
  label: string;
}
