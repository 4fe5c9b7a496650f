/**
 * Catalog integrity: the builder records the finished file's SHA-256 beside it (`server/index/checksum.ts`), and
 * the server checks each catalog file it serves against it: the one it starts with
 * in the background (until that check is done the catalog counts as healthy), and a new one before swapping to it.
 * Hashing reads the whole file, so it runs on a thread of its own.
 */
import { Piscina } from 'piscina';
import { stillNames, type FileIdentity } from './file-identity.ts';
import { workerExecArgv } from '../../worker-exec-argv.ts';
import { recordedChecksum } from '../../index/checksum.ts';

const CHECKSUM_WORKER = new URL('./checksum-worker.ts', import.meta.url);

/**
 * fileSha256Sync on a thread of its own (started for this one file), so the event loop never waits for the disk.
 * Hashing a whole catalog keeps a core busy, and at start it runs on into the first moments of serving, so the
 * thread runs at the lowest priority: at the server's own it would outrank the catalog threads
 * (`catalogThreadNice`) and take the CPU from searches. (A new server's first searches measured the same either
 * way; docs/catalog-swap.md has the figures.)
 */
async function fileSha256(path: string): Promise<string> {
  const thread = new Piscina<string, string>({
    filename: CHECKSUM_WORKER.href,
    maxThreads: 1,
    execArgv: workerExecArgv(CHECKSUM_WORKER),
    niceIncrement: 19,
  });
  try {
    return await thread.run(path);
  } finally {
    await thread.destroy();
  }
}

/** What the check found. */
type IntegrityState =
  | { state: 'unchecked' | 'checking' | 'verified' }
  /** No checksum was recorded for this file (a catalog built before checksums were recorded). */
  | { state: 'unrecorded' }
  | { state: 'failed'; reason: string };

/**
 * The check of one catalog file as it was opened: the file its path named then (`identity`), against the checksum
 * recorded beside it. It runs once, when first asked; a catalog swapped in later is another file with a check of
 * its own (`catalog-registry.ts`). When the path has come to name another file before the check ends, what was read
 * may not be the file being served, so the check says `unchecked` rather than guess.
 */
export class CatalogIntegrity {
  private current: IntegrityState = { state: 'unchecked' };
  private running: Promise<void> | undefined;

  constructor(
    private readonly path: string,
    private readonly identity: FileIdentity,
    private readonly onResult: (path: string, result: IntegrityState, ms: number) => void = () => {},
  ) {}

  get status(): IntegrityState {
    return this.current;
  }

  /** Starts the check unless it has started already; resolves when it is done. */
  refresh(): Promise<void> {
    this.running ??= this.check();
    return this.running;
  }

  private async check(): Promise<void> {
    const started = performance.now();
    const expected = recordedChecksum(this.path);
    let result: IntegrityState;
    if (!stillNames(this.path, this.identity)) {
      result = { state: 'unchecked' };
    } else if (expected === undefined) {
      result = { state: 'unrecorded' };
    } else {
      this.current = { state: 'checking' };
      result = await fileSha256(this.path).then(
        (actual): IntegrityState =>
          actual === expected
            ? { state: 'verified' }
            : { state: 'failed', reason: `catalog checksum mismatch: recorded ${expected}, file has ${actual}` },
        (error: unknown): IntegrityState => ({
          state: 'failed',
          reason: `catalog could not be read to its end: ${error instanceof Error ? error.message : String(error)}`,
        }),
      );
      // The file was replaced while it was read: the hash may be of the new one.
      if (!stillNames(this.path, this.identity)) result = { state: 'unchecked' };
    }
    this.current = result;
    this.onResult(this.path, result, performance.now() - started);
  }
}
