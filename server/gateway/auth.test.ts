/** Authentication: the contract's 401s, revocation, the key cache, and keeping the key out of logs and responses. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteAccounts } from '../accounts/sqlite-accounts.ts';
import { authedApp, bearer, catalogFixture, createKey, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';
import { bearerToken, hashKey, KeyAuthenticator, mintKey, redactKeys } from './api-keys.ts';
import { ApiError } from './errors.ts';

let fixture: CatalogFixture;
beforeAll(async () => {
  fixture = await catalogFixture();
});
afterAll(() => fixture.cleanup());

/** What a 401 looks like once the per-request parts are taken out. */
function comparable(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const { error } = JSON.parse(response.body) as { error: Record<string, unknown> };
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !['request-id', 'date', 'content-length'].includes(name)),
  );
  return { status: response.statusCode, headers, error: { ...error, request_id: undefined } };
}

describe('keys', () => {
  it('are minted in the contract shape and hashed with SHA-256', () => {
    const minted = mintKey();
    expect(minted.apiKey).toMatch(/^sk_live_[0-9A-Za-z]{32}$/);
    expect(minted.keyId).toMatch(/^key_[0-9A-Za-z]{16}$/);
    expect(minted.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(minted.keyHash).toBe(hashKey(minted.apiKey));
    expect(minted.displayPrefix).toBe(minted.apiKey.slice(0, 12));
    expect(mintKey().apiKey).not.toBe(minted.apiKey);
  });

  it('are blanked out of text wherever a key or a long piece of one appears, and nothing else is', () => {
    const key = mintKey().apiKey;
    expect(redactKeys(`/v1/restaurants/${key}?x=1`)).toBe('/v1/restaurants/sk_live_[redacted]?x=1');
    expect(redactKeys(`${key.slice(0, -5)} and ${key}9`)).toBe('sk_live_[redacted] and sk_live_[redacted]');
    for (const text of ['Bearer sk_live_…', 'sk_live_<32 letters and digits>', 'sk_live_abc', 'no key here']) {
      expect(redactKeys(text)).toBe(text);
    }
  });

  it('are described by their shape when missing, and the description survives redaction', async () => {
    const { app } = await authedApp({ catalog: fixture.catalog });
    const response = await app.inject({ url: '/v1/stats/top-cuisines' });
    expect(response.statusCode).toBe(401);
    expect((response.json() as { error: { message: string } }).error.message).toBe(
      "Send your API key in the header 'Authorization: Bearer sk_live_<32 letters and digits>'.",
    );
    await app.close();
  });

  it('are read from a Bearer header only', () => {
    expect(bearerToken('Bearer sk_live_abc')).toBe('sk_live_abc');
    expect(bearerToken('bearer   sk_live_abc  ')).toBe('sk_live_abc');
    expect(bearerToken('Bearer')).toBe('');
    for (const header of [undefined, '', 'Basic abc', 'sk_live_abc', 'Token sk_live_abc', 'Bearersk_live_abc']) {
      expect(() => bearerToken(header)).toThrow(ApiError);
    }
  });
});

describe('authentication', () => {
  it('challenges with WWW-Authenticate: Bearer on every 401 (RFC 6750)', async () => {
    const { app } = await authedApp({ catalog: fixture.catalog });
    const missing = await app.inject({ url: '/v1/stats/top-cuisines' });
    expectError(missing, 'missing_api_key');
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    const invalid = await app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(mintKey().apiKey) });
    expectError(invalid, 'invalid_api_key');
    expect(invalid.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    await app.close();
  });

  it('refuses revoked, made-up and truncated keys with the same 401', async () => {
    const { app, key } = await authedApp({ catalog: fixture.catalog });
    const other = await createKey(app, 'other@example.com');
    expect(
      (await app.inject({ method: 'DELETE', url: '/v1/keys/current', headers: bearer(other.key) })).statusCode,
    ).toBe(204);
    const madeUp = mintKey().apiKey;
    const candidates = [
      other.key,
      madeUp,
      key.slice(0, -1),
      key.slice(0, 20),
      `${key}x`,
      key.toLowerCase() === key ? key.toUpperCase() : key.toLowerCase(),
    ];
    const answers = [];
    for (const candidate of candidates) {
      const response = await app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(candidate) });
      expectError(response, 'invalid_api_key');
      answers.push(comparable(response));
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // The good key still works.
    expect((await app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(key) })).statusCode).toBe(200);
    await app.close();
  });

  it('takes a revocation into account on the very next request, cache or not', async () => {
    const { app, key } = await authedApp({ catalog: fixture.catalog });
    for (let i = 0; i < 3; i += 1)
      expect((await app.inject({ url: '/v1/usage', headers: bearer(key) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/v1/keys/current', headers: bearer(key) })).statusCode).toBe(
      204,
    );
    for (const url of ['/v1/usage', '/v1/stats/top-cuisines']) {
      expectError(await app.inject({ url, headers: bearer(key) }), 'invalid_api_key');
    }
    expectError(
      await app.inject({ method: 'DELETE', url: '/v1/keys/current', headers: bearer(key) }),
      'invalid_api_key',
    );
    await app.close();
  });

  it('refuses at once a key revoked by another process sharing the accounts file, though it had it cached', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'accounts-'));
    const path = join(dir, 'accounts.sqlite');
    // Two servers, each with its own connection to the file, as two processes on one machine have.
    const first = await authedApp({ catalog: fixture.catalog, accounts: new SqliteAccounts(path) });
    const secondAccounts = new SqliteAccounts(path);
    const second = await authedApp({ catalog: fixture.catalog, accounts: secondAccounts });
    const other = await createKey(first.app, 'other@example.com');
    try {
      for (const { app } of [first, second]) {
        for (const key of [first.key, other.key]) {
          expect((await app.inject({ url: '/v1/usage', headers: bearer(key) })).statusCode).toBe(200);
        }
      }
      const revoked = await first.app.inject({ method: 'DELETE', url: '/v1/keys/current', headers: bearer(first.key) });
      expect(revoked.statusCode).toBe(204);
      expectError(
        await second.app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(first.key) }),
        'invalid_api_key',
      );
      // The other key is untouched.
      expect((await second.app.inject({ url: '/v1/usage', headers: bearer(other.key) })).statusCode).toBe(200);
    } finally {
      await first.app.close();
      await second.app.close();
      await first.accounts.close();
      await secondAccounts.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('caches active keys (LRU) and asks the store again after the TTL', async () => {
    const accounts = new SqliteAccounts(':memory:');
    let lookups = 0;
    const counting = Object.assign(Object.create(accounts) as SqliteAccounts, {
      findKeyByHash: (hash: string) => {
        lookups += 1;
        return accounts.findKeyByHash(hash);
      },
    });
    const keys = [mintKey(), mintKey(), mintKey()];
    for (const minted of keys) {
      await accounts.createKey({
        ...minted,
        email: 'a@example.com',
        plan: 'free',
        createdAt: new Date().toISOString(),
      });
    }
    const authenticator = new KeyAuthenticator(counting, { size: 2, ttlMs: 60_000 });
    await authenticator.authenticate(keys[0]!.apiKey);
    await authenticator.authenticate(keys[0]!.apiKey);
    expect(lookups).toBe(1);
    await authenticator.authenticate(keys[1]!.apiKey);
    await authenticator.authenticate(keys[2]!.apiKey); // evicts keys[0], the least recently used
    await authenticator.authenticate(keys[0]!.apiKey);
    expect(lookups).toBe(4);
    await expect(authenticator.authenticate(mintKey().apiKey)).rejects.toThrow(ApiError);
    await expect(authenticator.authenticate('sk_live_short')).rejects.toThrow(ApiError);
    expect(lookups).toBe(5); // malformed keys never reach the store

    const shortLived = new KeyAuthenticator(counting, { ttlMs: 0 });
    await shortLived.authenticate(keys[0]!.apiKey);
    await shortLived.authenticate(keys[0]!.apiKey);
    expect(lookups).toBe(7);
    await accounts.close();
  });
});

