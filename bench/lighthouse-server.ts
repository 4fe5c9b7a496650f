/**
 * The API and one build of the app for `bench/lighthouse.ts`: the catalog is opened read-only where it is (its
 * DATA_DIR is never written), keys live in a throw-away accounts file, and APP_DIR picks the build to serve.
 */
import { join } from 'node:path';
import { SqliteAccounts } from '../server/accounts/sqlite-accounts.ts';
import { buildApp } from '../server/app.ts';
import { SqliteCatalog } from '../server/catalog/sqlite-catalog.ts';
import { readConfig } from '../server/config.ts';
import { catalogPath } from '../server/dataset/ensure-catalog.ts';

const config = readConfig();
const accounts = new SqliteAccounts(join(process.env.ACCOUNTS_DIR!, 'accounts.sqlite'));
const app = await buildApp({
  catalog: new SqliteCatalog(catalogPath(config.dataDir, { scale: config.datasetScale, seed: config.datasetSeed })),
  accounts,
  quotaLimit: config.quotaLimit,
  signupLimitPerHour: config.signupLimitPerHour,
  corsOrigins: config.corsOrigins,
  trustProxy: false,
  publicBaseUrl: config.publicBaseUrl,
  appDir: process.env.APP_DIR!,
  logger: { level: 'warn' },
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write('ready\n');
