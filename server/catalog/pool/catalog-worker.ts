/**
 * One thread of the catalog pool (`pooled-catalog.ts`): its own read-only SqliteCatalog over the file named in
 * workerData, and one task at a time. A call names a Catalog method and its arguments; the answer carries the
 * method's result as JSON in a buffer handed over (`worker-protocol.ts`), or the error as data, since an Error loses
 * its class and cause on the way across threads. A search its caller abandoned while it was queued is skipped.
 */
import { workerData } from 'node:worker_threads';
import { move } from 'piscina';
import { CatalogUnavailableError } from '../catalog.ts';
import type { CatalogCall, CatalogWorkerData, Gathering, WorkerAnswer } from './worker-protocol.ts';
import { SqliteCatalog } from '../sqlite-catalog.ts';

const { path, pinned, attributes } = workerData as CatalogWorkerData;
const catalog = new SqliteCatalog(path, { pinned, attributes });

/**
 * Counts this call in and blocks the thread until every call of the gathering has arrived. A thread runs one call
 * at a time, so when all have arrived each is on a thread of its own.
 */
function gather({ arrived, threads, timeoutMs }: Gathering): void {
  Atomics.add(arrived, 0, 1);
  Atomics.notify(arrived, 0);
  const deadline = performance.now() + timeoutMs;
  for (let seen = Atomics.load(arrived, 0); seen < threads; seen = Atomics.load(arrived, 0)) {
    const left = deadline - performance.now();
    if (left <= 0) {
      throw new CatalogUnavailableError(
        `only ${seen} of ${threads} catalog threads started within ${timeoutMs / 1000} s`,
      );
    }
    Atomics.wait(arrived, 0, seen, left);
  }
}

export default async function run(call: CatalogCall): Promise<ReturnType<typeof move>> {
  return moved(await answer(call));
}

const ANSWER_BYTES = new TextEncoder();

/** The answer as it travels (`WorkerAnswer`): UTF-8 JSON, its buffer moved to the HTTP thread rather than copied. */
function moved(answer: WorkerAnswer): ReturnType<typeof move> {
  return move(ANSWER_BYTES.encode(JSON.stringify(answer)));
}

async function answer(call: CatalogCall): Promise<WorkerAnswer> {
  // The caller gave up while this call waited for a thread: its answer would go nowhere.
  if (call.abandoned && Atomics.load(call.abandoned, 0) === 1) return { ok: false, abandoned: true };
  const started = performance.now();
  try {
    if (call.gather) gather(call.gather);
    const method = catalog[call.method] as (...args: unknown[]) => Promise<unknown>;
    const value = await method.apply(catalog, call.args);
    return { ok: true, value, ms: performance.now() - started };
  } catch (error) {
    const unavailable = error instanceof CatalogUnavailableError;
    const { message, stack } = error instanceof Error ? error : new Error(String(error));
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
    return { ok: false, unavailable, message, stack, cause };
  }
}
