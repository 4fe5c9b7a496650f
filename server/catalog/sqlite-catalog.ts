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
  SearchAbandonedError,
  type Catalog,
  type ItemQuery,
  type Page,
  type RestaurantQuery,
  type SearchOptions,
  type SearchResult,
  type TopCuisinesQuery,
} from './catalog.ts';
import { filterKey, filterToken, matchExpression, placeFilters, unitExpression } from './fts-query.ts';
import {
  ALTERNATIVE_COST,
  analyseQuery,
  correctionOf,
  searchedText,
  unitSetsToSearch,
  type AnalysedQuery,
  type QueryAnalysis,
  type QueryUnit,
  type UnitSet,
} from '../search/analyse.ts';
import { Lexicon } from '../search/lexicon.ts';
import { unitCost } from '../search/match.ts';
import { PlaceIndex, type RecognisedPlace } from '../search/places.ts';
import { PLACE_PREPOSITIONS } from '../search/us-places.ts';
import { words } from '../search/tokens.ts';
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

/** How many matches, in quality order, one query of a search reads at most. */
export const CANDIDATES = 2000;
/** Matches are counted exactly up to this many (CONTRACT.md: total_estimated is exact up to 1,000). */
const COUNTED = 1001;
/** Alternatives up to this cost (as typed, inflected, begun) are counted first. */
const CHEAP_COST = ALTERNATIVE_COST.prefix;

interface Count {
  /** Matches counted, at most COUNTED. */
  matches: number;
  /** All matches: `matches`, or beyond COUNTED an estimate. */
  total: number;
  exact: boolean;
}

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

interface RankedHit {
  rowid: number;
  /** The field tier it matched in (SearchIndex.tiers). */
  tier: number;
  /** The units it matched all of. */
  units: QueryUnit[];
}

interface Ranked {
  /** The requested page, in ranking order. */
  page: RankedHit[];
  total: number;
  totalIsExact: boolean;
}

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
 * Items of one restaurant: a few dozen rows, matched directly with the analyser's units and the index's word rules,
 * ranked as the index ranks (words matched, then cost, then name before description, then menu order). An FTS
 * query bounded to the restaurant's rowid range would read the whole doclist of a common word.
 */
function searchOneMenu(
  statements: Connection['statements'],
  restaurantId: string,
  query: ItemQuery,
  analysis: QueryAnalysis,
): { ranked: Ranked; sets: UnitSet[]; dropped: QueryUnit[] } {
  const restaurant = statements.restaurantById.get(restaurantId);
  const inPlace =
    restaurant !== undefined &&
    (query.state === undefined || query.state.toUpperCase() === restaurant.state) &&
    (query.city === undefined || filterKey(query.city) === filterKey(restaurant.city));
  const items = inPlace
    ? statements.itemsInRange.all(restaurant.first_item, restaurant.last_item).map((item) => {
        const name = words(item.name);
        return { rowid: item.rowid, name, all: [...name, ...words(item.description ?? '')] };
      })
    : [];
  /** [cost, tier] of an item for a unit set, or null when it misses a unit. */
  const rank = (units: readonly QueryUnit[], item: (typeof items)[number]): [number, number] | null => {
    let cost = 0;
    let tier = 0;
    for (const unit of units) {
      const inName = unitCost(unit, item.name);
      const inAll = inName ?? unitCost(unit, item.all);
      if (inAll === null) return null;
      cost = Math.max(cost, inAll);
      if (inName === null) tier = 1;
    }
    return [cost, tier];
  };
  const { sets, dropped } = unitSetsToSearch(analysis.units, (units) =>
    items.reduce((count, item) => count + (rank(units, item) ? 1 : 0), 0),
  );
  const seen = new Set<number>();
  const hits: RankedHit[] = [];
  for (const { units, matches } of sets) {
    if (matches === 0) continue;
    const ranked = items
      .filter((item) => !seen.has(item.rowid))
      .map((item) => ({ item, key: rank(units, item) }))
      .filter((entry): entry is { item: (typeof items)[number]; key: [number, number] } => entry.key !== null)
      .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.item.rowid - b.item.rowid);
    for (const { item, key } of ranked) {
      seen.add(item.rowid);
      hits.push({ rowid: item.rowid, tier: key[1], units });
    }
  }
  return {
    ranked: { page: hits.slice(query.offset, query.offset + query.limit), total: hits.length, totalIsExact: true },
    sets,
    dropped,
  };
}

