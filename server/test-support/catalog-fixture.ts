/**
 * Test helpers: a small real catalog on disk, and an app with an in-memory accounts store and a working key.
 *
 *   const fixture = await catalogFixture();           // once per test file (beforeAll), fixture.cleanup() after
 *   const { app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 50 });
 *   await app.inject({ url: '/v1/stats/top-cuisines', headers: { authorization: `Bearer ${key}` } });
 */
import { closeSync, copyFileSync, mkdtempSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { AccountsStore } from '../accounts/accounts.ts';
import { SqliteAccounts } from '../accounts/sqlite-accounts.ts';
import { buildApp, type AppOptions } from '../app.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { checksumPath } from '../index/checksum.ts';
import { SqliteCatalog } from '../catalog/sqlite-catalog.ts';
import { readConfig } from '../config.ts';
import { buildCatalog } from '../index/build-catalog.ts';
import { ensureCatalog } from '../dataset/ensure-catalog.ts';
import { createGenerator } from '../dataset/generator.ts';
import type { CatalogSource } from '../index/source.ts';

export interface CatalogFixture {
  /** The catalog file (in a fresh temporary folder). */
  path: string;
  catalog: Catalog;
  /** Closes the catalog and removes the folder. */
  cleanup: () => void;
}

/**
 * Builds a small catalog into a temporary folder: from the real generator (seed 1) at scale `source` (1 = 180,000
 * restaurants; the default, 0.002, gives 360 restaurants and a few thousand items, quick enough for a test), or from a
 * hand-made source.
 */
export async function catalogFixture(source: number | CatalogSource = 0.002): Promise<CatalogFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'menu-atlas-catalog-'));
  const path = join(dir, 'catalog.sqlite');
  buildCatalog(typeof source === 'number' ? createGenerator({ seed: 1, scale: source }) : source, path);
  const catalog = new SqliteCatalog(path);
  return {
    path,
    catalog,
    cleanup: () => {
      catalog.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Three small catalogs of different seeds and sizes (360, 540 and 450 restaurants), so that every answer tells
 * which one gave it, and a scratch folder named `prefix…`; `cleanup` removes all of it.
 */
export async function distinctCatalogs(
  prefix: string,
): Promise<{ catalogs: CatalogFixture[]; dir: string; cleanup: () => void }> {
  const catalogs = [
    await catalogFixture(),
    await catalogFixture(createGenerator({ seed: 2, scale: 0.003 })),
    await catalogFixture(createGenerator({ seed: 3, scale: 0.0025 })),
  ];
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    catalogs,
    dir,
    cleanup: () => {
      for (const fixture of catalogs) fixture.cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The catalog `npm start` serves (CATALOG_PATH, or DATA_DIR, DATASET_SCALE, DATASET_SEED; full scale unless told), built first if
 * missing: for checks that must hold at full scale (`npm run test:full-scale`). Cleanup closes it, and keeps it.
 */
export async function servedCatalog(): Promise<CatalogFixture> {
  const config = readConfig();
  // CATALOG_PATH serves a catalog already built (such as a full-scale one another checkout made), as the server does.
  const path =
    config.catalogPath ??
    (await ensureCatalog(config.dataDir, { scale: config.datasetScale, seed: config.datasetSeed }));
  const catalog = new SqliteCatalog(path);
  return { path, catalog, cleanup: () => catalog.close() };
}

/**
 * Copies a catalog and its recorded checksum to `target`, then writes 64 bytes into a page in the middle of the items'
 * index: a file that still opens and answers most queries, but is not the one that was built. (The page is found by
 * name: where the builder puts each table in the file is its own business.)
 */
export function corruptedCopy(source: string, target: string): void {
  copyFileSync(source, target);
  copyFileSync(checksumPath(source), checksumPath(target));
  const db = new Database(target, { readonly: true });
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const pages = db
    .prepare<[], number>(
      "SELECT pageno FROM dbstat WHERE name = 'items_fts_data' AND pagetype = 'leaf' ORDER BY pageno",
    )
    .pluck()
    .all();
  db.close();
  const page = pages[Math.floor(pages.length / 2)]!;
  const garbage = Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 97 + 13) % 256));
  const fd = openSync(target, 'r+');
  try {
    writeSync(fd, garbage, 0, garbage.length, (page - 1) * pageSize + pageSize / 2);
  } finally {
    closeSync(fd);
  }
}

/**
 * Puts a copy of a catalog at `target` the way an operator rolls one out: its checksum, then the file, each copied
 * beside the target and renamed into place (so the target's path names a new file at once).
 */
export function moveIntoPlace(source: string, target: string): void {
  copyFileSync(checksumPath(source), `${checksumPath(target)}.partial`);
  copyFileSync(source, `${target}.partial`);
  renameSync(`${checksumPath(target)}.partial`, checksumPath(target));
  renameSync(`${target}.partial`, target);
}

export interface AuthedApp {
  app: FastifyInstance;
  /** A working `sk_live_…` key, created through POST /v1/keys. */
  key: string;
  keyId: string;
  /** The accounts store the app uses (in memory unless `options.accounts` was given). */
  accounts: AccountsStore;
}

/**
 * Builds the app (ready, not listening) with an in-memory accounts store unless one is given, and creates a key
 * through POST /v1/keys. Every AppOptions field can be overridden (quotaLimit, now, logger…).
 */
export async function authedApp(options: AppOptions): Promise<AuthedApp> {
  const accounts = options.accounts ?? new SqliteAccounts(':memory:');
  const app = await buildApp({ ...options, accounts });
  if (!options.accounts) app.addHook('onClose', async () => accounts.close());
  await app.ready();
  const { key, keyId } = await createKey(app);
  return { app, key, keyId, accounts };
}

/** Creates a key through the API, as a client would. */
export async function createKey(
  app: FastifyInstance,
  email = 'test@example.com',
): Promise<{ key: string; keyId: string }> {
  const response = await app.inject({ method: 'POST', url: '/v1/keys', payload: { email } });
  if (response.statusCode !== 201) throw new Error(`POST /v1/keys answered ${response.statusCode}: ${response.body}`);
  const { data } = response.json() as { data: { api_key: string; key_id: string } };
  return { key: data.api_key, keyId: data.key_id };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
