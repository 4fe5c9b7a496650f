/**
 * The catalog file's layout. Rowids are assigned in static-quality order (1 = best restaurant; items follow their
 * restaurant's rank, in menu order), so FTS5, which returns matches in rowid order, meets the best matches first
 * and a search can stop after a bounded number of candidates (docs/toolchain.md, FTS5 performance traps).
 */

/** Bumped whenever the layout changes; a catalog of another version is rebuilt rather than misread. */
export const CATALOG_FORMAT_VERSION = '15';

export const TOKENIZER = `tokenize='unicode61 remove_diacritics 2'`;

/**
 * Between two dishes in a restaurant document: a private-use character, which unicode61 indexes as a token of its
 * own (an empty one once folded) that no query can produce, so no phrase spans two dishes.
 */
export const DISH_SEPARATOR = '\uE000';

/** Two dishes apart in SQL, so that a phrase never runs from one into the next ("… Steak" + "House Salad"). */
const apart = `' ${DISH_SEPARATOR} '`;

/**
 * The searchable text of a restaurant's document beyond its name, as SQL over its row `r`: the builder indexes it
 * (`index/text-index.ts`), and ranking in hand reads it back (`connection.ts`), so the two cannot differ. Its
 * cuisine labels as words ("neapolitan pizza"); its section titles and distinct dish names, each apart; its place.
 */
const dishNames = `(SELECT group_concat(name, ${apart}) FROM
  (SELECT DISTINCT name FROM items WHERE rowid BETWEEN r.first_item AND r.last_item))`;

export const RESTAURANT_DOCUMENT = {
  cuisines: `replace(replace(replace(replace(r.cuisines, '[', ''), ']', ''), '"', ''), '-', ' ')`,
  dishes: `(SELECT group_concat(title, ${apart}) FROM sections WHERE restaurant = r.rowid) || ${apart} || ${dishNames}`,
  /** Its distinct dish names alone, each apart: what the one-dish tier reads in hand (`restaurantIndex`). */
  dishNames,
  place: `r.street || ' ' || r.city || ' ' || r.state`,
} as const;

const FTS_OPTIONS = `${TOKENIZER}, prefix='1 2 3', columnsize=0`;

/**
 * The rows the widest tier's MATCH `part` finds, for the parts that find many (postings-format.ts): a bitmap when
 * `dense`, else the ascending rowids as 32-bit integers.
 */
const POSTINGS_COLUMNS = 'part TEXT PRIMARY KEY, dense INTEGER NOT NULL, rowids BLOB NOT NULL';

/**
 * The items' index and their dictionary (see catalogSchemaSql). The builder makes both in a scratch file, on a thread
 * of its own, and copies them in (`index/item-index-thread.ts`): one definition, so the two cannot differ.
 */
export const itemIndexSql = `
CREATE VIRTUAL TABLE items_fts USING fts5(name, description, filters, content='', ${FTS_OPTIONS});
CREATE TABLE item_terms (term TEXT PRIMARY KEY, docs INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE item_postings (${POSTINGS_COLUMNS});
`;

