/**
 * The accounts store over one read-write SQLite file (`accounts.sqlite` in DATA_DIR), separate from the
 * read-only catalog. WAL mode: readers never wait for the writer, and a commit is one append to the log.
 *
 * Every counter is a single `INSERT … ON CONFLICT DO UPDATE … WHERE used < limit RETURNING used` statement, so
 * counting is exact even with several processes on the same file (SQLite serialises writers; busy_timeout waits).
 *
 * Revocations bump a one-row generation counter in the same transaction; every authentication reads it (a few
 * microseconds), so a key revoked by another process on the same file is refused by this one at once.
 *
 * Group commit: the request counts that arrive in the same turn of the event loop run as separate statements in
 * one transaction, and each caller hears back only after that transaction is committed. Every count stays exact
 * and durable before its response; the file gets one WAL commit per batch instead of one per request.
 *
 * The request log and the day counters are written by recordRequests, which the gateway calls with a batch of
 * answered requests off the request path (server/gateway/usage-log.ts): one transaction per batch.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
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
import { SUGGEST_SESSION } from '../../rules/suggest-limits.ts';
import { REQUEST_LOG_SIZE } from '../../rules/limits.ts';
import { logEntry, unitsByKeyAndDay, type LogRow } from './usage-days.ts';
import { keyRecord, type KeyRow } from './key-row.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS api_keys (
  key_id         TEXT PRIMARY KEY,
  key_hash       TEXT NOT NULL UNIQUE,
  display_prefix TEXT NOT NULL,
  email          TEXT NOT NULL,
  plan           TEXT NOT NULL,
  created_at     TEXT NOT NULL,
  revoked_at     TEXT
);
CREATE TABLE IF NOT EXISTS usage_counts (
  key_id TEXT NOT NULL,
  period TEXT NOT NULL,
  used   INTEGER NOT NULL,
  PRIMARY KEY (key_id, period)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS signup_counts (
  address TEXT NOT NULL,
  window_start TEXT NOT NULL,
  used    INTEGER NOT NULL,
  PRIMARY KEY (address, window_start)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS suggest_sessions (
  key_id     TEXT NOT NULL,
  session    TEXT NOT NULL,
  started_at INTEGER NOT NULL, -- epoch milliseconds
  calls      INTEGER NOT NULL,
  PRIMARY KEY (key_id, session)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS revocation_generation (
  id    INTEGER PRIMARY KEY CHECK (id = 1),
  value INTEGER NOT NULL
);
INSERT OR IGNORE INTO revocation_generation (id, value) VALUES (1, 0);
CREATE TABLE IF NOT EXISTS request_log (
  id            INTEGER PRIMARY KEY,
  key_id        TEXT NOT NULL,
  at            INTEGER NOT NULL, -- epoch milliseconds
  method        TEXT NOT NULL,
  path          TEXT NOT NULL,
  status        INTEGER NOT NULL,
  request_id    TEXT NOT NULL,
  processing_ms REAL NOT NULL,
  counted       INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS request_log_by_key ON request_log (key_id, at, id);
CREATE TABLE IF NOT EXISTS usage_days (
  key_id TEXT NOT NULL,
  day    TEXT NOT NULL, -- YYYY-MM-DD, UTC
  used   INTEGER NOT NULL,
  PRIMARY KEY (key_id, day)
) WITHOUT ROWID;
`;

const BUSY_TIMEOUT_MS = 5000;

/** Runs `work` again every 10 ms while SQLite reports the file busy, for up to BUSY_TIMEOUT_MS. */
function retryWhileBusy(work: () => void): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      return work();
    } catch (error) {
      const busy = (error as { code?: string }).code?.startsWith('SQLITE_BUSY') === true;
      if (!busy || Date.now() > deadline) throw error;
      // Start-up only: a short synchronous pause before the next attempt.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

interface Pending<T> {
  work: () => T;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** Store for `path`, or an in-memory one for ':memory:' (tests). The folder is created when missing. */
export class SqliteAccounts implements AccountsStore {
  private readonly db: Database.Database;
  private readonly statements;
  private pending: Array<Pending<CountResult>> = [];

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    // First, before anything that takes a lock: a process starting while another writes must wait, not fail.
    this.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    // Switching a new file to WAL needs it to itself, and SQLite answers SQLITE_BUSY at once, without waiting,
    // when another process holds its write lock (waiting could deadlock). Two nodes starting together meet exactly
    // that, so the switch and the schema are retried until the other one is done.
    retryWhileBusy(() => {
      this.db.pragma('journal_mode = WAL');
      this.db.exec(SCHEMA);
    });
    // In WAL mode NORMAL loses nothing on a process crash; only a power cut can drop the last commits.
    this.db.pragma('synchronous = NORMAL');
    // One statement: insert the first count, or add one while under the limit; no row back means "limit reached".
    const counter = (table: 'usage_counts' | 'signup_counts', columns: string) =>
      this.db
        .prepare<[string, string, number], number>(
          `INSERT INTO ${table} (${columns}, used) VALUES (?, ?, 1)
           ON CONFLICT DO UPDATE SET used = used + 1 WHERE used < ?
           RETURNING used`,
        )
        .pluck();
    this.statements = {
      insertKey: this.db.prepare<[NewKey]>(
        `INSERT INTO api_keys (key_id, key_hash, display_prefix, email, plan, created_at)
         VALUES (@keyId, @keyHash, @displayPrefix, @email, @plan, @createdAt)`,
      ),
      keyByHash: this.db.prepare<[string], KeyRow<string>>('SELECT * FROM api_keys WHERE key_hash = ?'),
      revoke: this.db.prepare<[string, string]>(
        'UPDATE api_keys SET revoked_at = ? WHERE key_id = ? AND revoked_at IS NULL',
      ),
      bumpGeneration: this.db.prepare('UPDATE revocation_generation SET value = value + 1 WHERE id = 1'),
      generation: this.db.prepare<[], number>('SELECT value FROM revocation_generation WHERE id = 1').pluck(),
      ping: this.db.prepare('SELECT 1'),
      countUsage: counter('usage_counts', 'key_id, period'),
      usage: this.db
        .prepare<[string, string], number>('SELECT used FROM usage_counts WHERE key_id = ? AND period = ?')
        .pluck(),
      countSignup: counter('signup_counts', 'address, window_start'),
      signups: this.db
        .prepare<[string, string], number>('SELECT used FROM signup_counts WHERE address = ? AND window_start = ?')
        .pluck(),
      forgetOldSignups: this.db.prepare<[string]>('DELETE FROM signup_counts WHERE window_start < ?'),
      closeExpiredSessions: this.db.prepare<[string, number]>(
        'DELETE FROM suggest_sessions WHERE key_id = ? AND started_at <= ?',
      ),
      closeLapsedSessions: this.db
        .prepare<[number], string>('DELETE FROM suggest_sessions WHERE started_at <= ? RETURNING key_id')
        .pluck(),
      closeFullSession: this.db.prepare<[string, string, number]>(
        'DELETE FROM suggest_sessions WHERE key_id = ? AND session = ? AND calls >= ?',
      ),
      continueSession: this.db.prepare<[string, string, number]>(
        `INSERT INTO suggest_sessions (key_id, session, started_at, calls) VALUES (?, ?, ?, 1)
         ON CONFLICT DO UPDATE SET calls = calls + 1`,
      ),
      endSession: this.db.prepare<[string, string, number]>(
        'DELETE FROM suggest_sessions WHERE key_id = ? AND session = ? AND started_at > ?',
      ),
      addToDay: this.db.prepare<[string, string, number]>(
        `INSERT INTO usage_days (key_id, day, used) VALUES (?, ?, ?)
         ON CONFLICT DO UPDATE SET used = used + excluded.used`,
      ),
      logRequest: this.db.prepare<[LoggedRequest & { countedFlag: number }]>(
        `INSERT INTO request_log (key_id, at, method, path, status, request_id, processing_ms, counted)
         VALUES (@keyId, @at, @method, @path, @status, @requestId, @processingMs, @countedFlag)`,
      ),
      // Everything older than the key's REQUEST_LOG_SIZE-th newest entry; nothing while it has fewer.
      trimLog: this.db.prepare<{ keyId: string; keep: number }>(
        `DELETE FROM request_log WHERE key_id = @keyId AND (at, id) < (
           SELECT at, id FROM request_log WHERE key_id = @keyId ORDER BY at DESC, id DESC LIMIT 1 OFFSET @keep - 1)`,
      ),
      logPage: this.db.prepare<[string, number, number, number], LogRow>(
        `SELECT * FROM request_log WHERE key_id = ? AND (at, id) < (?, ?) ORDER BY at DESC, id DESC LIMIT ?`,
      ),
      days: this.db.prepare<[string, string, string], DayUsage>(
        'SELECT day AS date, used FROM usage_days WHERE key_id = ? AND day >= ? AND day < ? ORDER BY day',
      ),
    };
  }

  async createKey(key: NewKey): Promise<void> {
    this.statements.insertKey.run(key);
  }

  async findKeyByHash(keyHash: string): Promise<KeyRecord | undefined> {
    const row = this.statements.keyByHash.get(keyHash);
    if (!row) return undefined;
    return keyRecord(row, (moment) => moment);
  }

  async revokeKey(keyId: string, at: Date): Promise<boolean> {
    return this.db.transaction(() => {
      const revoked = this.statements.revoke.run(at.toISOString(), keyId).changes === 1;
      if (revoked) this.statements.bumpGeneration.run();
      return revoked;
    })();
  }

  revocationGeneration(): number {
    return this.statements.generation.get()!;
  }

  async ping(): Promise<number> {
    const started = performance.now();
    this.statements.ping.get();
    return performance.now() - started;
  }

  countRequest(keyId: string, period: string, limit: number): Promise<CountResult> {
    return this.inNextCommit(() => {
      const used = this.statements.countUsage.get(keyId, period, limit);
      if (used !== undefined) return { counted: true, used };
      return { counted: false, used: this.statements.usage.get(keyId, period) ?? limit };
    });
  }

  suggestCall(keyId: string, session: string, at: Date, period: string, limit: number): Promise<CountResult> {
    return this.inNextCommit(() => {
      const { closeExpiredSessions, closeFullSession, continueSession, usage } = this.statements;
      const closed =
        closeExpiredSessions.run(keyId, at.getTime() - SUGGEST_SESSION.lifetimeMs).changes +
        closeFullSession.run(keyId, session, SUGGEST_SESSION.maxCalls).changes;
      for (let unit = 0; unit < closed; unit++) this.countSessionUnit(keyId, at, period, limit);
      const used = usage.get(keyId, period) ?? 0;
      // The session will cost a request when it ends: without one left, the call is refused like any other.
      if (used >= limit) return { counted: false, used };
      continueSession.run(keyId, session, at.getTime());
      return { counted: true, used };
    });
  }

  async closeLapsedSessions(at: Date, period: string, limit: number): Promise<void> {
    this.db.transaction(() => {
      for (const keyId of this.statements.closeLapsedSessions.all(at.getTime() - SUGGEST_SESSION.lifetimeMs)) {
        this.countSessionUnit(keyId, at, period, limit);
      }
    })();
  }

  /** The one unit a closed session costs, on its key's quota and on the day it was closed. */
  private countSessionUnit(keyId: string, at: Date, period: string, limit: number): void {
    if (this.statements.countUsage.get(keyId, period, limit) !== undefined) {
      this.statements.addToDay.run(keyId, dayOf(at.getTime()), 1);
    }
  }

  async endSuggestSession(keyId: string, session: string, at: Date): Promise<boolean> {
    return this.statements.endSession.run(keyId, session, at.getTime() - SUGGEST_SESSION.lifetimeMs).changes === 1;
  }

  async recordRequests(entries: readonly LoggedRequest[]): Promise<void> {
    const { logRequest, trimLog, addToDay } = this.statements;
    this.db.transaction(() => {
      for (const entry of entries) logRequest.run({ ...entry, countedFlag: entry.counted ? 1 : 0 });
      for (const keyId of new Set(entries.map((entry) => entry.keyId))) trimLog.run({ keyId, keep: REQUEST_LOG_SIZE });
      for (const { keyId, day, units } of unitsByKeyAndDay(entries)) addToDay.run(keyId, day, units);
    })();
  }

  async requestLog(keyId: string, limit: number, after?: LogPosition): Promise<LogEntry[]> {
    const before = after ?? { at: Number.MAX_SAFE_INTEGER, id: Number.MAX_SAFE_INTEGER };
    return this.statements.logPage.all(keyId, before.at, before.id, limit).map(logEntry);
  }

  async usageByDay(keyId: string, period: string): Promise<DayUsage[]> {
    return this.statements.days.all(keyId, `${period}-01`, `${period}-32`);
  }

  private inNextCommit(work: () => CountResult): Promise<CountResult> {
    return new Promise((resolve, reject) => {
      this.pending.push({ work, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.commit());
    });
  }

  private commit(): void {
    const batch = this.pending;
    this.pending = [];
    const outcomes: Array<{ ok: true; value: CountResult } | { ok: false; error: unknown }> = [];
    try {
      this.db.transaction(() => {
        for (const { work } of batch) {
          try {
            outcomes.push({ ok: true, value: work() });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      })();
    } catch (error) {
      // Nothing was committed (the file could not be written): every caller hears it.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }

  async usage(keyId: string, period: string): Promise<number> {
    return this.statements.usage.get(keyId, period) ?? 0;
  }

  async countSignup(address: string, window: string, limit: number): Promise<CountResult> {
    const used = this.statements.countSignup.get(address, window, limit);
    if (used === 1) this.statements.forgetOldSignups.run(window);
    if (used !== undefined) return { counted: true, used };
    return { counted: false, used: this.statements.signups.get(address, window) ?? limit };
  }

  async close(): Promise<void> {
    if (this.pending.length > 0) this.commit();
    if (this.db.open) this.db.close();
  }
}
