/**
 * The catalog over one read-only SQLite file built by `server/dataset/build-catalog.ts`.
 *
 * Search cost is bounded: FTS5 yields matches in rowid order, which is static-quality order, so a query reads at
 * most CANDIDATES matches, ranks those by relevance tier (then quality), and pages through that fixed list. The
 * list is the same for every page of a query, so paging has no duplicates and no gaps.
 *
 * The file is (re)opened on demand: a catalog that is missing or unreadable makes calls fail with
 * CatalogUnavailableError, and the next call after it is back (or rebuilt in place) succeeds without a restart.
 */
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import {
  CatalogUnavailableError,
  type Catalog,
  type ItemQuery,
  type RestaurantQuery,
  type SearchResult,
  type TopCuisinesQuery,
} from './catalog.ts';
import {
  filterKey,
  filterToken,
  matchExpression,
  matchTier,
  MAX_EXPANSIONS,
  queryPhrases,
  words,
} from './fts-query.ts';
import type {
  CityStats,
  CuisineCount,
  ItemHit,
  Menu,
  Restaurant,
  RestaurantHit,
  SearchInterpretation,
} from './records.ts';
import {
  CATALOG_FORMAT_VERSION,
  INDEXED_PREFIX_LENGTH,
  itemIndex,
  restaurantIndex,
  type SearchIndex,
} from './schema.ts';

/** How many matches, in quality order, a search ranks at most; also how far counts are exact. */
export const CANDIDATES = 2000;

interface RestaurantRow {
  rowid: number;
  id: string;
  name: string;
  cuisines: string;
  price_range: Restaurant['price_range'];
  rating_average: number | null;
  rating_count: number;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  website: string | null;
  timezone: string;
  hours: string;
  section_count: number;
  item_count: number;
  median_price_cents: number | null;
  first_item: number;
  last_item: number;
}

interface ItemRow {
  rowid: number;
  id: string;
  section: number;
  name: string;
  description: string | null;
  price_cents: number | null;
  price_text: string | null;
}

interface ItemHitRow extends ItemRow {
  restaurant_id: string;
  restaurant_name: string;
  section_title: string;
  city: string;
  state: string;
}

interface Ranked {
  /** Rowids of the requested page, in ranking order. */
  page: number[];
  total: number;
  totalIsExact: boolean;
}

const NO_MATCH: Ranked = { page: [], total: 0, totalIsExact: true };

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

function toRestaurant(row: RestaurantRow): Restaurant {
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
    hours: JSON.parse(row.hours) as Restaurant['hours'],
    menu_summary: {
      section_count: row.section_count,
      item_count: row.item_count,
      median_price: dollars(row.median_price_cents),
    },
  };
}

function toMenuItem(row: ItemRow) {
  return {
    item_id: row.id,
    name: row.name,
    description: row.description,
    price: dollars(row.price_cents),
    price_text: row.price_text,
  };
}

/**
 * Items of one restaurant: a few dozen rows, matched directly with the index's word rules. (An FTS query bounded
 * to the restaurant's rowid range would read the whole doclist of a common word.)
 */
function searchOneMenu(statements: Connection['statements'], restaurantId: string, query: ItemQuery): Ranked {
  const restaurant = statements.restaurantById.get(restaurantId);
  if (!restaurant) return NO_MATCH;
  const inPlace =
    (query.state === undefined || query.state.toUpperCase() === restaurant.state) &&
    (query.city === undefined || filterKey(query.city) === filterKey(restaurant.city));
  if (!inPlace) return NO_MATCH;
  const queryWords = words(query.q);
  const ranked = statements.itemsInRange
    .all(restaurant.first_item, restaurant.last_item)
    .map((item) => {
      const nameWords = words(item.name);
      return {
        rowid: item.rowid,
        tier: matchTier(queryWords, [nameWords, [...nameWords, ...words(item.description ?? '')]]),
      };
    })
    .filter(({ tier }) => tier >= 0)
    .sort((a, b) => a.tier - b.tier || a.rowid - b.rowid);
  return {
    page: ranked.slice(query.offset, query.offset + query.limit).map(({ rowid }) => rowid),
    total: ranked.length,
    totalIsExact: true,
  };
}

/** Rows fetched by rowid come back in rowid order; put them back in ranking order. */
function inOrder<Row extends { rowid: number }>(rowids: number[], rows: Row[]): Row[] {
  const byRowid = new Map(rows.map((row) => [row.rowid, row]));
  return rowids.map((rowid) => byRowid.get(rowid)!);
}

/** The two prepared statements a search over one FTS index needs. */
class IndexSearcher {
  private readonly matches: Database.Statement<[string], number>;
  private readonly expansions: Database.Statement<[string], string>;

  constructor(
    db: Database.Database,
    private readonly index: SearchIndex,
    private readonly rows: number,
  ) {
    this.matches = db
      .prepare<[string], number>(`SELECT rowid FROM ${index.fts} WHERE ${index.fts} MATCH ? LIMIT ${CANDIDATES}`)
      .pluck();
    this.expansions = db
      .prepare<[string], string>(`SELECT term FROM ${index.terms} WHERE term GLOB ? LIMIT ${MAX_EXPANSIONS + 1}`)
      .pluck();
  }

