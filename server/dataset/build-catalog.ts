/**
 * Writes a catalog source (the sample generator or an importer) into a new SQLite catalog: base rows, FTS5 indexes and precomputed statistics.
 * It writes to a temporary file and renames it into place only when everything is in, so an interrupted build
 * never leaves a file that looks like a catalog. The finished file's checksum is recorded beside it
 * (`catalog/integrity.ts`) just before it moves into place.
 */
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { writeAttributes } from '../catalog/attributes.ts';
import { recordChecksum } from '../catalog/integrity.ts';
import { CATALOG_FORMAT_VERSION, catalogSchemaSql, DISH_SEPARATOR } from '../catalog/schema.ts';
import { FILTER_PREFIX, filterKey, filterToken } from '../catalog/fts-query.ts';
import { CuisineTally, PlaceAccumulator, percentile } from './catalog-stats.ts';
import { DietaryCache, DietaryCheck } from './dietary.ts';
import type { CatalogRestaurant, CatalogSource } from './types.ts';

export type BuildPhase = 'writing' | 'indexing' | 'optimizing';

export interface BuildProgress {
  phase: BuildPhase;
  done: number;
  total: number;
}

export interface BuildSummary {
  path: string;
  restaurants: number;
  items: number;
  cities: number;
  cuisines: number;
  bytes: number;
  seconds: number;
}

/**
 * Static quality: the rating pulled towards a prior by the number of reviews (a Bayesian average), so a 5.0 from
 * two reviews does not outrank a 4.6 from two thousand; unrated restaurants come last.
 */
function qualityScore(restaurant: Pick<CatalogRestaurant, 'ratingAverage' | 'ratingCount'>): number {
  if (restaurant.ratingAverage === null) return 0;
  const prior = 3.8;
  const weight = 25;
  return (restaurant.ratingAverage * restaurant.ratingCount + prior * weight) / (restaurant.ratingCount + weight);
}

function byQuality<R extends CatalogRestaurant>(restaurants: readonly R[]): R[] {
  const scored = restaurants.map((restaurant) => ({ restaurant, score: qualityScore(restaurant) }));
  scored.sort((a, b) => b.score - a.score || (a.restaurant.id < b.restaurant.id ? -1 : 1));
  return scored.map(({ restaurant }) => restaurant);
}

const INDEX_CHUNKS = 40;

const FTS_TABLES = ['restaurants_fts', 'restaurant_documents_fts', 'items_fts'] as const;

export function buildCatalog<R extends CatalogRestaurant>(
  source: CatalogSource<R>,
  path: string,
  onProgress: (progress: BuildProgress) => void = () => {},
): BuildSummary {
  const started = performance.now();
  const temporary = `${path}.partial-${process.pid}`;
  rmSync(temporary, { force: true });
  const db = new Database(temporary);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('cache_size = -262144');
    db.pragma('temp_store = MEMORY');
    db.exec(catalogSchemaSql);
    // Segments are merged once, by 'optimize' at the end, instead of again and again as rows arrive (the default
    // automerge): a third less indexing time at full scale, and the same index.
    for (const fts of FTS_TABLES) db.exec(`INSERT INTO ${fts}(${fts}, rank) VALUES('automerge', 0)`);

    const counts = db.transaction(() => writeRows(db, source, onProgress))();
    db.transaction(() => indexText(db, counts, onProgress))();
    onProgress({ phase: 'optimizing', done: 0, total: 1 });
    for (const fts of FTS_TABLES) db.exec(`INSERT INTO ${fts}(${fts}) VALUES('optimize')`);
    db.transaction(() => recordTerms(db))();
    db.transaction(() => writeAttributes(db))();
    db.exec('ANALYZE');
    db.pragma('journal_mode = DELETE');
    db.close();
    recordChecksum(temporary, path);
    onProgress({ phase: 'optimizing', done: 1, total: 1 });
    renameSync(temporary, path);
    return { path, ...counts, bytes: statSync(path).size, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    if (db.open) db.close();
    if (existsSync(temporary)) rmSync(temporary);
    throw error;
  }
}

