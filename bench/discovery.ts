/**
 * `npm run bench:discovery`: discovery searches (filters, browse, near, within, every sort, facets, item prices)
 * against a real server at full scale, over HTTP with an API key (one kept-alive connection accepting brotli, as a
 * browser's), one client, each request sent once per pass:
 *
 *   cold  the first pass, on a server process just started: each request is new to it
 *   warm  the same requests again, in the same order
 *
 * Prints p50/p95/p99/max per class and pass (target: p95 ≤ 10 ms, p99 ≤ 25 ms for every class), and the server's
 * resident memory afterwards.
 *
 * Side by side: `--compare-code DIR --compare-data DIR` (repeatable, paired in order) also starts the server of
 * another checkout (e.g. a worktree of main) over its own catalog, named by its folder. Every server that answers
 * discovery gets the discovery requests, and every server the text searches, request by request interleaved (the
 * order of the servers turning each time); each server's memory is printed after the run:
 *
 *   npm run bench:discovery -- --compare-code /work/wt-main --compare-data /work/data-main
 *
 * Options: `--per-class 40` requests per class.
 */
import { readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config.ts';
import { ensureCatalog } from '../server/dataset/ensure-catalog.ts';
import { freePort } from '../tools/free-port.ts';
import { discoveryClasses, textClasses, type Request } from './discovery-queries.ts';
import { LatencyTable } from './latency-table.ts';
import { dataDirLinking, rssMiB, startServer, stop, timedCall, type Server } from './server-process.ts';

const config = readConfig();
const { values } = parseArgs({
  options: {
    'per-class': { type: 'string' },
    'compare-code': { type: 'string', multiple: true },
    'compare-data': { type: 'string', multiple: true },
  },
});
const perClass = Number(values['per-class'] ?? 40);
const catalog = await ensureCatalog(config.dataDir, { scale: config.datasetScale, seed: config.datasetSeed });

function catalogIn(dir: string): string {
  const dataset = `-scale${config.datasetScale}-seed${config.datasetSeed}`;
  const file = readdirSync(dir).find((name) => /^catalog-.*\.sqlite$/.test(name) && name.includes(dataset));
  if (!file) throw new Error(`no catalog *${dataset}*.sqlite in ${dir}`);
  return join(dir, file);
}

interface Running {
  server: Server;
  dataDir: string;
  /** Resident memory once it answered its first search. */
  started: { total: number; own: number };
}

async function start(label: string, catalogFile: string, code?: string): Promise<Running> {
  const dataDir = dataDirLinking(catalogFile);
  process.stderr.write(`starting ${label} over ${catalogFile}…\n`);
  const server = await startServer({ label, script: 'server/main.ts', env: {}, code }, await freePort(), dataDir);
  return { server, dataDir, started: rssMiB(server.child.pid!) };
}

/** Sends one request and answers the time to its whole answer in ms; a failure stops the benchmark. */
async function send(server: Server, { endpoint, body }: Request): Promise<number> {
  const { status, ms, text } = await timedCall(server, { method: 'POST', path: `/v1/search/${endpoint}`, body });
  if (status !== 200)
    throw new Error(`${server.setup.label}: ${endpoint} ${JSON.stringify(body)} answered ${status}: ${text}`);
  return ms;
}

/** Whether a server answers discovery (code from before discovery refuses its fields). */
async function answersDiscovery(server: Server): Promise<boolean> {
  const body = { q: '', state: 'VT', sort: 'rating' };
  return (await timedCall(server, { method: 'POST', path: '/v1/search/restaurants', body })).status === 200;
}

/**
 * Sends every class's requests once to each server, request by request, the order of the servers turning with
 * each request, and prints a row per class and server.
 */
async function interleaved(servers: Server[], classes: Record<string, Request[]>, pass: string): Promise<void> {
  const timings = servers.map(() => new Map<string, number[]>());
  let turn = 0;
  for (const [name, requests] of Object.entries(classes)) {
    for (const request of requests) {
      turn += 1;
      for (let i = 0; i < servers.length; i += 1) {
        const index = (turn + i) % servers.length;
        const elapsed = await send(servers[index]!, request);
        const byClass = timings[index]!;
        byClass.set(name, [...(byClass.get(name) ?? []), elapsed]);
      }
    }
  }
  for (const name of Object.keys(classes)) {
    const requests = classes[name]!;
    const describe = (at: number) => `${requests[at]!.endpoint} ${JSON.stringify(requests[at]!.body)}`.slice(0, 120);
    servers.forEach((server, index) =>
      table.row(name, server.setup.label, pass, timings[index]!.get(name)!, TARGET, describe),
    );
  }
}

/** The target for every class, facets included. */
const TARGET = { p95: 10, p99: 25 };
const table = new LatencyTable();

const running: Running[] = [];
try {
  running.push(await start('this', catalog));
  const compared = values['compare-code'] ?? [];
  for (const [index, code] of compared.entries()) {
    const data = values['compare-data']?.[index];
    if (!data) throw new Error(`--compare-code ${code} has no --compare-data`);
    running.push(await start(basename(code).slice(0, 7), catalogIn(data), code));
  }
  const discovering: Server[] = [];
  for (const { server } of running) if (await answersDiscovery(server)) discovering.push(server);

  const discovery = discoveryClasses(catalog, perClass);
  console.log(`\ndiscovery: ${perClass} distinct requests per class, one client, HTTP with a key, wall-clock ms`);
  console.log(`${discovering.length} server(s) interleaved\n`);
  table.header();
  for (const pass of ['cold', 'warm']) await interleaved(discovering, discovery, pass);

  console.log(`\ntext searches as before discovery, both endpoints, ${running.length} server(s) interleaved\n`);
  table.header();
  const text = textClasses();
  const everyServer = running.map(({ server }) => server);
  for (const pass of ['cold', 'warm']) await interleaved(everyServer, text, pass);

  console.log('\nresident memory, MiB (own = heap, stacks and SQLite caches; total adds the mapped catalog)');
  console.log('  server   started: total    own   after the run: total    own');
  for (const { server, started } of running) {
    const after = rssMiB(server.child.pid!);
    const cells = [started.total, started.own, after.total, after.own].map((mib) => mib.toFixed(0).padStart(6));
    console.log(`  ${server.setup.label.padEnd(7)}  ${cells[0]} ${cells[1]}         ${cells[2]} ${cells[3]}`);
  }
  console.log(table.summary());
} finally {
  for (const { server, dataDir } of running) {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
