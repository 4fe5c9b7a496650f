/** The PostgreSQL store against a real throw-away server: the shared contract, migrations, and outages. */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsStoreContract, newKey } from '../test-support/accounts-store-contract.ts';
import { postgresFixture, type PostgresFixture } from '../test-support/postgres-fixture.ts';
import { AccountsUnavailableError } from './accounts.ts';
import { PostgresAccounts } from './postgres-accounts.ts';
import { MIGRATIONS, migrate } from './postgres-migrations.ts';

let server: PostgresFixture;
beforeAll(async () => {
  server = await postgresFixture();
});
afterAll(async () => server?.destroy());

describe('PostgresAccounts: the store contract', () => {
  accountsStoreContract(async () => {
    const url = await server.freshDatabase();
    return { open: () => PostgresAccounts.open({ url }), cleanup: async () => undefined };
  });
});

describe('PostgreSQL migrations', () => {
  it('apply from empty once, then find nothing to do, even when several nodes start at once', async () => {
    const url = await server.freshDatabase();
    const pools = Array.from({ length: 5 }, () => new pg.Pool({ connectionString: url, max: 2 }));
    try {
      const applied = await Promise.all(pools.map((pool) => migrate(pool)));
      const everything = MIGRATIONS.map((migration) => migration.version);
      expect(applied.filter((versions) => versions.length > 0)).toEqual([everything]);
      expect(await migrate(pools[0]!)).toEqual([]);
      const { rows } = await pools[0]!.query('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => row.version)).toEqual(everything);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it('let several stores open one empty database at once and share it', async () => {
    const url = await server.freshDatabase();
    const stores = await Promise.all(Array.from({ length: 4 }, () => PostgresAccounts.open({ url })));
    try {
      await stores[0]!.createKey(newKey(1));
      for (const store of stores) expect((await store.findKeyByHash(newKey(1).keyHash))?.keyId).toBe(newKey(1).keyId);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});

describe('PostgresAccounts while the database is down', () => {
  it('reports unavailable, trusts no cached key, and recovers by itself when the database is back', async () => {
    const url = await server.freshDatabase();
    const store = await PostgresAccounts.open({ url, connectTimeoutMs: 500 });
    try {
      await store.createKey(newKey(2));
      expect(await store.countRequest(newKey(2).keyId, '2026-11', 10)).toEqual({ counted: true, used: 1 });

      await server.stop();
      await expect(store.countRequest(newKey(2).keyId, '2026-11', 10)).rejects.toBeInstanceOf(AccountsUnavailableError);
      await expect(store.findKeyByHash(newKey(2).keyHash)).rejects.toBeInstanceOf(AccountsUnavailableError);
      await expect(store.ping()).rejects.toBeInstanceOf(AccountsUnavailableError);
      // Revocations cannot be heard now: the generation never stays put, so no cached key is trusted.
      expect(store.revocationGeneration()).not.toBe(store.revocationGeneration());

      await server.start();
      await expect
        .poll(
          () =>
            store.ping().then(
              () => true,
              () => false,
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
      expect(await store.countRequest(newKey(2).keyId, '2026-11', 10)).toEqual({ counted: true, used: 2 });
      // Listening again: the generation holds still until the next revocation.
      await expect
        .poll(() => store.revocationGeneration() === store.revocationGeneration(), { timeout: 5000 })
        .toBe(true);
    } finally {
      await store.close();
    }
  });
});
