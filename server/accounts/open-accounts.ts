/** The one place that picks the accounts store: PostgreSQL when a database URL is configured, else the SQLite file. */
import type { AccountsStore } from './accounts.ts';
import { PostgresAccounts } from './postgres-accounts.ts';
import { SqliteAccounts } from './sqlite-accounts.ts';

export async function openAccounts(databaseUrl: string | undefined, sqlitePath: string): Promise<AccountsStore> {
  return databaseUrl ? PostgresAccounts.open({ url: databaseUrl }) : new SqliteAccounts(sqlitePath);
}
