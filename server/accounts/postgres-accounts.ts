/**
 * The accounts store on PostgreSQL, shared by any number of gateway nodes (DATABASE_URL).
 *
 * Quota: the counts that arrive while the previous count statement commits (at least one turn of the event loop)
 * go out together as ONE conditional statement (`INSERT … ON CONFLICT DO UPDATE … WHERE used < limit`) that adds as
 * many as still fit under the limit and reports how many it added; PostgreSQL locks each counter row for the
 * statement, so no interleaving of nodes can overshoot. One statement at a time per node: statements on the same
 * key's row would only wait for each other's commits (a WAL flush each), so several in flight made every count wait
 * for all those before it, and held pool connections while waiting. The statement commits on its own (autocommit)
 * before any caller hears back: an acknowledged count is never lost, whatever happens to the node afterwards.
 *
 * Revocation: revoking sends `NOTIFY accounts_revocations` in the same transaction. Each node keeps one listening
 * connection; every notification moves the revocation generation, so cached keys are checked again on their next
 * use. While that connection is down a notification could be missed, so the generation then changes on every read
 * (no cached key is trusted) and moves once more after reconnecting.
 *
 * Request log and day counters: recordRequests gets a batch of answered requests from the gateway, off the request
 * path (server/gateway/usage-log.ts), and writes it in one transaction: the rows, the trim of each key's log to its
 * newest REQUEST_LOG_SIZE, and the counted ones added to their days.
 *
 * Failures: connection errors, timeouts and server shutdowns become AccountsUnavailableError (503 upstream
 * unavailable); the pool opens new connections as soon as the database answers again.
 */
import pg from 'pg';
import {
  AccountsUnavailableError,
  dayOf,
  type AccountsStore,
  type CountResult,
  type DayUsage,
  type KeyRecord,
  type LogEntry,
  type LoggedRequest,
  type LogPosition,
  type NewKey,
} from './accounts.ts';
import { keyRecord, type KeyRow } from './key-row.ts';
import { migrate } from './postgres-migrations.ts';
import { logEntry, unitsByKeyAndDay, type LogRow } from './usage-days.ts';
import { SUGGEST_SESSION } from '../../rules/suggest-limits.ts';
import { REQUEST_LOG_SIZE } from '../../rules/limits.ts';

interface PostgresAccountsOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  /** Connections per node; default 10. */
  poolSize?: number;
  /** Server-side limit on any one statement, in ms; default 5,000. */
  statementTimeoutMs?: number;
  /** How long to wait for a new connection, in ms; default 2,000. */
  connectTimeoutMs?: number;
}

const CHANNEL = 'accounts_revocations';
const LISTEN_RETRY_MS = [100, 250, 500, 1000];
const HEARTBEAT_MS = 1000;

interface PendingCount {
  keyId: string;
  period: string;
  limit: number;
  resolve: (result: CountResult) => void;
  reject: (error: unknown) => void;
}

interface CountRow {
  key_id: string;
  period: string;
  used: number;
  granted: number;
}

// Adds min(n, room left) to a (key, period) row; rows already at the limit ($4) are not written and not returned.
const ADD_UNDER_LIMIT = `
  ON CONFLICT (key_id, period) DO UPDATE
    SET used = LEAST(u.used + excluded.used, $4::int), granted = LEAST(u.used + excluded.used, $4::int) - u.used
    WHERE u.used < $4::int
  RETURNING key_id, period, used, granted`;

// Every (key, period) of the batch in one statement. For rows already at the limit their current count comes from
// the statement's snapshot, for the headers only.
const COUNT_BATCH = `
WITH req AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::int[]) AS r(key_id, period, n)
), counted AS (
  INSERT INTO usage_counts AS u (key_id, period, used, granted)
  SELECT key_id, period, LEAST(n, $4::int), LEAST(n, $4::int) FROM req ORDER BY key_id, period
  ${ADD_UNDER_LIMIT}
)
SELECT req.key_id, req.period, COALESCE(counted.used, cur.used, $4::int) AS used, COALESCE(counted.granted, 0) AS granted
FROM req LEFT JOIN counted USING (key_id, period) LEFT JOIN usage_counts cur USING (key_id, period)`;

