/** CORS: preflight without a key, Authorization allowed, every rate-limit header exposed, configurable origins. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { EXPOSED_HEADERS } from './quota.ts';

let fixture: CatalogFixture;
beforeAll(async () => {
  fixture = await catalogFixture();
});
afterAll(() => fixture.cleanup());

const preflight = (origin: string, url = '/v1/search/restaurants') => ({
  method: 'OPTIONS' as const,
  url,
  headers: {
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'authorization, content-type',
  },
});

describe('CORS', () => {
  it('answers a preflight from any origin, without a key and without counting', async () => {
    const { app, key } = await authedApp({ catalog: fixture.catalog });
    const response = await app.inject(preflight('https://elsewhere.example'));
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(String(response.headers['access-control-allow-methods'])).toMatch(/POST/);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(response.headers['access-control-max-age']).toBe('7200');
    expect(response.headers['request-id']).toMatch(/^req_/);
    const usage = await app.inject({ url: '/v1/usage', headers: bearer(key) });
    expect(usage.json().data.used).toBe(0);
    await app.close();
  });

  it('exposes every rate-limit header, Request-Id and Retry-After to the browser', async () => {
    const { app, key } = await authedApp({ catalog: fixture.catalog });
    const response = await app.inject({
      url: '/v1/stats/top-cuisines',
      headers: { ...bearer(key), origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBe(200);
    const exposed = String(response.headers['access-control-expose-headers']).split(/,\s*/);
    for (const header of [
      'Request-Id',
      'Retry-After',
      'RateLimit',
      'RateLimit-Policy',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Used',
      'X-RateLimit-Reset',
    ]) {
      expect(exposed).toContain(header);
    }
    expect(exposed).toEqual(EXPOSED_HEADERS);
    // Errors carry the CORS headers too, so a browser can read the envelope.
    const error = await app.inject({ url: '/v1/stats/top-cuisines', headers: { origin: 'https://elsewhere.example' } });
    expect(error.statusCode).toBe(401);
    expect(error.headers['access-control-allow-origin']).toBe('*');
    await app.close();
  });

  it('allows only the configured origins when there are some', async () => {
    const { app } = await authedApp({ catalog: fixture.catalog, corsOrigins: ['https://app.example.com'] });
    const allowed = await app.inject(preflight('https://app.example.com'));
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(allowed.headers.vary).toMatch(/Origin/);
    const refused = await app.inject(preflight('https://evil.example'));
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });
});
