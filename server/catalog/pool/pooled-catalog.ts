/**
 * The catalog run off the HTTP thread: a fixed pool of worker threads (piscina), each with its own read-only
 * SqliteCatalog over the same file (`catalog-worker.ts`). better-sqlite3 is synchronous, so in-process queries
 * hold the event loop; here the HTTP thread only sends a call and awaits its answer, and every core can search.
 *
 * Every Catalog call (search, record, statistics, ping, describe) is forwarded as it is (`worker-protocol.ts`): its
 * request crosses the thread boundary by structured clone and its result as JSON, so a new kind of request or a
 * field added to results passes through unchanged. Errors come back as data and are rebuilt, so a CatalogUnavailableError in a worker is one here
 * too (503), and the missing-then-restored file recovers the same way, since each worker's SqliteCatalog reopens
 * the file on its own (unless the pool is pinned to one file, as the server's are: `catalog-registry.ts`).
 */
import Database from 'better-sqlite3';
import { Piscina, queueOptionsSymbol } from 'piscina';
import type { SearchIndexName } from '../../search/fields.ts';
import type { SearchRequest } from '../../search/request.ts';
import {
  CatalogBusyError,
  CatalogUnavailableError,
  SearchAbandonedError,
  type Catalog,
  type CatalogDescription,
  type PlaceListing,
  type PlaceListingRequest,
  type RecordRequest,
  type Records,
  type SearchHits,
  type SearchOptions,
  type SearchResult,
  type Statistics,
  type StatisticsRequest,
  type Suggestion,
  type SuggestRequest,
  type LookupRequest,
  type Lookups,
} from '../catalog.ts';
import { readAttributes, type Attributes } from '../../index/attributes.ts';
import { FairTaskQueue } from './fair-queue.ts';
import type { CatalogCall, CatalogWorkerData, Gathering, WorkerAnswer } from './worker-protocol.ts';
import { stillNames, type FileIdentity } from '../lifecycle/file-identity.ts';
import { lowerV8HelperThreads } from './v8-helper-threads.ts';
import { workerExecArgv } from '../../worker-exec-argv.ts';

interface PoolOptions {
  /** Worker threads, each with its own connection; at least 1. */
  threads: number;
  /** Calls that may wait for a free thread; beyond that new calls are refused with CatalogBusyError. */
  queueLimit: number;
  /**
   * Added to the threads' nice value (Linux, macOS) and to that of V8's helper threads (Linux), so the HTTP thread
   * wins the CPU when both want it; default 0.
   */
  niceIncrement?: number;
  /** Every thread serves only this file (SqliteCatalogOptions.pinned). */
  pinned?: FileIdentity;
}

/** How long warming waits for every thread to start (each loads a module graph and opens its connection). */
const THREAD_START_TIMEOUT_MS = 60_000;

const WORKER = new URL('./catalog-worker.ts', import.meta.url);

/** Reads a worker's answer (`WorkerAnswer`). */
const ANSWER_TEXT = new TextDecoder();

/** Each worker's young generation: three 4 MB semi-spaces' worth (V8 sizes semi-spaces from this). */
const YOUNG_GENERATION_MB = 12;

/**
 * The pinned file's attributes (`attributes.ts`) in shared memory, read once here for every thread rather than a
 * copy by each. Undefined when the pool follows its path (a thread may reopen another file) or the file cannot be
 * read as the one pinned: each thread then reads its own, and fails as it would have. This holds the HTTP thread
 * while a pool opens (at start, and at a swap), the one pause a swap puts in front of requests; a thread started to
 * read them instead left the process holding more memory after it ended, for good (docs/catalog-swap.md). One of
 * the pool's own threads could fill buffers sized here.
 */
