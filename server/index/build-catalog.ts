/**
 * Writes a catalog source (the sample generator or an importer) into a new SQLite catalog: base rows, FTS5 indexes
 * and precomputed statistics.
 * The items' index, the largest, is built on a second thread as the rows are written (`item-index-thread.ts`).
 * It writes to a temporary file and renames it into place only when everything is in, so an interrupted build
 * never leaves a file that looks like a catalog. The finished file's checksum is recorded beside it
 * (`catalog/lifecycle/integrity.ts`) just before it moves into place.
 */
import { renameSync, rmSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { writeAttributes } from './attributes.ts';
import { checkRestaurants } from './catalog-limits.ts';
import { recordChecksum } from './checksum.ts';
import { filterKey } from './filter-tokens.ts';
import { CATALOG_FORMAT_VERSION, catalogSchemaSql } from './schema.ts';
import { type CuisineTally, PlaceAccumulator, percentile } from './statistics-tables.ts';
import { DishNameTally } from './dish-name-tally.ts';
import { DietaryCache } from './dietary.ts';
import { DietPromiseCheck } from './diet-promises.ts';
import { ItemIndexThread } from './item-index-thread.ts';
import { ItemRows } from './item-rows.ts';
import { indexStatement, optimize, prepareBulkLoad, recordNameKeys, recordTerms } from './text-index.ts';
import { writePostings } from './write-postings.ts';
import type { CatalogRestaurant, CatalogSource } from './source.ts';
import { ratingScore } from '../../rules/rating-score.ts';
import { RESTAURANT_DIETARY_MIN_MEALS } from '../../rules/limits.ts';
import { isMealSection } from './meal-sections.ts';
import { courseOf } from './courses.ts';
import { makeId } from './ids.ts';
import { usPhoneDigits } from '../../rules/phone.ts';

type BuildPhase = 'writing' | 'indexing' | 'optimizing';

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

function byQuality<R extends CatalogRestaurant>(restaurants: readonly R[]): R[] {
  // Static quality: how sure each rating is (rules/rating-score.ts); unrated restaurants come last.
  const scored = restaurants.map((restaurant) => ({
    restaurant,
    score: ratingScore(restaurant.ratingAverage, restaurant.ratingCount),
  }));
  scored.sort((a, b) => b.score - a.score || (a.restaurant.id < b.restaurant.id ? -1 : 1));
  return scored.map(({ restaurant }) => restaurant);
}

const INDEX_CHUNKS = 40;

/** The indexes this thread builds; items_fts comes from the item index thread. */
const RESTAURANT_INDEXES = ['restaurants_fts', 'restaurant_documents_fts'] as const;

/** Items written per transaction: each commit lets the item index thread read what it holds. */
const ITEMS_PER_COMMIT = 100_000;

export function buildCatalog<R extends CatalogRestaurant>(
  source: CatalogSource<R>,
  path: string,
  onProgress: (progress: BuildProgress) => void = () => {},
): BuildSummary {
  const started = performance.now();
  const temporary = `${path}.partial-${process.pid}`;
  rmSync(temporary, { force: true });
  const db = new Database(temporary);
  let thread: ItemIndexThread | undefined;
  try {
    // WAL, so that the item index thread reads committed rows while this thread writes more.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -65536');
    db.pragma('temp_store = MEMORY');
    db.exec(catalogSchemaSql);
    for (const fts of RESTAURANT_INDEXES) prepareBulkLoad(db, fts);
    const itemIndex = (thread = new ItemIndexThread(temporary));

    const { counts, itemAttributes } = writeRows(db, source, itemIndex, onProgress);
    // The rest goes straight into the file once the thread has read its last rows: WAL writes every page twice.
    itemIndex.wait('released');
    db.pragma('journal_mode = OFF');
    // The restaurants' indexes are made here while the thread finishes the items'; one bar shows both.
    const total = 2 * counts.restaurants + counts.items;
    const indexed = (restaurantRows: number) => {
      const done = restaurantRows + itemIndex.indexed;
      onProgress(done < total ? { phase: 'indexing', done, total } : { phase: 'optimizing', done: 0, total: 1 });
    };
    db.transaction(() => {
      indexRestaurants(db, counts.restaurants, indexed);
      recordNameKeys(db);
    })();
    for (const fts of RESTAURANT_INDEXES) optimize(db, fts);
    db.transaction(() => recordTerms(db, 'restaurant_documents_fts', 'restaurant_terms'))();
    writePostings(db, 'restaurant_documents_fts', 'restaurant_postings', counts.restaurants);
    db.transaction(() => writeAttributes(db, itemAttributes))();
    itemIndex.wait('done', () => indexed(2 * counts.restaurants));
    itemIndex.copyInto(db);
    db.exec('ANALYZE');
    db.pragma('journal_mode = DELETE');
    db.close();
    recordChecksum(temporary, path);
    onProgress({ phase: 'optimizing', done: 1, total: 1 });
    renameSync(temporary, path);
    return { path, ...counts, bytes: statSync(path).size, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    if (db.open) db.close();
    // The thread first: one that started late may still attach the catalog, which would create it again.
    thread?.close();
    thread = undefined;
    for (const file of [temporary, `${temporary}-wal`, `${temporary}-shm`]) rmSync(file, { force: true });
    throw error;
  } finally {
    thread?.close();
  }
}

function writeRows<R extends CatalogRestaurant>(
  db: Database.Database,
  source: CatalogSource<R>,
  itemIndex: ItemIndexThread,
  onProgress: (progress: BuildProgress) => void,
) {
  const insertRestaurant = db.prepare(`INSERT INTO restaurants VALUES (
    @rowid, @id, @name, @cuisines, @priceRange, @ratingAverage, @ratingCount, @street, @city, @cityKey, @state,
    @postalCode, @latitude, @longitude, @phone, @website, @timezone, @hours, @sectionCount, @itemCount,
    @medianPriceCents, @firstItem, @lastItem, @vegetarianItems, @veganItems, @glutenFreeItems, @mealDietary,
    @chainId, @chainName, @chainLocations, @delivery, @takeout, @dineIn, @reservations, @updatedAt)`);
  const insertSection = db.prepare('INSERT INTO sections VALUES (?, ?, ?)');
  const insertPhone = db.prepare('INSERT OR IGNORE INTO restaurant_phones VALUES (?, ?)');
  const items = new ItemRows(db);
  const dietary = new DietaryCache();
  const promises = source.keepsDietPromises ? new DietPromiseCheck() : null;

  const restaurants = source.restaurants();
  checkRestaurants(restaurants);
  const ranked = byQuality(restaurants);
  const builtAt = new Date().toISOString();
  const chains = chainsOf(restaurants);
  const cities = new Map<string, PlaceAccumulator>();
  const states = new Map<string, PlaceAccumulator>();
  // The country, under the scope that cuisine_counts gives it.
  const nation = new PlaceAccumulator('', null);
  const dishNames = new DishNameTally();
  let committed = 0;

  db.exec('BEGIN');
  ranked.forEach((restaurant, index) => {
    const rowid = index + 1;
    const firstItem = items.last + 1;
    const prices: number[] = [];
    const mainPrices: number[] = [];
    const tagged = [0, 0, 0];
    const taggedMeals = [0, 0, 0];
    const sections = source.menu(restaurant);
    promises?.restaurant(restaurant.id, restaurant.name, restaurant.cuisines, sections);
    sections.forEach((section, position) => {
      insertSection.run(rowid, position, section.title);
      const meals = isMealSection(section.title);
      for (const item of section.items) {
        const course = courseOf(section.title, item.name);
        const bits = dietary.bits(item.name, item.description);
        for (let tag = 0; tag < tagged.length; tag += 1) {
          tagged[tag]! += (bits >> tag) & 1;
          if (meals) taggedMeals[tag]! += (bits >> tag) & 1;
        }
        items.add(item.id, rowid, position, item.name, item.description, item.priceCents, item.priceText, bits, course);
        if (item.priceCents !== null) prices.push(item.priceCents);
        if (item.priceCents !== null && course === 'main') mainPrices.push(item.priceCents);
        dishNames.add(item.name, rowid, item.priceCents);
      }
    });
    const itemCount = items.last - firstItem + 1;
    prices.sort((a, b) => a - b);
    const cityKey = filterKey(restaurant.city);
    const chain = restaurant.chain ? chains.get(chainKey(restaurant.chain)) : undefined;
    const service = restaurant.service;
    const phoneDigits = restaurant.phone === null ? null : usPhoneDigits(restaurant.phone);
    if (phoneDigits !== null) insertPhone.run(Number(phoneDigits), rowid);
    insertRestaurant.run({
      ...restaurant,
      chainId: chain?.id ?? null,
      chainName: chain?.name ?? null,
      chainLocations: chain?.locations ?? null,
      delivery: flag(service?.delivery),
      takeout: flag(service?.takeout),
      dineIn: flag(service?.dineIn),
      reservations: flag(service?.reservations),
      updatedAt: restaurant.updatedAt ?? builtAt,
      rowid,
      cuisines: JSON.stringify(restaurant.cuisines),
      cityKey,
      hours: restaurant.hours === null ? null : JSON.stringify(restaurant.hours),
      sectionCount: sections.length,
      itemCount,
      medianPriceCents: prices.length === 0 ? null : Math.round(percentile(prices, 0.5)),
      firstItem,
      lastItem: items.last,
      vegetarianItems: tagged[0],
      veganItems: tagged[1],
      glutenFreeItems: tagged[2],
      mealDietary: taggedMeals.reduce(
        (bits, count, tag) => bits | (count >= RESTAURANT_DIETARY_MIN_MEALS ? 1 << tag : 0),
        0,
      ),
    });

    const entry = { ...restaurant, itemCount, priceCents: prices, mainPriceCents: mainPrices };
    const cityId = `${restaurant.state}|${cityKey}`;
    let city = cities.get(cityId);
    if (!city) cities.set(cityId, (city = new PlaceAccumulator(restaurant.state, restaurant.city)));
    city.add(entry);
    let state = states.get(restaurant.state);
    if (!state) states.set(restaurant.state, (state = new PlaceAccumulator(restaurant.state, null)));
    state.add(entry);
    nation.add(entry);

    if (items.last - committed >= ITEMS_PER_COMMIT) {
      items.flush();
      db.exec('COMMIT; BEGIN');
      itemIndex.written((committed = items.last));
    }
    if (rowid % 2000 === 0 || rowid === ranked.length)
      onProgress({ phase: 'writing', done: rowid, total: ranked.length });
  });

  promises?.finish();
  writeStatistics(db, cities, states, nation);
  dishNames.write(db);
  const meta = db.prepare('INSERT INTO meta VALUES (?, ?)');
  meta.run('format_version', CATALOG_FORMAT_VERSION);
  meta.run('source', source.source);
  meta.run('built_at', builtAt);
  for (const [key, value] of Object.entries(source.metadata ?? {})) meta.run(key, value);
  meta.run('cuisines', JSON.stringify(source.cuisines()));
  items.flush();
  db.exec('COMMIT');
  itemIndex.written(items.last, true);
  const counts = {
    restaurants: ranked.length,
    items: items.last,
    cities: cities.size,
    cuisines: nation.cuisines.counts.size,
  };
  return { counts, itemAttributes: items.attributes() };
}

/** A chain's key: its name as a filter compares it, so "Juniper Otter Burgers" and "JUNIPER OTTER BURGERS" are one. */
const chainKey = (name: string) => filterKey(name);

/**
 * The catalog's chains by key: an id from the name alone (the same chain keeps its id across builds and sources),
 * the name as its first location spells it, and how many locations this catalog holds.
 */
function chainsOf(restaurants: readonly CatalogRestaurant[]) {
  const chains = new Map<string, { id: string; name: string; locations: number }>();
  for (const { chain } of restaurants) {
    if (!chain) continue;
    const key = chainKey(chain);
    const known = chains.get(key);
    if (known) known.locations += 1;
    else chains.set(key, { id: makeId('chn', key), name: chain, locations: 1 });
  }
  return chains;
}

const flag = (value: boolean | null | undefined) => (value === true ? 1 : value === false ? 0 : null);

function writeStatistics(
  db: Database.Database,
  cities: Map<string, PlaceAccumulator>,
  states: Map<string, PlaceAccumulator>,
  nation: PlaceAccumulator,
): void {
  const insertPlace = db.prepare(
    'INSERT INTO place_stats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const citiesPerState = new Map<string, number>();
  for (const city of cities.values()) citiesPerState.set(city.state, (citiesPerState.get(city.state) ?? 0) + 1);
  for (const place of [...cities.values(), ...states.values()]) {
    const row = placeRow(place, place.city === null ? citiesPerState.get(place.state)! : null);
    insertPlace.run(Object.values(row));
  }
  const national = placeRow(nation, cities.size);
  db.prepare("INSERT INTO meta VALUES ('national', ?)").run(JSON.stringify(national));
  const insertCount = db.prepare('INSERT INTO cuisine_counts VALUES (?, ?, ?)');
  const insertTotal = db.prepare('INSERT INTO scope_totals VALUES (?, ?)');
  const scopes: [string, CuisineTally][] = [
    ['', nation.cuisines],
    ...[...states].map(([code, state]) => [code, state.cuisines] as [string, CuisineTally]),
  ];
  for (const [scope, tally] of scopes) {
    insertTotal.run(scope, tally.restaurants);
    for (const [cuisine, count] of tally.counts) insertCount.run(scope, cuisine, count);
  }
}

/** A place's row of place_stats, its columns in the table's order (the nation's too, kept in meta). */
function placeRow(place: PlaceAccumulator, cityCount: number | null) {
  const summary = place.summary();
  const p = summary.percentiles;
  return {
    state: place.state,
    city_key: place.city === null ? '' : filterKey(place.city),
    city: place.city,
    city_count: cityCount,
    restaurant_count: summary.restaurantCount,
    item_count: summary.itemCount,
    average_cents: summary.averageCents,
    p10: p.p10,
    p25: p.p25,
    p50: p.p50,
    p75: p.p75,
    p90: p.p90,
    p99: p.p99,
    tier_1: summary.tiers[0]!,
    tier_2: summary.tiers[1]!,
    tier_3: summary.tiers[2]!,
    tier_4: summary.tiers[3]!,
    expensive_share: summary.expensiveShare,
    latitude: summary.latitude,
    longitude: summary.longitude,
    top_cuisines: JSON.stringify(summary.topCuisines),
    main_median_cents: summary.mainMedianCents,
  };
}

/** Fills the restaurants' FTS5 indexes from their rows in rowid chunks, so progress can be shown. */
function indexRestaurants(db: Database.Database, restaurants: number, onIndexed: (rows: number) => void): void {
  const chunk = Math.max(1, Math.ceil(restaurants / INDEX_CHUNKS));
  let done = 0;
  for (const fts of RESTAURANT_INDEXES) {
    const index = indexStatement(db, fts);
    for (let first = 1; first <= restaurants; first += chunk) {
      const last = Math.min(restaurants, first + chunk - 1);
      index.run(first, last);
      done += last - first + 1;
      onIndexed(done);
    }
  }
}
