/**
 * Property: whatever is thrown at the server (random methods, paths, headers, keys and JSON or non-JSON bodies,
 * traversal attempts on the app's files), every answer has a 2xx/3xx/4xx status and a request id, never a 500 or
 * a crash, and nothing is logged as an error. Outside the app's own files and pages, every answer is JSON, and
 * every error the contract's envelope.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET, builtApp } from '../test-support/built-app.ts';
import { authedApp, catalogFixture, createKey, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { ERROR_CODES, type ErrorCode } from './errors.ts';

let fixture: CatalogFixture;
let dist: ReturnType<typeof builtApp>;
const logged: string[] = [];
let app: FastifyInstance;
let key: string;
let revoked: string;
let restaurantId: string;

beforeAll(async () => {
  fixture = await catalogFixture();
  dist = builtApp();
  ({ app, key } = await authedApp({
    catalog: fixture.catalog,
    quotaLimit: 1_000_000,
    signupLimitPerHour: 1_000_000,
    appDir: dist.dir,
    logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } },
  }));
  revoked = (await createKey(app)).key;
  await app.inject({ method: 'DELETE', url: '/v1/keys/current', headers: { authorization: `Bearer ${revoked}` } });
  const search = await app.inject({
    method: 'POST',
    url: '/v1/search/restaurants',
    headers: { authorization: `Bearer ${key}` },
    payload: { q: 'pizza' },
  });
  restaurantId =
    (search.json() as { data: Array<{ restaurant_id: string }> }).data[0]?.restaurant_id ?? 'rst_000000000000';
});
afterAll(async () => {
  await app.close();
  dist.cleanup();
  fixture.cleanup();
});

const ENDPOINTS = () => [
  '/v1/health',
  '/v1/keys',
  '/v1/keys/current',
  '/v1/usage',
  '/v1/openapi.json',
  '/v1/search/restaurants',
  '/v1/search/items',
  `/v1/restaurants/${restaurantId}`,
  `/v1/restaurants/${restaurantId}/menu`,
  '/v1/restaurants/rst_000000000000',
  '/v1/stats/top-cuisines',
  '/v1/stats/TX/Austin',
  '/v1/stats/or/portland',
  '/v1/stats/ZZ/Nowhere',
  '/',
  '/index.html',
  '/robots.txt',
  ASSET,
  '/assets',
  '/.vite/manifest.json',
  '/restaurants',
  `/restaurants/${restaurantId}`,
  '/stats/TX/Austin',
  '/docs/errors',
];

const WEIRD_SEGMENTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '..',
  '.',
  '',
  '%00',
  '%2F',
  '~',
  'rst_',
  'sk_live_',
  '%F0%9F%8D%95',
  '?',
  '#',
  '%2e%2e',
  '..%2f..%2f',
  '..%5c',
  '%5c',
  '..;',
  '%2e',
  '.vite',
  '.env',
  'assets',
  'index.html',
  'package.json',
  '%C0%AE%C0%AE',
];

const segment = fc.oneof(
  fc.constantFrom(...WEIRD_SEGMENTS),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.stringMatching(/^[A-Za-z0-9_-]{0,16}$/),
);

const query = fc.option(
  fc
    .array(
      fc.tuple(
        fc.constantFrom('state', 'limit', 'offset', 'q', 'x', 'limit[]', 'api_key'),
        fc.oneof(
          fc.string({ maxLength: 8 }).map(encodeURIComponent),
          fc.constantFrom('TX', '5', '-1', '1e3', '101', '%zz'),
        ),
      ),
      { maxLength: 3 },
    )
    .map((pairs) => `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`),
  { nil: '' },
);

const path = fc
  .tuple(
    fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...ENDPOINTS()) },
      {
        weight: 2,
        arbitrary: fc.tuple(fc.constantFrom(...ENDPOINTS()), segment).map(([base, extra]) => `${base}/${extra}`),
      },
      {
        weight: 2,
        arbitrary: fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/v1/${parts.join('/')}`),
      },
      { weight: 2, arbitrary: fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`) },
      {
        weight: 1,
        arbitrary: fc.array(segment, { maxLength: 4 }).map((parts) => `/assets/${parts.join('/')}`),
      },
    ),
    query,
  )
  .map(([base, search]) => base + search);

const authorization = fc.oneof(
  fc.constant(undefined),
  { weight: 6, arbitrary: fc.constant('valid') },
  fc.constant('revoked'),
  fc.constantFrom('Bearer', 'Bearer ', 'Basic abc', 'bearer sk_live_x', 'Bearer sk_live_' + 'A'.repeat(32), 'Token x'),
  fc.stringMatching(/^[\x20-\x7e]{0,60}$/).map((text) => `Bearer ${text}`),
  fc.stringMatching(/^[\x20-\x7e]{0,40}$/),
);

const contentType = fc.oneof(
  fc.constant(undefined),
  { weight: 5, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonx',
    'application/json;;',
    '*/*',
    '',
  ),
  fc.stringMatching(/^[a-z]{1,8}\/[a-z+.-]{1,12}$/),
);

