/**
 * `npm run bench:load`: the server under load, full scale, same commit, several ways of running the catalog:
 *
 *   in-process   CATALOG_THREADS=0: every query on the HTTP thread (the single-thread figure)
 *   pool         the default: one HTTP process, a worker pool sized to the cores (threads at nice 10)
 *   pool nice 0  the same with the threads at the HTTP thread's priority
 *   cluster N×M  node:cluster of N HTTP processes, each with a pool of M threads (`bench/cluster-server.ts`)
 *
 * 1. Mixed searches (both endpoints; common words, two words, prefixes, city and state filters, deep pages; a few
 *    hundred distinct requests handed out in turn) at 50 connections: req/s and p50/p99/max over every response,
 *    in alternating slices so that noise from other work on the machine falls on every configuration.
 * 2. `GET /v1/health` on a new connection every 25 ms while 20 connections send the heaviest searches: p50/p99/max;
 *    meanwhile a second key sends an ordinary search every 100 ms (its wait shows whether the burst goes first).
 * 3. Clients that hang up: 60 of the heaviest searches sent at once, each client leaving after 20 ms, then one
 *    ordinary search: its time says whether the server still worked through the abandoned queue first.
 * 4. Resident memory of each server (all its processes) after the load.
 * 5. The catalog checksum check at full scale: the disk's speed without the page cache (a cold check costs that
 *    read plus the hashing), the first read and hash of the file (page-cache residency shown), then the server's
 *    verification thread, with the event loop's worst delay meanwhile beside an idle baseline.
 *
 * Each server is a real `server/main.ts` child process on ports 8241–8245 (E2E_PORT + 1…, default base 8240) with
 * its own temporary DATA_DIR that links to the catalog (DATA_DIR, e.g. /work/data-baseline, is only read).
 * Options: `-- --duration 20 --burst 10 --only in-process,pool`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { request, type RequestOptions } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { fileIdentity } from '../server/catalog/lifecycle/file-identity.ts';
import { CatalogIntegrity } from '../server/catalog/lifecycle/integrity.ts';
import { recordChecksum } from '../server/index/checksum.ts';
import { readConfig } from '../server/config.ts';
import { catalogPath } from '../server/dataset/ensure-catalog.ts';
import { DEEPEST_PAGE } from '../rules/limits.ts';
import { BIG_CITIES, BIG_STATES, COMMON, PREFIXES, TWO_WORDS } from './queries.ts';
import { cpuSeconds, rssMiB, startServer, stop, type Server, type Setup } from './server-process.ts';

const { values } = parseArgs({
  options: { duration: { type: 'string' }, burst: { type: 'string' }, only: { type: 'string' } },
});
const duration = Number(values.duration ?? 20);
const burstSeconds = Number(values.burst ?? 10);
const config = readConfig();
const source = catalogPath(config.dataDir, { scale: config.datasetScale, seed: config.datasetSeed });
if (!existsSync(source)) throw new Error(`no catalog at ${source}: set DATA_DIR (e.g. /work/data-baseline)`);
const basePort = Number(process.env.E2E_PORT ?? 8240);

const SERVER = 'server/main.ts';
const CLUSTER = 'bench/cluster-server.ts';
const setups = (
  [
    { label: 'in-process', script: SERVER, env: { CATALOG_THREADS: '0' } },
    { label: 'pool', script: SERVER, env: {} },
    { label: 'pool nice 0', script: SERVER, env: { CATALOG_THREAD_NICE: '0' } },
    { label: 'cluster 2x1', script: CLUSTER, env: { BENCH_HTTP_PROCESSES: '2', CATALOG_THREADS: '1' } },
    { label: 'cluster 2x2', script: CLUSTER, env: { BENCH_HTTP_PROCESSES: '2', CATALOG_THREADS: '2' } },
  ] as Setup[]
).filter((setup) => values.only === undefined || values.only.split(',').includes(setup.label));

// ---- the request mixes -------------------------------------------------------------------------------------------

type Body = Record<string, string | number>;
const both = (body: Body): Array<[string, Body]> => [
  ['/v1/search/restaurants', body],
  ['/v1/search/items', body],
];
const mixed: Array<[string, Body]> = [
  ...COMMON.flatMap((q) => both({ q })),
  ...TWO_WORDS.flatMap((q) => both({ q })),
  ...PREFIXES.flatMap((q) => both({ q })),
  ...COMMON.flatMap((q) => BIG_CITIES.flatMap(([city, state]) => both({ q, city, state }))),
  ...TWO_WORDS.flatMap((q) => BIG_STATES.flatMap((state) => both({ q, state }))),
  ...COMMON.slice(0, 5).flatMap((q) => both({ q, ...DEEPEST_PAGE })),
];
/** The heaviest searches measured at full scale: deep pages of the commonest matches, two words in a big city. */
const heavy: Array<[string, Body]> = [
  ['/v1/search/items', { q: 'a', ...DEEPEST_PAGE }],
  ['/v1/search/items', { q: 'e', ...DEEPEST_PAGE }],
  ['/v1/search/items', { q: 'c', ...DEEPEST_PAGE }],
  ...TWO_WORDS.slice(0, 5).flatMap((q) =>
    BIG_CITIES.slice(0, 4).map(([city, state]): [string, Body] => ['/v1/search/items', { q, city, state }]),
  ),
  ...['spicy chicken', 'chicken sandwich', 'grilled salmon'].map((q): [string, Body] => [
    '/v1/search/items',
    { q, ...DEEPEST_PAGE },
  ]),
];

