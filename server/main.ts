/**
 * Reads the configuration, makes sure a catalog exists, opens the stores, listens, and swaps the catalog when told
 * to (SIGHUP) or when a new file is put in its place. Nothing else.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAccounts } from './accounts/open-accounts.ts';
import { buildApp } from './app.ts';
import { reloadCatalog, watchCatalogFile } from './catalog/lifecycle/catalog-reload.ts';
import { CatalogRegistry } from './catalog/lifecycle/catalog-registry.ts';
import { openCatalog } from './catalog/lifecycle/open-catalog.ts';
import { readConfig } from './config.ts';
import { ensureCatalog } from './dataset/ensure-catalog.ts';

/** Ends start-up with one line that says what is wrong, instead of a stack trace. */
function refuseToStart(reason: string): never {
  process.stderr.write(`Menu Atlas cannot start: ${reason}\n`);
  process.exit(1);
}

const config = readConfig();
if (config.catalogPath !== undefined && !existsSync(config.catalogPath)) {
  refuseToStart(`CATALOG_PATH names ${config.catalogPath}, and there is no file there`);
}
const catalogFile =
  config.catalogPath ?? (await ensureCatalog(config.dataDir, { scale: config.datasetScale, seed: config.datasetSeed }));
const catalog = await CatalogRegistry.open(catalogFile, {
  open: (path, pinned) => openCatalog(path, config, pinned),
  onIntegrity: (path, result, ms) => {
    const log = result.state === 'failed' ? app.log.error.bind(app.log) : app.log.info.bind(app.log);
    log({ catalog: path, integrity: result, ms: Math.round(ms) }, 'catalog integrity checked');
  },
}).catch((error: unknown) => refuseToStart(error instanceof Error ? error.message : String(error)));
const accounts = await openAccounts(config.databaseUrl, join(config.dataDir, 'accounts.sqlite'));
const app = await buildApp({
  catalog,
  catalogIntegrity: catalog.integrity,
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
// A new catalog at the configured path is served once it is verified and warm: when noticed there, or on SIGHUP
// for a server run as a service. Run from a terminal, SIGHUP keeps its old meaning, "the terminal closed", and the
// server stops (as npm, its parent, does), rather than live on unseen holding the port.
const fromTerminal = process.stdin.isTTY === true;
if (!fromTerminal) process.on('SIGHUP', () => void reloadCatalog(catalog, catalogFile, app.log, 'SIGHUP'));
const stopWatching = watchCatalogFile(catalog, catalogFile, app.log);
app.addHook('onClose', async () => {
  stopWatching();
  await catalog.close();
});

for (const signal of fromTerminal ? (['SIGINT', 'SIGTERM', 'SIGHUP'] as const) : (['SIGINT', 'SIGTERM'] as const)) {
  process.once(signal, () => {
    // The accounts store closes after the app: its last requests' log entries are written as it closes.
    void app
      .close()
      .then(() => accounts.close())
      .then(() => process.exit(0));
  });
}

const address = await app.listen({ port: config.port, host: config.host });
// The pid is what SIGHUP goes to (`npm start` does not pass it on).
process.stderr.write(`Menu Atlas (pid ${process.pid}) is serving the API and the app at ${address}/\n`);