/** Rows fetched by rowid come back in rowid order; put them back in ranking order. */
function inOrder<Row extends { rowid: number }>(rowids: number[], rows: Row[]): Row[] {
  const byRowid = new Map(rows.map((row) => [row.rowid, row]));
  return rowids.map((rowid) => byRowid.get(rowid)!);
}

type Fts = SearchIndex['tiers'][number]['fts'];

/** Rows one search has read while counting, by table and expression: the first COUNTED matches, in quality order. */
type Counted = Map<string, readonly number[]>;
const countedKey = (fts: Fts, expression: string) => `${fts} ${expression}`;

/** One search index: its FTS tables, its term dictionary, and the bounded ranking over them. */
class IndexSearcher {
  private readonly matches = new Map<string, Database.Statement<[string, number], number>>();
  private readonly counts = new Map<string, Database.Statement<[string, number], number>>();
  private readonly firstCounted = new Map<string, Database.Statement<[string], number>>();

  constructor(
    db: Database.Database,
    readonly index: SearchIndex,
    private readonly rows: number,
    readonly lexicon: Lexicon,
  ) {
    for (const { fts } of index.tiers) {
      if (this.matches.has(fts)) continue;
      this.matches.set(
        fts,
        db.prepare<[string, number], number>(`SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ?`).pluck(),
      );
      this.firstCounted.set(
        fts,
        db.prepare<[string], number>(`SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ${COUNTED}`).pluck(),
      );
      this.counts.set(
        fts,
        db
          .prepare<[string, number], number>(`SELECT count(*) FROM (SELECT 1 FROM ${fts} WHERE ${fts} MATCH ? LIMIT ?)`)
          .pluck(),
      );
    }
  }

  /**
   * The first `limit` (at most CANDIDATES) matches, in quality order, of an FTS expression over one of this index's
   * tables; from `counted` when the search already read them while counting (same expression, same order).
   */
  run(fts: Fts, expression: string, limit = CANDIDATES, counted?: Counted): readonly number[] {
    const wanted = Math.min(limit, CANDIDATES);
    const read = counted?.get(countedKey(fts, expression));
    if (read && (read.length < COUNTED || read.length >= wanted)) return read.slice(0, wanted);
    return this.matches.get(fts)!.all(expression, wanted);
  }

  /** How many rows match, counting no further than `atMost`. */
  countUpTo(fts: Fts, expression: string, atMost: number): number {
    return this.counts.get(fts)!.get(expression, atMost) ?? 0;
  }

  private expressions(units: readonly QueryUnit[], maxCost: number): { expression: string; filler: boolean }[] {
    return units.map((unit) => ({
      expression: unitExpression(unit, maxCost, this.lexicon, INDEXED_PREFIX_LENGTH)!,
      filler: unit.filler,
    }));
  }

  /**
   * Counts a unit set's matches in any searchable column, exactly up to COUNTED and beyond that extrapolated from
   * how deep into the quality order the count reached. The cheap forms (as typed, inflected, begun) are counted
   * first; every form (variants, typos) only when those find fewer than COUNTED (variant lists make the widest
   * expression the dearest to evaluate, and beyond COUNTED the figure is an estimate anyway). The rows read are
   * kept in `counted`, so ranking reads them from there rather than again.
   */
  count(units: readonly QueryUnit[], filters: readonly string[], counted: Counted): Count {
    if (units.length === 0) return { matches: 0, total: 0, exact: true };
    const widest = this.index.tiers.at(-1)!;
    const first = this.firstCounted.get(widest.fts)!;
    const read = (maxCost: number) => {
      const expression = matchExpression(this.expressions(units, maxCost), widest.columns, filters);
      const rowids = first.all(expression);
      counted.set(countedKey(widest.fts, expression), rowids);
      return rowids;
    };
    const dearest = Math.max(...units.flatMap((unit) => unit.alternatives.map(({ kind }) => ALTERNATIVE_COST[kind])));
    const cheapest = Math.max(...units.map((unit) => ALTERNATIVE_COST[unit.alternatives[0]!.kind]));
    let maxCost = Math.max(CHEAP_COST, cheapest);
    let rowids = read(maxCost);
    if (rowids.length < COUNTED && dearest > maxCost) {
      maxCost = dearest;
      rowids = read(maxCost);
    }
    const matches = rowids.length;
    if (matches < COUNTED) return { matches, total: matches, exact: maxCost >= dearest };
    return { matches, total: Math.round((COUNTED * this.rows) / rowids.at(-1)!), exact: false };
  }

