/**
 * `bench:nodes` only: a node exactly like `server/main.ts` but with the gateway off (no key, no quota, no accounts
 * store), as the baseline the gateway's overhead is measured against.
 */
import { buildApp } from '../server/app.ts';
import { SqliteCatalog } from '../server/catalog/sqlite-catalog.ts';
import { readConfig } from '../server/config.ts';
import { ensureCatalog } from '../server/dataset/ensure-catalog.ts';

const config = readConfig();
const catalog = new SqliteCatalog(
  ensureCatalog(config.dataDir, { scale: config.datasetScale, seed: config.datasetSeed }),
);
const app = await buildApp({ catalog, gateway: false, logger: { level: config.logLevel } });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: config.host });
