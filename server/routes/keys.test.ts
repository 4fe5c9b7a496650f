/** POST /v1/keys, DELETE /v1/keys/current. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteAccounts } from '../accounts/sqlite-accounts.ts';
import { hashKey } from '../gateway/api-keys.ts';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';

let fixture: CatalogFixture;
beforeAll(async () => {
  fixture = await catalogFixture();
});
afterAll(() => fixture.cleanup());

const signUp = (email: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/v1/keys',
  headers,
  payload: { email } as object,
});

describe('POST /v1/keys', () => {
  it('creates a free key, shown once, stored only as a hash', async () => {
    const accounts = new SqliteAccounts(':memory:');
    const { app } = await authedApp({
      catalog: fixture.catalog,
      accounts,
      quotaLimit: 1234,
      now: () => new Date('2026-11-21T08:00:00Z'),
    });
    const response = await app.inject(signUp('ada@example.com'));
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['request-id']).toMatch(/^req_/);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(['api_key', 'created_at', 'key_id', 'plan', 'quota']);
    expect(data).toMatchObject({
      created_at: '2026-11-21T08:00:00.000Z',
      plan: 'free',
      quota: { limit: 1234, window: 'month' },
    });
    expect(data.api_key).toMatch(/^sk_live_[0-9A-Za-z]{32}$/);
    expect(data.key_id).toMatch(/^key_[0-9A-Za-z]{16}$/);
    const stored = await accounts.findKeyByHash(hashKey(data.api_key));
    expect(stored).toMatchObject({
      keyId: data.key_id,
      email: 'ada@example.com',
      displayPrefix: data.api_key.slice(0, 12),
    });
    expect(JSON.stringify(stored)).not.toContain(data.api_key.slice(8));
    // No rate-limit headers on a public route.
    expect(response.headers.ratelimit).toBeUndefined();
    await app.close();
    await accounts.close();
  });

  it('needs no key, and ignores a bad one', async () => {
    const { app } = await authedApp({ catalog: fixture.catalog });
    expect((await app.inject(signUp('a@example.com', { authorization: 'Bearer nonsense' }))).statusCode).toBe(201);
    await app.close();
  });

  it('validates the email', async () => {
    const { app } = await authedApp({ catalog: fixture.catalog });
    for (const email of ['', 'no-at-sign', 'a@', '@b.co', 'a b@c.co', 42, null, `${'a'.repeat(250)}@b.co`]) {
      const error = expectError(await app.inject(signUp(email)), 'parameter_invalid');
      expect(error.param).toBe('email');
    }
    expectError(
      await app.inject({ method: 'POST', url: '/v1/keys', payload: { email: 'a@b.co', plan: 'pro' } }),
      'parameter_unknown',
    );
    await app.close();
  });

  it('throttles sign-ups per client address, per hour', async () => {
    let clock = new Date('2026-11-21T08:59:00Z');
    const { app } = await authedApp({
      catalog: fixture.catalog,
      signupLimitPerHour: 3,
      now: () => clock,
      trustProxy: 1,
    });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    // authedApp signed up once from 127.0.0.1.
    expect((await app.inject(signUp('a@example.com', from('203.0.113.7')))).statusCode).toBe(201);
    expect((await app.inject(signUp('a@example.com', from('203.0.113.7')))).statusCode).toBe(201);
    expect((await app.inject(signUp('a@example.com', from('203.0.113.7')))).statusCode).toBe(201);
    const refused = await app.inject(signUp('a@example.com', from('203.0.113.7')));
    expectError(refused, 'signup_rate_limited');
    expect(refused.headers['retry-after']).toBe('60');
    expect((await app.inject(signUp('a@example.com', from('198.51.100.1')))).statusCode).toBe(201);
    clock = new Date('2026-11-21T09:00:00Z');
    expect((await app.inject(signUp('a@example.com', from('203.0.113.7')))).statusCode).toBe(201);
    await app.close();
  });
});

describe('DELETE /v1/keys/current', () => {
  it('revokes the key it is called with, and only that one', async () => {
    const { app, key } = await authedApp({ catalog: fixture.catalog });
    const other = (await app.inject(signUp('b@example.com'))).json().data.api_key as string;
    const response = await app.inject({ method: 'DELETE', url: '/v1/keys/current', headers: bearer(key) });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectError(await app.inject({ url: '/v1/usage', headers: bearer(key) }), 'invalid_api_key');
    expect((await app.inject({ url: '/v1/usage', headers: bearer(other) })).statusCode).toBe(200);
    expectError(await app.inject({ method: 'DELETE', url: '/v1/keys/current' }), 'missing_api_key');
    await app.close();
  });
});
