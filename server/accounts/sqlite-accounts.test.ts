import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountsStoreContract } from '../test-support/accounts-store-contract.ts';
import { SqliteAccounts } from './sqlite-accounts.ts';

describe('SqliteAccounts: the store contract', () => {
  accountsStoreContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'accounts-'));
    const path = join(dir, 'nested', 'accounts.sqlite');
    return {
      open: async () => new SqliteAccounts(path),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  });
});

describe('SqliteAccounts', () => {
  it('starts while another process holds the new file locked, instead of failing with SQLITE_BUSY', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'accounts-'));
    const path = join(dir, 'accounts.sqlite');
    try {
      // Another process creates the file and holds its write lock for a moment, as a second node starting at
      // the same time does while it switches the file to WAL and creates the tables.
      const holder = spawn(
        process.execPath,
        [
          '-e',
          `const db = new (require('better-sqlite3'))(process.argv[1]);
           db.exec('BEGIN IMMEDIATE; CREATE TABLE held (x)');
           process.stdout.write('locked\\n');
           setTimeout(() => { db.exec('COMMIT'); db.close(); }, 400);`,
          path,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve, reject) => {
        holder.stdout.once('data', () => resolve());
        holder.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
      });
      const store = new SqliteAccounts(path);
      expect(await store.countRequest('key_a', '2026-11', 5)).toEqual({ counted: true, used: 1 });
      await store.close();
      await new Promise((resolve) => holder.once('exit', resolve));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('works in memory for tests and tools', async () => {
    const store = new SqliteAccounts(':memory:');
    expect(await store.countRequest('key_a', '2026-11', 1)).toEqual({ counted: true, used: 1 });
    expect(await store.countRequest('key_a', '2026-11', 1)).toEqual({ counted: false, used: 1 });
    await store.close();
  });
});