  /**
   * The ranked list up to `need` hits: unit sets in order (all words, then fewer), within a set by cost level
   * (exact or inflected, prefix, variant, typo: each level allows the alternatives up to its cost), within a level
   * by field tier, within a tier in quality order. Each query asks for no more rows than the list still needs
   * (a query's first rows are the same whatever its limit), so the list is the same prefix for every page: pages
   * never overlap or leave gaps. No query carries a rowid bound: FTS5 does not stop at one and reads the rest of
   * the doclist instead. A level whose matches were all read while counting (`counted`) ends as soon as each of
   * them is in the list: its wider tiers would only read the same rows again, to the end of their doclists.
   */
  rank(
    sets: readonly UnitSet[],
    filters: readonly string[],
    need: number,
    countOf: (units: readonly QueryUnit[]) => Count,
    counted: Counted,
  ): RankedHit[] {
    const hits: RankedHit[] = [];
    const seen = new Set<number>();
    const widest = this.index.tiers.at(-1)!;
    for (const { units } of sets) {
      // A set's matches include every earlier (wordier) set's: once all its counted matches are in, it is done.
      const count = countOf(units);
      let left = count.exact ? count.matches - seen.size : Infinity;
      for (const cost of costLevels(units)) {
        const expressions = this.expressions(units, cost);
        const all = counted.get(countedKey(widest.fts, matchExpression(expressions, widest.columns, filters)));
        const levelComplete = all !== undefined && all.length < COUNTED ? all : undefined;
        for (const [tier, { fts, columns }] of this.index.tiers.entries()) {
          if (left <= 0 || levelComplete?.every((rowid) => seen.has(rowid))) break;
          // Up to `need` rows: those already in the list, plus the new ones it still needs.
          for (const rowid of this.run(fts, matchExpression(expressions, columns, filters), need, counted)) {
            if (seen.has(rowid)) continue;
            seen.add(rowid);
            hits.push({ rowid, tier, units });
            left -= 1;
          }
          if (hits.length >= need) return hits;
        }
      }
    }
    return hits;
  }
}

/** The cost levels worth a query: from the first at which every unit has an alternative to the dearest. */
function costLevels(units: readonly QueryUnit[]): number[] {
  const cheapest = Math.max(...units.map((unit) => ALTERNATIVE_COST[unit.alternatives[0]!.kind]));
  const costs = new Set(
    units.flatMap((unit) => unit.alternatives.map((alternative) => ALTERNATIVE_COST[alternative.kind])),
  );
  return [...costs].filter((cost) => cost >= cheapest).sort((a, b) => a - b);
}

class Connection {
  readonly db: Database.Database;
  readonly restaurants: IndexSearcher;
  readonly items: IndexSearcher;
  readonly places: PlaceIndex;
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
    // The analyser's dictionaries and city table, held in memory per connection (a few MB): see `server/search/`.
    const lexicon = (index: SearchIndex) =>
      new Lexicon(this.db.prepare(`SELECT term, docs FROM ${index.terms}`).raw().all() as [string, number][]);
    this.restaurants = new IndexSearcher(this.db, restaurantIndex, count('restaurants'), lexicon(restaurantIndex));
    this.items = new IndexSearcher(this.db, itemIndex, count('items'), lexicon(itemIndex));
    this.places = new PlaceIndex(
      this.db
        .prepare<[], { city: string; state: string; restaurants: number }>(
          'SELECT city, state, restaurant_count AS restaurants FROM city_stats',
        )
        .all(),
    );
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
      dishNames: this.db
        .prepare<[number, number], string>('SELECT name FROM items WHERE rowid BETWEEN ? AND ? ORDER BY rowid')
        .pluck(),
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

