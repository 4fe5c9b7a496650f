/**
 * Which catalog a file holds, as health names it: where its data came from and when it was built (the builder's
 * `meta` rows), its size, and the checksum recorded beside it. Catalogs built before the builder wrote `source`
 * and `built_at` are described from what they have: the sample's scale and seed, and the file's modification time.
 */
import { statSync } from 'node:fs';
import type Database from 'better-sqlite3';
import type { CatalogDescription } from '../catalog.ts';
import { recordedChecksum } from '../../index/checksum.ts';

export function describeCatalog(
  db: Database.Database,
  path: string,
  counts: { restaurants: number; items: number },
): CatalogDescription {
  const meta = new Map(
    db
      .prepare<[], [string, string]>("SELECT key, value FROM meta WHERE key IN ('source', 'built_at', 'scale', 'seed')")
      .raw()
      .all(),
  );
  const sample = meta.has('scale') ? `sample (scale ${meta.get('scale')}, seed ${meta.get('seed')})` : undefined;
  return {
    source: meta.get('source') ?? sample ?? 'unknown',
    builtAt: meta.get('built_at') ?? statSync(path).mtime.toISOString(),
    restaurantCount: counts.restaurants,
    itemCount: counts.items,
    sha256: recordedChecksum(path) ?? null,
  };
}
