/**
 * `npm run bench:scale [-- --scales 0.5,1,2,5] [--per-class 40]`: what one node costs as its catalog grows, scale by
 * scale (docs/scale.md has the targets and what one node serves). For each scale:
 *
 *   build     the sample catalog, built by data:build in a child process into DATA_DIR (wall time, peak resident
 *             memory of every thread), or reused when it is there, with the figures of its build when this
 *             benchmark made it (kept beside it in <catalog>.build.json)
 *   server    server/main.ts over it: time to its first healthy answer, resident memory then and after the requests
 *   requests  p50/p95/p99 of novel requests, each sent once to the server just started, one client over HTTP with a
 *             key: text searches (novel-queries.ts), the discovery classes (discovery-queries.ts), the analyst's
 *             rankings and dish prices (analyst-calls.ts)
 *   swap      a catalog swap (SIGHUP) on another server over the same catalog, logging at info as in production,
 *             while clients send text searches and statistics (swap-under-load.ts): requests that failed, how long
 *             each step took, latency before and during it, resident memory at its peak
 *
 * Each figure is also given as its growth against scale 1, when scale 1 is among those run. Catalogs are built first,
 * then the servers are run one at a time. Large scales take minutes and gigabytes to build: run them on a quiet
 * machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { readConfig } from '../server/config.ts';
import { catalogPath } from '../server/dataset/ensure-catalog.ts';
import { isDatasetScale, MOST_DATASET_SCALE } from '../server/dataset/scale.ts';
import { freePort } from '../tools/free-port.ts';
import { analystClasses, type Call } from './analyst-calls.ts';
import { discoveryClasses, textClasses, type Request } from './discovery-queries.ts';
import { latencies, type Latencies, type Target } from './latency-table.ts';
import { dataDirLinking, rssMiB, startServer, stop, timedCall, type Server } from './server-process.ts';
import { swapUnderLoad, type SwapUnderLoad } from './swap-under-load.ts';

const config = readConfig();
const { values } = parseArgs({
  options: { scales: { type: 'string', default: '0.5,1,2,5' }, 'per-class': { type: 'string', default: '40' } },
});
const scales = values.scales.split(',').map(Number);
const bad = scales.find((scale) => !isDatasetScale(scale));
if (bad !== undefined) throw new Error(`--scales: ${bad} is not a scale from 0 to ${MOST_DATASET_SCALE}`);
const perClass = Number(values['per-class']);
const root = join(import.meta.dirname, '..');

/** What building a catalog took. */
interface Build {
  seconds: number;
  peakGiB: number;
}

interface Measured {
  scale: number;
  restaurants: number;
  items: number;
  catalogMiB: number;
  build: Build | null;
  readySeconds: number;
  started: { total: number; own: number };
  after: { total: number; own: number };
  classes: Map<string, { latencies: Latencies; target: Target }>;
  swap: SwapUnderLoad;
}

