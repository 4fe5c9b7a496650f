/**
 * The checksum the builder records beside a finished catalog (`<catalog>.sha256`, in the format `sha256sum -c`
 * reads), which the server checks before it serves the file (`server/catalog/lifecycle/integrity.ts`).
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync, renameSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

export const checksumPath = (catalogPath: string) => `${catalogPath}.sha256`;

/** The SHA-256 of a file, read in 1 MiB chunks; synchronous, for the builder and the checksum thread. */
export function fileSha256Sync(path: string): string {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(1 << 20);
  const fd = openSync(path, 'r');
  try {
    let read: number;
    while ((read = readSync(fd, buffer, 0, buffer.length, null)) > 0) hash.update(buffer.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** Records the checksum of `file` for the catalog that will live at `catalogPath` (written whole, then renamed). */
export function recordChecksum(file: string, catalogPath: string): void {
  const target = checksumPath(catalogPath);
  writeFileSync(`${target}.partial`, `${fileSha256Sync(file)}  ${basename(catalogPath)}\n`);
  renameSync(`${target}.partial`, target);
}

/** The checksum recorded beside a catalog (the first word of its `.sha256` file), or undefined when there is none. */
export function recordedChecksum(catalogPath: string): string | undefined {
  try {
    return readFileSync(checksumPath(catalogPath), 'utf8').trim().split(/\s+/)[0]?.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}
