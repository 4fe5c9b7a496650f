/** The one place that picks how the catalog runs: on a pool of worker threads, or on the HTTP thread (CATALOG_THREADS=0). */
import type { Config } from '../../config.ts';
import type { Catalog } from '../catalog.ts';
import type { FileIdentity } from './file-identity.ts';
import { PooledCatalog } from '../pool/pooled-catalog.ts';
import { SqliteCatalog } from '../sqlite-catalog.ts';

/** The catalog over `file`, serving only the file `pinned` names (the one that was verified) when given. */
export function openCatalog(file: string, config: Config, pinned?: FileIdentity): Catalog {
  if (config.catalogThreads === 0) return new SqliteCatalog(file, { pinned });
  return new PooledCatalog(file, {
    threads: config.catalogThreads,
    queueLimit: config.catalogQueueLimit,
    niceIncrement: config.catalogThreadNice,
    pinned,
  });
}