function writeRows<R extends CatalogRestaurant>(
  db: Database.Database,
  source: CatalogSource<R>,
  onProgress: (progress: BuildProgress) => void,
) {
  const insertRestaurant = db.prepare(`INSERT INTO restaurants VALUES (
    @rowid, @id, @name, @cuisines, @priceRange, @ratingAverage, @ratingCount, @street, @city, @cityKey, @state,
    @postalCode, @latitude, @longitude, @phone, @website, @timezone, @hours, @sectionCount, @itemCount,
    @medianPriceCents, @firstItem, @lastItem, @vegetarianItems, @veganItems, @glutenFreeItems)`);
  const insertSection = db.prepare('INSERT INTO sections VALUES (?, ?, ?)');
  const insertItem = db.prepare('INSERT INTO items VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const dietary = new DietaryCache();

  const ranked = byQuality(source.restaurants());
  const cities = new Map<string, PlaceAccumulator>();
  const states = new Map<string, PlaceAccumulator>();
  const nation = new CuisineTally();
  let itemRowid = 0;

  ranked.forEach((restaurant, index) => {
    const rowid = index + 1;
    const firstItem = itemRowid + 1;
    const prices: number[] = [];
    const tagged = [0, 0, 0];
    const sections = source.menu(restaurant);
    sections.forEach((section, position) => {
      insertSection.run(rowid, position, section.title);
      for (const item of section.items) {
        itemRowid += 1;
        const bits = dietary.bits(item.name, item.description);
        for (let tag = 0; tag < tagged.length; tag += 1) tagged[tag]! += (bits >> tag) & 1;
        insertItem.run(
          itemRowid,
          item.id,
          rowid,
          position,
          item.name,
          item.description,
          item.priceCents,
          item.priceText,
          bits,
        );
        if (item.priceCents !== null) prices.push(item.priceCents);
      }
    });
    const itemCount = itemRowid - firstItem + 1;
    prices.sort((a, b) => a - b);
    const cityKey = filterKey(restaurant.city);
    insertRestaurant.run({
      ...restaurant,
      rowid,
      cuisines: JSON.stringify(restaurant.cuisines),
      cityKey,
      hours: restaurant.hours === null ? null : JSON.stringify(restaurant.hours),
      sectionCount: sections.length,
      itemCount,
      medianPriceCents: prices.length === 0 ? null : Math.round(percentile(prices, 0.5)),
      firstItem,
      lastItem: itemRowid,
      vegetarianItems: tagged[0],
      veganItems: tagged[1],
      glutenFreeItems: tagged[2],
    });

    const entry = { ...restaurant, itemCount, priceCents: prices };
    const cityId = `${restaurant.state}|${cityKey}`;
    let city = cities.get(cityId);
    if (!city) cities.set(cityId, (city = new PlaceAccumulator(restaurant.state, restaurant.city)));
    city.add(entry);
    let state = states.get(restaurant.state);
    if (!state) states.set(restaurant.state, (state = new PlaceAccumulator(restaurant.state, null)));
    state.add(entry);
    nation.add(restaurant.cuisines);

    if (rowid % 2000 === 0 || rowid === ranked.length)
      onProgress({ phase: 'writing', done: rowid, total: ranked.length });
  });

  writeStatistics(db, cities, states, nation);
  const dietaryCheck = new DietaryCheck(db);
  dietaryCheck.items(1, itemRowid);
  dietaryCheck.finish();
  const meta = db.prepare('INSERT INTO meta VALUES (?, ?)');
  meta.run('format_version', CATALOG_FORMAT_VERSION);
  meta.run('source', source.source);
  meta.run('built_at', new Date().toISOString());
  for (const [key, value] of Object.entries(source.metadata ?? {})) meta.run(key, value);
  meta.run('cuisines', JSON.stringify(source.cuisines()));
  return { restaurants: ranked.length, items: itemRowid, cities: cities.size, cuisines: nation.counts.size };
}

function writeStatistics(
  db: Database.Database,
  cities: Map<string, PlaceAccumulator>,
  states: Map<string, PlaceAccumulator>,
  nation: CuisineTally,
): void {
  const insertPlace = db.prepare(
    'INSERT INTO place_stats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const citiesPerState = new Map<string, number>();
  for (const city of cities.values()) citiesPerState.set(city.state, (citiesPerState.get(city.state) ?? 0) + 1);
  for (const place of [...cities.values(), ...states.values()]) {
    const summary = place.summary();
    const p = summary.percentiles;
    insertPlace.run(
      place.state,
      place.city === null ? '' : filterKey(place.city),
      place.city,
      place.city === null ? citiesPerState.get(place.state)! : null,
      summary.restaurantCount,
      summary.itemCount,
      summary.averageCents,
      p.p10,
      p.p25,
      p.p50,
      p.p75,
      p.p90,
      p.p99,
      ...summary.tiers,
      summary.expensiveShare,
      summary.latitude,
      summary.longitude,
      JSON.stringify(summary.topCuisines),
    );
  }
  const insertCount = db.prepare('INSERT INTO cuisine_counts VALUES (?, ?, ?)');
  const insertTotal = db.prepare('INSERT INTO scope_totals VALUES (?, ?)');
  const scopes: [string, CuisineTally][] = [
    ['', nation],
    ...[...states].map(([code, state]) => [code, state.cuisines] as [string, CuisineTally]),
  ];
  for (const [scope, tally] of scopes) {
    insertTotal.run(scope, tally.restaurants);
    for (const [cuisine, count] of tally.counts) insertCount.run(scope, cuisine, count);
  }
}

/** Lists every searchable word of each index (filter tokens left out) with its document count: the analyser's dictionary. */
function recordTerms(db: Database.Database): void {
  for (const [fts, terms] of [
    ['restaurant_documents_fts', 'restaurant_terms'],
    ['items_fts', 'item_terms'],
  ] as const) {
    db.exec(`CREATE VIRTUAL TABLE temp.vocabulary USING fts5vocab(main, '${fts}', 'col');
             INSERT INTO ${terms} SELECT term, max(doc) FROM temp.vocabulary
               WHERE col != 'filters' AND term != '' GROUP BY term;
             DROP TABLE temp.vocabulary;`);
  }
}

/** Fills the contentless FTS5 indexes from the base rows in rowid chunks, so progress can be shown. */
function indexText(
  db: Database.Database,
  counts: { restaurants: number; items: number },
  onProgress: (progress: BuildProgress) => void,
): void {
  // The cuisine labels are searchable words ("neapolitan pizza"); the filter tokens are not (own column).
  const cuisineWords = `replace(replace(replace(replace(cuisines, '[', ''), ']', ''), '"', ''), '-', ' ')`;
  const filterTokens = (alias: string) =>
    `'${FILTER_PREFIX.state}' || lower(${alias}.state) || ' ${FILTER_PREFIX.city}' || ${alias}.city_key ||
     ' ${FILTER_PREFIX.cityInState}' || ${alias}.city_key || lower(${alias}.state)`;
  db.function('cuisine_tokens', { deterministic: true }, (json: unknown) =>
    (JSON.parse(String(json)) as string[]).map(filterToken.cuisine).join(' '),
  );
  const restaurantFilters = `${filterTokens('r')} || ' ' || cuisine_tokens(r.cuisines)`;
  const indexRestaurants = db.prepare(`
    INSERT INTO restaurants_fts(rowid, name, cuisines, filters)
    SELECT r.rowid, r.name, ${cuisineWords}, ${restaurantFilters}
    FROM restaurants r WHERE r.rowid BETWEEN ? AND ?`);
  // Section titles and distinct dish names, each pair apart by a token no query can hold, so that a phrase never
  // runs from one dish into the next ("… Steak" + "House Salad" is not "steak house").
  const apart = `' ${DISH_SEPARATOR} '`;
  const indexDocuments = db.prepare(`
    INSERT INTO restaurant_documents_fts(rowid, name, cuisines, dishes, place, filters)
    SELECT r.rowid, r.name, ${cuisineWords},
           (SELECT group_concat(title, ${apart}) FROM sections WHERE restaurant = r.rowid) || ${apart} ||
           (SELECT group_concat(name, ${apart}) FROM
             (SELECT DISTINCT name FROM items WHERE rowid BETWEEN r.first_item AND r.last_item)),
           r.street || ' ' || r.city || ' ' || r.state, ${restaurantFilters}
    FROM restaurants r WHERE r.rowid BETWEEN ? AND ?`);
  const indexItems = db.prepare(`
    INSERT INTO items_fts(rowid, name, description, filters)
    SELECT i.rowid, i.name, i.description, ${filterTokens('r')}
    FROM items i JOIN restaurants r ON r.rowid = i.restaurant WHERE i.rowid BETWEEN ? AND ?`);

  const total = 2 * counts.restaurants + counts.items;
  let done = 0;
  for (const [statement, rows] of [
    [indexRestaurants, counts.restaurants],
    [indexDocuments, counts.restaurants],
    [indexItems, counts.items],
  ] as const) {
    const chunk = Math.max(1, Math.ceil(rows / INDEX_CHUNKS));
    for (let first = 1; first <= rows; first += chunk) {
      const last = Math.min(rows, first + chunk - 1);
      statement.run(first, last);
      done += last - first + 1;
      onProgress({ phase: 'indexing', done, total });
    }
  }
}