  /**
   * The first CANDIDATES matches in quality order, ranked by the narrowest relevance tier each one reaches, and
   * counted: exactly below the cap, and above it extrapolated from how deep into the table the cap was reached.
   *
   * No query carries a rowid bound: FTS5 does not stop at one, and reads the rest of the doclist instead. A
   * narrower tier's first CANDIDATES matches cover every candidate it holds, since its matches are a subset.
   */
  search(text: string, filters: string[], page: { offset: number; limit: number }): Ranked {
    const phrases = queryPhrases(text, INDEXED_PREFIX_LENGTH, (prefix) => this.expansions.all(`${prefix}*`));
    if (phrases === null) return NO_MATCH;
    const tiers = this.index.tiers;
    const candidates = this.matches.all(matchExpression(phrases, tiers.at(-1)!, filters));
    if (candidates.length === 0) return NO_MATCH;
    const deepest = candidates.at(-1)!;
    const tierOf = new Map<number, number>();
    tiers.slice(0, -1).forEach((columns, tier) => {
      for (const rowid of this.matches.all(matchExpression(phrases, columns, filters))) {
        if (rowid <= deepest && !tierOf.has(rowid)) tierOf.set(rowid, tier);
      }
    });
    const lastTier = tiers.length - 1;
    const ranked = candidates
      .map((rowid) => ({ rowid, tier: tierOf.get(rowid) ?? lastTier }))
      .sort((a, b) => a.tier - b.tier || a.rowid - b.rowid);
    const exact = candidates.length < CANDIDATES;
    return {
      page: ranked.slice(page.offset, page.offset + page.limit).map(({ rowid }) => rowid),
      total: exact ? candidates.length : Math.max(CANDIDATES, Math.round((CANDIDATES * this.rows) / deepest)),
      totalIsExact: exact,
    };
  }
}

class Connection {
  readonly db: Database.Database;
  readonly restaurants: IndexSearcher;
  readonly items: IndexSearcher;
  readonly statements;

  constructor(path: string) {
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
    this.restaurants = new IndexSearcher(this.db, restaurantIndex, count('restaurants'));
    this.items = new IndexSearcher(this.db, itemIndex, count('items'));
    const byRowids = 'rowid IN (SELECT value FROM json_each(?))';
    this.statements = {
      restaurantsByRowids: this.db.prepare<[string], RestaurantRow>(`SELECT * FROM restaurants WHERE ${byRowids}`),
      restaurantById: this.db.prepare<[string], RestaurantRow>('SELECT * FROM restaurants WHERE id = ?'),
      itemHitsByRowids: this.db.prepare<[string], ItemHitRow>(
        `SELECT i.*, r.id AS restaurant_id, r.name AS restaurant_name, r.city, r.state, s.title AS section_title
         FROM items i JOIN restaurants r ON r.rowid = i.restaurant
         JOIN sections s ON s.restaurant = i.restaurant AND s.position = i.section
         WHERE i.${byRowids}`,
      ),
      itemsInRange: this.db.prepare<[number, number], ItemRow>(
        'SELECT * FROM items WHERE rowid BETWEEN ? AND ? ORDER BY rowid',
      ),
      sections: this.db.prepare<[number], { title: string }>(
        'SELECT title FROM sections WHERE restaurant = ? ORDER BY position',
      ),
      cityStats: this.db.prepare<[string, string], Record<string, number | string | null>>(
        'SELECT * FROM city_stats WHERE state = ? AND city_key = ?',
      ),
      cuisineCounts: this.db.prepare<[string, number, number], { cuisine: string; restaurant_count: number }>(
        `SELECT cuisine, restaurant_count FROM cuisine_counts WHERE scope = ?
         ORDER BY restaurant_count DESC, cuisine LIMIT ? OFFSET ?`,
      ),
      cuisineTotal: this.db.prepare<[string], number>('SELECT count(*) FROM cuisine_counts WHERE scope = ?').pluck(),
      scopeTotal: this.db
        .prepare<[string], number>('SELECT restaurant_count FROM scope_totals WHERE scope = ?')
        .pluck(),
      ping: this.db.prepare('SELECT rowid FROM restaurants_fts WHERE restaurants_fts MATCH ? LIMIT 1').pluck(),
    };
  }
}

export class SqliteCatalog implements Catalog {
  private connection: Connection | undefined;
  private openedInode: number | undefined;

  constructor(private readonly path: string) {}

  /** The open connection, reopened when the file was replaced, closed when it is gone. */
  private use<T>(work: (connection: Connection) => T): Promise<T> {
    try {
      let inode: number;
      try {
        inode = statSync(this.path).ino;
      } catch (cause) {
        this.close();
        throw new CatalogUnavailableError(`no catalog at ${this.path}`, { cause });
      }
      if (this.connection && inode !== this.openedInode) this.close();
      if (!this.connection) {
        this.connection = new Connection(this.path);
        this.openedInode = inode;
      }
      return Promise.resolve(work(this.connection));
    } catch (error) {
      if (error instanceof CatalogUnavailableError) return Promise.reject(error);
      if (error instanceof Database.SqliteError) {
        this.close();
        return Promise.reject(new CatalogUnavailableError('the catalog could not be read', { cause: error }));
      }
      return Promise.reject(error);
    }
  }