function sharedAttributes(path: string, pinned: FileIdentity | undefined): Attributes | undefined {
  if (pinned === undefined || !stillNames(path, pinned)) return undefined;
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

export class PooledCatalog implements Catalog {
  private readonly pool: Piscina<CatalogCall, Uint8Array>;
  private closed = false;
  private description: Promise<CatalogDescription> | undefined;

  constructor(
    path: string,
    private readonly options: PoolOptions,
  ) {
    this.pool = new Piscina({
      filename: WORKER.href,
      minThreads: options.threads,
      maxThreads: options.threads,
      // Threads live as long as the pool: each holds an open connection and its warm SQLite page cache.
      idleTimeout: Infinity,
      workerData: {
        path,
        pinned: options.pinned,
        attributes: sharedAttributes(path, options.pinned),
      } satisfies CatalogWorkerData,
      execArgv: workerExecArgv(WORKER),
      niceIncrement: options.niceIncrement ?? 0,
      taskQueue: new FairTaskQueue(),
      // When every thread is busy piscina hands back the call it just took; at the front it keeps its turn (at
      // the back, by default, a caller whose turn came would go last).
      stricterFIFO: true,
      // A discovery search makes short-lived garbage by the megabyte (the rows FTS5 hands back); left to grow, each
      // thread's young generation grew to hold it and kept that memory resident, for no speed: a small one collects
      // the same garbage as fast (docs/architecture.md).
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    lowerV8HelperThreads(options.niceIncrement ?? 0);
  }

  overloaded(): boolean {
    return this.pool.queueSize >= this.options.queueLimit;
  }

  private call(call: CatalogCall): Promise<{ value: unknown; ms: number }> {
    if (this.overloaded()) return Promise.reject(new CatalogBusyError());
    return this.send(call);
  }

  private async send(call: CatalogCall): Promise<{ value: unknown; ms: number }> {
    // Piscina would start new threads for calls after destroy(); a closed catalog takes none.
    if (this.closed) throw new CatalogUnavailableError('the catalog is closed');
    let answer: WorkerAnswer;
    try {
      const bytes = (await this.pool.run(call)) as Uint8Array<ArrayBuffer>;
      answer = JSON.parse(ANSWER_TEXT.decode(bytes)) as WorkerAnswer;
      // Read, the answer gives its memory back at once. Left to the collector, a moved answer stayed until the HTTP
      // thread's next full collection, and what they added up to, request after request, brought that collection on
      // (docs/toolchain.md).
      bytes.buffer.transfer(0);
    } catch (cause) {
      // The worker itself failed (it could not start, or exited); the pool replaces it for later calls.
      throw new CatalogUnavailableError('a catalog worker failed', { cause });
    }
    if (answer.ok) return answer;
    if (answer.abandoned) throw new SearchAbandonedError();
    const error = answer.unavailable
      ? new CatalogUnavailableError(answer.message, answer.cause === undefined ? undefined : { cause: answer.cause })
      : new Error(answer.message);
    // The worker's stack says where it failed; a stack from here would only show the message port.
    if (answer.stack) error.stack = answer.stack;
    throw error;
  }

  private async value<T>(call: CatalogCall): Promise<T> {
    return (await this.call(call)).value as T;
  }

  /**
   * A search's result, with the worker's own time on it rather than the wait for a free thread. A search whose
   * signal aborts while it waits for a thread is skipped by the worker that takes it (`catalog-worker.ts`); the
   * waiting line takes callers in turn (`fair-queue.ts`).
   */
  async search<Index extends SearchIndexName>(
    request: SearchRequest<Index>,
    { signal, caller }: SearchOptions = {},
  ): Promise<SearchResult<SearchHits[Index]>> {
    if (signal?.aborted) throw new SearchAbandonedError();
    const bare: CatalogCall = { method: 'search', args: [request] };
    const withCaller = caller === undefined ? bare : { ...bare, [queueOptionsSymbol]: { caller } };
    const abandoned = signal && new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const abandon = () => abandoned && Atomics.store(abandoned, 0, 1);
    signal?.addEventListener('abort', abandon, { once: true });
    try {
      const { value, ms } = await this.call(abandoned ? { ...withCaller, abandoned } : withCaller);
      return { ...(value as SearchResult<SearchHits[Index]>), processingMs: ms };
    } finally {
      signal?.removeEventListener('abort', abandon);
    }
  }

  record<Kind extends keyof Records>(request: RecordRequest<Kind>): Promise<Records[Kind] | undefined> {
    return this.value({ method: 'record', args: [request] });
  }

  statistics<Kind extends keyof Statistics>(request: StatisticsRequest<Kind>): Promise<Statistics[Kind]['answer']> {
    return this.value({ method: 'statistics', args: [request as StatisticsRequest] });
  }
  lookup<Kind extends keyof Lookups>(request: LookupRequest<Kind>): Promise<Lookups[Kind]['answer']> {
    return this.value({ method: 'lookup', args: [request as LookupRequest] });
  }

  listing(request: PlaceListingRequest): Promise<PlaceListing> {
    return this.value({ method: 'listing', args: [request] });
  }

  suggest(request: SuggestRequest): Promise<{ suggestions: Suggestion[]; processingMs: number }> {
    return this.value({ method: 'suggest', args: [request] });
  }

  /** The round trip through the pool, waiting included: what a request meets right now. */
  async ping(): Promise<number> {
    const started = performance.now();
    await this.call({ method: 'ping', args: [] });
    return performance.now() - started;
  }

  /**
   * The pool's file never changes (a swap makes a new pool), so its description is asked of a thread once: a page
   * with a cursor reads it on every request, and a round trip each would queue behind the searches.
   */
  describe(): Promise<CatalogDescription> {
    this.description ??= this.value<CatalogDescription>({ method: 'describe', args: [] }).catch((error: unknown) => {
      this.description = undefined;
      throw error;
    });
    return this.description;
  }

  /**
   * Warms every thread: one call per thread, each held until all have arrived, so no thread can take two of them
   * (a thread runs one call at a time) and each answer proves its thread opened the file and searched it. Warming
   * is the pool's own work before it serves anyone, so the queue limit does not apply to it.
   */
  async warm(): Promise<void> {
    const gather: Gathering = {
      arrived: new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)),
      threads: this.options.threads,
      timeoutMs: THREAD_START_TIMEOUT_MS,
    };
    await Promise.all(
      Array.from({ length: this.options.threads }, () => this.send({ method: 'warm', args: [], gather })),
    );
  }

  /** Ends every worker thread (and with it its connection); calls still queued are refused. */
  close(): Promise<void> {
    this.closed = true;
    return this.pool.destroy();
  }
}
