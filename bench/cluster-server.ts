/**
 * For `npm run bench:load` only: the server as a node:cluster of HTTP processes (BENCH_HTTP_PROCESSES, default 2),
 * each running `server/main.ts` with its own catalog pool (CATALOG_THREADS each), all on one port. The processes
 * share the accounts file, so the quota stays exact across them (one atomic statement per count).
 *
 * Measured against one process with a pool by bench:load and kept out of `server/`: on 2 cores it served fewer
 * requests per CPU-second (101–132 against 143–153 for the pool), no more requests per second, and used 1.6–2x the
 * memory; its HTTP processes and their pools compete for the same two cores the single pool already keeps busy.
 */
import cluster from 'node:cluster';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const processes = Number(process.env.BENCH_HTTP_PROCESSES ?? 2);
cluster.setupPrimary({ exec: fileURLToPath(new URL('../server/main.ts', import.meta.url)) });
// One after another: processes opening the accounts file at the same instant can collide on its set-up.
for (let i = 0; i < processes; i += 1) await once(cluster.fork(), 'listening');
process.stderr.write(`cluster of ${processes} HTTP processes listening\n`);

process.once('SIGTERM', () => {
  for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  cluster.disconnect(() => process.exit(0));
});
