/**
 * The catalog over one read-only SQLite file built by `server/index/build-catalog.ts`: it opens the file, and
 * answers a search by planning it (`search/plan.ts`) and running the plan (`executor.ts`), a record by id, and
 * the precomputed statistics.
 *
 * The file is (re)opened on demand: a catalog that is missing or unreadable makes calls fail with
 * CatalogUnavailableError, and the next call after it is back (or rebuilt in place) succeeds without a restart.
 * A pinned catalog (the server's, through `catalog-registry.ts`) keeps the one file it opened instead.
 */
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { US_STATES } from '../../rules/us-states.ts';
import type { SearchIndexName } from '../search/fields.ts';
import { accessPathOf, appliedPreferences, planSearch } from '../search/plan.ts';
import { isDiscovery, type SearchRequest } from '../search/request.ts';
import {
  CatalogUnavailableError,
  SearchAbandonedError,
  type Catalog,
  type CatalogDescription,
  type LookupRequest,
  type Lookups,
  type PlaceListing,
  type PlaceListingRequest,
  type RecordRequest,
  type Records,
  type SearchHits,
  type SearchOptions,
  type SearchResult,
  type Statistics,
  type StatisticsRequest,
  type Suggestion,
  type SuggestRequest,
} from './catalog.ts';
import type { Attributes } from '../index/attributes.ts';
import { Connection } from './connection.ts';
import { stillNames, type FileIdentity } from './lifecycle/file-identity.ts';
import { execute, executeDiscovery } from './query/executor.ts';
import { MenuCandidates, menuDocuments } from './query/menu-candidates.ts';
import { FtsCandidates } from './query/fts-candidates.ts';
import { placeListing } from './query/place-listing.ts';
import type { Menu } from './records.ts';
import { toMenuSections, toRestaurant } from './rows.ts';
import { matchRestaurants } from './lookups/match.ts';
import type { RestaurantRow } from '../index/table-rows.ts';
import { dishPrices } from '../stats/dish-prices.ts';
import { cityStatistics, stateStatistics } from '../stats/place-statistics.ts';
import type { PlaceFigures } from '../stats/benchmarks.ts';
import { usStatistics } from '../stats/national.ts';
import { dishMatrix } from '../stats/dish-matrix.ts';
import { suggest } from './suggest/suggestions.ts';
import { topCuisines } from '../stats/top-cuisines.ts';
import { filterSamples, warmSearches } from './lifecycle/warm-searches.ts';

export interface SqliteCatalogOptions {
  /**
   * Serve only this file (its identity when it was verified): it is opened once and kept open even when its path
   * comes to name another file, which is then served only through a swap (`catalog-registry.ts`). Unpinned, the
   * catalog follows its path: it reopens the file whenever it was replaced.
   */
  pinned?: FileIdentity;
  /** The pinned file's attributes, already read (shared by a pool's threads); only with `pinned`. */
  attributes?: Attributes;
}

export class SqliteCatalog implements Catalog {
  private connection: Connection | undefined;
  private openedInode: number | undefined;

  constructor(
    private readonly path: string,
    private readonly options: SqliteCatalogOptions = {},
  ) {}

  /** Runs `work` on the open connection; SQLite's failures become CatalogUnavailableError. */
  private use<T>(work: (connection: Connection) => T): Promise<T> {
    try {
      const { pinned } = this.options;
      return Promise.resolve(work(pinned === undefined ? this.followed() : this.pinnedConnection(pinned)));
    } catch (error) {
      if (error instanceof CatalogUnavailableError) return Promise.reject(error);
      if (error instanceof Database.SqliteError) {
        this.close();
        return Promise.reject(new CatalogUnavailableError('the catalog could not be read', { cause: error }));
      }
      return Promise.reject(error);
    }
  }

  /** A connection to the file the path names now. */
  private followed(): Connection {
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
    return this.connection;
  }

  /** A connection to the pinned file, opened once; opening fails when the path no longer names that file. */
  private pinnedConnection(pinned: FileIdentity): Connection {
    if (this.connection) return this.connection;
    const isPinned = () => stillNames(this.path, pinned);
    const replaced = () =>
      new CatalogUnavailableError(`the catalog at ${this.path} is no longer the file that was verified and opened`);
    if (!isPinned()) throw replaced();
    const connection = new Connection(this.path, this.options.attributes);
    // Replaced between the check and the open: this connection may be to the new file.
    if (!isPinned()) {
      connection.db.close();
      throw replaced();
    }
    return (this.connection = connection);
  }

