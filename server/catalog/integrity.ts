/**
 * Catalog integrity: the builder records the finished file's SHA-256 beside it (`<catalog>.sha256`, in the
 * format `sha256sum -c` reads), and the server checks the file against it whenever it meets a catalog file it has
 * not checked yet (at start-up, and after the file or its checksum is replaced). Hashing reads the whole file
 * (860 MiB at full scale), so it runs on a thread of its own; until it is done the catalog counts as healthy.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync, writeFileSync, renameSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Piscina } from 'piscina';
import { workerExecArgv } from './worker-exec-argv.ts';

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

const CHECKSUM_WORKER = new URL('./checksum-worker.ts', import.meta.url);

/** fileSha256Sync on a thread of its own (started for this one file), so the event loop never waits for the disk. */
async function fileSha256(path: string): Promise<string> {
  const thread = new Piscina<string, string>({
    filename: CHECKSUM_WORKER.href,
    maxThreads: 1,
    execArgv: workerExecArgv(CHECKSUM_WORKER),
  });
  try {
    return await thread.run(path);
  } finally {
    await thread.destroy();
  }
}

/** What the last check found. */
type IntegrityState =
  | { state: 'unchecked' | 'checking' | 'verified' }
  /** No checksum was recorded for this file (a catalog built before checksums were recorded). */
  | { state: 'unrecorded' }
  | { state: 'failed'; reason: string };

/** The checksum recorded beside a catalog (the first word of its `.sha256` file), or undefined when there is none. */
export function recordedChecksum(catalogPath: string): string | undefined {
  try {
    return readFileSync(checksumPath(catalogPath), 'utf8').trim().split(/\s+/)[0]?.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** The identity of what was checked: the file as it is now, and the checksum recorded for it. */
async function fingerprint(path: string): Promise<{ key: string; expected: string | undefined }> {
  const file = await stat(path);
  const expected = recordedChecksum(path);
  return { key: `${file.dev}:${file.ino}:${file.size}:${file.mtimeMs}:${expected ?? ''}`, expected };
}

export class CatalogIntegrity {
  private current: IntegrityState = { state: 'unchecked' };
  private checkedKey: string | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly path: string,
    private readonly onResult: (path: string, result: IntegrityState, ms: number) => void = () => {},
  ) {}

  get status(): IntegrityState {
    return this.current;
  }

  /**
   * Starts a check when the file or its recorded checksum changed since the last one; cheap otherwise (two
   * small file-system calls). Resolves when any check it started, or one already running, is done.
   */
  refresh(): Promise<void> {
    this.running ??= this.checkIfChanged().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async checkIfChanged(): Promise<void> {
    let seen: Awaited<ReturnType<typeof fingerprint>>;
    try {
      seen = await fingerprint(this.path);
    } catch {
      // No file: the catalog itself reports that (unreachable); check again once a file is there.
      this.checkedKey = undefined;
      this.current = { state: 'unchecked' };
      return;
    }
    if (seen.key === this.checkedKey) return;
    const started = performance.now();
    if (seen.expected === undefined) {
      this.current = { state: 'unrecorded' };
    } else {
      this.current = { state: 'checking' };
      this.current = await fileSha256(this.path).then(
        (actual): IntegrityState =>
          actual === seen.expected
            ? { state: 'verified' }
            : { state: 'failed', reason: `catalog checksum mismatch: recorded ${seen.expected}, file has ${actual}` },
        (error: unknown): IntegrityState => ({
          state: 'failed',
          reason: `catalog could not be read to its end: ${error instanceof Error ? error.message : String(error)}`,
        }),
      );
    }
    this.checkedKey = seen.key;
    this.onResult(this.path, this.current, performance.now() - started);
  }
}
