/**
 * `npm run bench:compression` (after `npm run build:app`): what compression saves and costs.
 *
 * 1. Bytes on the wire for the app's main JavaScript and CSS and for a 20-hit restaurant search, as served with
 *    `Accept-Encoding: identity`, `gzip` and `br`.
 * 2. The latency cost of compressing a search answer per request: the same server and query, identity vs gzip vs
 *    brotli, with 1 connection (no queueing) and 10 connections.
 * 3. Precompressed at build time vs compressed per request (@fastify/compress) for the main JavaScript: two
 *    servers, one over dist/ as built (with .br/.gz copies), one over a copy without them.
 *
 * Options: `-- --duration 8`. The load generator shares the machine's two cores with the servers.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { catalogFixture, createKey } from '../server/test-support/catalog-fixture.ts';
import { compare, type Figures, type Target } from './load-compare.ts';

const { values } = parseArgs({ options: { duration: { type: 'string' } } });
const duration = Number(values.duration ?? 8);
const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean; css?: string[] }
>;
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error('No entry chunk in dist/.vite/manifest.json: run `npm run build:app` first');
const mainJs = `/${entry.file}`;
const mainCss = `/${entry.css?.[0]}`;

const fixture = await catalogFixture(0.01);
const bare = mkdtempSync(join(tmpdir(), 'bench-dist-'));
const apps: FastifyInstance[] = [];
const ENCODINGS = ['identity', 'gzip', 'br'];
const BROTLI_Q4 = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

try {
  cpSync(dist, bare, { recursive: true });
  for (const entry of readdirSync(bare, { recursive: true, withFileTypes: true })) {
    if (/\.(br|gz)$/.test(entry.name)) rmSync(join(entry.parentPath, entry.name));
  }
  const app = await buildApp({ catalog: fixture.catalog, appDir: dist, quotaLimit: 1e9 });
  const perRequest = await buildApp({ catalog: fixture.catalog, appDir: bare, gateway: false });
  apps.push(app, perRequest);
  const { key } = await createKey(app);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const perRequestBase = await perRequest.listen({ port: 0, host: '127.0.0.1' });
  const search = {
    method: 'POST' as const,
    body: JSON.stringify({ q: 'pizza', limit: 20 }),
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
  };

  const bytes = async (
    url: string,
    encoding: string,
    init: { method?: string; body?: string; headers?: object } = {},
  ) => {
    const response = await app.inject({
      url,
      method: (init.method ?? 'GET') as 'GET',
      headers: { ...(init.headers as Record<string, string>), 'accept-encoding': encoding },
      ...(init.body && { payload: init.body }),
    });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return response.rawPayload.length;
  };
  console.log('\nBytes on the wire (as served)          identity        gzip      brotli');
  for (const [label, url, init] of [
    [`main JS ${mainJs}`, mainJs, {}],
    [`main CSS ${mainCss}`, mainCss, {}],
    ['search, 20 hits (POST, q=pizza)', '/v1/search/restaurants', search],
  ] as const) {
    const sizes = await Promise.all(ENCODINGS.map((encoding) => bytes(url, encoding, init)));
    console.log(
      `  ${label.slice(0, 36).padEnd(36)} ${sizes.map((n) => n.toLocaleString('en-US').padStart(11)).join(' ')}`,
    );
  }

  // The CPU one compression takes, alone (steadier than latencies on a shared machine): median of 300 runs.
  const searchJson = (await app.inject({ url: '/v1/search/restaurants', ...search, payload: search.body })).rawPayload;
  const cpu = (compress: () => Buffer) => {
    const times: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      const started = performance.now();
      compress();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[150]!.toFixed(3);
  };
  console.log(
    `\nCPU to compress the search answer (${searchJson.length.toLocaleString('en-US')} bytes), median: ` +
      `gzip level 6 ${cpu(() => gzipSync(searchJson))} ms, ` +
      `brotli quality 4 ${cpu(() => brotliCompressSync(searchJson, BROTLI_Q4))} ms`,
  );

  const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
  const print = (title: string, figures: Figures[]) => {
    console.log(`\n${title}\n                                   req/s        p50        p95        p99   failures`);
    for (const f of figures) {
      console.log(
        `  ${f.label.padEnd(30)} ${f.rps.toFixed(0).padStart(7)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.p99)} ${String(f.failures).padStart(10)}`,
      );
    }
  };

  const searchTargets: Target[] = ENCODINGS.map((encoding) => ({
    label: `search, ${encoding}`,
    urls: [`${base}/v1/search/restaurants`],
    method: search.method,
    body: search.body,
    headers: { ...search.headers, 'accept-encoding': encoding },
  }));
  process.stderr.write('Warming up…\n');
  await compare(searchTargets, 10, 3, 1);
  process.stderr.write(`Measuring the search: ${duration} s per encoding, 1 connection then 10…\n`);
  print('Search answer, 1 connection (latency without queueing)', await compare(searchTargets, 1, duration, 2));
  print('Search answer, 10 connections', await compare(searchTargets, 10, duration, 2));

  const assetTargets: Target[] = ['br', 'gzip'].flatMap((encoding) => [
    {
      label: `main JS ${encoding}, precompressed`,
      urls: [`${base}${mainJs}`],
      headers: { 'accept-encoding': encoding },
    },
    {
      label: `main JS ${encoding}, per request`,
      urls: [`${perRequestBase}${mainJs}`],
      headers: { 'accept-encoding': encoding },
    },
  ]);
  for (const target of assetTargets) {
    const response = await fetch(target.urls[0]!, { headers: target.headers });
    const size = (await response.arrayBuffer()).byteLength;
    process.stderr.write(`  ${target.label}: ${response.headers.get('content-encoding')} (${size} bytes decoded)\n`);
  }
  process.stderr.write(`Measuring the main JS: ${duration} s per variant, 10 connections…\n`);
  print('Main JS, 10 connections', await compare(assetTargets, 10, duration, 2));
  const perRequestBr = await perRequest.inject({ url: mainJs, headers: { 'accept-encoding': 'br' } });
  console.log(`  bytes: brotli per request (quality 4) ${perRequestBr.rawPayload.length.toLocaleString('en-US')}`);
} finally {
  for (const app of apps) await app.close();
  fixture.cleanup();
  rmSync(bare, { recursive: true, force: true });
}