  search<Index extends SearchIndexName>(
    request: SearchRequest<Index>,
    options?: SearchOptions,
  ): Promise<SearchResult<SearchHits[Index]>> {
    if (options?.signal?.aborted) return Promise.reject(new SearchAbandonedError());
    return this.use((connection) => {
      // A cuisine the catalog does not know is refused (the route answers 400): nothing is searched for it.
      const unknownCuisines = unknownCuisinesOf(connection, request);
      if (unknownCuisines.length > 0) {
        const interpretation = {
          searched: '',
          corrections: [],
          dropped: [],
          place: null,
          did_you_mean: null,
          filters: [],
        };
        return { hits: [], total: 0, totalIsExact: true, interpretation, unknownCuisines };
      }
      return searchOn(connection, request);
    });
  }

  record<Kind extends keyof Records>({ kind, restaurantId }: RecordRequest<Kind>): Promise<Records[Kind] | undefined> {
    return this.use((connection) => {
      const restaurant = connection.statements.restaurantById.get(restaurantId);
      if (!restaurant) return undefined;
      if (kind === 'restaurant') return toRestaurant(restaurant) as Records[Kind];
      return menuOf(connection, restaurant) as Records[Kind];
    });
  }

  lookup<Kind extends keyof Lookups>(request: LookupRequest<Kind>): Promise<Lookups[Kind]['answer']> {
    return this.use((connection) => answerLookup(connection, request as LookupRequest) as Lookups[Kind]['answer']);
  }

  statistics<Kind extends keyof Statistics>(request: StatisticsRequest<Kind>): Promise<Statistics[Kind]['answer']> {
    return this.use(
      (connection) => answerStatistics(connection, request as StatisticsRequest) as Statistics[Kind]['answer'],
    );
  }

  listing(request: PlaceListingRequest): Promise<PlaceListing> {
    return this.use((connection) => placeListing(connection, request));
  }

  suggest(request: SuggestRequest): Promise<{ suggestions: Suggestion[]; processingMs: number }> {
    return this.use((connection) => {
      const started = performance.now();
      const suggestions = suggest(connection, request);
      return { suggestions, processingMs: performance.now() - started };
    });
  }

  ping(): Promise<number> {
    const started = performance.now();
    return this.use(({ searchers }) => {
      searchers.restaurants.probe();
      return performance.now() - started;
    });
  }

  describe(): Promise<CatalogDescription> {
    return this.use((connection) => connection.description);
  }

  /**
   * Opens the file and runs the warm-up searches (`warm-searches.ts`) on each index, so the code and pages the
   * first requests need are warm: on a thread just started, the first search of each kind pays for compiling its
   * code and reading its pages, which a person should not wait for. And it works out the facet totals a browse by
   * one place or cuisine counts from, the price statistics of such a browse of items, every place's mix and every
   * cuisine's city counts. What needs every item (the nation's figures, the main-course medians, the dish names) the
   * builder keeps: worked out here, it read the whole items table on every thread.
   */
  async warm(): Promise<void> {
    const samples = await this.use(({ attributes, statements }) =>
      filterSamples({
        id: statements.restaurantsByRowids.get(JSON.stringify([1]))?.id ?? '',
        latitude: attributes.latitude[1] ?? 0,
        longitude: attributes.longitude[1] ?? 0,
        state: US_STATES[attributes.state[1] ?? 0]![0],
        city: attributes.cities[attributes.city[1] ?? 0]?.city ?? '',
        cuisine: attributes.cuisines[attributes.cuisineOf[attributes.cuisineStart[1] ?? 0] ?? 0] ?? 'pizza',
        chainId: attributes.chains[0]?.id ?? 'chn_000000000000',
      }),
    );
    const now = Date.now();
    for (const index of ['restaurants', 'items'] as const) {
      for (const search of warmSearches(index, samples)) {
        // Cloned as a request arriving from the HTTP thread is, keys in the order `searchRequest` (routes) writes
        // them, so the objects have the shapes requests will.
        const { text, filters, sort, facets } = search;
        const request: SearchRequest = structuredClone({
          index,
          text,
          filters,
          sort,
          sortChosen: sort !== 'relevance',
          facets,
          page: { limit: 10, offset: 0 },
          now,
        });
        await this.search(request);
      }
    }
    // Dish prices of a dish the whole country serves, city by city, state by state and in the sample's city: a thread's
    // first dish prices otherwise ran its loops over a broad dish's matches before V8 had compiled them, and one
    // within a state had too few matches for that. Keys in the order the route writes them, as above.
    const dishPrices = (groupBy: 'city' | 'state', cities?: { state: string; city: string }[]) =>
      this.statistics({
        kind: 'dish-prices',
        search: {
          index: 'items',
          text: 'curry',
          filters: {},
          sort: 'relevance',
          sortChosen: false,
          facets: [],
          page: { limit: 1, offset: 0 },
          now,
        },
        ...(cities && { cities }),
        groupBy,
        minItems: 1,
        sort: 'median_price',
        order: 'desc',
        limit: 10,
        offset: 0,
      });
    await dishPrices('city');
    await dishPrices('state');
    await dishPrices('city', [{ state: samples.state, city: samples.city }]);
    // Reads the dish names and the other suggestion lists.
    await this.suggest({ text: samples.city, limit: 8 });
    await this.use((connection) => {
      connection.facetTotals.fill();
      connection.browsePrices.fill();
      connection.benchmarks.fill();
      connection.cityRanking.fill();
      connection.cuisineRanking.fill();
      // The restaurants in id order a sync listing walks: tens of milliseconds to read, on a thread's first listing.
      placeListing(connection, { state: samples.state, limit: 1 });
    });
  }

