/**
 * `npm run bench:search`: search latency per query class against the full-scale catalog (built first if missing),
 * single client. Times the catalog's search calls (query analysis + FTS5 + ranking + row loading), which is where a
 * search spends its time; `npm run bench:gateway` measures what HTTP and the gateway add.
 *
 * Two modes (both by default):
 * - warm: a fixed mix per class, repeated (`--rounds`, after one warm-up round);
 * - novel: a few hundred distinct queries as people type them (bench/novel-queries.ts), each sent once to each
 *   search, so nothing is answered from a just-warmed path.
 *
 * Side by side: `--compare-code DIR --compare-data DIR` also loads the catalog implementation of another checkout
 * (e.g. a worktree of main) over its own catalog file, and runs both in the same process, query by query
 * interleaved (alternating which goes first), so both meet the same machine load and cache conditions.
 *
 *   npm run bench:search -- --compare-code /work/main --compare-data /work/data-baseline
 *
 * Options: `--scale 0.1` for a smaller catalog, `--rounds 5`, `--mode warm|novel|both`, `--catalog path.sqlite` to
 * measure an existing catalog file (e.g. one built by an older generator).
 * Figures: wall-clock milliseconds per call, and for the novel mode also CPU milliseconds (what the call cost the
 * process, a steadier figure than wall time on a shared machine).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import type { Catalog } from '../server/catalog/catalog.ts';
import { SqliteCatalog } from '../server/catalog/sqlite-catalog.ts';
import type { SearchRequest } from '../server/search/request.ts';
import { searchRequest } from '../server/test-support/catalog-calls.ts';
import { readConfig } from '../server/config.ts';
import { ensureCatalog } from '../server/dataset/ensure-catalog.ts';
import { DEEPEST_PAGE, PAGE_LIMIT } from '../rules/limits.ts';
import { novelQueries } from './novel-queries.ts';
import { BIG_CITIES, BIG_STATES, COMMON, PREFIXES, TWO_WORDS } from './queries.ts';

const config = readConfig();
const { values } = parseArgs({
  options: {
    scale: { type: 'string' },
    rounds: { type: 'string' },
    mode: { type: 'string' },
    catalog: { type: 'string' },
    'compare-code': { type: 'string' },
    'compare-data': { type: 'string' },
  },
});
const scale = values.scale === undefined ? config.datasetScale : Number(values.scale);
const rounds = Number(values.rounds ?? 5);
const mode = values.mode ?? 'both';
const path = values.catalog ?? (await ensureCatalog(config.dataDir, { scale, seed: config.datasetSeed }));

/** What the bench asks of a catalog. */
type Searchable = Pick<Catalog, 'search' | 'close'>;

interface Implementation {
  label: string;
  path: string;
  catalog: Searchable;
}

/** A catalog of a checkout from before searches were SearchRequests: one method per search. */
interface PerEndpointCatalog {
  searchRestaurants(query: object): Promise<unknown>;
  searchItems(query: object): Promise<unknown>;
  close(): void;
}

/** Sends a SearchRequest to a per-endpoint catalog as the query its method took, so old code runs the same mix. */
function perEndpoint(catalog: PerEndpointCatalog): Searchable {
  return {
    search: ((request: SearchRequest) => {
      const { restaurant_id: restaurantId, ...filters } = request.filters;
      const query = { q: request.text, ...filters, ...(restaurantId ? { restaurantId } : {}), ...request.page };
      return request.index === 'restaurants' ? catalog.searchRestaurants(query) : catalog.searchItems(query);
    }) as Catalog['search'],
    close: () => catalog.close(),
  };
}

const implementations: Implementation[] = [{ label: 'this', path, catalog: new SqliteCatalog(path) }];
if (values['compare-code'] && values['compare-data']) {
  const dir = values['compare-data'];
  // Any generator's catalog of this scale and seed (newer file names add a generator fingerprint).
  const dataset = `-scale${scale}-seed${config.datasetSeed}`;
  const file = readdirSync(dir).find((name) => /^catalog-.*\.sqlite$/.test(name) && name.includes(dataset));
  if (!file) throw new Error(`no catalog *${dataset}* in ${dir}`);
  const module = (await import(
    pathToFileURL(join(values['compare-code'], 'server/catalog/sqlite-catalog.ts')).href
  )) as { SqliteCatalog: new (path: string) => Catalog | PerEndpointCatalog };
  const other = new module.SqliteCatalog(join(dir, file));
  const catalog = 'search' in other ? other : perEndpoint(other);
  implementations.push({ label: 'compare', path: join(dir, file), catalog });
}

/** Words that occur in at most a thousand menu items (of 2.1 million), read from the index itself so the mix fits the data. */
function rareWords(count: number): string[] {
  const db = new Database(path, { readonly: true });
  db.exec("CREATE VIRTUAL TABLE temp.vocab USING fts5vocab(main, 'items_fts', 'row')");
  const words = db
    .prepare(
      `SELECT term FROM temp.vocab WHERE doc BETWEEN 1 AND 1000 AND term GLOB '[a-z][a-z][a-z][a-z]*'
              AND term NOT GLOB 'z[sckp]*' ORDER BY doc, term`,
    )
    .pluck()
    .all() as string[];
  db.close();
  const step = Math.max(1, Math.floor(words.length / count));
  return words.filter((_, index) => index % step === 0).slice(0, count);
}