/** The catalog of `scale` in DATA_DIR, built in a child process when it is not there yet. */
function catalogOf(scale: number): { path: string; build: Build | null } {
  const path = catalogPath(config.dataDir, { scale, seed: config.datasetSeed });
  const record = `${path}.build.json`;
  if (existsSync(path)) {
    return { path, build: existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')) as Build) : null };
  }
  process.stderr.write(`building scale ${scale} into ${path}…\n`);
  const work = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  try {
    const usageFile = join(work, 'usage.json');
    const started = performance.now();
    const preload = ['--import', 'tsx', '--import', join(root, 'bench/import/peak-memory.ts')];
    const run = spawnSync(process.execPath, [...preload, join(root, 'tools/data-build.ts'), '--scale', String(scale)], {
      cwd: root,
      env: { ...process.env, DATA_DIR: config.dataDir, BENCH_USAGE_FILE: usageFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (run.status !== 0) throw new Error(`data:build --scale ${scale} failed (exit ${run.status})`);
    const { maxRSS } = JSON.parse(readFileSync(usageFile, 'utf8')) as NodeJS.ResourceUsage;
    const build = { seconds: (performance.now() - started) / 1000, peakGiB: maxRSS / 1024 / 1024 };
    writeFileSync(record, JSON.stringify(build));
    return { path, build };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Every kind of request the benchmark times, by class, each with its target. */
function requestClasses(catalog: string): Record<string, { calls: Call[]; target: Target }> {
  const search = { p95: 10, p99: 25 };
  const asCalls = (requests: Request[]): Call[] =>
    requests.map(({ endpoint, body }) => ({ method: 'POST', path: `/v1/search/${endpoint}`, body }));
  const classes: Record<string, { calls: Call[]; target: Target }> = {};
  for (const [name, requests] of Object.entries(textClasses()))
    classes[name] = { calls: asCalls(requests), target: search };
  for (const [name, requests] of Object.entries(discoveryClasses(catalog, perClass))) {
    classes[`discovery: ${name}`] = { calls: asCalls(requests), target: search };
  }
  return { ...classes, ...analystClasses(catalog) };
}

/** A server over the catalog of `scale` in `dataDir`, logging at `logLevel`. */
async function serverOf(scale: number, dataDir: string, logLevel: string): Promise<Server> {
  process.stderr.write(`starting a server over scale ${scale}…\n`);
  return startServer(
    { label: `scale ${scale}`, script: 'server/main.ts', env: { DATASET_SCALE: String(scale), LOG_LEVEL: logLevel } },
    await freePort(),
    dataDir,
  );
}

async function measure(scale: number, path: string, build: Build | null): Promise<Measured> {
  const db = new Database(path, { readonly: true });
  const count = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  const [restaurants, items] = [count('restaurants'), count('items')];
  db.close();
  const dataDir = dataDirLinking(path);
  const swapDataDir = dataDirLinking(path, { checksum: true });
  let server: Server | undefined;
  try {
    server = await serverOf(scale, dataDir, 'warn');
    const started = rssMiB(server.child.pid!);
    const classes = new Map<string, { latencies: Latencies; target: Target }>();
    const all = requestClasses(path);
    for (const [name, { calls, target }] of Object.entries(all)) {
      const timings: number[] = [];
      for (const call of calls) {
        const { status, ms, text } = await timedCall(server, call);
        if (status !== 200) throw new Error(`scale ${scale}: ${call.path} ${JSON.stringify(call.body)}: ${text}`);
        timings.push(ms);
      }
      classes.set(name, { latencies: latencies(timings), target });
    }
    const readySeconds = server.readyMs / 1000;
    const after = rssMiB(server.child.pid!);
    await stop(server);
    server = await serverOf(scale, swapDataDir, 'info');
    process.stderr.write(`swapping scale ${scale}'s catalog under load…\n`);
    const swap = await swapUnderLoad(server, swapCalls(all));
    return {
      scale,
      restaurants,
      items,
      catalogMiB: statSync(path).size / 2 ** 20,
      build,
      readySeconds,
      started,
      after,
      classes,
      swap,
    };
  } finally {
    if (server) await stop(server);
    for (const dir of [dataDir, swapDataDir]) rmSync(dir, { recursive: true, force: true });
  }
}

/** What the clients send while the catalog is swapped: text searches, statistics and a state's dish prices. */
function swapCalls(all: ReturnType<typeof requestClasses>): Call[] {
  const sent = (name: string) =>
    name.startsWith('text: ') || ['city statistics', 'dish prices, one state'].includes(name);
  return Object.entries(all).flatMap(([name, { calls }]) => (sent(name) ? calls : []));
}

const catalogs = scales.map((scale) => ({ scale, ...catalogOf(scale) }));
const measured: Measured[] = [];
for (const { scale, path, build } of catalogs) measured.push(await measure(scale, path, build));

const base = measured.find(({ scale }) => scale === 1);
const LABEL = 46;
const CELL = 24;
/** `value` as text, with its growth against scale 1's when there is one. */
const grown = (text: string, value: number, baseValue: number | undefined) =>
  baseValue === undefined || baseValue === 0 ? text : `${text} ×${(value / baseValue).toFixed(2)}`;
const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const line = (label: string, cells: string[]) =>
  console.log(`${label.padEnd(LABEL)}${cells.map((cell) => cell.padStart(CELL)).join('')}`);

console.log(`\nscales ${scales.join(', ')} (seed ${config.datasetSeed}); growth (×) against scale 1\n`);
line(
  '',
  measured.map(({ scale }) => `scale ${scale}`),
);
const figure = (label: string, value: (m: Measured) => number | undefined, text: (n: number) => string) =>
  line(
    label,
    measured.map((m) => {
      const own = value(m);
      return own === undefined ? 'not measured' : grown(text(own), own, base && value(base));
    }),
  );
figure('restaurants', (m) => m.restaurants, whole);
figure('menu items', (m) => m.items, whole);
figure('catalog, MiB', (m) => m.catalogMiB, whole);
figure(
  'build, s',
  (m) => m.build?.seconds,
  (n) => n.toFixed(1),
);
figure(
  'build peak resident, GiB',
  (m) => m.build?.peakGiB,
  (n) => n.toFixed(2),
);
figure(
  'server ready, s',
  (m) => m.readySeconds,
  (n) => n.toFixed(1),
);
figure('server resident, MiB', (m) => m.started.total, whole);
figure('  of which its own', (m) => m.started.own, whole);
figure('  after the requests', (m) => m.after.total, whole);
figure('  of which its own', (m) => m.after.own, whole);

console.log('\nnovel requests, each sent once, ms: p50 / p95 / p99, growth of p95 (target p95/p99 after the name)\n');
const misses: string[] = [];
for (const [name, { target }] of measured[0]!.classes) {
  line(
    `${name} (${target.p95}/${target.p99})`.slice(0, LABEL - 1),
    measured.map((m) => {
      const { p50, p95, p99 } = m.classes.get(name)!.latencies;
      if (p95 > target.p95 || p99 > target.p99) {
        misses.push(`scale ${m.scale}: ${name}: p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
      }
      const text = [p50, p95, p99].map((ms) => ms.toFixed(1)).join('/');
      return grown(text, p95, base?.classes.get(name)!.latencies.p95);
    }),
  );
}
console.log(misses.length === 0 ? '\nevery class within its target' : `\nover the target:\n  ${misses.join('\n  ')}`);

console.log(`\na catalog swap (SIGHUP) while ${measured[0]!.swap.clients} clients send text searches and statistics\n`);
const swapLine = (label: string, cell: (swap: SwapUnderLoad) => string) =>
  line(
    label,
    measured.map(({ swap }) => cell(swap)),
  );
const seconds = (ms: number | undefined) => (ms === undefined ? '?' : (ms / 1000).toFixed(1));
swapLine('requests / failed', ({ requests, failed }) => `${whole(requests)} / ${whole(failed)}`);
swapLine('verified / warmed / switched, s', ({ steps }) =>
  [steps.verified, steps.warmed, steps.switched].map(seconds).join(' / '),
);
swapLine('old catalog closed, s', ({ steps }) => seconds(steps.oldClosed));
const quantiles = ({ p50, p95, p99 }: Latencies) => [p50, p95, p99].map((ms) => ms.toFixed(1)).join('/');
swapLine('ms p50/p95/p99 before', ({ before }) => quantiles(before));
swapLine('ms p50/p95/p99 during', ({ during }) => quantiles(during));
swapLine('resident at its peak, MiB', ({ peakMiB }) => whole(peakMiB));
const failed = measured.filter(({ swap }) => swap.failed > 0);
for (const { scale, swap } of failed) console.log(`scale ${scale}: failed requests:\n  ${swap.failures.join('\n  ')}`);
if (failed.length === 0) console.log('no request failed');