  close(): void {
    if (this.connection?.db.open) this.connection.db.close();
    this.connection = undefined;
    this.openedInode = undefined;
  }
}

function searchOn<Index extends SearchIndexName>(
  connection: Connection,
  request: SearchRequest<Index>,
): SearchResult<SearchHits[Index]> {
  const candidates =
    accessPathOf(request).kind === 'menu'
      ? new MenuCandidates(menuDocuments(connection, request))
      : new FtsCandidates(connection.searchers[request.index], connection.searchers.items, isDiscovery(request));
  const answer = (relaxed?: ReadonlySet<string>) => {
    const plan = planSearch(request, connection.vocabulary(request.index), candidates, relaxed);
    const run = isDiscovery(plan.request) ? executeDiscovery : execute;
    return { ...run(connection, plan.request, plan, candidates), interpretation: plan.interpretation, plan };
  };
  // A price in words that alone leaves nothing is relaxed, and reported so (`appliedPreferences`).
  let chosen = answer();
  const preferences = chosen.total === 0 ? appliedPreferences(chosen.plan) : new Set<string>();
  if (preferences.size > 0) {
    const relaxed = answer(preferences);
    if (relaxed.total > 0) chosen = relaxed;
  }
  const { plan: _plan, ...result } = chosen;
  return result;
}

/** The slugs of a search's cuisine filters that the catalog does not know: the route refuses them. */
function unknownCuisinesOf({ taxonomy }: Connection, { filters }: SearchRequest): string[] {
  const named = [...(filters.cuisines ?? []), ...(filters.cuisine === undefined ? [] : [filters.cuisine])];
  return named.length === 0 ? [] : taxonomy.unknown(named);
}

function menuOf({ statements }: Connection, restaurant: RestaurantRow): Menu {
  const sections = toMenuSections(
    statements.sections.all(restaurant.rowid),
    statements.itemsInRange.iterate(restaurant.first_item, restaurant.last_item),
  );
  return { restaurant_id: restaurant.id, currency: 'USD', sections };
}

function answerLookup(connection: Connection, request: LookupRequest): Lookups[keyof Lookups]['answer'] {
  switch (request.kind) {
    case 'restaurants':
      return request.restaurantIds.map((id) => {
        const row = connection.statements.restaurantById.get(id);
        if (!row) return null;
        if (!request.menus) return toRestaurant(row);
        const { currency, sections } = menuOf(connection, row);
        return { ...toRestaurant(row), menu: { currency, sections } };
      });
    case 'match':
      return matchRestaurants(connection, request, (search) =>
        searchOn(connection, search).hits.map((hit) => hit.restaurant_id),
      );
    case 'cuisines':
      return connection.taxonomy.entries;
  }
}

function answerStatistics(connection: Connection, request: StatisticsRequest): Statistics[keyof Statistics]['answer'] {
  const { statistics, benchmarks } = connection;
  const benchmarked = <T extends PlaceFigures>(figures: T) => ({ ...figures, ...benchmarks.of(figures) });
  switch (request.kind) {
    case 'city': {
      const stats = cityStatistics(statistics, request);
      return stats && benchmarked(stats);
    }
    case 'state':
      return benchmarked(stateStatistics(statistics, request));
    case 'us':
      return usStatistics(connection.national, benchmarks);
    case 'cities': {
      const { rows, total } = connection.cityRanking.rank(request);
      return { rows: rows.map(benchmarked), total };
    }
    case 'dish-prices':
      return dishPrices(connection, request);
    case 'dish-matrix':
      return dishMatrix(connection, request);
    case 'cuisine-ranking':
      return connection.cuisineRanking.rank(request);
    case 'top-cuisines':
      return topCuisines(statistics, request);
  }
}
