/**
 * A second thread for the builder and the importer, which are synchronous: they hand it work and wait for it
 * through shared memory, not an event loop. The thread runs a module's default export with the data it is given.
 * Its failure, even a failure to load the module, comes back as a message the caller reads without an event loop
 * (`check`), so a caller that checks while it waits never waits for a thread that has died.
 */
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { workerExecArgv } from '../worker-exec-argv.ts';

export interface ThreadStart {
  /** The module's URL: its default export runs with `data`. */
  module: string;
  data: unknown;
  /** Where the thread reports its failure. */
  port: MessagePort;
}

const ENTRY = new URL('./worker-thread-entry.ts', import.meta.url);

export class WorkerThread {
  private readonly port: MessagePort;
  private readonly worker: Worker;

  constructor(module: URL, data: unknown) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    const workerData: ThreadStart = { module: module.href, data, port: port2 };
    this.worker = new Worker(ENTRY, { workerData, transferList: [port2], execArgv: workerExecArgv(ENTRY) });
    // Never what keeps a process alive: its caller waits for it, or has given up on it.
    this.worker.unref();
  }

  /** Hands the thread a message (its function reads them from `parentPort`). */
  post(message: unknown): void {
    this.worker.postMessage(message);
  }

  /** The thread's failure, once reported: it is read off the port once, and a dead thread stays dead. */
  private failure: Error | undefined;

  /** Throws the thread's failure, if it has failed (every time it is asked, not only the first). */
  check(): void {
    const reported = receiveMessageOnPort(this.port)?.message as { message: string; stack?: string } | undefined;
    if (reported) this.failure = Object.assign(new Error(reported.message), { stack: reported.stack });
    if (this.failure) throw this.failure;
  }

  /** Ends the thread, at its next chance, if it is still running. */
  terminate(): void {
    void this.worker.terminate();
  }
}
