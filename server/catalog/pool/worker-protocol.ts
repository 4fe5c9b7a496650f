/**
 * What the HTTP thread and a catalog thread say to each other (`pooled-catalog.ts` sends, `catalog-worker.ts`
 * answers): the thread's start data, one call, and its answer.
 */
import type { queueOptionsSymbol } from 'piscina';
import type { Attributes } from '../../index/attributes.ts';
import type { Catalog } from '../catalog.ts';
import type { FileIdentity } from '../lifecycle/file-identity.ts';
import type { QueueOptions } from './fair-queue.ts';

/** What each thread is started with. */
export interface CatalogWorkerData {
  path: string;
  pinned: FileIdentity | undefined;
  /** The pinned file's attributes, in memory shared by every thread of the pool. */
  attributes: Attributes | undefined;
}

type QueryMethod = Exclude<keyof Catalog, 'close' | 'overloaded'>;

/**
 * One call sent to a worker: a Catalog method and its arguments (without an AbortSignal, which cannot cross
 * threads). `abandoned`, when present, is a flag in shared memory that this thread sets to 1 when the caller gives
 * up: an AbortSignal cannot reach a task already queued, and piscina's own abort would end a thread mid-task.
 */
export type CatalogCall = {
  [M in QueryMethod]: {
    method: M;
    args: Parameters<Catalog[M]>;
    abandoned?: Int32Array;
    /** Hold the call until this many calls have arrived, each on a thread of its own (see `warm`). */
    gather?: Gathering;
    /** Read by the pool's queue (`fair-queue.ts`); a symbol-keyed field is not cloned to the worker. */
    [queueOptionsSymbol]?: QueueOptions;
  };
}[QueryMethod];

/** A meeting of calls in shared memory: `arrived[0]` counts the calls that reached a thread. */
export interface Gathering {
  arrived: Int32Array;
  threads: number;
  timeoutMs: number;
}

/**
 * A worker's answer: the method's result and the time the worker spent on it, or the error as plain data. It crosses
 * as UTF-8 JSON in a buffer the worker gives up, not as a structured clone, whose objects landed in the HTTP
 * thread's old generation and slowed its collections (docs/architecture.md). Every catalog answer is plain data, as
 * the API sends it.
 */
export type WorkerAnswer =
  | { ok: true; value: unknown; ms: number }
  | { ok: false; abandoned: true }
  | {
      ok: false;
      abandoned?: false;
      unavailable: boolean;
      message: string;
      stack: string | undefined;
      cause: string | undefined;
    };
