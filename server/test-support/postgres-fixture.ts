/**
 * A throw-away PostgreSQL server for one test file, and a fresh empty database per test on it.
 *
 *   const pg = await postgresFixture();               // beforeAll: ~2 s (initdb + start)
 *   const url = await pg.freshDatabase();              // per test: an empty database
 *   await pg.destroy();                                // afterAll: stops the server, removes its folder
 */
import pg from 'pg';
import { startLocalPostgres, type LocalPostgres } from '../../tools/local-postgres.ts';

export interface PostgresFixture {
  server: LocalPostgres;
  /** A new, empty database on the server; its URL. */
  freshDatabase(): Promise<string>;
  destroy(): Promise<void>;
}

export async function postgresFixture(): Promise<PostgresFixture> {
  const server = await startLocalPostgres();
  let databases = 0;
  return {
    server,
    freshDatabase: async () => {
      databases += 1;
      const name = `test_${databases}`;
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return server.url.replace(/\/postgres$/, `/${name}`);
    },
    destroy: async () => server.destroy(),
  };
}
