import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteAccounts } from './sqlite-accounts.ts';

const newKey = (n: number) => ({
  keyId: `key_${String(n).padStart(16, '0')}`,
  keyHash: String(n).padStart(64, 'a'),
  displayPrefix: 'sk_live_abcd',
  email: `user${n}@example.com`,
  plan: 'free' as const,
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('SqliteAccounts', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('stores keys by hash and revokes them', async () => {
    const store = new SqliteAccounts(':memory:');
    await store.createKey(newKey(1));
    const found = await store.findKeyByHash(newKey(1).keyHash);
    expect(found).toMatchObject({ keyId: newKey(1).keyId, plan: 'free', revokedAt: null });
    expect(await store.findKeyByHash('f'.repeat(64))).toBeUndefined();
    expect(await store.revokeKey(newKey(1).keyId, new Date('2026-11-02T00:00:00Z'))).toBe(true);
    expect(await store.revokeKey(newKey(1).keyId, new Date())).toBe(false);
    expect((await store.findKeyByHash(newKey(1).keyHash))?.revokedAt).toBe('2026-11-02T00:00:00.000Z');
    store.close();
  });

  it('counts exactly up to the limit, per key and period', async () => {
    const store = new SqliteAccounts(':memory:');
    const results = await Promise.all(Array.from({ length: 15 }, () => store.countRequest('key_a', '2026-11', 10)));
    expect(results.filter((r) => r.counted)).toHaveLength(10);
    expect(results.filter((r) => !r.counted).every((r) => r.used === 10)).toBe(true);
    expect(await store.usage('key_a', '2026-11')).toBe(10);
    expect(await store.usage('key_a', '2026-12')).toBe(0);
    expect(await store.countRequest('key_a', '2026-12', 10)).toEqual({ counted: true, used: 1 });
    expect(await store.countRequest('key_b', '2026-11', 10)).toEqual({ counted: true, used: 1 });
    store.close();
  });

  it('keeps keys and counts across a reopen of the same file (WAL)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'accounts-'));
    dirs.push(dir);
    const path = join(dir, 'nested', 'accounts.sqlite');
    const first = new SqliteAccounts(path);
    await first.createKey(newKey(2));
    for (let i = 0; i < 7; i += 1) await first.countRequest(newKey(2).keyId, '2026-11', 100);
    first.close();
    const second = new SqliteAccounts(path);
    expect((await second.findKeyByHash(newKey(2).keyHash))?.keyId).toBe(newKey(2).keyId);
    expect(await second.usage(newKey(2).keyId, '2026-11')).toBe(7);
    second.close();
  });

  it('is exact with two connections to the same file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'accounts-'));
    dirs.push(dir);
    const path = join(dir, 'accounts.sqlite');
    const a = new SqliteAccounts(path);
    const b = new SqliteAccounts(path);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).countRequest('key_shared', '2026-11', 25)),
    );
    expect(results.filter((r) => r.counted)).toHaveLength(25);
    a.close();
    b.close();
  });

  it('throttles sign-ups per address and window, and forgets old windows', async () => {
    const store = new SqliteAccounts(':memory:');
    for (let i = 0; i < 3; i += 1) expect((await store.countSignup('addr', '2026-11-01T10', 3)).counted).toBe(true);
    expect(await store.countSignup('addr', '2026-11-01T10', 3)).toEqual({ counted: false, used: 3 });
    expect((await store.countSignup('other', '2026-11-01T10', 3)).counted).toBe(true);
    expect((await store.countSignup('addr', '2026-11-01T11', 3)).counted).toBe(true);
    store.close();
  });
});
