/**
 * How the builder fills the catalog's FTS5 indexes from its base rows. The builder's own thread and its item index
 * thread (`item-index-thread.ts`) run these same statements, so an index is the same whichever thread made it.
 */
import type Database from 'better-sqlite3';
import { FILTER_PREFIX, filterToken } from './filter-tokens.ts';
import { RESTAURANT_DOCUMENT } from './schema.ts';
import { nameKey } from '../search/name-key.ts';
import { words } from '../search/tokens.ts';

export type FtsTable = 'restaurants_fts' | 'restaurant_documents_fts' | 'items_fts';

/**
 * FTS5 keeps new entries in memory and writes them out as a segment at the end of each statement and whenever
 * they pass `hashsize` (1 MB by default), and it merges segments as they pile up (automerge, and always once 16
 * wait on one level: crisismerge). For a bulk load, segments are merged once, by 'optimize' at the end: less
 * indexing time than merging as rows arrive, and the same index. And each indexing statement makes one segment,
 * not one per megabyte, so nothing is merged twice (docs/toolchain.md has what each saved). The settings stay in
 * each index's _config table; reads ignore them.
 */
export function prepareBulkLoad(db: Database.Database, fts: FtsTable): void {
  for (const [setting, value] of [
    ['automerge', 0],
    ['crisismerge', 1000],
    ['hashsize', 128 * 1024 * 1024],
  ] as const) {
    db.exec(`INSERT INTO ${fts}(${fts}, rank) VALUES('${setting}', ${value})`);
  }
}

/** Merges the index's segments into one, the shape searches read fastest. */
export function optimize(db: Database.Database, fts: FtsTable): void {
  db.exec(`INSERT INTO ${fts}(${fts}) VALUES('optimize')`);
}

/** Writes each restaurant's name key (`restaurant_names`), which the exact-name tier looks a query's up in. */
export function recordNameKeys(db: Database.Database): void {
  db.function('name_key', { deterministic: true }, (name: unknown) => nameKey(words(String(name))));
  db.exec('INSERT INTO restaurant_names SELECT name_key(name), rowid FROM restaurants');
}

/** Lists every searchable word of an index (filter tokens left out) with its document count: the analyser's dictionary. */
export function recordTerms(
  db: Database.Database,
  fts: 'restaurant_documents_fts' | 'items_fts',
  terms: 'restaurant_terms' | 'item_terms',
): void {
  db.exec(`CREATE VIRTUAL TABLE temp.vocabulary USING fts5vocab(main, '${fts}', 'col');
           INSERT INTO ${terms} SELECT term, max(doc) FROM temp.vocabulary
             WHERE col != 'filters' AND term != '' GROUP BY term;
           DROP TABLE temp.vocabulary;`);
}

const filterTokens = (alias: string) =>
  `'${FILTER_PREFIX.state}' || lower(${alias}.state) || ' ${FILTER_PREFIX.city}' || ${alias}.city_key ||
   ' ${FILTER_PREFIX.cityInState}' || ${alias}.city_key || lower(${alias}.state)`;

/**
 * The statement that indexes the rows of rowids first..last (restaurants, or items for `items_fts`). The base
 * tables are named without a schema: on the index thread they are those of the catalog it has attached.
 */
export function indexStatement(db: Database.Database, fts: FtsTable): Database.Statement<[number, number]> {
  db.function('cuisine_tokens', { deterministic: true }, (json: unknown) =>
    (JSON.parse(String(json)) as string[]).map(filterToken.cuisine).join(' '),
  );
  // Items carry their restaurant's cuisines too: the restaurant search's one-dish tier reads the item index under
  // the restaurant's filters (`index/schema.ts`).
  const restaurantFilters = `${filterTokens('r')} || ' ' || cuisine_tokens(r.cuisines)`;
  if (fts === 'items_fts') {
    return db.prepare(`
      INSERT INTO items_fts(rowid, name, description, filters)
      SELECT i.rowid, i.name, i.description, ${restaurantFilters}
      FROM items i JOIN restaurants r ON r.rowid = i.restaurant WHERE i.rowid BETWEEN ? AND ?`);
  }
  if (fts === 'restaurants_fts') {
    return db.prepare(`
      INSERT INTO restaurants_fts(rowid, name, cuisines, filters)
      SELECT r.rowid, r.name, ${RESTAURANT_DOCUMENT.cuisines}, ${restaurantFilters}
      FROM restaurants r WHERE r.rowid BETWEEN ? AND ?`);
  }
  return db.prepare(`
    INSERT INTO restaurant_documents_fts(rowid, name, cuisines, dishes, place, filters)
    SELECT r.rowid, r.name, ${RESTAURANT_DOCUMENT.cuisines}, ${RESTAURANT_DOCUMENT.dishes},
           ${RESTAURANT_DOCUMENT.place}, ${restaurantFilters}
    FROM restaurants r WHERE r.rowid BETWEEN ? AND ?`);
}
