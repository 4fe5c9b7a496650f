/**
 * Each key's request log and its usage by day (GET /v1/usage/requests and GET /v1/usage): every answered request
 * of an authenticated key is handed to the accounts store, which keeps the newest REQUEST_LOG_SIZE per key and adds
 * the counted ones to their day.
 *
 * Off the request path: an answer never waits for its log entry. Entries gather in memory and go to the store in
 * one batch a quarter of a second after the first of them (sooner when a batch is full), one batch at a time, as
 * quota counting does. What a crash loses is that last quarter second of entries and of day figures, never a quota
 * count (the count itself is committed before its answer leaves). Reading the log or the days first writes what is
 * pending, so a client always finds the requests this node answered it.
 *
 * The path is logged without its query string (it may hold search words, an address or a phone number) and with
 * anything shaped like a key blanked out, as the log line in request-log.ts is.
 */
import fp from 'fastify-plugin';
import type { AccountsStore, LoggedRequest } from '../accounts/accounts.ts';
import { loggablePath } from './request-log.ts';

const FLUSH_AFTER_MS = 250;
const BATCH_SIZE = 500;
/** While the store cannot be written, entries beyond this many are dropped rather than held in memory. */
const MOST_PENDING = 20_000;

export class UsageLogWriter {
  private pending: LoggedRequest[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private dropped = 0;

  constructor(
    private readonly accounts: Pick<AccountsStore, 'recordRequests'>,
    private readonly onFailed: (error: unknown, entries: number) => void,
  ) {}

  add(entry: LoggedRequest): void {
    if (this.pending.length >= MOST_PENDING) {
      this.dropped += 1;
      return;
    }
    this.pending.push(entry);
    if (this.pending.length >= BATCH_SIZE) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
      this.timer.unref();
    }
  }

  /** Writes everything pending (after the batch being written); resolves when it is written or given up. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    const dropped = this.dropped;
    this.pending = [];
    this.dropped = 0;
    if (batch.length === 0 && dropped === 0) return this.writing;
    this.writing = this.writing.then(async () => {
      if (dropped > 0) this.onFailed(new Error('the request log fell behind'), dropped);
      if (batch.length === 0) return;
      // A failed batch is dropped, not retried: the log is an audit aid, and the quota was counted regardless.
      await this.accounts.recordRequests(batch).catch((error: unknown) => this.onFailed(error, batch.length));
    });
    return this.writing;
  }
}

export const usageLogPlugin = fp<{ writer: UsageLogWriter; now: () => Date }>(
  async (app, { writer, now }) => {
    app.decorateRequest('arrivedAt', 0);
    app.addHook('onRequest', async (request) => {
      request.arrivedAt = now().getTime();
    });
    app.addHook('onResponse', async (request, reply) => {
      const key = request.apiKey;
      if (!key || request.routeOptions.config?.readsRequestLog === true) return;
      writer.add({
        keyId: key.keyId,
        at: request.arrivedAt,
        method: request.method,
        path: loggablePath(request.url),
        status: reply.statusCode,
        requestId: request.id,
        processingMs: Math.round(reply.elapsedTime * 100) / 100,
        counted: request.counted,
      });
    });
    app.addHook('onClose', async () => writer.flush());
  },
  // Registered before `auth` and `quota`, so that a request they refuse in onRequest still has its arrival time;
  // their `apiKey` and `counted` are read only once the answer has left.
  { name: 'usage-log', fastify: '5.x', dependencies: ['request-id'] },
);