/** One autocannon request that hands out the list in turn across every connection, so all of it is covered. */
function rotating(list: Array<[string, Body]>, key: string) {
  let next = 0;
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  return [
    {
      method: 'POST',
      setupRequest: () => {
        const [path, body] = list[next++ % list.length]!;
        return { method: 'POST', path, headers, body: JSON.stringify(body) };
      },
    },
  ];
}

// ---- servers ---------------------------------------------------------------------------------------------------

const workDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
const linked = catalogPath(workDir, { scale: config.datasetScale, seed: config.datasetSeed });
symlinkSync(source, linked);

// ---- measurements ----------------------------------------------------------------------------------------------

const quantile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

interface Load {
  times: number[];
  total: number;
  failures: number;
  seconds: number;
  /** CPU seconds the server used meanwhile. */
  cpu: number;
}

async function load(server: Server, list: Array<[string, Body]>, connections: number, seconds: number, into: Load) {
  const instance = autocannon({
    url: server.url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: rotating(list, server.key),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => into.times.push(responseTime));
  const cpuBefore = cpuSeconds(server.child.pid!);
  const result = await instance;
  into.cpu += cpuSeconds(server.child.pid!) - cpuBefore;
  into.total += result.requests.total;
  into.failures += result.non2xx + result.errors + result.timeouts;
  into.seconds += seconds;
}

/**
 * Sends one request and resolves with the time to its whole answer, or NaN when it fails or answers other than
 * 200; with `leaveAfter`, the client hangs up after that many ms.
 */
function timedRequest(url: string, options: RequestOptions, body?: string, leaveAfter?: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, options, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - started : NaN));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(NaN));
    req.end(body);
    if (leaveAfter !== undefined) setTimeout(() => req.destroy(), leaveAfter);
  });
}

/** GET /v1/health on a new connection each time. */
const probeHealth = (url: string) => timedRequest(`${url}/v1/health`, { agent: false, timeout: 20_000 });

/** POSTs a search with the server's key (or `key`), hanging up after `leaveAfter` ms if given. */
function search(
  server: Server,
  [path, body]: [string, Body],
  { leaveAfter, key = server.key }: { leaveAfter?: number; key?: string } = {},
): Promise<number> {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  return timedRequest(`${server.url}${path}`, { method: 'POST', headers }, JSON.stringify(body), leaveAfter);
}

