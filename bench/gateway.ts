/**
 * `npm run bench:gateway`: what the gateway (auth + quota + rate-limit headers + envelope) costs per request.
 *
 * The same server build is started twice on loopback over the same small catalog: once as in production (durable
 * accounts file in WAL mode, a very large quota so nothing is refused), once with `gateway: false` (no auth, no
 * quota). autocannon hits a cheap authenticated endpoint with 50 connections for 10 s each, then with one
 * connection (latency without queueing), alternating between the two in slices. Latencies are recorded per
 * response, so p95 is exact.
 *
 * Options: `-- --duration 10 --connections 50`. The load generator shares the machine's cores with the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { SqliteAccounts } from '../server/accounts/sqlite-accounts.ts';
import { buildApp } from '../server/app.ts';
import { catalogFixture, createKey } from '../server/test-support/catalog-fixture.ts';
import { compare, type Figures, type Target } from './compare-targets.ts';

const { values } = parseArgs({ options: { duration: { type: 'string' }, connections: { type: 'string' } } });
const duration = Number(values.duration ?? 10);
const connections = Number(values.connections ?? 50);
const PATH = '/v1/stats/top-cuisines?limit=5';

const fixture = await catalogFixture(0.01);
const dir = mkdtempSync(join(tmpdir(), 'bench-gateway-'));
const accounts = new SqliteAccounts(join(dir, 'accounts.sqlite'));
const apps: FastifyInstance[] = [];

try {
  const on = await buildApp({
    catalog: fixture.catalog,
    accounts,
    quotaLimit: 1_000_000_000,
    signupLimitPerHour: 1_000_000,
  });
  const off = await buildApp({ catalog: fixture.catalog, gateway: false });
  apps.push(on, off);
  const { key } = await createKey(on);
  const onUrl = `${await on.listen({ port: 0, host: '127.0.0.1' })}${PATH}`;
  const offUrl = `${await off.listen({ port: 0, host: '127.0.0.1' })}${PATH}`;
  const auth = { authorization: `Bearer ${key}` };

  const check = await fetch(onUrl, { headers: auth });
  if (check.status !== 200 || !check.headers.get('ratelimit'))
    throw new Error(`gateway endpoint answered ${check.status}`);
  if ((await fetch(offUrl)).status !== 200) throw new Error('endpoint without the gateway did not answer 200');

  const targets: Target[] = [
    { label: 'gateway off', url: offUrl, headers: {} },
    { label: 'gateway on', url: onUrl, headers: auth },
  ];
  process.stderr.write(`Warming up (2 s each)…\n`);
  await compare(targets, connections, 2, 1);
  process.stderr.write(`Measuring GET ${PATH}: ${connections} connections, ${duration} s each, then 1 connection…\n`);
  const loaded = await compare(targets, connections, duration, 2);
  const single = await compare(targets, 1, Math.max(4, duration / 2), 2);

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const print = (title: string, [a, b]: Figures[]) => {
    console.log(`\n${title}`);
    console.log('                  req/s      p50        p95        p99     failures');
    for (const f of [a!, b!]) {
      console.log(
        `  ${f.label.padEnd(12)} ${f.rps.toFixed(0).padStart(8)} ${ms(f.p50).padStart(10)} ${ms(f.p95).padStart(10)} ${ms(f.p99).padStart(10)} ${String(f.failures).padStart(8)}`,
      );
    }
    console.log(
      `  overhead     ${(((a!.rps - b!.rps) / a!.rps) * 100).toFixed(1).padStart(7)}% ` +
        `${ms(b!.p50 - a!.p50).padStart(10)} ${ms(b!.p95 - a!.p95).padStart(10)} ${ms(b!.p99 - a!.p99).padStart(10)}`,
    );
    console.log(
      `  server time per request: ${ms(1000 / b!.rps - 1000 / a!.rps)} more with the gateway (from throughput)`,
    );
  };
  print(`${connections} connections, ${duration} s (req/s overhead is the throughput lost)`, loaded);
  print(`1 connection (latency without queueing)`, single);
  const p95Overhead = single[1]!.p95 - single[0]!.p95;
  console.log(
    `\nGateway p95 overhead, single client: ${ms(p95Overhead)} (target < 2 ms): ${p95Overhead < 2 ? 'met' : 'NOT met'}`,
  );
  const usage = await on.inject({ url: '/v1/usage', headers: auth });
  console.log(
    `Requests counted on the key: ${(usage.json() as { data: { used: number } }).data.used.toLocaleString('en-US')}`,
  );
} finally {
  for (const app of apps) await app.close();
  accounts.close();
  fixture.cleanup();
  rmSync(dir, { recursive: true, force: true });
}
