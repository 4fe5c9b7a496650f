import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './e2e/chromium.ts';
import { SERVER_NODE_OPTIONS } from './server/node-options.ts';

/**
 * E2E journeys against the real server (small generated catalog) serving the built app (`npm run test:e2e` builds
 * it first). A second server with QUOTA_LIMIT=3 serves the quota-exhaustion journey; a third serves a catalog
 * imported from the Uber Eats fixture (`data:import`, then `CATALOG_PATH`), for the imported-data journeys.
 */
// E2E_PORT moves both servers, so several checkouts on one machine can run their journeys at once.
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 8090);
export const QUOTA_PORT = MAIN_PORT + 2;
export const IMPORTED_PORT = MAIN_PORT + 6;
const dataRoot = process.env.E2E_DATA_DIR ?? join(tmpdir(), `menu-atlas-e2e-${MAIN_PORT}`);

const SERVE = `node ${SERVER_NODE_OPTIONS.join(' ')} --import tsx server/main.ts`;
const UBER_EATS = 'server/ingest/fixtures/uber-eats';
const importedCatalog = join(dataRoot, 'imported', 'uber-eats.sqlite');
// The fixture is meant to be messy (a third of its restaurants are rejected), hence the share allowed.
const IMPORT = `node --import tsx tools/data-import.ts --format uber-eats --restaurants ${UBER_EATS}/restaurants.csv --menus ${UBER_EATS}/restaurant-menus.csv --out ${importedCatalog} --max-reject-share 0.5`;

const server = (port: number, dataDir: string, extra: Record<string, string> = {}, command = SERVE) => ({
  command,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 240_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATASET_SCALE: '0.01',
    SIGNUP_LIMIT_PER_HOUR: '1000',
    LOG_LEVEL: 'warn',
    ...extra,
  },
});

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    server(MAIN_PORT, join(dataRoot, 'main')),
    server(QUOTA_PORT, join(dataRoot, 'quota'), { QUOTA_LIMIT: '3' }),
    server(IMPORTED_PORT, join(dataRoot, 'imported'), { CATALOG_PATH: importedCatalog }, `${IMPORT} && ${SERVE}`),
  ],
});
