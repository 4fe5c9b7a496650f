/**
 * The catalog file's layout. Rowids are assigned in static-quality order (1 = best restaurant; items follow their
 * restaurant's rank, in menu order), so FTS5, which returns matches in rowid order, meets the best matches first
 * and a search can stop after a bounded number of candidates (TOOLCHAIN.md, FTS5 performance traps).
 */

/** Bumped whenever the layout changes; a catalog of another version is rebuilt rather than misread. */
export const CATALOG_FORMAT_VERSION = '2';

const TOKENIZER = `tokenize='unicode61 remove_diacritics 2'`;

export const catalogSchemaSql = `
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
  hours TEXT NOT NULL,               -- JSON array of opening ranges
  section_count INTEGER NOT NULL,
  item_count INTEGER NOT NULL,
  median_price_cents INTEGER,
  first_item INTEGER NOT NULL,       -- items of this restaurant are rowids first_item..last_item
  last_item INTEGER NOT NULL
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
  price_text TEXT
);

CREATE TABLE city_stats (
  state TEXT NOT NULL,
  city_key TEXT NOT NULL,
  city TEXT NOT NULL,
  restaurant_count INTEGER NOT NULL,
  item_count INTEGER NOT NULL,
  average_cents INTEGER,
  p10 INTEGER, p25 INTEGER, p50 INTEGER, p75 INTEGER, p90 INTEGER, p99 INTEGER,
  top_cuisines TEXT NOT NULL,        -- JSON array of CuisineCount
  PRIMARY KEY (state, city_key)
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
CREATE VIRTUAL TABLE restaurants_fts USING fts5(name, cuisines, place, filters, content='', ${TOKENIZER}, prefix='1 2 3');
CREATE VIRTUAL TABLE items_fts USING fts5(name, description, filters, content='', ${TOKENIZER}, prefix='1 2 3');

-- Every searchable word of each index. A prefix longer than the prefix indexes is expanded here into the words
-- it stands for: FTS5 merges a long prefix's doclists eagerly (tens of ms for a common one), an OR of words lazily.
CREATE TABLE restaurant_terms (term TEXT PRIMARY KEY) WITHOUT ROWID;
CREATE TABLE item_terms (term TEXT PRIMARY KEY) WITHOUT ROWID;
`;

/**
 * Relevance tiers, most relevant first: a match whose every word is in the first tier's columns outranks one that
 * needs the next tier's. bm25 is not used: its document-frequency step reads every match of every word, which
 * costs up to a quarter of a second for common words, whatever the LIMIT.
 */
export interface SearchIndex {
  fts: 'restaurants_fts' | 'items_fts';
  terms: 'restaurant_terms' | 'item_terms';
  tiers: readonly (readonly string[])[];
}

export const restaurantIndex: SearchIndex = {
  fts: 'restaurants_fts',
  terms: 'restaurant_terms',
  tiers: [['name'], ['name', 'cuisines'], ['name', 'cuisines', 'place']],
};

export const itemIndex: SearchIndex = {
  fts: 'items_fts',
  terms: 'item_terms',
  tiers: [['name'], ['name', 'description']],
};

/** Prefixes up to this length have an FTS5 prefix index (prefix='1 2 3'); longer ones are expanded. */
export const INDEXED_PREFIX_LENGTH = 3;
