/** The one place that picks how the catalog runs: on a pool of worker threads, or on the HTTP thread (CATALOG_THREADS=0). */
import type { Config } from '../config.ts';
import type { Catalog } from './catalog.ts';
import { PooledCatalog } from './pooled-catalog.ts';
import { SqliteCatalog } from './sqlite-catalog.ts';

export function openCatalog(file: string, config: Config): Catalog {
  if (config.catalogThreads === 0) return new SqliteCatalog(file);
  return new PooledCatalog(file, {
    threads: config.catalogThreads,
    queueLimit: config.catalogQueueLimit,
    niceIncrement: config.catalogThreadNice,
  });
}
