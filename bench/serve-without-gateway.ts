/**
 * `bench:nodes` only: a node like `server/main.ts` but with the gateway off (no key, no quota, no accounts
 * store), as the baseline the gateway's overhead is measured against. Its catalog runs as main.ts runs it (a
 * worker pool unless CATALOG_THREADS=0), so the difference is the gateway and nothing else.
 */
import { buildApp } from '../server/app.ts';
import { CatalogRegistry } from '../server/catalog/lifecycle/catalog-registry.ts';
import { openCatalog } from '../server/catalog/lifecycle/open-catalog.ts';
import { readConfig } from '../server/config.ts';
import { ensureCatalog } from '../server/dataset/ensure-catalog.ts';

const config = readConfig();
const catalog = await CatalogRegistry.open(
  await ensureCatalog(config.dataDir, { scale: config.datasetScale, seed: config.datasetSeed }),
  { open: (path, pinned) => openCatalog(path, config, pinned) },
);
const app = await buildApp({ catalog, gateway: false, logger: { level: config.logLevel } });
app.addHook('onClose', async () => catalog.close());
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: config.host });