export const catalogSchemaSql = `
-- Besides the build's facts: 'national', the country's place_stats row as JSON, summed up by the builder with the rest.
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

CREATE TABLE restaurants (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  cuisines TEXT NOT NULL,            -- JSON array of slugs
  price_range TEXT,
  rating_average REAL,
  rating_count INTEGER NOT NULL,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  city_key TEXT NOT NULL,            -- filterKey(city)
  state TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  phone TEXT,
  website TEXT,
  timezone TEXT NOT NULL,
  hours TEXT,                        -- JSON array of opening ranges; null when the source does not say
  section_count INTEGER NOT NULL,
  item_count INTEGER NOT NULL,
  median_price_cents INTEGER,
  first_item INTEGER NOT NULL,       -- items of this restaurant are rowids first_item..last_item
  last_item INTEGER NOT NULL,
  vegetarian_items INTEGER NOT NULL, -- how many of its items carry each dietary tag
  vegan_items INTEGER NOT NULL,
  gluten_free_items INTEGER NOT NULL,
  meal_dietary INTEGER NOT NULL,     -- the dietary tags (bits) enough of its meals carry: the filter's and facet's
  chain_id TEXT,                     -- "chn_…" for a chain's location, null for an independent
  chain_name TEXT,
  chain_locations INTEGER,           -- the chain's locations in this catalog
  delivery INTEGER,                  -- service attributes: 1, 0, or null where the source does not say
  takeout INTEGER,
  dine_in INTEGER,
  reservations INTEGER,
  updated_at TEXT NOT NULL           -- ISO 8601: the source's date, else the build's
);

CREATE TABLE sections (
  restaurant INTEGER NOT NULL,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (restaurant, position)
) WITHOUT ROWID;

CREATE TABLE items (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL,
  restaurant INTEGER NOT NULL,
  section INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  price_cents INTEGER,
  price_text TEXT,
  dietary INTEGER NOT NULL,          -- dietary tags as bits: vegetarian 1, vegan 2, gluten free 4
  course TEXT                        -- starter, main, side, dessert, drink (index/courses.ts); null when unsaid
);

-- The statistics of each city (city_key set) and of each state (city_key ''), computed once by the builder.
CREATE TABLE place_stats (
  state TEXT NOT NULL,
  city_key TEXT NOT NULL,
  city TEXT,                         -- null for a state
  city_count INTEGER,                -- a state's cities; null for a city
  restaurant_count INTEGER NOT NULL,
  item_count INTEGER NOT NULL,
  average_cents INTEGER,
  p10 INTEGER, p25 INTEGER, p50 INTEGER, p75 INTEGER, p90 INTEGER, p99 INTEGER,
  tier_1 INTEGER NOT NULL, tier_2 INTEGER NOT NULL, tier_3 INTEGER NOT NULL, tier_4 INTEGER NOT NULL,
  expensive_share REAL,              -- of the restaurants with a known tier, the share at $$$ or $$$$
  latitude REAL NOT NULL,            -- the mean position of its restaurants
  longitude REAL NOT NULL,
  top_cuisines TEXT NOT NULL,        -- JSON array of CuisineCount
  main_median_cents INTEGER,         -- the median priced main course (index/courses.ts); null when none
  PRIMARY KEY (state, city_key)
) WITHOUT ROWID;

-- Every dish name on the menus, case aside, in the order the menus first list it: what a dish suggestion says.
-- name is the first menu's spelling; restaurants, how many serve it; median_cents, its median price (null if none).
CREATE TABLE dish_names (name TEXT NOT NULL, restaurants INTEGER NOT NULL, median_cents INTEGER);

-- The restaurants by phone, as ten digits read by rules/phone.ts: what business match looks a phone up in.
CREATE TABLE restaurant_phones (
  digits INTEGER NOT NULL,
  restaurant INTEGER NOT NULL,
  PRIMARY KEY (digits, restaurant)
) WITHOUT ROWID;

-- scope is '' for the whole country, or a state code.
CREATE TABLE cuisine_counts (
  scope TEXT NOT NULL,
  cuisine TEXT NOT NULL,
  restaurant_count INTEGER NOT NULL,
  PRIMARY KEY (scope, cuisine)
) WITHOUT ROWID;

CREATE TABLE scope_totals (scope TEXT PRIMARY KEY, restaurant_count INTEGER NOT NULL) WITHOUT ROWID;

-- Contentless: the rows above hold the text; the indexes only answer "which rowids match".
-- restaurants_fts holds what a restaurant is (name, cuisines); restaurant_documents_fts adds what it serves (dish
-- names and section titles) and where it is. Two indexes, so a name-only match never reads the doclist of a word
-- that a hundred thousand menus hold.
-- columnsize=0: no search reads column sizes (they serve bm25, which is not used), and writing them cost a tenth
-- of the build's indexing time.
CREATE VIRTUAL TABLE restaurants_fts USING fts5(name, cuisines, filters, content='', ${FTS_OPTIONS});
CREATE VIRTUAL TABLE restaurant_documents_fts USING fts5(name, cuisines, dishes, place, filters, content='', ${FTS_OPTIONS});
-- Every searchable word of each index with the number of documents holding it (the most in any one column),
-- loaded into memory as the query analyser's dictionary: long prefixes are expanded into the words they begin
-- (FTS5 merges a long prefix's doclists eagerly, an OR of words lazily), typos corrected, words weighed.
-- Each restaurant's name as a key (search/name-key.ts): the restaurant search's exact-name tier looks a query up.
CREATE TABLE restaurant_names (key TEXT NOT NULL, restaurant INTEGER NOT NULL, PRIMARY KEY (key, restaurant)) WITHOUT ROWID;
CREATE TABLE restaurant_terms (term TEXT PRIMARY KEY, docs INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE restaurant_postings (${POSTINGS_COLUMNS});
${itemIndexSql}
-- Typed arrays of what a search filters, sorts and counts by (attributes.ts), one blob per array.
CREATE TABLE attributes (name TEXT PRIMARY KEY, data BLOB NOT NULL) WITHOUT ROWID;
`;

