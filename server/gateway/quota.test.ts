/**
 * The monthly quota over real HTTP: exact under concurrency, counted down in the headers, kept across a restart,
 * reset by a new month (injected clock).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteAccounts } from '../accounts/sqlite-accounts.ts';
import { buildApp } from '../app.ts';
import { authedApp, bearer, catalogFixture, createKey, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';
import { monthWindow, rateLimitHeaders } from './quota.ts';

let fixture: CatalogFixture;
let dir: string;

beforeAll(async () => {
  fixture = await catalogFixture();
  dir = mkdtempSync(join(tmpdir(), 'quota-'));
});
afterAll(() => {
  fixture.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const remainingOf = (header: string | null | undefined) => Number(/r=(\d+)/.exec(header ?? '')?.[1]);

describe('monthWindow', () => {
  it('follows calendar months in UTC', () => {
    expect(monthWindow(new Date('2026-12-31T23:59:59.500Z'))).toEqual({
      period: '2026-12',
      resetsAt: new Date('2027-01-01T00:00:00Z'),
      secondsToReset: 1,
    });
    expect(monthWindow(new Date('2026-02-01T00:00:00Z')).secondsToReset).toBe(28 * 86_400);
  });

  it('builds the contract headers', () => {
    const window = monthWindow(new Date('2026-11-30T00:00:00Z'));
    expect(rateLimitHeaders({ limit: 1000, used: 10, window })).toEqual({
      'RateLimit-Policy': '"monthly";q=1000;w=2592000',
      RateLimit: '"monthly";r=990;t=86400',
      'X-RateLimit-Limit': '1000',
      'X-RateLimit-Remaining': '990',
      'X-RateLimit-Used': '10',
      'X-RateLimit-Reset': String(Date.UTC(2026, 11, 1) / 1000),
    });
  });
});

describe('the quota', () => {
  it('lets exactly QUOTA_LIMIT of 80 concurrent HTTP requests through', async () => {
    const { app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 50 });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const responses = await Promise.all(
      Array.from({ length: 80 }, () => fetch(`${address}/v1/stats/top-cuisines?limit=5`, { headers: bearer(key) })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    // Every 200 saw a different remaining count: 49 … 0.
    const left = responses.filter((r) => r.status === 200).map((r) => remainingOf(r.headers.get('ratelimit')));
    expect(left.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    for (const response of responses.filter((r) => r.status === 429)) {
      expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await response.json()) as { error: { code: string; resets_at: string } };
      expect(body.error.code).toBe('quota_exceeded');
    }
    const usage = await app.inject({ url: '/v1/usage', headers: bearer(key) });
    expect(usage.json().data).toMatchObject({ limit: 50, used: 50, remaining: 0 });
    await app.close();
  });

  it('counts down in RateLimit and X-RateLimit-* on successes and errors alike; usage is not counted', async () => {
    const now = () => new Date('2026-11-20T12:00:00Z');
    const { app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 5, now });
    const seen: Array<[number, string | undefined, string | undefined]> = [];
    for (const url of [
      '/v1/stats/top-cuisines',
      '/v1/usage',
      '/v1/restaurants/rst_000000000000',
      '/v1/restaurants/bad',
      '/v1/stats/TX/Austin',
    ]) {
      const response = await app.inject({ url, headers: bearer(key) });
      seen.push([
        response.statusCode,
        response.headers.ratelimit as string,
        response.headers['x-ratelimit-used'] as string,
      ]);
      expect(response.headers['ratelimit-policy']).toBe('"monthly";q=5;w=2592000');
      expect(response.headers['x-ratelimit-limit']).toBe('5');
      expect(response.headers['x-ratelimit-reset']).toBe(String(Date.UTC(2026, 11, 1) / 1000));
    }
    const t = 11 * 86_400 - 12 * 3600;
    expect(seen).toEqual([
      [200, `"monthly";r=4;t=${t}`, '1'],
      [200, `"monthly";r=4;t=${t}`, '1'],
      [404, `"monthly";r=3;t=${t}`, '2'],
      [400, `"monthly";r=2;t=${t}`, '3'],
      [200, `"monthly";r=1;t=${t}`, '4'],
    ]);
    // A bad body still counts once authenticated; an unauthenticated request carries no rate-limit headers.
    const bad = await app.inject({
      method: 'POST',
      url: '/v1/search/items',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      payload: '{',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-ratelimit-remaining']).toBe('0');
    const refused = await app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(key) });
    expectError(refused, 'quota_exceeded');
    expect(refused.headers['x-ratelimit-used']).toBe('5');
    const anonymous = await app.inject({ url: '/v1/stats/top-cuisines' });
    expect(anonymous.headers.ratelimit).toBeUndefined();
    expect((await app.inject({ url: '/v1/health' })).headers.ratelimit).toBeUndefined();
    await app.close();
  });

  it('keeps counts across a restart and resets them in a new month', async () => {
    const file = join(dir, 'accounts.sqlite');
    let clock = new Date('2026-11-30T23:59:00Z');
    const now = () => clock;
    const open = async () => {
      const accounts = new SqliteAccounts(file);
      const app = await buildApp({ catalog: fixture.catalog, accounts, quotaLimit: 3, now });
      app.addHook('onClose', async () => accounts.close());
      return app;
    };

    let app = await open();
    const { key } = await createKey(app);
    for (let i = 0; i < 2; i += 1)
      expect((await app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(key) })).statusCode).toBe(200);
    await app.close();

    app = await open();
    const usage = await app.inject({ url: '/v1/usage', headers: bearer(key) });
    expect(usage.json().data).toMatchObject({ used: 2, remaining: 1, resets_at: '2026-12-01T00:00:00.000Z' });
    expect((await app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(key) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(key) })).statusCode).toBe(429);

    clock = new Date('2026-12-01T00:00:01Z');
    const fresh = await app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(key) });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-ratelimit-remaining']).toBe('2');
    expect(fresh.headers['x-ratelimit-reset']).toBe(String(Date.UTC(2027, 0, 1) / 1000));
    await app.close();
  });

  it('lets a key be revoked even when its quota is used up', async () => {
    const { app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 1 });
    await app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(key) });
    expect((await app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(key) })).statusCode).toBe(429);
    expect((await app.inject({ method: 'DELETE', url: '/v1/keys/current', headers: bearer(key) })).statusCode).toBe(
      204,
    );
    await app.close();
  });
});
