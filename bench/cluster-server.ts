/**
 * For `npm run bench:load` only: the server as a node:cluster of HTTP processes (BENCH_HTTP_PROCESSES, default 2),
 * each running `server/main.ts` with its own catalog pool (CATALOG_THREADS each), all on one port. The processes
 * share the accounts file, so the quota stays exact across them (one atomic statement per count).
 *
 * Measured against one process with a pool by bench:load and kept out of `server/`: it did more work for no more
 * requests answered, because its HTTP processes and their pools compete for the same cores the single pool already
 * keeps busy (the figures: docs/architecture.md).
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
