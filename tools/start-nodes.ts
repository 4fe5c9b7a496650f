/**
 * `npm run start:nodes -- 3`: several API nodes on consecutive ports (PORT, PORT+1, …; default 8080) sharing one
 * PostgreSQL, to try the multi-node setup on one machine. Uses DATABASE_URL when set; otherwise starts a local
 * PostgreSQL whose cluster is kept in DATA_DIR/postgres (keys and counts survive restarts). Ctrl-C stops them all.
 * Each node is the same `server/main.ts` that `npm start` runs, reading the same catalog (built once, first).
 */
import { join } from 'node:path';
import { readConfig } from '../server/config.ts';
import { ensureCatalog } from '../server/dataset/ensure-catalog.ts';
import { freePort } from './free-port.ts';
import { startLocalPostgres, type LocalPostgres } from './local-postgres.ts';
import { startNodes } from './nodes.ts';

const count = Number(process.argv[2] ?? 3);
if (!Number.isInteger(count) || count < 1 || count > 32) {
  process.stderr.write('Usage: npm run start:nodes -- <number of nodes, 1–32>\n');
  process.exit(2);
}

const config = readConfig();
await ensureCatalog(config.dataDir, { scale: config.datasetScale, seed: config.datasetSeed });

let postgres: LocalPostgres | undefined;
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  const port = Number(process.env.PG_PORT) || (await freePort());
  postgres = await startLocalPostgres({ dir: join(config.dataDir, 'postgres'), port, durable: true });
  databaseUrl = postgres.url;
  process.stderr.write(`PostgreSQL (DATA_DIR/postgres) is listening at ${databaseUrl}\n`);
}

const ports = Array.from({ length: count }, (_, i) => config.port + i);
const nodes = await startNodes(ports, { env: { DATABASE_URL: databaseUrl } }).catch((error: unknown) => {
  postgres?.stop();
  throw error;
});
process.stderr.write(
  `${count} nodes share ${databaseUrl}:\n${nodes.map((node) => `  ${node.url}/  (pid ${node.child.pid})`).join('\n')}\n` +
    'Put a load balancer in front of them, or call any one. Ctrl-C stops them all.\n',
);

let stopping = false;
const stopAll = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all(nodes.map((node) => node.stop()));
  postgres?.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll());
// A node that dies on its own takes the set down: a half-running set is more confusing than a stopped one.
for (const node of nodes) {
  node.child.once('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(`The node on port ${node.port} exited (${signal ?? code}); stopping the others.\n`);
    void stopAll();
  });
}
