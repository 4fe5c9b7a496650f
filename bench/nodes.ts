/**
 * `npm run bench:nodes`: authenticated throughput and the gateway's overhead (auth + quota + headers) for
 *   - one node on SQLite (the default), one node on PostgreSQL, three nodes on PostgreSQL,
 * each against the same number of nodes with the gateway off, in one run on this machine.
 *
 * Every node is a separate process (`server/main.ts`, as in production) over the same small catalog; PostgreSQL is
 * a local server with its durable defaults (fsync on). autocannon hits a cheap authenticated endpoint with 50
 * connections (spread over the nodes), then with one connection (latency without queueing), alternating between
 * the configurations in slices. Overhead = p95 with the gateway − p95 without it, at the same node count.
 *
 * Options: `-- --duration 10 --connections 50`. Load generator, nodes and PostgreSQL share the machine's cores,
 * so three nodes cannot show more than the cores allow; the figure to watch is that they do not fall below one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../tools/free-port.ts';
import { startLocalPostgres } from '../tools/local-postgres.ts';
import { startNodes, type ApiNode } from '../tools/nodes.ts';
import { buildCatalog } from '../server/index/build-catalog.ts';
import { catalogPath } from '../server/dataset/ensure-catalog.ts';
import { createGenerator } from '../server/dataset/generator.ts';
import { compare, ms, type Figures, type Target } from './load-compare.ts';

const { values } = parseArgs({ options: { duration: { type: 'string' }, connections: { type: 'string' } } });
const duration = Number(values.duration ?? 10);
const connections = Number(values.connections ?? 50);
const PATH = '/v1/stats/top-cuisines?limit=5';
const DATASET = { seed: 1, scale: 0.01 };

const dataDir = mkdtempSync(join(tmpdir(), 'bench-nodes-'));
buildCatalog(createGenerator(DATASET), catalogPath(dataDir, DATASET));
const postgres = await startLocalPostgres({ durable: true });
const running: ApiNode[] = [];

const env = {
  DATA_DIR: dataDir,
  DATASET_SEED: String(DATASET.seed),
  DATASET_SCALE: String(DATASET.scale),
  QUOTA_LIMIT: '1000000000',
  SIGNUP_LIMIT_PER_HOUR: '1000000',
  LOG_LEVEL: 'warn',
};

async function nodes(count: number, extra: NodeJS.ProcessEnv, entry?: string): Promise<string[]> {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const started = await startNodes(ports, {
    env: { ...env, ...extra },
    entry,
    stdio: 'ignore',
    readyTimeoutMs: 180_000,
  });
  running.push(...started);
  return started.map((node) => `${node.url}${PATH}`);
}

async function keyFor(url: string): Promise<Record<string, string>> {
  const response = await fetch(new URL('/v1/keys', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com' }),
  });
  if (response.status !== 201) throw new Error(`POST /v1/keys answered ${response.status}`);
  const { data } = (await response.json()) as { data: { api_key: string } };
  return { authorization: `Bearer ${data.api_key}` };
}

try {
  const durable = postgres.url;
  // The same database, with commits acknowledged before their WAL flush (see README: Running several nodes).
  const early = `${postgres.url}?options=${encodeURIComponent('-c synchronous_commit=off')}`;
  const off = 'bench/serve-without-gateway.ts';
  const [off1, sqlite1, pg1, pgEarly1, off3, pg3] = [
    await nodes(1, {}, off),
    await nodes(1, {}),
    await nodes(1, { DATABASE_URL: durable }),
    await nodes(1, { DATABASE_URL: early }),
    await nodes(3, {}, off),
    await nodes(3, { DATABASE_URL: durable }),
  ];
  const targets: Target[] = [
    { label: '1 node, gateway off', urls: off1!, headers: {} },
    { label: '1 node, SQLite', urls: sqlite1!, headers: await keyFor(sqlite1![0]!) },
    { label: '1 node, PostgreSQL', urls: pg1!, headers: await keyFor(pg1![0]!) },
    { label: '1 node, PG sync off', urls: pgEarly1!, headers: await keyFor(pgEarly1![0]!) },
    { label: '3 nodes, gateway off', urls: off3!, headers: {} },
    { label: '3 nodes, PostgreSQL', urls: pg3!, headers: await keyFor(pg3![0]!) },
  ];
  for (const target of targets) {
    for (const url of target.urls) {
      const check = await fetch(url, { headers: target.headers });
      if (check.status !== 200) throw new Error(`${target.label}: ${url} answered ${check.status}`);
    }
  }

  process.stderr.write('Warming up (2 s each)…\n');
  await compare(targets, connections, 2, 1);
  process.stderr.write(`Measuring GET ${PATH}: ${connections} connections, ${duration} s each, then 1 connection…\n`);
  const loaded = await compare(targets, connections, duration, 2);
  const single = await compare(targets.slice(0, 4), 1, Math.max(4, duration / 2), 2);

  const table = (title: string, rows: Figures[], baselineOf: (index: number) => Figures) => {
    console.log(`\n${title}`);
    console.log('                           req/s      p50        p95        p99   failures   p95 overhead');
    rows.forEach((f, index) => {
      const base = baselineOf(index);
      const overhead = f === base ? '' : ms(f.p95 - base.p95).padStart(14);
      console.log(
        `  ${f.label.padEnd(22)} ${f.rps.toFixed(0).padStart(7)} ${ms(f.p50).padStart(10)} ${ms(f.p95).padStart(10)} ` +
          `${ms(f.p99).padStart(10)} ${String(f.failures).padStart(10)}${overhead}`,
      );
    });
  };
  table(`${connections} connections, ${duration} s each`, loaded, (i) => loaded[i < 4 ? 0 : 4]!);
  table('1 connection (latency without queueing)', single, () => single[0]!);

  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  for (const index of [2, 3]) {
    const label = targets[index]!.label.replace('1 node, ', '');
    const alone = single[index]!.p95 - single[0]!.p95;
    const busy = loaded[index]!.p95 - loaded[0]!.p95;
    console.log(`\n${label}: gateway p95 overhead, 1 client: ${ms(alone)} (target ≤ 1 ms): ${verdict(alone <= 1)}`);
    console.log(
      `${label}: gateway p95 overhead, ${connections} connections: ${ms(busy)} (target ≤ 3 ms): ${verdict(busy <= 3)}`,
    );
  }
  console.log(
    `\nThree PostgreSQL nodes vs one: ${loaded[5]!.rps.toFixed(0)} vs ${loaded[2]!.rps.toFixed(0)} req/s ` +
      `(target: not below): ${verdict(loaded[5]!.rps >= loaded[2]!.rps)}`,
  );
  // What the machine allows: with no gateway and no database, do three nodes out-serve one on these cores at all?
  console.log(
    `Three nodes vs one, gateway off (the machine's own limit): ${loaded[4]!.rps.toFixed(0)} vs ` +
      `${loaded[0]!.rps.toFixed(0)} req/s`,
  );
} finally {
  await Promise.all(running.map((node) => node.stop()));
  postgres.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
