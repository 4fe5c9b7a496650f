/**
 * `npm run bench:lookups`: business match and batch lookup against the full-scale catalog (built first if missing),
 * single client, timing the catalog's lookup call (wall clock) after it has warmed as the server warms it. Matches
 * by phone (written in each common US form in turn), by name within a city (lower-cased, as a person types it), and
 * batches of 50 ids, with and without their menus. It also times what opening a connection pays for the phone
 * index: the first phone match on a fresh, unwarmed catalog against the ones after.
 *
 * Options: `--scale 0.1` for a smaller catalog, `--catalog path.sqlite` for an existing file, `--count 400`.
 */
import { parseArgs } from 'node:util';
import type { Restaurant } from '../server/catalog/records.ts';
import { SqliteCatalog } from '../server/catalog/sqlite-catalog.ts';
import { readConfig } from '../server/config.ts';
import { ensureCatalog } from '../server/dataset/ensure-catalog.ts';
import { MATCH_RESULTS, MAX_BATCH_IDS } from '../rules/limits.ts';
import { usPhoneDigits } from '../rules/phone.ts';
import { latencies } from './latency-table.ts';

const config = readConfig();
const { values } = parseArgs({
  options: { scale: { type: 'string' }, catalog: { type: 'string' }, count: { type: 'string' } },
});
const scale = values.scale === undefined ? config.datasetScale : Number(values.scale);
const path = values.catalog ?? (await ensureCatalog(config.dataDir, { scale, seed: config.datasetSeed }));
const count = Number(values.count ?? 400);

/** The same number as a person might write it: the forms business match takes. */
const FORMS = [
  (d: string) => `+1${d}`,
  (d: string) => `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
  (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
  (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`,
  (d: string) => `1 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
];

/** Restaurants spread over the catalog: pages of a browse of each of a few states, far apart in rank. */
async function sample(catalog: SqliteCatalog): Promise<Restaurant[]> {
  const found: Restaurant[] = [];
  for (const state of ['CA', 'TX', 'NY', 'FL', 'IL', 'OH', 'WA', 'GA']) {
    for (const offset of [0, 300, 900]) {
      const { hits } = await catalog.search({
        index: 'restaurants',
        text: '',
        filters: { state },
        sort: 'rating',
        sortChosen: true,
        facets: [],
        page: { limit: 100, offset },
        now: Date.now(),
      });
      found.push(...hits);
    }
  }
  // Every seventh, so neighbours in rank are not all timed.
  return found.filter((_, at) => at % 7 === 0);
}

const ms = (value: number) => value.toFixed(2).padStart(7);

async function time(label: string, calls: (() => Promise<unknown>)[]): Promise<void> {
  const timings: number[] = [];
  for (const call of calls) {
    const started = performance.now();
    await call();
    timings.push(performance.now() - started);
  }
  const { p50, p95, p99, max } = latencies(timings);
  console.log(`${label.padEnd(24)} ${String(timings.length).padStart(6)} ${ms(p50)} ${ms(p95)} ${ms(p99)} ${ms(max)}`);
}

// A fresh catalog: the first phone match reads the phone table's pages cold.
const fresh = new SqliteCatalog(path);
await fresh.describe();
let started = performance.now();
await fresh.lookup({ kind: 'match', phone: '2025550143', limit: MATCH_RESULTS });
const firstMatch = performance.now() - started;
fresh.close();

const catalog = new SqliteCatalog(path);
started = performance.now();
await catalog.warm();
console.log(`catalog ${path}\nwarmed in ${Math.round(performance.now() - started)} ms`);
console.log(`first phone match on a fresh connection ${firstMatch.toFixed(2)} ms`);

const restaurants = (await sample(catalog)).slice(0, count);
const phoned = restaurants.filter((r) => r.phone !== null);
let wrong = 0;
const checked = (id: string) => (answer: unknown) => {
  if ((answer as { restaurant: Restaurant }[])[0]?.restaurant.restaurant_id !== id) wrong += 1;
};

console.log(`${'lookup'.padEnd(24)} ${'count'.padStart(6)}  p50 ms  p95 ms  p99 ms  max ms`);
await time(
  'match by phone',
  phoned.map((r, at) => () => {
    const phone = usPhoneDigits(FORMS[at % FORMS.length]!(usPhoneDigits(r.phone!)!))!;
    return catalog.lookup({ kind: 'match', phone, limit: MATCH_RESULTS }).then(checked(r.restaurant_id));
  }),
);
await time(
  'match by name in a city',
  restaurants.map((r) => () => {
    const { city, state } = r.address;
    return catalog
      .lookup({ kind: 'match', name: r.name.toLowerCase(), address: { city, state }, limit: MATCH_RESULTS })
      .then(checked(r.restaurant_id));
  }),
);
const batches = Array.from({ length: Math.floor(restaurants.length / MAX_BATCH_IDS) * 4 }, (_, at) =>
  Array.from(
    { length: MAX_BATCH_IDS },
    (_, n) => restaurants[(at * 13 + n * 7) % restaurants.length]!.restaurant_id,
  ).filter((id, n, all) => all.indexOf(id) === n),
);
await time(
  `batch of ${MAX_BATCH_IDS}`,
  batches.map((ids) => () => catalog.lookup({ kind: 'restaurants', restaurantIds: ids, menus: false })),
);
await time(
  `batch of ${MAX_BATCH_IDS} with menus`,
  batches.map((ids) => () => catalog.lookup({ kind: 'restaurants', restaurantIds: ids, menus: true })),
);
console.log(`the restaurant looked for was not the best match ${wrong} times`);
catalog.close();
