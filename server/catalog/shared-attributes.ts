/**
 * A pinned catalog file's attributes (`attributes.ts`, some 26 MB at full scale) in shared memory, read once for
 * every thread of its pool rather than by each thread (`pooled-catalog.ts`). They are read on a thread of their own:
 * 20–150 ms of reading on the HTTP thread would stall every request in flight while a new catalog is swapped in.
 */
import Database from 'better-sqlite3';
import { Piscina } from 'piscina';
import { readAttributes, type Attributes } from './attributes.ts';
import { stillNames, type FileIdentity } from './file-identity.ts';
import { workerExecArgv } from './worker-exec-argv.ts';

/**
 * The attributes of the file `pinned` names at `path`, or undefined when the path no longer names it or it cannot
 * be read: each thread then reads its own, and fails as it would have.
 */
export function readPinnedAttributes({ path, pinned }: { path: string; pinned: FileIdentity }): Attributes | undefined {
  if (!stillNames(path, pinned)) return undefined;
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
    const attributes = readAttributes(db, { shared: true });
    return stillNames(path, pinned) ? attributes : undefined;
  } catch {
    return undefined;
  } finally {
    db?.close();
  }
}

const WORKER = new URL('./shared-attributes-worker.ts', import.meta.url);

/** readPinnedAttributes on a thread started for this one file; its typed arrays come back sharing their memory. */
export async function sharedAttributes(path: string, pinned: FileIdentity): Promise<Attributes | undefined> {
  const thread = new Piscina<{ path: string; pinned: FileIdentity }, Attributes | undefined>({
    filename: WORKER.href,
    maxThreads: 1,
    execArgv: workerExecArgv(WORKER),
  });
  try {
    return await thread.run({ path, pinned });
  } catch {
    return undefined;
  } finally {
    await thread.destroy();
  }
}
