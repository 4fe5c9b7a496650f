/**
 * Every row of the contract's error table (docs/api-decisions.md), asserted on status, type, code, request_id and
 * doc_url, through the whole app: Fastify's own failures included.
 */
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../catalog/catalog.ts';
import { SqliteCatalog } from '../catalog/sqlite-catalog.ts';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';
import { ERROR_CODES, type ErrorCode } from './errors.ts';
import { MAX_BODY_BYTES } from '../../rules/limits.ts';

/** Sends raw bytes and resolves with everything received once the server closes the socket. */
const raw = (port: number, text: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => (received += String(chunk)));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });

const parseRaw = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  expect(head).toMatch(/\r\nRequest-Id: req_[0-9A-Za-z]{16}\r\n/i);
  return { head, error: (JSON.parse(body) as { error: Record<string, string> }).error };
};

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;
const auth = () => bearer(key);
const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  fixture = await catalogFixture();
  ({ app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 10_000, signupLimitPerHour: 3 }));
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

describe('the error table', () => {
  const covered = new Set<ErrorCode>();
  const check = async (code: ErrorCode, request: InjectOptions) => {
    covered.add(code);
    return expectError(await app.inject(request), code);
  };

  it('401 missing_api_key: no Authorization header, or not Bearer', async () => {
    await check('missing_api_key', { url: '/v1/stats/top-cuisines' });
    await check('missing_api_key', { url: '/v1/stats/top-cuisines', headers: { authorization: `Basic ${key}` } });
    await check('missing_api_key', { url: '/v1/stats/top-cuisines', headers: { authorization: key } });
    await check('missing_api_key', { url: '/v1/usage', headers: { authorization: '' } });
  });

  it('401 invalid_api_key: unknown or malformed key', async () => {
    await check('invalid_api_key', { url: '/v1/stats/top-cuisines', headers: bearer('sk_live_' + 'A'.repeat(32)) });
    await check('invalid_api_key', { url: '/v1/stats/top-cuisines', headers: bearer('nonsense') });
    await check('invalid_api_key', { url: '/v1/stats/top-cuisines', headers: { authorization: 'Bearer' } });
  });

  it('429 quota_exceeded, with Retry-After and resets_at', async () => {
    const small = await authedApp({
      catalog: fixture.catalog,
      quotaLimit: 1,
      now: () => new Date('2026-11-30T23:59:00Z'),
    });
    await small.app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(small.key) });
    const response = await small.app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(small.key) });
    covered.add('quota_exceeded');
    const error = expectError(response, 'quota_exceeded');
    expect(error.resets_at).toBe('2026-12-01T00:00:00.000Z');
    expect(response.headers['retry-after']).toBe('60');
    await small.app.close();
  });

  it('429 signup_rate_limited, with Retry-After', async () => {
    const fresh = await authedApp({
      catalog: fixture.catalog,
      signupLimitPerHour: 2,
      now: () => new Date('2026-11-05T10:30:00Z'),
    });
    // authedApp used one sign-up; one more is allowed, the third is refused.
    expect(
      (await fresh.app.inject({ method: 'POST', url: '/v1/keys', payload: { email: 'b@example.com' } })).statusCode,
    ).toBe(201);
    const response = await fresh.app.inject({ method: 'POST', url: '/v1/keys', payload: { email: 'c@example.com' } });
    covered.add('signup_rate_limited');
    expectError(response, 'signup_rate_limited');
    expect(response.headers['retry-after']).toBe('1800');
    await fresh.app.close();
  });

  it('400 invalid_json', async () => {
    await check('invalid_json', {
      method: 'POST',
      url: '/v1/search/restaurants',
      headers: { ...auth(), ...json },
      payload: '{"q":',
    });
    await check('invalid_json', {
      method: 'POST',
      url: '/v1/search/restaurants',
      headers: { ...auth(), ...json },
      payload: '',
    });
    await check('invalid_json', { method: 'POST', url: '/v1/keys', headers: json, payload: 'not json' });
  });

  it('400 parameter_missing, parameter_invalid, parameter_unknown, with param', async () => {
    const search = (payload: unknown) => ({
      method: 'POST' as const,
      url: '/v1/search/restaurants',
      headers: auth(),
      payload: payload as object,
    });
    expect((await check('parameter_missing', search({ state: 'TX' }))).param).toBe('q');
    expect((await check('parameter_invalid', search({ q: 'pizza', limit: 101 }))).param).toBe('limit');
    expect((await check('parameter_invalid', search({ q: 'pizza', limit: '20' }))).param).toBe('limit');
    expect((await check('parameter_unknown', search({ q: 'pizza', colour: 'red' }))).param).toBe('colour');
    expect((await check('parameter_missing', { method: 'POST', url: '/v1/keys', payload: {} })).param).toBe('email');
    expect(
      (await check('parameter_invalid', { method: 'POST', url: '/v1/keys', payload: { email: 'not-an-email' } })).param,
    ).toBe('email');
    await check('parameter_invalid', {
      method: 'POST',
      url: '/v1/search/restaurants',
      headers: { ...auth(), ...json },
      payload: '[1,2]',
    });
  });

  it('400 parameter_invalid for numbers in a query string not spelled as JSON integers', async () => {
    const top = (limit: string) => ({ url: `/v1/stats/top-cuisines?limit=${limit}`, headers: auth() });
    for (const limit of ['0x10', '1e1', '%2016', '16%20', '16.0', '%2B16', '016', '', '16&limit=17', 'sixteen']) {
      expect((await check('parameter_invalid', top(limit))).param, limit).toBe('limit');
    }
    const answer = await app.inject(top('16'));
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as { pagination: { limit: number } }).pagination.limit).toBe(16);
  });

  it('400 invalid_restaurant_id', async () => {
    await check('invalid_restaurant_id', { url: '/v1/restaurants/pizza', headers: auth() });
    await check('invalid_restaurant_id', { url: '/v1/restaurants/rst_short/menu', headers: auth() });
  });

  it('415 unsupported_media_type: not JSON, or no Content-Type at all', async () => {
    const body = '{"q":"pizza"}';
    await check('unsupported_media_type', {
      method: 'POST',
      url: '/v1/search/restaurants',
      headers: { ...auth(), 'content-type': 'text/plain' },
      payload: body,
    });
    await check('unsupported_media_type', {
      method: 'POST',
      url: '/v1/search/restaurants',
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'q=pizza',
    });
    await check('unsupported_media_type', {
      method: 'POST',
      url: '/v1/search/restaurants',
      headers: auth(),
      payload: body,
    });
  });

  it('413 payload_too_large: over 16 KiB', async () => {
    const payload = JSON.stringify({ q: 'x'.repeat(17 * 1024) });
    await check('payload_too_large', {
      method: 'POST',
      url: '/v1/search/restaurants',
      headers: { ...auth(), ...json },
      payload,
    });
    await check('payload_too_large', { method: 'POST', url: '/v1/keys', headers: json, payload });
  });

  it('reads a body of exactly the limit, and refuses one byte more', async () => {
    // JSON may carry any amount of whitespace after its value: the padding makes the body that many bytes.
    const body = (bytes: number) => '{"q":"pizza"}'.padEnd(bytes, ' ');
    const search = (payload: string) =>
      app.inject({ method: 'POST', url: '/v1/search/restaurants', headers: { ...auth(), ...json }, payload });
    expect((await search(body(MAX_BODY_BYTES))).statusCode).toBe(200);
    const refused = await check('payload_too_large', {
      method: 'POST',
      url: '/v1/search/restaurants',
      headers: { ...auth(), ...json },
      payload: body(MAX_BODY_BYTES + 1),
    });
    expect(refused.message).toBe(`The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`);
  });

  it('400 cursor_expired: a cursor issued on a catalog since replaced', async () => {
    const page = await app.inject({ url: '/v1/stats/cities?min_restaurants=1&limit=1', headers: auth() });
    const cursor = (page.json() as { pagination: { next_cursor: string } }).pagination.next_cursor;
    // The same file described as another build: what a server sees after a swap.
    const description = await fixture.catalog.describe();
    const replaced: Catalog = Object.assign(Object.create(fixture.catalog) as Catalog, {
      describe: async () => ({ ...description, builtAt: new Date(0).toISOString() }),
    });
    const swapped = await authedApp({ catalog: replaced, quotaLimit: 10 });
    covered.add('cursor_expired');
    const response = await swapped.app.inject({
      url: `/v1/stats/cities?min_restaurants=1&limit=1&cursor=${cursor}`,
      headers: bearer(swapped.key),
    });
    expect(expectError(response, 'cursor_expired').param).toBe('cursor');
    await swapped.app.close();
  });

  it('404 restaurant_not_found, city_not_found, route_not_found', async () => {
    expect(
      (await check('restaurant_not_found', { url: '/v1/restaurants/rst_000000000000', headers: auth() })).param,
    ).toBe('restaurant_id');
    await check('restaurant_not_found', { url: '/v1/restaurants/rst_000000000000/menu', headers: auth() });
    expect((await check('city_not_found', { url: '/v1/stats/TX/Nowhere%20Town', headers: auth() })).param).toBe('city');
    await check('route_not_found', { url: '/v1/nothing-here' });
    await check('route_not_found', { url: '/v1/nothing-here', headers: auth() });
    await check('route_not_found', { url: '/v2/search' });
    await check('route_not_found', { url: '/v1/%E0%A4%A' });
  });

  it('408 request_timeout: a request body that stalls is answered and its socket closed', async () => {
    covered.add('request_timeout');
    const slow = await authedApp({
      catalog: fixture.catalog,
      publicBaseUrl: 'https://api.example.com',
      limits: { headersTimeoutMs: 200, requestTimeoutMs: 400, keepAliveTimeoutMs: 1000, maxConnections: 100 },
    });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = slow.app.server.address() as AddressInfo;
    const started = performance.now();
    const answer = await raw(
      port,
      `POST /v1/search/restaurants HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${slow.key}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 20\r\n\r\n{',
    );
    // Closed by the server (raw() resolves on close), well before the test's own timeout.
    expect(performance.now() - started).toBeLessThan(3000);
    const { head, error } = parseRaw(answer);
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(error).toMatchObject({ type: 'invalid_request_error', code: 'request_timeout' });
    expect(error.doc_url).toBe('https://api.example.com/docs/errors#request_timeout');
    await slow.app.close();
  });

  it('405 method_not_allowed, with Allow', async () => {
    const put = await check('method_not_allowed', { method: 'PUT', url: '/v1/search/restaurants', headers: auth() });
    expect(put.message).toContain('POST');
    const response = await app.inject({ method: 'DELETE', url: '/v1/health' });
    expectError(response, 'method_not_allowed');
    expect(response.headers.allow).toBe('GET, HEAD');
    expect((await app.inject({ method: 'GET', url: '/v1/keys' })).headers.allow).toBe('POST');
  });

  it('503 upstream_unavailable while the catalog file is missing', async () => {
    const missing = await authedApp({ catalog: new SqliteCatalog('/nonexistent/catalog.sqlite') });
    covered.add('upstream_unavailable');
    for (const url of ['/v1/stats/top-cuisines', '/v1/restaurants/rst_000000000000', '/v1/stats/TX/Austin']) {
      expectError(await missing.app.inject({ url, headers: bearer(missing.key) }), 'upstream_unavailable');
    }
    const search = await missing.app.inject({
      method: 'POST',
      url: '/v1/search/items',
      headers: bearer(missing.key),
      payload: { q: 'taco' },
    });
    const error = expectError(search, 'upstream_unavailable');
    expect(error.message).not.toContain('nonexistent');
    await missing.app.close();
  });

  it('500 internal_error, with no internals', async () => {
    const broken: Catalog = {
      ...fixture.catalog,
      ping: async () => 1,
      close: () => {},
      statistics: async () => {
        throw new Error('SECRET_INTERNAL at /srv/db.sqlite line 42');
      },
    } as Catalog;
    const withBug = await authedApp({ catalog: broken });
    const response = await withBug.app.inject({ url: '/v1/stats/top-cuisines', headers: bearer(withBug.key) });
    covered.add('internal_error');
    const error = expectError(response, 'internal_error');
    expect(response.body).not.toMatch(/SECRET_INTERNAL|db\.sqlite|at |stack/);
    expect(Object.keys(error).sort()).toEqual(['code', 'doc_url', 'message', 'request_id', 'type']);
    await withBug.app.close();
  });

  it('covers every code of the table', () => {
    expect([...covered].sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });
});

describe('request ids', () => {
  it('are on every response and differ between requests', async () => {
    const ids = new Set<string>();
    for (const request of [
      { url: '/v1/health' },
      { url: '/v1/stats/top-cuisines', headers: auth() },
      { url: '/v1/openapi.json' },
      { url: '/nowhere/%zz' },
      {
        method: 'OPTIONS' as const,
        url: '/v1/search/items',
        headers: { origin: 'https://a.example', 'access-control-request-method': 'POST' },
      },
    ]) {
      const response = await app.inject(request);
      expect(response.headers['request-id']).toMatch(/^req_[0-9A-Za-z]{16}$/);
      ids.add(String(response.headers['request-id']));
    }
    expect(ids.size).toBe(5);
  });

  it('ignore an id the client sends', async () => {
    const response = await app.inject({ url: '/v1/health', headers: { 'request-id': 'req_AAAAAAAAAAAAAAAA' } });
    expect(response.headers['request-id']).not.toBe('req_AAAAAAAAAAAAAAAA');
  });

  it('doc_url uses the configured public base URL when there is one', async () => {
    const configured = await authedApp({ catalog: fixture.catalog, publicBaseUrl: 'https://api.example.com' });
    const error = expectError(await configured.app.inject({ url: '/v1/usage' }), 'missing_api_key');
    expect(error.doc_url).toBe('https://api.example.com/docs/errors#missing_api_key');
    await configured.app.close();
  });
});

describe('over a real socket', () => {
  it('answers malformed HTTP with the envelope too', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    for (const text of [
      'GARBAGE\r\n\r\n',
      `GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      'GET /v1/health HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n',
    ]) {
      const { head, error } = parseRaw(await raw(port, text));
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_invalid' });
      expect(error.doc_url).toBe('http://127.0.0.1:8080/docs/errors#parameter_invalid');
    }
  });

  it('answers an HTTP/1.1 request without Host, and an unknown Expect, with the envelope', async () => {
    const { port } = app.server.address() as AddressInfo;
    for (const [text, param] of [
      ['GET /v1/health HTTP/1.1\r\nConnection: close\r\n\r\n', 'Host'],
      ['GET /v1/health HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n', 'Expect'],
    ]) {
      const { head, error } = parseRaw(await raw(port, text!));
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(error).toMatchObject({ code: 'parameter_invalid', param });
    }
    // HTTP/1.0 has no Host requirement; doc_url never comes from a Host header in any case.
    const { head } = parseRaw(await raw(port, 'GET /v1/usage HTTP/1.0\r\n\r\n'));
    expect(head).toMatch(/^HTTP\/1\.1 401 /);
    const spoofed = await raw(port, 'GET /v1/usage HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(parseRaw(spoofed).error.doc_url).toBe('http://127.0.0.1:8080/docs/errors#missing_api_key');
  });

  it('answers a body over 16 KiB streamed without Content-Length with 413', async () => {
    const address = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
        controller.close();
      },
    });
    const response = await fetch(`${address}/v1/search/restaurants`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });
});