async function healthDuringBurst(server: Server) {
  const burst: Load = { times: [], total: 0, failures: 0, seconds: 0, cpu: 0 };
  const running = load(server, heavy, 20, burstSeconds, burst);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const probes: Array<Promise<number>> = [];
  const others: Array<Promise<number>> = [];
  const until = performance.now() + (burstSeconds - 1.5) * 1000;
  for (let tick = 0; performance.now() < until; tick += 1) {
    probes.push(probeHealth(server.url));
    // Every 100 ms, another key's ordinary search, waiting its turn beside the burst's.
    if (tick % 4 === 0) others.push(search(server, ORDINARY, { key: server.otherKey }));
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const results = await Promise.all(probes);
  const searches = (await Promise.all(others)).filter((ms) => !Number.isNaN(ms)).sort((a, b) => a - b);
  await running;
  const ok = results.filter((ms) => !Number.isNaN(ms)).sort((a, b) => a - b);
  return { ok, failed: results.length - ok.length, burst, searches };
}

const ABANDONED = 60;
const ORDINARY: [string, Body] = ['/v1/search/restaurants', { q: 'pizza', city: 'Houston', state: 'TX' }];

/** The wait of one ordinary search sent just after ABANDONED heavy searches whose clients all hung up. */
async function afterHangUps(server: Server): Promise<number> {
  const leaving = Array.from({ length: ABANDONED }, (_, i) =>
    search(server, heavy[i % heavy.length]!, { leaveAfter: 20 }),
  );
  await new Promise((resolve) => setTimeout(resolve, 40));
  const fresh = await search(server, ORDINARY);
  await Promise.all(leaving);
  await new Promise((resolve) => setTimeout(resolve, 3_000)); // let a server that does the work finish it
  return fresh;
}

async function integrityCost(): Promise<string[]> {
  const residency = () => {
    const [resident, , size] = execFileSync('fincore', ['-b', '-n', '-o', 'RES,PAGES,SIZE', source], {
      encoding: 'utf8',
    })
      .trim()
      .split(/\s+/)
      .map(Number);
    return `${((resident! / size!) * 100).toFixed(0)}% of the file in the page cache`;
  };
  const lines: string[] = [];
  // The disk's own speed, without the page cache (O_DIRECT), and without evicting anything others have cached.
  let started = performance.now();
  execFileSync('dd', [`if=${source}`, 'of=/dev/null', 'bs=4M', 'iflag=direct'], { stdio: 'ignore' });
  const direct = (performance.now() - started) / 1000;
  const mib = statSync(source).size / 1024 / 1024;
  lines.push(
    `cold read of ${mib.toFixed(0)} MiB bypassing the page cache: ${direct.toFixed(1)} s (${(mib / direct).toFixed(0)} MiB/s)`,
  );
  const before = residency();
  started = performance.now();
  recordChecksum(source, linked);
  lines.push(`first full read and SHA-256 (${before}): ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const integrity = new CatalogIntegrity(linked, fileIdentity(linked));
  const cached = residency();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  started = performance.now();
  await integrity.refresh();
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  // The same wait with nothing running: on a shared machine the event loop is delayed by other work as well.
  const idle = monitorEventLoopDelay({ resolution: 10 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  idle.disable();
  lines.push(
    `server's verification thread (${cached}): ${seconds.toFixed(1)} s, ${integrity.status.state}; event loop ` +
      `worst delay meanwhile ${(delay.max / 1e6).toFixed(1)} ms (${(idle.max / 1e6).toFixed(1)} ms while idle as long)`,
  );
  return lines;
}

// ---- the run -------------------------------------------------------------------------------------------------

const servers: Server[] = [];
// The servers run in sessions of their own, so they would outlive an interrupted benchmark: stop them first.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const server of servers) server.child.kill('SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
    process.exit(130);
  });
}
const ms = (value: number) => value.toFixed(1).padStart(8);
try {
  console.log(`catalog: ${source}`);
  console.log('\nCatalog checksum at full scale');
  for (const line of await integrityCost()) console.log(`  ${line}`);

  for (const [index, setup] of setups.entries()) {
    process.stderr.write(`starting ${setup.label}…\n`);
    servers.push(await startServer(setup, basePort + 1 + index, workDir));
  }
  process.stderr.write('warming up (3 s each)…\n');
  for (const server of servers)
    await load(server, mixed, 50, 3, { times: [], total: 0, failures: 0, seconds: 0, cpu: 0 });

  process.stderr.write(`mixed searches: 50 connections, ${duration} s each in 2 slices…\n`);
  const mixedLoads = servers.map((): Load => ({ times: [], total: 0, failures: 0, seconds: 0, cpu: 0 }));
  for (let round = 0; round < 2; round += 1) {
    for (const [index, server] of servers.entries()) await load(server, mixed, 50, duration / 2, mixedLoads[index]!);
  }
  const rss = servers.map((server) => rssMiB(server.child.pid!));

  process.stderr.write(`health during a burst of heavy searches: ${burstSeconds} s each…\n`);
  const bursts = [];
  for (const server of servers) bursts.push(await healthDuringBurst(server));
  process.stderr.write(`clients that hang up: ${ABANDONED} heavy searches, 3 rounds each…\n`);
  const hangUps = servers.map((): number[] => []);
  for (let round = 0; round < 3; round += 1) {
    for (const [index, server] of servers.entries()) hangUps[index]!.push(await afterHangUps(server));
  }

  console.log(`\nMixed searches, 50 connections, ${duration} s each (${mixed.length} distinct requests in turn)`);
  console.log('  setup            req/s   p50 ms   p99 ms   max ms  failures   RSS MiB  own MiB  CPU cores  req/CPU-s');
  for (const [index, server] of servers.entries()) {
    const m = mixedLoads[index]!;
    const times = m.times.sort((a, b) => a - b);
    console.log(
      `  ${server.setup.label.padEnd(13)} ${(m.total / m.seconds).toFixed(0).padStart(8)} ${ms(quantile(times, 0.5))} ` +
        `${ms(quantile(times, 0.99))} ${ms(times.at(-1) ?? NaN)} ${String(m.failures).padStart(9)} ${rss[index]!.total.toFixed(0).padStart(9)} ${rss[index]!.own.toFixed(0).padStart(8)} ` +
        `${(m.cpu / m.seconds).toFixed(2).padStart(10)} ${(m.total / m.cpu).toFixed(0).padStart(10)}`,
    );
  }
  const rps = (label: string) => {
    const index = servers.findIndex((server) => server.setup.label === label);
    return index < 0 ? NaN : mixedLoads[index]!.total / mixedLoads[index]!.seconds;
  };
  console.log(`  pool / in-process throughput: ${(rps('pool') / rps('in-process')).toFixed(2)}x (target ≥ 1.8x)`);
  console.log(
    '  own MiB: resident memory other than the mapped catalog file (mmap), which the kernel shares and can drop.',
  );
  console.log(
    '  CPU cores: CPU time the server used per second of load (all threads); on a shared machine a session gets a\n' +
      '  fair share of the cores (Linux autogroups), so req/s scales with that share, not with the threads.',
  );

  console.log(
    `\nGET /v1/health on new connections (every 25 ms) during ${burstSeconds} s of heavy searches at 20 connections`,
  );
  console.log(
    '  setup          probes   p50 ms   p99 ms   max ms   failed   heavy req/s   other key: p50 ms   p99 ms   max ms',
  );
  for (const [index, server] of servers.entries()) {
    const { ok, failed, burst, searches } = bursts[index]!;
    console.log(
      `  ${server.setup.label.padEnd(13)} ${String(ok.length + failed).padStart(7)} ${ms(quantile(ok, 0.5))} ${ms(quantile(ok, 0.99))} ` +
        `${ms(ok.at(-1) ?? NaN)} ${String(failed).padStart(8)} ${(burst.total / burst.seconds).toFixed(0).padStart(13)}` +
        `${' '.repeat(13)}${ms(quantile(searches, 0.5))} ${ms(quantile(searches, 0.99))} ${ms(searches.at(-1) ?? NaN)}`,
    );
  }
  console.log("  other key: an ordinary search every 100 ms by a second key, beside the burst's 20 connections");
  console.log('  targets: health p99 ≤ 50 ms during the burst; mixed p99 ≤ 100 ms at 50 connections');

  console.log(
    `\nOne ordinary search just after ${ABANDONED} heavy searches whose clients hung up after 20 ms (3 rounds)`,
  );
  for (const [index, server] of servers.entries()) {
    console.log(`  ${server.setup.label.padEnd(13)} ${hangUps[index]!.map((value) => ms(value)).join('')} ms`);
  }
} finally {
  await Promise.all(servers.map(stop));
  rmSync(workDir, { recursive: true, force: true });
}
