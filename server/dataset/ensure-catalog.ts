/** Where the catalog for a dataset lives, and building it once when it is not there yet. */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { CATALOG_FORMAT_VERSION } from '../index/schema.ts';
import type { BuildSummary } from '../index/build-catalog.ts';
import { generatorFingerprint } from './fingerprint.ts';
import { progressBar } from '../index/progress-bar.ts';
import type { DatasetOptions } from '../index/source.ts';

/**
 * The file name names everything that shapes its content (format, scale, seed and the generator's fingerprint),
 * so a change of any of them builds a new catalog instead of reusing an old one.
 */
export function catalogPath(dataDir: string, { scale, seed }: DatasetOptions): string {
  return join(
    dataDir,
    `catalog-v${CATALOG_FORMAT_VERSION}-scale${scale}-seed${seed}-gen${generatorFingerprint()}.sqlite`,
  );
}

/**
 * Builds the sample catalog. The builder and the generator are imported only here: the generator's gazetteer (every
 * US city, zip code and land shape) is large, and a server that imported it with its catalog already built kept it
 * for nothing on the HTTP thread, where every full collection then had to mark all of it, in the middle of whichever
 * request was being answered (docs/sample-data.md).
 */
export async function buildWithProgress(path: string, options: DatasetOptions): Promise<BuildSummary> {
  const [{ buildCatalog }, { createGenerator }] = await Promise.all([
    import('../index/build-catalog.ts'),
    import('./generator.ts'),
  ]);
  mkdirSync(join(path, '..'), { recursive: true });
  process.stderr.write(`Building the sample catalog (scale ${options.scale}, seed ${options.seed}) into ${path}\n`);
  const bar = progressBar();
  const summary = buildCatalog(createGenerator(options), path, bar.update);
  bar.done();
  const mib = (summary.bytes / 1024 / 1024).toFixed(0);
  process.stderr.write(
    `Built ${summary.restaurants.toLocaleString('en-US')} restaurants, ${summary.items.toLocaleString('en-US')} menu items, ` +
      `${summary.cities.toLocaleString('en-US')} cities, ${summary.cuisines} cuisines: ${mib} MiB in ${summary.seconds.toFixed(1)} s\n`,
  );
  return summary;
}

/**
 * Deletes the catalogs of the same scale and seed that `current` supersedes (an older format or generator), with
 * their checksums: each is most of a gigabyte at full scale, and nothing opens them again. Catalogs of other
 * scales or seeds stay. Returns the names removed.
 */
export function removeSuperseded(current: string, { scale, seed }: DatasetOptions): string[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Older formats named no generator fingerprint (`catalog-v2-scale1-seed20261121.sqlite`).
  const sameDataset = new RegExp(
    `^catalog-v\\d+-scale${escape(String(scale))}-seed${escape(String(seed))}(-gen\\w+)?\\.sqlite$`,
  );
  const removed: string[] = [];
  for (const name of readdirSync(dirname(current))) {
    if (!sameDataset.test(name) || name === basename(current)) continue;
    const path = join(dirname(current), name);
    const mib = statSync(path).size / 1024 / 1024;
    rmSync(path, { force: true });
    rmSync(`${path}.sha256`, { force: true });
    removed.push(name);
    process.stderr.write(`Removed the superseded catalog ${name} (${mib.toFixed(0)} MiB)\n`);
  }
  return removed;
}

export async function ensureCatalog(dataDir: string, options: DatasetOptions): Promise<string> {
  const path = catalogPath(dataDir, options);
  if (!existsSync(path)) {
    await buildWithProgress(path, options);
    removeSuperseded(path, options);
  }
  return path;
}