/** Restaurants from across the quality order, so their items sit at every depth of the index. */
async function sampleRestaurantIds(count: number): Promise<string[]> {
  const catalog = implementations[0]!.catalog;
  const { hits } = await catalog.search(searchRequest('restaurants', { q: 'grill', limit: PAGE_LIMIT.max, offset: 0 }));
  const deep = await catalog.search(searchRequest('restaurants', { q: 'grill', ...DEEPEST_PAGE }));
  return [...hits, ...deep.hits]
    .filter((_, index) => index % 10 === 0)
    .slice(0, count)
    .map((hit) => hit.restaurant_id);
}

type Search = (catalog: Searchable) => Promise<unknown>;
const page = { limit: PAGE_LIMIT.default, offset: 0 };
const both = (q: string, filters: { city?: string; state?: string } = {}): Search[] => [
  (catalog) => catalog.search(searchRequest('restaurants', { q, ...filters, ...page })),
  (catalog) => catalog.search(searchRequest('items', { q, ...filters, ...page })),
];

const quantile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const cells = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return [0.5, 0.95, 0.99, 1].map((p) => quantile(sorted, p).toFixed(2).padStart(9)).join(' ');
};
const row = (name: string, label: string, count: number, timings: number[]) =>
  console.log(`${name.padEnd(22)} ${label.padEnd(8)} ${String(count).padStart(7)} ${cells(timings)}`);
const header = (first: string) =>
  console.log(
    `${first.padEnd(22)} ${'code'.padEnd(8)} ${'queries'.padStart(7)}    p50 ms    p95 ms    p99 ms    max ms`,
  );

async function timed(search: Search, catalog: Searchable): Promise<{ wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await search(catalog);
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

console.log(implementations.map(({ label, path }) => `${label}: ${path}`).join('\n'));

if (mode === 'warm' || mode === 'both') {
  const classes: Record<string, Search[]> = {
    'common word': COMMON.flatMap((q) => both(q)),
    'two words': TWO_WORDS.flatMap((q) => both(q)),
    'prefix 1-3 letters': PREFIXES.flatMap((q) => both(q)),
    'city filter': BIG_CITIES.flatMap(([city, state]) => COMMON.slice(0, 4).flatMap((q) => both(q, { city, state }))),
    'state filter': BIG_STATES.flatMap((state) => COMMON.slice(0, 4).flatMap((q) => both(q, { state }))),
    'rare word': rareWords(10).flatMap((q) => both(q)),
    'within one restaurant': (await sampleRestaurantIds(20)).map(
      (restaurantId, i) => (catalog: Searchable) =>
        catalog.search(
          searchRequest('items', { q: COMMON[i % COMMON.length]!.slice(0, 3 + (i % 3)), restaurantId, ...page }),
        ),
    ),
    'deep page': COMMON.slice(0, 5).flatMap((q): Search[] => [
      (catalog) => catalog.search(searchRequest('restaurants', { q, ...DEEPEST_PAGE })),
      (catalog) => catalog.search(searchRequest('items', { q, ...DEEPEST_PAGE })),
    ]),
  };
  console.log(`\nwarm: single client; ${rounds} timed rounds after 1 warm-up round; wall-clock ms per call\n`);
  header('class');
  for (const [name, searches] of Object.entries(classes)) {
    for (const { label, catalog } of implementations) {
      for (const search of searches) await search(catalog);
      const timings: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        for (const search of searches) timings.push((await timed(search, catalog)).wall);
      }
      row(name, label, searches.length, timings);
    }
  }
}

if (mode === 'novel' || mode === 'both') {
  const queries = novelQueries();
  const wall = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  const record = (map: Map<string, number[]>, key: string, value: number) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  let turn = 0;
  for (const { cls, q } of queries) {
    for (const search of both(q)) {
      turn += 1;
      const order = turn % 2 === 0 ? implementations : [...implementations].reverse();
      for (const { label, catalog } of order) {
        const { wall: ms, cpu: cpuMs } = await timed(search, catalog);
        for (const key of [`${cls}|${label}`, `all|${label}`]) {
          record(wall, key, ms);
          record(cpu, key, cpuMs);
        }
      }
    }
  }
  const classes = [...new Set(queries.map(({ cls }) => cls)), 'all'];
  for (const [title, map] of [
    ['wall-clock ms per call', wall],
    ['CPU ms per call', cpu],
  ] as const) {
    console.log(`\nnovel: ${queries.length} distinct queries, each sent once to each search; ${title}\n`);
    header('class');
    for (const cls of classes) {
      for (const { label } of implementations) {
        const timings = map.get(`${cls}|${label}`)!;
        row(cls, label, timings.length, timings);
      }
    }
  }
}

for (const { catalog } of implementations) await catalog.close();
