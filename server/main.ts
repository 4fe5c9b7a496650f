/** Reads the configuration, makes sure a catalog exists, opens the stores and listens. Nothing else. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAccounts } from './accounts/open-accounts.ts';
import { buildApp } from './app.ts';
import { CatalogIntegrity } from './catalog/integrity.ts';
import { openCatalog } from './catalog/open-catalog.ts';
import { readConfig } from './config.ts';
import { ensureCatalog } from './dataset/ensure-catalog.ts';

const config = readConfig();
const catalogFile = ensureCatalog(config.dataDir, { scale: config.datasetScale, seed: config.datasetSeed });
const accounts = await openAccounts(config.databaseUrl, join(config.dataDir, 'accounts.sqlite'));
const catalog = openCatalog(catalogFile, config);
const catalogIntegrity = new CatalogIntegrity(catalogFile, (path, result, ms) => {
  const log = result.state === 'failed' ? app.log.error.bind(app.log) : app.log.info.bind(app.log);
  log({ catalog: path, integrity: result, ms: Math.round(ms) }, 'catalog integrity checked');
});
const app = await buildApp({
  catalog,
  catalogIntegrity,
  accounts,
  quotaLimit: config.quotaLimit,
  signupLimitPerHour: config.signupLimitPerHour,
  corsOrigins: config.corsOrigins,
  trustProxy: config.trustProxy,
  publicBaseUrl: config.publicBaseUrl,
  mapTiles: config.mapTiles,
  limits: config.limits,
  appDir: fileURLToPath(new URL('../dist', import.meta.url)),
  logger: { level: config.logLevel },
});
app.addHook('onClose', async () => {
  await accounts.close();
  await catalog.close();
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
process.stderr.write(`Menu Atlas is serving the API and the app at http://${config.host}:${config.port}/\n`);