const searchBody = fc.record(
  {
    q: fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('pizza', 'taco "ramen"', 'NOT AND OR', 'café*', '(', ':'),
      fc.integer(),
    ),
    state: fc.oneof(fc.constantFrom('TX', 'or', 'ZZ', 'D'), fc.string({ maxLength: 3 })),
    city: fc.string({ maxLength: 12 }),
    cuisine: fc.constantFrom('pizza', 'tex-mex', 'BAD SLUG', ''),
    restaurant_id: fc.constantFrom('rst_000000000000', 'rst_', 'x'),
    limit: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.constant('20'), fc.double()),
    offset: fc.oneof(fc.integer({ min: -5, max: 1200 }), fc.constant(null)),
    email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 12 })),
    // Discovery: valid values, edge values, wrong types and bad combinations.
    cuisines: fc.oneof(fc.array(fc.constantFrom('pizza', 'thai', 'BAD', ''), { maxLength: 12 }), fc.string()),
    price_range: fc.oneof(
      fc.array(fc.constantFrom('$', '$$', '$$$$', '$$$$$', 'cheap'), { maxLength: 5 }),
      fc.integer(),
    ),
    price: fc.oneof(
      fc.record({ min: fc.double(), max: fc.double() }, { requiredKeys: [] }),
      fc.jsonValue({ maxDepth: 1 }),
    ),
    min_rating: fc.oneof(fc.double(), fc.constantFrom(0, 4.5, 5, 5.1, '4')),
    open_now: fc.oneof(fc.boolean(), fc.constantFrom('true', 1, null)),
    open_at: fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.constantFrom('2026-11-24T25:00:00Z', 'tonight', '2026-11-24', ''),
    ),
    near: fc.oneof(
      fc.record(
        { latitude: fc.double(), longitude: fc.double(), radius_m: fc.oneof(fc.double(), fc.integer()) },
        { requiredKeys: [] },
      ),
      fc.constantFrom({ latitude: 30.27, longitude: -97.74 }, { latitude: 30.27, longitude: -97.74, radius_m: 50 }),
    ),
    within: fc.record(
      { north: fc.double(), south: fc.double(), east: fc.double(), west: fc.double() },
      { requiredKeys: [] },
    ),
    sort: fc.constantFrom('relevance', 'rating', 'review_count', 'distance', 'price_asc', 'price_desc', 'best', 1),
    facets: fc.oneof(
      fc.array(fc.constantFrom('cuisine', 'price_range', 'city', 'state', 'rating', 'open_now', 'stars'), {
        maxLength: 8,
      }),
      fc.string(),
    ),
    extra: fc.jsonValue({ maxDepth: 2 }),
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  fc.constant(undefined),
  { weight: 5, arbitrary: searchBody.map((value) => JSON.stringify(value)) },
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('{', '[', 'null', '""', '{"q":', '\u0000', 'x'.repeat(17 * 1024)),
);