// The same count for a batch of one key, the usual case when traffic is light: a plain upsert, cheaper than the
// batch statement (docs/operations.md, "One exact quota").
const COUNT_ONE = `
INSERT INTO usage_counts AS u (key_id, period, used, granted) VALUES ($1, $2, LEAST($3::int, $4::int), LEAST($3::int, $4::int))
${ADD_UNDER_LIMIT}`;

// Adds the units a statement's `counted` step granted to their keys' day ($day).
const addToDay = (day: string) => `
INSERT INTO usage_days AS d (key_id, day, used)
SELECT key_id, ${day}, granted FROM counted WHERE granted > 0 ORDER BY key_id
ON CONFLICT (key_id, day) DO UPDATE SET used = d.used + excluded.used`;

// Closes the key's sessions past their lifetime ($5, a start before it) and this one ($3) when past its most calls
// ($6), and counts one request for each, under the limit ($4), as COUNT_ONE does, on the day $7.
const CLOSE_SESSIONS = `
WITH closed AS (
  DELETE FROM suggest_sessions WHERE key_id = $1 AND (started_at <= $5 OR (session = $3 AND calls >= $6)) RETURNING 1
), n AS (SELECT count(*)::int AS n FROM closed), counted AS (
  INSERT INTO usage_counts AS u (key_id, period, used, granted)
  SELECT $1, $2, LEAST(n, $4::int), LEAST(n, $4::int) FROM n WHERE n > 0
  ${ADD_UNDER_LIMIT}
)${addToDay('$7')}`;

// Closes every key's sessions started by $1 and counts one request for each in period $2, under the limit ($4;
// $3 is the limit too, so that ADD_UNDER_LIMIT's parameter is where it expects it), on the day $5.
const CLOSE_LAPSED_SESSIONS = `
WITH closed AS (
  DELETE FROM suggest_sessions WHERE started_at <= $1 RETURNING key_id
), n AS (SELECT key_id, count(*)::int AS n FROM closed GROUP BY key_id), counted AS (
  INSERT INTO usage_counts AS u (key_id, period, used, granted)
  SELECT key_id, $2, LEAST(n, $3::int), LEAST(n, $3::int) FROM n ORDER BY key_id
  ${ADD_UNDER_LIMIT}
)${addToDay('$5')}`;

const LOG_REQUESTS = `
INSERT INTO request_log (key_id, at, method, path, status, request_id, processing_ms, counted)
SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::smallint[], $6::text[], $7::real[],
  $8::boolean[])`;

// Everything older than each key's REQUEST_LOG_SIZE-th newest entry ($2); nothing for a key with fewer.
const TRIM_LOGS = `
WITH cut AS (
  SELECT k.key_id, c.at, c.id FROM unnest($1::text[]) AS k(key_id)
  CROSS JOIN LATERAL (
    SELECT at, id FROM request_log WHERE key_id = k.key_id ORDER BY at DESC, id DESC OFFSET $2::int - 1 LIMIT 1
  ) c
)
DELETE FROM request_log r USING cut WHERE r.key_id = cut.key_id AND (r.at, r.id) < (cut.at, cut.id)`;

// Rows in key order, so that two nodes adding to the same days lock them in the same order.
const ADD_TO_DAYS = `
INSERT INTO usage_days AS d (key_id, day, used)
SELECT * FROM unnest($1::text[], $2::text[], $3::int[]) ORDER BY 1, 2
ON CONFLICT (key_id, day) DO UPDATE SET used = d.used + excluded.used`;

// Opens or continues a session, only while the key has a request left for it to cost ($4).
const CONTINUE_SESSION = `
INSERT INTO suggest_sessions AS s (key_id, session, started_at, calls)
SELECT $1, $3, $5, 1 WHERE COALESCE((SELECT used FROM usage_counts WHERE key_id = $1 AND period = $2), 0) < $4::int
ON CONFLICT (key_id, session) DO UPDATE SET calls = s.calls + 1
RETURNING calls`;

/** SQLSTATE classes that mean "the database is not there right now", not "the statement is wrong". */
const UNAVAILABLE_CLASSES = new Set(['08', '53', '57', '58']);

function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  // SQLSTATEs are five characters; anything else (ECONNREFUSED, pg's own "Connection terminated", timeouts) is
  // about reaching the server.
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return UNAVAILABLE_CLASSES.has(code.slice(0, 2));
  return true;
}