describe('the key stays secret', () => {
  it('never appears in a log line, an error message or any response but the creating one', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const { app } = await authedApp({ catalog: fixture.catalog, quotaLimit: 7, logger: { level: 'trace', stream } });
    const created = await app.inject({ method: 'POST', url: '/v1/keys', payload: { email: 'secret@example.com' } });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const key = (created.json() as { data: { api_key: string; key_id: string } }).data.api_key;
    const keyId = (created.json() as { data: { api_key: string; key_id: string } }).data.key_id;
    const secret = key.slice('sk_live_'.length);

    const json = { 'content-type': 'application/json' };
    const responses = [];
    for (const request of [
      { url: '/v1/usage', headers: bearer(key) },
      { url: '/v1/stats/top-cuisines', headers: bearer(key) },
      { url: `/v1/stats/top-cuisines?api_key=${key}`, headers: bearer(key) },
      { url: `/v1/restaurants/${key}`, headers: bearer(key) },
      { url: `/v1/nothing/${key}`, headers: bearer(key) },
      {
        method: 'POST' as const,
        url: '/v1/search/items',
        headers: { ...bearer(key), ...json },
        payload: `{"q":"${key}"`,
      },
      {
        method: 'POST' as const,
        url: '/v1/search/items',
        headers: { ...bearer(key), ...json },
        payload: JSON.stringify({ q: 'taco', key }),
      },
      { method: 'POST' as const, url: '/v1/search/items', headers: bearer(key), payload: key },
      { url: '/v1/stats/top-cuisines', headers: { authorization: `Basic ${key}` } },
      { url: '/v1/stats/top-cuisines', headers: bearer(key.slice(0, -2)) },
      { url: '/v1/stats/top-cuisines', headers: bearer(`${key}${key}`) },
      { method: 'PUT' as const, url: '/v1/keys', headers: bearer(key) },
      { url: '/v1/stats/top-cuisines', headers: bearer(key) },
      { url: '/v1/stats/top-cuisines', headers: bearer(key) }, // 429 by now
      { method: 'DELETE' as const, url: '/v1/keys/current', headers: bearer(key) },
      { url: '/v1/stats/top-cuisines', headers: bearer(key) }, // revoked
    ]) {
      responses.push(await app.inject(request));
    }
    expect(responses.map((r) => r.statusCode)).toEqual([
      200, 200, 400, 400, 404, 400, 400, 415, 401, 401, 401, 405, 200, 429, 204, 401,
    ]);
    for (const response of responses) {
      expect(response.body).not.toContain(secret);
      expect(JSON.stringify(response.headers)).not.toContain(secret);
    }
    await app.close();

    expect(lines.length).toBeGreaterThan(responses.length);
    for (const line of lines) {
      expect(line).not.toContain(secret);
      expect(line.toLowerCase()).not.toContain('authorization');
    }
    // One line per request, with what an operator needs.
    const requestLines = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request');
    // Two sign-ups (authedApp's and this test's), then one line per request above.
    expect(requestLines).toHaveLength(responses.length + 2);
    const first = requestLines[2]!;
    expect(first).toMatchObject({ method: 'GET', route: '/v1/usage', path: '/v1/usage', status: 200, key_id: keyId });
    expect(first.request_id).toBe(responses[0]!.headers['request-id']);
    expect(typeof first.duration_ms).toBe('number');
    expect(requestLines.at(-1)).toMatchObject({ status: 401, key_id: null });
  });
});