  searchRestaurants(query: RestaurantQuery): Promise<SearchResult<RestaurantHit>> {
    return this.use(({ restaurants, statements }) => {
      const filters = [
        query.state && filterToken.state(query.state),
        query.city && filterToken.city(query.city),
        query.cuisine && filterToken.cuisine(query.cuisine),
      ].filter((token): token is string => Boolean(token));
      const ranked = restaurants.search(query.q, filters, query);
      const rows = statements.restaurantsByRowids.all(JSON.stringify(ranked.page));
      return {
        hits: inOrder(ranked.page, rows).map((row) => ({ ...toRestaurant(row), matched_dishes: [] })),
        total: ranked.total,
        totalIsExact: ranked.totalIsExact,
        interpretation: literalInterpretation(query.q),
      };
    });
  }

  searchItems(query: ItemQuery): Promise<SearchResult<ItemHit>> {
    return this.use(({ items, statements }) => {
      const filters = [
        query.state && filterToken.state(query.state),
        query.city && filterToken.city(query.city),
      ].filter((token): token is string => Boolean(token));
      const ranked =
        query.restaurantId === undefined
          ? items.search(query.q, filters, query)
          : searchOneMenu(statements, query.restaurantId, query);
      const rows = inOrder(ranked.page, statements.itemHitsByRowids.all(JSON.stringify(ranked.page)));
      const hits = rows.map((row) => ({
        ...toMenuItem(row),
        restaurant_id: row.restaurant_id,
        restaurant_name: row.restaurant_name,
        section: row.section_title,
        currency: 'USD' as const,
        city: row.city,
        state: row.state,
      }));
      return {
        hits,
        total: ranked.total,
        totalIsExact: ranked.totalIsExact,
        interpretation: literalInterpretation(query.q),
      };
    });
  }

  restaurant(restaurantId: string): Promise<Restaurant | undefined> {
    return this.use(({ statements }) => {
      const row = statements.restaurantById.get(restaurantId);
      return row && toRestaurant(row);
    });
  }

  menu(restaurantId: string): Promise<Menu | undefined> {
    return this.use(({ statements }) => {
      const restaurant = statements.restaurantById.get(restaurantId);
      if (!restaurant) return undefined;
      const sections = statements.sections.all(restaurant.rowid).map(({ title }) => ({
        title,
        items: [] as ReturnType<typeof toMenuItem>[],
      }));
      for (const item of statements.itemsInRange.all(restaurant.first_item, restaurant.last_item)) {
        sections[item.section]!.items.push(toMenuItem(item));
      }
      return { restaurant_id: restaurant.id, currency: 'USD' as const, sections };
    });
  }

  cityStats(state: string, city: string): Promise<CityStats | undefined> {
    return this.use(({ statements }) => {
      const row = statements.cityStats.get(state.toUpperCase(), filterKey(city));
      if (!row) return undefined;
      const price = (column: string) => dollars(row[column] as number | null);
      return {
        state: row.state as string,
        city: row.city as string,
        currency: 'USD' as const,
        restaurant_count: row.restaurant_count as number,
        item_count: row.item_count as number,
        average_price: price('average_cents'),
        median_price: price('p50'),
        p90_price: price('p90'),
        price_percentiles: {
          p10: price('p10'),
          p25: price('p25'),
          p50: price('p50'),
          p75: price('p75'),
          p90: price('p90'),
          p99: price('p99'),
        },
        top_cuisines: JSON.parse(row.top_cuisines as string) as CuisineCount[],
      };
    });
  }

  topCuisines(query: TopCuisinesQuery): Promise<{ cuisines: CuisineCount[]; total: number }> {
    return this.use(({ statements }) => {
      const scope = query.state?.toUpperCase() ?? '';
      const inScope = statements.scopeTotal.get(scope) ?? 0;
      const cuisines = statements.cuisineCounts.all(scope, query.limit, query.offset).map((row) => ({
        cuisine: row.cuisine,
        restaurant_count: row.restaurant_count,
        share: Math.round((row.restaurant_count / inScope) * 10_000) / 10_000,
      }));
      return { cuisines, total: statements.cuisineTotal.get(scope) ?? 0 };
    });
  }

  ping(): Promise<number> {
    const started = performance.now();
    return this.use(({ statements }) => {
      statements.ping.get('restaurant');
      return performance.now() - started;
    });
  }

  close(): void {
    if (this.connection?.db.open) this.connection.db.close();
    this.connection = undefined;
    this.openedInode = undefined;
  }
}

/** Every word searched as typed: nothing corrected, dropped or recognised as a place. */
function literalInterpretation(q: string): SearchInterpretation {
  return { searched: words(q).join(' '), corrections: [], dropped: [], place: null, did_you_mean: null };
}
