/**
 * One read-only connection to a catalog file: its prepared statements, its two search indexes with their term
 * dictionaries, and the city table the analyser recognises places from (a few MB held in memory per connection).
 */
import Database from 'better-sqlite3';
import type { Vocabulary } from '../search/plan.ts';
import { Lexicon } from '../search/lexicon.ts';
import { PlaceIndex } from '../search/places.ts';
import { CuisineIndex } from '../search/cuisines.ts';
import { itemInHand, restaurantInHand } from '../search/rank.ts';
import { RANKING } from '../search/ranking-rules.ts';
import type { SearchIndexName } from '../search/fields.ts';
import { readAttributes, type Attributes } from '../index/attributes.ts';
import { BrowseLists } from './query/browse-lists.ts';
import { Scratch } from './query/scratch.ts';
import { BrowsePrices } from './query/browse-prices.ts';
import { CityRanking } from '../stats/city-ranking.ts';
import { Benchmarks } from '../stats/benchmarks.ts';
import { readNationalRow, type NationalRow } from '../stats/national.ts';
import { PlaceMix } from '../stats/place-mix.ts';
import { CuisineRanking } from '../stats/cuisine-ranking.ts';
import { prepareStatisticsStatements, type StatisticsStatements } from '../stats/statements.ts';
import { CatalogUnavailableError, type CatalogDescription } from './catalog.ts';
import { describeCatalog } from './lifecycle/catalog-description.ts';
import { FacetTotals } from './query/facets.ts';
import { CuisineTaxonomy } from './lookups/cuisine-taxonomy.ts';
import { PhoneIndex } from './lookups/phone-index.ts';
import { IndexSearcher } from './query/fts.ts';
import type { DocumentsInHand } from './query/walk-cost.ts';
import type { ItemHitRow, RestaurantTextRow } from './rows.ts';
import type { ItemRow, RestaurantRow } from '../index/table-rows.ts';
import {
  CATALOG_FORMAT_VERSION,
  DISH_SEPARATOR,
  RESTAURANT_DOCUMENT,
  itemIndex,
  restaurantIndex,
  type SearchIndex,
} from '../index/schema.ts';

/**
 * Rows a walk of the restaurant index reads for the cost of one restaurant in hand: placing a restaurant reads and
 * places its whole menu's text, while a walk pays only a little for each row it reads (measured in docs/search.md).
 */
const RESTAURANT_ROWS_PER_DOCUMENT = 200;
/** The same for a menu item, whose text is one short row: far fewer rows than a whole restaurant's. */
const ITEM_ROWS_PER_DOCUMENT = 15;

function prepareStatements(db: Database.Database) {
  const byRowids = 'rowid IN (SELECT value FROM json_each(?))';
  return {
    restaurantsByRowids: db.prepare<[string], RestaurantRow>(`SELECT * FROM restaurants WHERE ${byRowids}`),
    restaurantById: db.prepare<[string], RestaurantRow>('SELECT * FROM restaurants WHERE id = ?'),
    itemHitsByRowids: db.prepare<[string], ItemHitRow>(
      `SELECT i.*, r.id AS restaurant_id, r.name AS restaurant_name, r.city, r.state, r.price_range, r.rating_average,
              r.rating_count, r.latitude, r.longitude, s.title AS section_title
       FROM items i JOIN restaurants r ON r.rowid = i.restaurant
       JOIN sections s ON s.restaurant = i.restaurant AND s.position = i.section
       WHERE i.${byRowids}`,
    ),
    itemTextsByRowids: db.prepare<[string], Pick<ItemRow, 'rowid' | 'name' | 'description'>>(
      `SELECT rowid, name, description FROM items WHERE ${byRowids}`,
    ),
    restaurantTextsByRowids: db.prepare<[string], RestaurantTextRow>(
      `SELECT r.rowid, r.name, ${RESTAURANT_DOCUMENT.cuisines} AS cuisines, ${RESTAURANT_DOCUMENT.dishes} AS dishes,
              ${RESTAURANT_DOCUMENT.dishNames} AS dish_names, ${RESTAURANT_DOCUMENT.place} AS place
       FROM restaurants r WHERE r.${byRowids}`,
    ),
    dishNames: db
      .prepare<[number, number], string>('SELECT name FROM items WHERE rowid BETWEEN ? AND ? ORDER BY rowid')
      .pluck(),
    dishesWithSections: db.prepare<[number, number], { name: string; dietary: number; title: string }>(
      `SELECT i.name, i.dietary, s.title FROM items i JOIN sections s ON s.restaurant = i.restaurant AND s.position = i.section
        WHERE i.rowid BETWEEN ? AND ? ORDER BY i.rowid`,
    ),
    itemsInRange: db.prepare<[number, number], ItemRow>(
      'SELECT * FROM items WHERE rowid BETWEEN ? AND ? ORDER BY rowid',
    ),
    sections: db.prepare<[number], { title: string }>(
      'SELECT title FROM sections WHERE restaurant = ? ORDER BY position',
    ),
  };
}

export type Statements = ReturnType<typeof prepareStatements>;

const split = (fields: string | null) => fields?.split(DISH_SEPARATOR) ?? [];

/** How each index's rows are read as documents in hand, for ranking a discovery search's few hits. */
export function documentsInHand(statements: Statements): Record<SearchIndexName, DocumentsInHand> {
  return {
    restaurants: {
      documents: (rowids) =>
        statements.restaurantTextsByRowids
          .all(JSON.stringify(rowids))
          .map(({ rowid, name, cuisines, dishes, dish_names: dishNames, place }) =>
            restaurantInHand(rowid, name, cuisines, split(dishes), place, split(dishNames)),
          ),
      rowsPerDocument: RESTAURANT_ROWS_PER_DOCUMENT,
    },
    items: {
      documents: (rowids) =>
        statements.itemTextsByRowids
          .all(JSON.stringify(rowids))
          .map(({ rowid, name, description }) => itemInHand(rowid, name, description)),
      rowsPerDocument: ITEM_ROWS_PER_DOCUMENT,
    },
  };
}

