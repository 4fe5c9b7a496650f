/**
 * One thread of the catalog pool (`pooled-catalog.ts`): its own read-only SqliteCatalog over the file named in
 * workerData, and one task at a time. A call names a Catalog method and its arguments; the answer carries the
 * method's result unchanged (structured clone), or the error as data, since an Error loses its class and cause
 * on the way across threads. A search its caller abandoned while it was queued is skipped.
 */
import { workerData } from 'node:worker_threads';
import { CatalogUnavailableError } from './catalog.ts';
import type { CatalogCall, WorkerAnswer } from './pooled-catalog.ts';
import { SqliteCatalog } from './sqlite-catalog.ts';

const catalog = new SqliteCatalog((workerData as { path: string }).path);

export default async function run(call: CatalogCall): Promise<WorkerAnswer> {
  // The caller gave up while this call waited for a thread: its answer would go nowhere.
  if (call.abandoned && Atomics.load(call.abandoned, 0) === 1) return { ok: false, abandoned: true };
  const started = performance.now();
  try {
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
