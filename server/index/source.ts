/**
 * What a catalog is built from: the sample generator, or an importer reading real files (`server/ingest/`). The
 * builder owns storage (ids become rows, prices stay integer cents); a source owns what the records say.
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
  /** The brand's name when it is one location of a chain; null or absent for an independent. */
  chain?: string | null;
  /** Absent when the source says nothing of any. */
  service?: ServiceAttributes;
  /** When the source last changed this record (ISO 8601); absent when it does not say, then the build's time. */
  updatedAt?: string | null;
}

/** What a restaurant offers; null where the source does not say. */
export interface ServiceAttributes {
  delivery: boolean | null;
  takeout: boolean | null;
  dineIn: boolean | null;
  reservations: boolean | null;
}

/** A restaurant as a catalog source hands it over: an imported one may not know its hours, chain or services. */
export type CatalogRestaurant = Omit<GeneratedRestaurant, 'hours'> & {
  /** Null when the source does not say (imported data): such a restaurant is never "open now". */
  hours: OpeningRange[] | null;
};

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

/** What a cuisine slug names: a way of cooking, a dish or drink a place is known for, or a kind of place. */
export type CuisineKind = 'cuisine' | 'dish' | 'format';

export interface CuisineInfo {
  slug: string;
  /** Human label, e.g. "Neapolitan pizza". */
  label: string;
  /**
   * The more general slug it belongs to ("neapolitan-pizza" → "pizza"), null when none, and what it names. Absent
   * from catalogs built before they were recorded, which the reader takes as no parent and a cuisine.
   */
  parent?: string | null;
  kind?: CuisineKind;
}

export interface DatasetOptions {
  seed: number;
  /** 1 = 180,000 restaurants and about 2.1 million items; 0.01 = 1,800 restaurants. */
  scale: number;
}

/**
 * Everything the catalog builder reads. `restaurants()` is held in memory (180k records at full scale); `menu()` is
 * called once per restaurant, in the builder's order, which is not the source's.
 */
export interface CatalogSource<Restaurant extends CatalogRestaurant = CatalogRestaurant> {
  /** Says what the catalog was made from, in words (recorded in it; health names it). */
  readonly source: string;
  /** Further facts recorded in the catalog's meta table (the sample's seed and scale). */
  readonly metadata?: Readonly<Record<string, string>>;
  /**
   * The source vouches that a restaurant whose name or cuisine promises a diet lists only dishes that keep it (the
   * sample does): the builder then refuses any that breaks it. Imported data is what the places serve, so a vegan
   * café's latte in a real file is the file's truth, not a build error.
   */
  readonly keepsDietPromises?: true;
  restaurants(): Restaurant[];
  menu(restaurant: Restaurant): GeneratedSection[];
  cuisines(): CuisineInfo[];
}

/**
 * The generator's whole surface. `restaurants()` is cheap enough to hold in memory at full scale (180k records);
 * `menu()` is called once per restaurant, in any order, and must return the same sections for the same
 * restaurant and options no matter what was generated before it.
 */
export interface DatasetGenerator extends CatalogSource<GeneratedRestaurant> {
  readonly options: DatasetOptions;
}
