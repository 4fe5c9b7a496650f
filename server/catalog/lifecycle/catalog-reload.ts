/**
 * What makes the server swap catalogs, and the log line that says what happened: SIGHUP (wired in `main.ts`) swaps
 * to the file at the configured path, and so does a new file appearing there (`mv new.sqlite current.sqlite`),
 * noticed by polling the path.
 */
import { stat } from 'node:fs/promises';
import type { CatalogDescription } from '../catalog.ts';
import type { CatalogRegistry, SwapOutcome } from './catalog-registry.ts';
import { identityOf } from './file-identity.ts';
import { checksumPath } from '../../index/checksum.ts';

/** The part of the server's logger a swap writes to. */
export interface ReloadLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** How often the configured path is looked at; a new file there is served within two of these plus the swap. */
const WATCH_INTERVAL_MS = 2000;

const named = ({ source, builtAt, sha256 }: CatalogDescription) =>
  `${source} (built ${builtAt}, sha256 ${sha256?.slice(0, 12) ?? 'none'})`;

/**
 * Swaps to the catalog at `path` and logs what happened: from what to what in how long, or why not. `trigger` says
 * what asked for it (`SIGHUP`, `new file`).
 */
export async function reloadCatalog(
  registry: CatalogRegistry,
  path: string,
  log: ReloadLog,
  trigger: string,
): Promise<SwapOutcome> {
  const outcome = await registry.swap(path);
  if (outcome.swapped) {
    const ms = Object.fromEntries(Object.entries(outcome.ms).map(([step, value]) => [step, Math.round(value)]));
    log.info(
      { catalog: path, trigger, from: outcome.from, to: outcome.to, ms },
      `catalog swapped (${trigger}) from ${named(outcome.from)} to ${named(outcome.to)} in ${ms.switched} ms`,
    );
  } else {
    log.warn(
      { catalog: path, trigger, reason: outcome.reason, serving: outcome.serving },
      `catalog swap (${trigger}) to ${path} refused: ${outcome.reason}; still serving ${named(outcome.serving)}`,
    );
  }
  return outcome;
}

/**
 * Swaps when the path comes to name another file than the one served. The file and its checksum must have stayed
 * the same for one whole interval first, so a file still being copied into place, or whose checksum is still on its
 * way, is not tried half-way; a state that was refused is not tried again until it changes. A missing file changes
 * nothing: the open catalog keeps serving. Returns the function that stops watching.
 */
export function watchCatalogFile(
  registry: CatalogRegistry,
  path: string,
  log: ReloadLog,
  intervalMs = WATCH_INTERVAL_MS,
): () => void {
  let previous: string | undefined;
  let refused: string | undefined;
  const poll = async () => {
    const [file, checksum] = await Promise.all([
      stat(path).catch(() => undefined),
      stat(checksumPath(path)).catch(() => undefined),
    ]);
    const seen = file && `${identityOf(file)} ${checksum ? identityOf(checksum) : 'none'}`;
    const settled = seen === previous;
    previous = seen;
    if (!file || !settled || seen === refused || registry.swapping) return;
    if (identityOf(file) === registry.servedIdentity) return;
    const outcome = await reloadCatalog(registry, path, log, 'new file');
    refused = outcome.swapped ? undefined : seen;
  };
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    void poll().finally(() => (polling = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