function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class PostgresAccounts implements AccountsStore {
  private readonly pool: pg.Pool;
  private pending: PendingCount[] = [];
  /** The count statements of the batch being committed; the next batch waits for them. */
  private counting: Promise<void> | null = null;
  private flushScheduled = false;
  private generation = 0;
  private listening = false;
  private listener: pg.Client | undefined;
  private closed = false;
  private listenLoop: Promise<void> = Promise.resolve();
  private onListening: () => void = () => undefined;

  private constructor(private readonly options: PostgresAccountsOptions) {
    this.pool = new pg.Pool({
      ...this.clientConfig(),
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
    });
    // An idle connection dropped by the server: the pool discards it and opens another when needed. The error
    // itself reaches callers through their next statement, so nothing is lost by not rethrowing here.
    this.pool.on('error', () => undefined);
  }

  /**
   * Connects, applies missing migrations and starts listening for revocations. Retries while the database is not
   * reachable yet (nodes often start before it), up to `waitMs`.
   */
  static async open(options: PostgresAccountsOptions, waitMs = 30_000): Promise<PostgresAccounts> {
    const store = new PostgresAccounts(options);
    const deadline = Date.now() + waitMs;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await migrate(store.pool);
        break;
      } catch (error) {
        if (!isUnavailable(error) || Date.now() > deadline) {
          await store.close();
          throw error;
        }
        await sleep(LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)]!);
      }
    }
    const listening = new Promise<void>((resolve) => (store.onListening = resolve));
    store.listenLoop = store.listenForRevocations();
    await listening;
    return store;
  }

  private clientConfig(): pg.ClientConfig {
    return {
      connectionString: this.options.url,
      connectionTimeoutMillis: this.options.connectTimeoutMs ?? 2000,
      statement_timeout: this.options.statementTimeoutMs ?? 5000,
      // Client-side bound too: a server that stops answering (no RST) must not hold a request forever.
      query_timeout: (this.options.statementTimeoutMs ?? 5000) + 1000,
      keepAlive: true,
      application_name: 'menu-atlas',
    };
  }

  private async query<R extends pg.QueryResultRow>(name: string, text: string, values: unknown[]): Promise<R[]> {
    try {
      return (await this.pool.query<R>({ name, text, values })).rows;
    } catch (error) {
      throw isUnavailable(error) ? new AccountsUnavailableError(error) : error;
    }
  }

  async createKey(key: NewKey): Promise<void> {
    await this.query(
      'create-key',
      `INSERT INTO api_keys (key_id, key_hash, display_prefix, email, plan, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [key.keyId, key.keyHash, key.displayPrefix, key.email, key.plan, key.createdAt],
    );
  }

  async findKeyByHash(keyHash: string): Promise<KeyRecord | undefined> {
    const [row] = await this.query<KeyRow<Date>>(
      'key-by-hash',
      `SELECT key_id, key_hash, display_prefix, email, plan, created_at, revoked_at FROM api_keys WHERE key_hash = $1`,
      [keyHash],
    );
    if (!row) return undefined;
    return keyRecord(row, (moment) => moment.toISOString());
  }

  async revokeKey(keyId: string, at: Date): Promise<boolean> {
    // The notification is delivered when the revocation commits, never before and never without it.
    const rows = await this.query(
      'revoke-key',
      `WITH revoked AS (
         UPDATE api_keys SET revoked_at = $1 WHERE key_id = $2 AND revoked_at IS NULL RETURNING key_id
       )
       SELECT pg_notify('${CHANNEL}', key_id) FROM revoked`,
      [at, keyId],
    );
    return rows.length === 1;
  }

  revocationGeneration(): number {
    if (!this.listening) this.generation += 1;
    return this.generation;
  }

  countRequest(keyId: string, period: string, limit: number): Promise<CountResult> {
    return new Promise((resolve, reject) => {
      this.pending.push({ keyId, period, limit, resolve, reject });
      this.scheduleFlush();
    });
  }

  /** Sends the pending counts at the end of this turn, or when the batch being committed is done. */
  private scheduleFlush(): void {
    if (this.flushScheduled || this.counting) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.flushCounts();
    });
  }

  private flushCounts(): void {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    const byLimit = groupBy(batch, (item) => item.limit);
    this.counting = Promise.all([...byLimit].map(([limit, items]) => this.countBatch(limit, items))).then(() => {
      this.counting = null;
      if (this.pending.length > 0) this.flushCounts();
    });
  }

  private async countBatch(limit: number, items: PendingCount[]): Promise<void> {
    const groups = groupBy(items, (item) => `${item.keyId}\u0000${item.period}`);
    const requests = [...groups.values()];
    try {
      const [only] = requests;
      const rows =
        requests.length === 1
          ? await this.countOne(only![0]!.keyId, only![0]!.period, only!.length, limit)
          : await this.retryOnDeadlock(() =>
              this.query<CountRow>('count-batch', COUNT_BATCH, [
                requests.map((group) => group[0]!.keyId),
                requests.map((group) => group[0]!.period),
                requests.map((group) => group.length),
                limit,
              ]),
            );
      const outcome = new Map(rows.map((row) => [`${row.key_id}\u0000${row.period}`, row]));
      for (const [id, group] of groups) {
        const { used, granted } = outcome.get(id)!;
        // The first `granted` callers were counted, in arrival order, as if one after the other.
        group.forEach((item, index) =>
          item.resolve(
            index < granted ? { counted: true, used: used - granted + index + 1 } : { counted: false, used },
          ),
        );
      }
    } catch (error) {
      for (const item of items) item.reject(error);
    }
  }

  private async countOne(keyId: string, period: string, n: number, limit: number): Promise<CountRow[]> {
    const counted = await this.query<CountRow>('count-one', COUNT_ONE, [keyId, period, n, limit]);
    if (counted.length > 0) return counted;
    return [{ key_id: keyId, period, used: await this.usage(keyId, period), granted: 0 }];
  }

  /** Rows are locked in key order, so batches cannot deadlock in practice; should one still be chosen, retry it. */
  private async retryOnDeadlock<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await work();
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt >= 2) throw error;
      }
    }
  }

  async suggestCall(keyId: string, session: string, at: Date, period: string, limit: number): Promise<CountResult> {
    const expiredBefore = at.getTime() - SUGGEST_SESSION.lifetimeMs;
    const continued = await this.inTransaction(async (client) => {
      await client.query(CLOSE_SESSIONS, [
        keyId,
        period,
        session,
        limit,
        expiredBefore,
        SUGGEST_SESSION.maxCalls,
        dayOf(at.getTime()),
      ]);
      return (await client.query(CONTINUE_SESSION, [keyId, period, session, limit, at.getTime()])).rowCount === 1;
    });
    return { counted: continued, used: await this.usage(keyId, period) };
  }

  async closeLapsedSessions(at: Date, period: string, limit: number): Promise<void> {
    const lapsedBy = at.getTime() - SUGGEST_SESSION.lifetimeMs;
    await this.retryOnDeadlock(() =>
      this.query('close-lapsed-sessions', CLOSE_LAPSED_SESSIONS, [lapsedBy, period, limit, limit, dayOf(at.getTime())]),
    );
  }

  async endSuggestSession(keyId: string, session: string, at: Date): Promise<boolean> {
    const closed = await this.query(
      'end-suggest-session',
      'DELETE FROM suggest_sessions WHERE key_id = $1 AND session = $2 AND started_at > $3 RETURNING 1',
      [keyId, session, at.getTime() - SUGGEST_SESSION.lifetimeMs],
    );
    return closed.length === 1;
  }

  async recordRequests(entries: readonly LoggedRequest[]): Promise<void> {
    if (entries.length === 0) return;
    const column = <K extends keyof LoggedRequest>(name: K) => entries.map((entry) => entry[name]);
    const days = unitsByKeyAndDay(entries);
    await this.retryOnDeadlock(() =>
      this.inTransaction(async (client) => {
        await client.query(LOG_REQUESTS, [
          column('keyId'),
          column('at'),
          column('method'),
          column('path'),
          column('status'),
          column('requestId'),
          column('processingMs'),
          column('counted'),
        ]);
        await client.query(TRIM_LOGS, [[...new Set(column('keyId'))].sort(), REQUEST_LOG_SIZE]);
        if (days.length > 0) {
          await client.query(ADD_TO_DAYS, [
            days.map((row) => row.keyId),
            days.map((row) => row.day),
            days.map((row) => row.units),
          ]);
        }
      }),
    );
  }

  async requestLog(keyId: string, limit: number, after?: LogPosition): Promise<LogEntry[]> {
    const before = after ?? { at: Number.MAX_SAFE_INTEGER, id: Number.MAX_SAFE_INTEGER };
    const rows = await this.query<LogRow>(
      'request-log',
      `SELECT * FROM request_log WHERE key_id = $1 AND (at, id) < ($2::bigint, $3::bigint)
       ORDER BY at DESC, id DESC LIMIT $4`,
      [keyId, before.at, before.id, limit],
    );
    return rows.map(logEntry);
  }

  async usageByDay(keyId: string, period: string): Promise<DayUsage[]> {
    return this.query<DayUsage>(
      'usage-by-day',
      'SELECT day AS date, used FROM usage_days WHERE key_id = $1 AND day >= $2 AND day < $3 ORDER BY day',
      [keyId, `${period}-01`, `${period}-32`],
    );
  }

  private async inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient | undefined;
    let lost: unknown;
    const onError = (error: unknown) => (lost = error);
    try {
      client = await this.pool.connect();
      // The pool listens for errors only on idle clients: a connection lost between two statements of ours would
      // be an unhandled 'error' event, which ends the process. The statement then fails with it anyway.
      client.on('error', onError);
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      lost ??= isUnavailable(error) ? error : undefined;
      await client?.query('ROLLBACK').catch(() => undefined);
      throw isUnavailable(error) ? new AccountsUnavailableError(error) : error;
    } finally {
      client?.removeListener('error', onError);
      // A client whose connection was lost is discarded, not handed to the next caller.
      client?.release(lost instanceof Error ? lost : undefined);
    }
  }

  async usage(keyId: string, period: string): Promise<number> {
    const [row] = await this.query<{ used: number }>(
      'usage',
      'SELECT used FROM usage_counts WHERE key_id = $1 AND period = $2',
      [keyId, period],
    );
    return row?.used ?? 0;
  }

  async countSignup(address: string, window: string, limit: number): Promise<CountResult> {
    const [row] = await this.query<{ used: number }>(
      'count-signup',
      `INSERT INTO signup_counts AS s (address, window_start, used) VALUES ($1, $2, 1)
       ON CONFLICT (address, window_start) DO UPDATE SET used = s.used + 1 WHERE s.used < $3
       RETURNING used`,
      [address, window, limit],
    );
    if (row?.used === 1) {
      await this.query('forget-signups', 'DELETE FROM signup_counts WHERE window_start < $1', [window]);
    }
    if (row) return { counted: true, used: row.used };
    const [current] = await this.query<{ used: number }>(
      'signups',
      'SELECT used FROM signup_counts WHERE address = $1 AND window_start = $2',
      [address, window],
    );
    return { counted: false, used: current?.used ?? limit };
  }

  async ping(): Promise<number> {
    const started = performance.now();
    await this.query('ping', 'SELECT 1', []);
    return performance.now() - started;
  }

  /** Keeps one connection listening; reconnects with back-off for as long as the store is open. */
  private async listenForRevocations(): Promise<void> {
    for (let attempt = 0; !this.closed; attempt += 1) {
      const client = new pg.Client(this.clientConfig());
      this.listener = client;
      try {
        const lost = new Promise<void>((resolve) => {
          // `on`, not `once`: a second error event with no listener would crash the process.
          client.on('error', () => resolve());
          client.once('end', () => resolve());
        });
        await client.connect();
        client.on('notification', () => {
          this.generation += 1;
        });
        await client.query(`LISTEN ${CHANNEL}`);
        // Revocations made while this node was not listening were missed: check every cached key again.
        this.generation += 1;
        this.listening = true;
        this.onListening();
        attempt = 0;
        // A connection that silently stopped answering delivers no notifications: probe it every second.
        let probing = false;
        const heartbeat = setInterval(() => {
          if (probing) return;
          probing = true;
          const late = setTimeout(() => void client.end().catch(() => undefined), HEARTBEAT_MS);
          client
            .query('SELECT 1')
            .then(() => {
              probing = false;
              clearTimeout(late);
            })
            .catch(() => client.end().catch(() => undefined));
        }, HEARTBEAT_MS);
        await lost;
        clearInterval(heartbeat);
      } catch {
        // Not reachable: try again below.
      }
      this.listening = false;
      await client.end().catch(() => undefined);
      if (!this.closed) await sleep(LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)]!);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // Counts still waiting go out (after the batch being committed, if any) and are answered before the pool ends.
    if (!this.counting) this.flushCounts();
    while (this.counting) await this.counting;
    await this.listener?.end().catch(() => undefined);
    await this.listenLoop;
    await this.pool.end();
  }
}