/**
 * Relevance tiers by field weight, most relevant first: a match whose every word is in the first tier's columns
 * outranks one that needs the next tier's (the whole name > cuisines > name > dishes > address). bm25 is not used: its
 * document-frequency step reads every match of every word, which for a common word is most of a search's time
 * (docs/toolchain.md, "FTS5 performance traps").
 */
interface SearchTier {
  fts: 'restaurants_fts' | 'restaurant_documents_fts' | 'items_fts';
  columns: readonly string[];
  /**
   * The tier matches menu items, and a restaurant is met where its first item is: every word of the query in one
   * dish's name. Items follow their restaurant's rank, so items in rowid order meet restaurants in quality order.
   */
  byItem?: true;
  /** The tier is the restaurants whose name is the query's, word for word (`search/name-key.ts`). */
  exactName?: true;
}

export interface SearchIndex {
  terms: 'restaurant_terms' | 'item_terms';
  /** The postings of the widest tier's broad parts. */
  postings: 'restaurant_postings' | 'item_postings';
  /** The last tier holds every searchable column: its matches are all the matches. */
  tiers: readonly SearchTier[];
  /** Tiers from this one on match by dishes: their hits say which dishes matched. */
  firstDishTier: number;
  /**
   * Tiers before this one hold every word in one field that names what was asked (a restaurant's name, its cuisines
   * or one dish's name; an item's name): a rating sort lists such matches before those that hold the words apart.
   */
  namingTiers: number;
}

export const restaurantIndex: SearchIndex = {
  terms: 'restaurant_terms',
  postings: 'restaurant_postings',
  tiers: [
    // "juniper otter burgers": the Juniper Otter Burgers before the Juniper Otter Burger Bar.
    { fts: 'restaurants_fts', columns: ['name'], exactName: true },
    // "german": the German restaurants before German's Sandwich Co., whose name only says whose it is.
    { fts: 'restaurants_fts', columns: ['cuisines'] },
    { fts: 'restaurants_fts', columns: ['name'] },
    { fts: 'restaurants_fts', columns: ['name', 'cuisines'] },
    // "kung pao chicken": a dish of that name before Kung Pao Shrimp on a menu that lists chicken elsewhere.
    { fts: 'items_fts', columns: ['name'], byItem: true },
    { fts: 'restaurant_documents_fts', columns: ['name', 'cuisines', 'dishes'] },
    { fts: 'restaurant_documents_fts', columns: ['name', 'cuisines', 'dishes', 'place'] },
  ],
  firstDishTier: 4,
  namingTiers: 5,
};

export const itemIndex: SearchIndex = {
  terms: 'item_terms',
  postings: 'item_postings',
  tiers: [
    { fts: 'items_fts', columns: ['name'] },
    { fts: 'items_fts', columns: ['name', 'description'] },
  ],
  firstDishTier: Infinity,
  namingTiers: 1,
};

/** Prefixes up to this length have an FTS5 prefix index (prefix='1 2 3'); longer ones are expanded. */
export const INDEXED_PREFIX_LENGTH = 3;