const extraHeaders = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'accept',
      'origin',
      'x-forwarded-for',
      'request-id',
      'access-control-request-method',
      'accept-encoding',
      'content-encoding',
      'if-none-match',
      'cookie',
    ),
    fc.stringMatching(/^x-[a-z0-9-]{1,12}$/),
  ),
  fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,30}$/),
  { maxKeys: 3 },
);

const request = fc.record({
  method: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('GET', 'POST') },
    fc.constantFrom('DELETE', 'PUT', 'PATCH', 'HEAD', 'OPTIONS'),
    fc.constantFrom('TRACE', 'PROPFIND', 'SEARCH', 'MKCOL', 'LOCK', 'COPY'),
  ),
  url: path,
  authorization,
  contentType,
  body,
  headers: extraHeaders,
});

describe('the API under random requests', () => {
  it('always answers the envelope with 2xx/4xx and a request id', async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const headers: Record<string, string> = { ...input.headers };
        if (input.authorization !== undefined) {
          headers.authorization =
            input.authorization === 'valid'
              ? `Bearer ${key}`
              : input.authorization === 'revoked'
                ? `Bearer ${revoked}`
                : input.authorization;
        }
        if (input.contentType !== undefined) headers['content-type'] = input.contentType;
        const sendsBody = input.body !== undefined && !['GET', 'HEAD'].includes(input.method);
        const response = await app.inject({
          method: input.method as 'GET',
          url: input.url,
          headers,
          ...(sendsBody && { payload: input.body }),
        });

        const context = `${input.method} ${input.url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        const type = String(response.headers['content-type'] ?? '');
        const outcome =
          response.statusCode < 400
            ? String(response.statusCode)
            : String(/"code":"(\w+)"/.exec(response.body)?.[1] ?? response.statusCode);
        seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
        expect(response.statusCode, context).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, context).toBeLessThan(500);
        expect(String(response.headers['request-id']), context).toMatch(/^req_[0-9A-Za-z]{16}$/);
        expect(
          logged.filter((line) => /"level":(50|60)/.test(line)),
          context,
        ).toEqual([]);
        if (response.body === '') return; // HEAD, 204 (revocation, preflight), 304
        if (!type.startsWith('application/json')) {
          // Only the app's files and pages answer anything but JSON: to GET or HEAD, outside /v1.
          expect(['GET', 'HEAD'], context).toContain(input.method);
          // (The injector normalises the URL as a browser would: '/v1/%2e%2e/x' arrives as '/x'. The origin is
          // prefixed rather than passed as a base, so '//x' stays a path instead of naming a host.)
          expect(new URL(`http://localhost${input.url}`).pathname, context).not.toMatch(/^\/v1(\/|$)/);
          if (response.statusCode === 404) expect(response.body, context).toContain('<div id="root">');
          return;
        }

        const parsed = JSON.parse(response.body) as Record<string, unknown>;
        if (response.statusCode >= 400) {
          expect(Object.keys(parsed), context).toEqual(['error']);
          const error = parsed.error as Record<string, string>;
          const entry = ERROR_CODES[error.code as ErrorCode];
          expect(entry, context).toBeDefined();
          expect(entry.status, context).toBe(response.statusCode);
          expect(error.type, context).toBe(entry.type);
          expect(error.request_id, context).toBe(response.headers['request-id']);
          expect(error.doc_url, context).toMatch(new RegExp(`/docs/errors#${error.code}$`));
          expect(typeof error.message, context).toBe('string');
        } else if (!input.url.startsWith('/v1/openapi.json') && input.url.startsWith('/v1/')) {
          expect(parsed, context).toHaveProperty('data');
        }
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 400), seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) },
    );
    if (process.env.FC_RUNS) console.log(Object.fromEntries([...seen].sort((a, b) => b[1] - a[1])));
    // The random requests reach the routes, not only the gateway's refusals.
    for (const outcome of ['200', 'missing_api_key', 'invalid_api_key', 'route_not_found', 'method_not_allowed']) {
      expect(seen.get(outcome) ?? 0, outcome).toBeGreaterThan(0);
    }
  });
});
