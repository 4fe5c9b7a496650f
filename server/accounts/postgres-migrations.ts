/**
 * The PostgreSQL accounts schema as numbered migrations, applied at start-up. Several nodes may start at once:
 * each applies the missing migrations inside one transaction that first takes a transaction-scoped advisory lock,
 * so exactly one node migrates and the others wait, then find nothing left to do.
 *
 * A migration is never edited once released; a change is a new entry at the end.
 */
import type { Pool } from 'pg';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'keys, usage counters, sign-up counters',
    sql: `
      CREATE TABLE api_keys (
        key_id         text PRIMARY KEY,
        key_hash       text NOT NULL UNIQUE,
        display_prefix text NOT NULL,
        email          text NOT NULL,
        plan           text NOT NULL,
        created_at     timestamptz NOT NULL,
        revoked_at     timestamptz
      );
      -- granted: how many requests the last counting statement added to the row, so that one statement can count
      -- a whole batch and still tell each caller whether theirs was counted (RETURNING sees only new values).
      CREATE TABLE usage_counts (
        key_id  text NOT NULL,
        period  text NOT NULL,
        used    integer NOT NULL,
        granted integer NOT NULL,
        PRIMARY KEY (key_id, period)
      );
      CREATE TABLE signup_counts (
        address      text NOT NULL,
        window_start text NOT NULL,
        used         integer NOT NULL,
        PRIMARY KEY (address, window_start)
      );
    `,
  },
  {
    version: 2,
    name: 'suggest sessions',
    sql: `
      CREATE TABLE suggest_sessions (
        key_id     text NOT NULL,
        session    text NOT NULL,
        started_at bigint NOT NULL, -- epoch milliseconds, as the gateway's clock gives them
        calls      integer NOT NULL,
        PRIMARY KEY (key_id, session)
      );
    `,
  },
  {
    version: 3,
    name: 'request log and usage by day',
    sql: `
      CREATE TABLE request_log (
        id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        key_id        text NOT NULL,
        at            bigint NOT NULL, -- epoch milliseconds, as the gateway's clock gives them
        method        text NOT NULL,
        path          text NOT NULL,
        status        smallint NOT NULL,
        request_id    text NOT NULL,
        processing_ms real NOT NULL,
        counted       boolean NOT NULL
      );
      CREATE INDEX request_log_by_key ON request_log (key_id, at, id);
      CREATE TABLE usage_days (
        key_id text NOT NULL,
        day    text NOT NULL, -- YYYY-MM-DD, UTC
        used   integer NOT NULL,
        PRIMARY KEY (key_id, day)
      );
    `,
  },
];

/** Any constant shared by every node; names the lock in pg_locks. */
const MIGRATION_LOCK = 0x6d656e75;

/** Applies the migrations this database lacks; returns the versions applied now (empty when it was up to date). */
export async function migrate(pool: Pool): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    await client.query('COMMIT');
    return applied;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