/** The cuisines restaurants hold (the attributes' dictionary of slugs), named as the taxonomy names them. */
function cuisineIndex(taxonomy: CuisineTaxonomy, slugs: readonly string[]): CuisineIndex {
  return new CuisineIndex(slugs.map((slug) => ({ slug, label: taxonomy.get(slug)!.name })));
}

export class Connection {
  readonly db: Database.Database;
  readonly searchers: Readonly<Record<SearchIndexName, IndexSearcher>>;
  readonly places: PlaceIndex;
  /** The cuisines the catalog's restaurants hold, by the words that name them. */
  readonly cuisines: CuisineIndex;
  /** Every cuisine the catalog knows, with its name, parent, kind and count. */
  readonly taxonomy: CuisineTaxonomy;
  /** The restaurants by phone. */
  readonly phones: PhoneIndex;
  readonly statements: Statements;
  /** The precomputed statistics' reads. */
  readonly statistics: StatisticsStatements;
  readonly cityRanking: CityRanking;
  /** The nation's figures, as the builder summed them up. */
  readonly national: NationalRow;
  /** Price index, people and date of any place's figures. */
  readonly benchmarks: Benchmarks;
  readonly cuisineRanking: CuisineRanking;
  /** Which catalog this is, read as the connection opens. */
  readonly description: CatalogDescription;

  /**
   * What discovery filters by, loaded with the connection: loading it on the first search that needs it put the
   * whole load in front of that one person's answer.
   */
  readonly attributes: Attributes;
  /** Restaurants by state, city and map cell, where a browse of a place starts. */
  readonly browseLists: BrowseLists;
  /** Facet counts over a whole index, kept once worked out. */
  readonly facetTotals: FacetTotals;
  readonly browsePrices: BrowsePrices;
  /** Work buffers for discovery searches on this connection. */
  readonly scratch: Scratch;

  /** `attributes`: this file's, when already read (a pool's threads share one copy). */
  constructor(path: string, attributes?: Attributes) {
    this.db = new Database(path, { readonly: true, fileMustExist: true });
    this.db.pragma('query_only = ON');
    this.db.pragma('mmap_size = 2147483648');
    this.db.pragma('cache_size = -131072');
    const version = this.db.prepare("SELECT value FROM meta WHERE key = 'format_version'").pluck().get();
    if (version !== CATALOG_FORMAT_VERSION) {
      this.db.close();
      throw new CatalogUnavailableError(`catalog format ${String(version)} is not ${CATALOG_FORMAT_VERSION}`);
    }
    const count = (table: string) => (this.db.prepare(`SELECT max(rowid) FROM ${table}`).pluck().get() as number) ?? 0;
    const counts = { restaurants: count('restaurants'), items: count('items') };
    this.description = describeCatalog(this.db, path, counts);
    this.statements = prepareStatements(this.db);
    const lexicon = (index: SearchIndex) =>
      new Lexicon(this.db.prepare(`SELECT term, docs FROM ${index.terms}`).raw().all() as [string, number][]);
    this.attributes = attributes ?? readAttributes(this.db);
    const inHand = documentsInHand(this.statements);
    this.searchers = {
      restaurants: new IndexSearcher(
        this.db,
        restaurantIndex,
        counts.restaurants,
        lexicon(restaurantIndex),
        inHand.restaurants,
        RANKING,
        this.attributes,
      ),
      items: new IndexSearcher(this.db, itemIndex, counts.items, lexicon(itemIndex), inHand.items),
    };
    this.places = new PlaceIndex(
      this.db
        .prepare<[], { city: string; state: string; restaurants: number }>(
          'SELECT city, state, restaurant_count AS restaurants FROM place_stats WHERE city IS NOT NULL',
        )
        .all(),
    );
    this.statistics = prepareStatisticsStatements(this.db);
    this.phones = new PhoneIndex(this.db);
    this.national = readNationalRow(this.db);
    const mix = new PlaceMix(this.db, this.attributes, this.national.main_median_cents);
    this.cityRanking = new CityRanking(this.db, this.statistics, mix);
    this.benchmarks = new Benchmarks(this.national.p50, mix, this.description.builtAt.slice(0, 10));
    this.cuisineRanking = new CuisineRanking(this.attributes, this.statistics, this.benchmarks.asOf);
    this.browseLists = new BrowseLists(this.attributes);
    this.taxonomy = new CuisineTaxonomy(this.db, this.attributes.cuisines);
    this.cuisines = cuisineIndex(this.taxonomy, this.attributes.cuisines);
    this.scratch = new Scratch(this.attributes.items, this.attributes.restaurants);
    this.facetTotals = new FacetTotals(this.attributes, this.scratch.passed());
    this.browsePrices = new BrowsePrices(this.attributes, this.browseLists, this.scratch);
  }

  /** What the planner needs to understand words searched in `index`. */
  vocabulary(index: SearchIndexName): Vocabulary {
    const { restaurants, items } = this.searchers;
    return {
      lexicon: this.searchers[index].lexicon,
      dishes: items.lexicon,
      spelling: [restaurants.lexicon, items.lexicon],
      places: this.places,
      cuisines: this.cuisines,
    };
  }
}
