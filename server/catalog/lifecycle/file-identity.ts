/**
 * Which file a path names right now: device, inode, size and modification time. A file moved into place with `mv`
 * (a new inode) or written over in place (a new size or time) has another identity, so a catalog that was checked
 * and opened as one file can tell when its path has come to name another.
 */
import type { Stats } from 'node:fs';
import { statSync } from 'node:fs';

export type FileIdentity = string;

export const identityOf = ({
  dev,
  ino,
  size,
  mtimeMs,
}: Pick<Stats, 'dev' | 'ino' | 'size' | 'mtimeMs'>): FileIdentity => `${dev}:${ino}:${size}:${mtimeMs}`;

/** The identity of the file at `path`; throws (ENOENT…) when there is none. */
export const fileIdentity = (path: string): FileIdentity => identityOf(statSync(path));

/** Whether `path` still names the file `identity` was taken of. */
export function stillNames(path: string, identity: FileIdentity): boolean {
  try {
    return fileIdentity(path) === identity;
  } catch {
    return false;
  }
}