  searchRestaurants(query: RestaurantQuery, options?: SearchOptions): Promise<SearchResult<RestaurantHit>> {
    if (options?.signal?.aborted) return Promise.reject(new SearchAbandonedError());
    return this.use((connection) => {
      const { restaurants, statements } = connection;
      const filters = [
        ...placeFilters(query.state, query.city),
        ...(query.cuisine ? [filterToken.cuisine(query.cuisine)] : []),
      ];
      const explicitPlace = query.state !== undefined || query.city !== undefined;
      const { ranked, interpretation } = search(connection, restaurants, query, filters, explicitPlace);
      const rows = inOrder(
        ranked.page.map((hit) => hit.rowid),
        statements.restaurantsByRowids.all(JSON.stringify(ranked.page.map((hit) => hit.rowid))),
      );
      const hits = rows.map((row, index) => {
        const hit = ranked.page[index]!;
        const byDish = hit.tier >= restaurants.index.firstDishTier;
        return { ...toRestaurant(row), matched_dishes: byDish ? matchedDishes(statements, row, hit.units) : [] };
      });
      return { hits, total: ranked.total, totalIsExact: ranked.totalIsExact, interpretation };
    });
  }

  searchItems(query: ItemQuery, options?: SearchOptions): Promise<SearchResult<ItemHit>> {
    if (options?.signal?.aborted) return Promise.reject(new SearchAbandonedError());
    return this.use((connection) => {
      const { items, statements } = connection;
      const filters = placeFilters(query.state, query.city);
      let ranked: Ranked;
      let interpretation: SearchInterpretation;
      if (query.restaurantId === undefined) {
        const explicitPlace = query.state !== undefined || query.city !== undefined;
        ({ ranked, interpretation } = search(connection, items, query, filters, explicitPlace));
      } else {
        // Within one restaurant the place is known: words are searched as words.
        const analysed = analyseQuery(query.q, items.lexicon, null);
        const menu = searchOneMenu(statements, query.restaurantId, query, analysed.whole);
        ranked = menu.ranked;
        interpretation = interpret(analysed, analysed.whole, menu.sets, menu.dropped, null);
      }
      const rowids = ranked.page.map((hit) => hit.rowid);
      const rows = inOrder(rowids, statements.itemHitsByRowids.all(JSON.stringify(rowids)));
      const hits = rows.map((row) => ({
        ...toMenuItem(row),
        restaurant_id: row.restaurant_id,
        restaurant_name: row.restaurant_name,
        section: row.section_title,
        currency: 'USD' as const,
        city: row.city,
        state: row.state,
      }));
      return { hits, total: ranked.total, totalIsExact: ranked.totalIsExact, interpretation };
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

/** A dish name must run on as a phrase in at least this share of the dishes holding the next word. */
const DISH_NAME_SHARE = 0.02;

/**
 * Whether a recognised place is rather the start or end of a dish's name ("buffalo wings", "new york strip",
 * "philly cheesesteak"): the place's words and the word beside them form a phrase common among dish names.
 * A place introduced by "in" or "near" is meant as a place.
 */
function readsAsDishName(items: IndexSearcher, tokens: readonly string[], place: RecognisedPlace): boolean {
  if (PLACE_PREPOSITIONS.has(tokens[place.start]!)) return false;
  const placeTokens = tokens.slice(place.start, place.end);
  const beside = [
    { word: tokens[place.end], phrase: [...placeTokens, tokens[place.end]] },
    { word: tokens[place.start - 1], phrase: [tokens[place.start - 1], ...placeTokens] },
  ];
  return beside.some(({ word, phrase }) => {
    const docs = word === undefined ? 0 : items.lexicon.docs(word);
    if (docs === 0) return false;
    const enough = Math.min(CANDIDATES, Math.ceil(docs * DISH_NAME_SHARE));
    return items.countUpTo('items_fts', `{name} : "${phrase.join(' ')}"`, enough) >= enough;
  });
}

/**
 * One search over an index: analyse the query, apply a place recognised in it when the rest of the query matches
 * there (and the request names no place itself: an explicit filter wins), drop the least informative words while
 * too little matches, and rank.
 *
 * A place that is applied is a filter, not words: its words are left out of `interpretation.searched`, so a client
 * that re-searches `searched` as q (removing the place chip) searches everywhere.
 */
function search(
  connection: Connection,
  searcher: IndexSearcher,
  query: Page & { q: string },
  explicitFilters: string[],
  explicitPlace: boolean,
): { ranked: Ranked; interpretation: SearchInterpretation } {
  const analysed = analyseQuery(query.q, searcher.lexicon, connection.places);
  const counts = new Map<string, Count>();
  const counted: Counted = new Map();
  const countOf = (units: readonly QueryUnit[], filters: readonly string[]) => {
    const key = `${units.map((unit) => unit.text).join('|')}#${filters.join(' ')}`;
    let count = counts.get(key);
    if (!count) counts.set(key, (count = searcher.count(units, filters, counted)));
    return count;
  };
  let analysis = analysed.whole;
  let filters = explicitFilters;
  let place: SearchInterpretation['place'] = null;
  if (analysed.place) {
    const { place: found, rest } = analysed.place;
    const recognised = placeFilters(found.state, found.city);
    const isPlace = rest.units.length > 0 && !readsAsDishName(connection.items, analysed.tokens, found);
    // The request's own city or state wins: the place's words are then neither a filter nor searched words.
    // Applied when the rest of the query, with its least informative words dropped as a search would, finds
    // something there ("deep dish pizza chicago" still finds pizza in Chicago if no menu says "deep dish").
    const inPlace = [...explicitFilters, ...recognised];
    const applied =
      isPlace &&
      !explicitPlace &&
      unitSetsToSearch(rest.units, (units) => countOf(units, inPlace).matches).sets.at(-1)!.matches > 0;
    if (applied) filters = inPlace;
    if (applied || (isPlace && explicitPlace)) analysis = rest;
    place = { city: found.city, state: found.state, applied };
  }

  const { sets, dropped } = unitSetsToSearch(analysis.units, (units) => countOf(units, filters).matches);
  const hits = searcher.rank(sets, filters, query.offset + query.limit, (units) => countOf(units, filters), counted);
  // The last unit set has the fewest words: its matches are all the matches.
  const count = countOf(sets.at(-1)!.units, filters);
  const ranked = {
    page: hits.slice(query.offset, query.offset + query.limit),
    total: Math.max(count.total, hits.length),
    totalIsExact: count.exact,
  };
  return { ranked, interpretation: interpret(analysed, analysis, sets, dropped, place) };
}

/**
 * What was searched, in the contract's terms (CONTRACT.md, "Search interpretation"). `searched` is the last unit
 * set, the words every hit holds; the corrections are those of the first set that matched anything, since its
 * hits come first (a word corrected and later dropped still shaped the top of the list).
 */
function interpret(
  analysed: AnalysedQuery,
  analysis: QueryAnalysis,
  sets: readonly UnitSet[],
  dropped: readonly QueryUnit[],
  place: SearchInterpretation['place'],
): SearchInterpretation {
  const kept = sets.at(-1)!.units;
  const corrected = sets.find((set) => set.matches > 0)?.units ?? kept;
  const corrections = corrected.map(correctionOf).filter((correction) => correction !== null);
  const typos = new Map(corrections.filter(({ kind }) => kind === 'typo').map(({ from, to }) => [from, to]));
  const position = (word: string) => analysis.tokens.indexOf(word);
  const left = [...analysis.unmatched, ...dropped.map((unit) => unit.text)];
  return {
    searched: searchedText(analysis, kept),
    corrections,
    dropped: left.sort((a, b) => position(a) - position(b)),
    place,
    did_you_mean: typos.size === 0 ? null : analysed.tokens.map((token) => typos.get(token) ?? token).join(' '),
  };
}

/** Up to 3 dishes of a restaurant that hold the most of the units it matched, in menu order. */
function matchedDishes(
  statements: Connection['statements'],
  row: RestaurantRow,
  units: readonly QueryUnit[],
): string[] {
  // Most dishes hold none of the words: a plain substring test skips them before tokenising (names with letters
  // beyond printable ASCII are always tokenised, since folding may make them match).
  const needles = [...new Set(units.flatMap((unit) => unit.alternatives.flatMap((alternative) => alternative.tokens)))];
  const dishes = statements.dishNames
    .all(row.first_item, row.last_item)
    .filter((name) => needles.some((needle) => name.toLowerCase().includes(needle)) || /[^ -~]/.test(name))
    .map((name) => {
      const nameWords = words(name);
      return { name, matched: units.filter((unit) => unitCost(unit, nameWords) !== null).length };
    });
  const most = Math.max(0, ...dishes.map((dish) => dish.matched));
  if (most === 0) return [];
  return [...new Set(dishes.filter((dish) => dish.matched === most).map((dish) => dish.name))].slice(0, 3);
}
