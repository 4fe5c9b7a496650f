/**
 * `npm run bench:analyst`: the analyst statistics (`analyst-calls.ts` has the classes and their targets) against a
 * real server at full scale, over HTTP with an API key, one client, each request sent once per pass (cold: the
 * first pass on a server just started, every request new to it; warm: the same requests again).
 */
import { readConfig } from '../server/config.ts';
import { ensureCatalog } from '../server/dataset/ensure-catalog.ts';
import { freePort } from '../tools/free-port.ts';
import { analystClasses, type Call } from './analyst-calls.ts';
import { LatencyTable } from './latency-table.ts';
import { rssMiB, startServer, stop, timedCall, type Server } from './server-process.ts';

const config = readConfig();
// CATALOG_PATH serves a catalog read-only from where it is (a shared full-scale one), the rest in DATA_DIR.
const catalog =
  config.catalogPath ?? (await ensureCatalog(config.dataDir, { scale: config.datasetScale, seed: config.datasetSeed }));

/** Sends one call and answers the time to its whole answer in ms; a failure stops the benchmark. */
async function send(server: Server, call: Call): Promise<number> {
  const { status, ms, text } = await timedCall(server, call);
  if (status !== 200)
    throw new Error(`${call.method} ${call.path} ${JSON.stringify(call.body)} answered ${status}: ${text}`);
  return ms;
}

const server = await startServer(
  { label: 'this', script: 'server/main.ts', env: {} },
  await freePort(),
  config.dataDir,
);
try {
  const started = rssMiB(server.child.pid!);
  const table = new LatencyTable();
  const all = analystClasses(catalog);
  console.log('\nanalyst statistics: distinct requests per class, one client, HTTP with a key, wall-clock ms\n');
  table.header();
  for (const pass of ['cold', 'warm']) {
    for (const [name, { calls, target }] of Object.entries(all)) {
      const timings: number[] = [];
      for (const call of calls) timings.push(await send(server, call));
      table.row(name, 'this', pass, timings, target);
    }
  }
  const after = rssMiB(server.child.pid!);
  console.log(
    `\nresident memory, MiB: started ${started.total.toFixed(0)} (own ${started.own.toFixed(0)}), ` +
      `after the run ${after.total.toFixed(0)} (own ${after.own.toFixed(0)})`,
  );
  console.log(table.summary());
} finally {
  await stop(server);
}
