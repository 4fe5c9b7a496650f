/**
 * `npm run bench:search`: search latency per query class against the full-scale catalog (built first if missing),
 * single client, warm. Times the catalog's search calls (FTS5 + ranking + row loading), which is where a search
 * spends its time; `npm run bench:gateway` measures what HTTP and the gateway add.
 *
 * Options: `-- --scale 0.1` for a smaller catalog, `--rounds 5` (default 5 timed rounds after one warm-up).
 */
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { SqliteCatalog } from '../server/catalog/sqlite-catalog.ts';
import { readConfig } from '../server/config.ts';
import { ensureCatalog } from '../server/dataset/ensure-catalog.ts';
import { BIG_CITIES, BIG_STATES, COMMON, PREFIXES, TWO_WORDS } from './queries.ts';

const config = readConfig();
const { values } = parseArgs({ options: { scale: { type: 'string' }, rounds: { type: 'string' } } });
const scale = values.scale === undefined ? config.datasetScale : Number(values.scale);
const rounds = Number(values.rounds ?? 5);
const path = ensureCatalog(config.dataDir, { scale, seed: config.datasetSeed });
const catalog = new SqliteCatalog(path);

/** Words that occur in at most a thousand menu items (of 2.1 million), read from the index itself so the mix fits the data. */
function rareWords(count: number): string[] {
  const db = new Database(path, { readonly: true });
  db.exec("CREATE VIRTUAL TABLE temp.vocab USING fts5vocab(main, 'items_fts', 'row')");
  const words = db
    .prepare(
      `SELECT term FROM temp.vocab WHERE doc BETWEEN 1 AND 1000 AND term GLOB '[a-z][a-z][a-z][a-z]*'
              AND term NOT GLOB 'z[sck]*' ORDER BY doc, term`,
    )
    .pluck()
    .all() as string[];
  db.close();
  const step = Math.max(1, Math.floor(words.length / count));
  return words.filter((_, index) => index % step === 0).slice(0, count);
}

/** Restaurants from across the quality order, so their items sit at every depth of the index. */
async function sampleRestaurantIds(count: number): Promise<string[]> {
  const { hits } = await catalog.searchRestaurants({ q: 'a', limit: 100, offset: 0 });
  const deep = await catalog.searchRestaurants({ q: 'a', limit: 100, offset: 900 });
  return [...hits, ...deep.hits]
    .filter((_, index) => index % 10 === 0)
    .slice(0, count)
    .map((hit) => hit.restaurant_id);
}

type Search = () => Promise<unknown>;
const page = { limit: 20, offset: 0 };
const both = (q: string, filters: { city?: string; state?: string } = {}): Search[] => [
  () => catalog.searchRestaurants({ q, ...filters, ...page }),
  () => catalog.searchItems({ q, ...filters, ...page }),
];

const classes: Record<string, Search[]> = {
  'common word': COMMON.flatMap((q) => both(q)),
  'two words': TWO_WORDS.flatMap((q) => both(q)),
  'prefix 1-3 letters': PREFIXES.flatMap((q) => both(q)),
  'city filter': BIG_CITIES.flatMap(([city, state]) => COMMON.slice(0, 4).flatMap((q) => both(q, { city, state }))),
  'state filter': BIG_STATES.flatMap((state) => COMMON.slice(0, 4).flatMap((q) => both(q, { state }))),
  'rare word': rareWords(10).flatMap((q) => both(q)),
  'within one restaurant': (await sampleRestaurantIds(20)).map(
    (restaurantId, i) => () =>
      catalog.searchItems({ q: COMMON[i % COMMON.length]!.slice(0, 3 + (i % 3)), restaurantId, ...page }),
  ),
  'deep page': COMMON.slice(0, 5).flatMap((q) => [
    () => catalog.searchRestaurants({ q, limit: 100, offset: 900 }),
    () => catalog.searchItems({ q, limit: 100, offset: 900 }),
  ]),
};

const quantile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

console.log(`catalog: ${path}`);
console.log(`single client, warm; ${rounds} timed rounds after 1 warm-up round\n`);
console.log('class                 queries    p50 ms    p95 ms    p99 ms    max ms');
for (const [name, searches] of Object.entries(classes)) {
  for (const search of searches) await search();
  const timings: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const search of searches) {
      const started = performance.now();
      await search();
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  const cells = [0.5, 0.95, 0.99, 1].map((p) => quantile(timings, p).toFixed(2).padStart(9));
  console.log(`${name.padEnd(20)} ${String(searches.length).padStart(8)} ${cells.join(' ')}`);
}
catalog.close();
