/**
 * `npm run bench:suggest`: suggest latency on novel prefixes against the full-scale catalog (built first if
 * missing), single client, beside the contract's target (p95 ≤ 10 ms). Every prefix of the novel queries
 * (bench/novel-queries.ts) as a person types it, letter by letter, each asked once, nationally and within a state:
 * nothing is answered from a just-warmed path. Times the catalog's suggest call (wall clock), after the catalog has
 * warmed as the server warms it.
 *
 * Options: `--scale 0.1` for a smaller catalog, `--catalog path.sqlite` for an existing file.
 */
import { parseArgs } from 'node:util';
import { SqliteCatalog } from '../server/catalog/sqlite-catalog.ts';
import { readConfig } from '../server/config.ts';
import { ensureCatalog } from '../server/dataset/ensure-catalog.ts';
import { latencies } from './latency-table.ts';
import { novelQueries } from './novel-queries.ts';

const TARGET_P95_MS = 10;

const config = readConfig();
const { values } = parseArgs({ options: { scale: { type: 'string' }, catalog: { type: 'string' } } });
const scale = values.scale === undefined ? config.datasetScale : Number(values.scale);
const path = values.catalog ?? (await ensureCatalog(config.dataDir, { scale, seed: config.datasetSeed }));

const prefixes = [
  ...new Set(novelQueries().flatMap(({ q }) => Array.from(q, (_letter, at) => q.slice(0, at + 1).trim()))),
].filter((prefix) => prefix.length > 0);

const catalog = new SqliteCatalog(path);
const warmStarted = performance.now();
await catalog.warm();
console.log(`catalog ${path}\nwarmed in ${Math.round(performance.now() - warmStarted)} ms`);

async function pass(label: string, scope: { state?: string }): Promise<void> {
  const timings: number[] = [];
  for (const text of prefixes) {
    const started = performance.now();
    await catalog.suggest({ text, limit: 8, ...scope });
    timings.push(performance.now() - started);
  }
  const { p50, p95, p99, max } = latencies(timings);
  const verdict = p95 <= TARGET_P95_MS ? 'meets' : 'MISSES';
  const ms = (value: number) => value.toFixed(2).padStart(7);
  console.log(
    `${label.padEnd(14)} ${String(timings.length).padStart(7)} ${ms(p50)} ${ms(p95)} ${ms(p99)} ${ms(max)}` +
      `   target p95 ≤ ${TARGET_P95_MS} ms: ${verdict}`,
  );
}

console.log(`${'prefixes'.padEnd(14)} ${'count'.padStart(7)}  p50 ms  p95 ms  p99 ms  max ms`);
await pass('nationwide', {});
await pass('in a state', { state: 'TX' });
catalog.close();
