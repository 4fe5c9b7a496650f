/**
 * Security headers: the pages' Content-Security-Policy allows exactly the inline script index.html carries (by
 * its hash), the API's JSON carries the subset that matters, CORS keeps working, and HSTS appears only over HTTPS.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { builtApp, INLINE_SCRIPT } from '../test-support/built-app.ts';
import { catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { inlineScriptHashes } from './security-headers.ts';

let fixture: CatalogFixture;
let dist: ReturnType<typeof builtApp>;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = await catalogFixture();
  dist = builtApp();
  app = await buildApp({ catalog: fixture.catalog, appDir: dist.dir, trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await app.close();
  dist.cleanup();
  fixture.cleanup();
});

const policy = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );

describe('pages', () => {
  it('carry a strict CSP whose script hash is the inline script of the served index.html', async () => {
    const response = await app.inject({ url: '/' });
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(policy(response.headers['content-security-policy'])).toEqual({
      'default-src': "'self'",
      'script-src': `'self' 'sha256-${hash}'`,
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self' data:",
      'connect-src': "'self' http: https:",
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'object-src': "'none'",
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('hash only inline scripts, each as the browser reads it', () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const html = '<script>a()</script><script type="module" src="/x.js"></script><SCRIPT nonce="n">\n b() \n</SCRIPT>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\n b() \n')]);
  });
});

describe('API responses', () => {
  it('carry nosniff, no referrer and a policy that runs nothing; CORS unchanged', async () => {
    const response = await app.inject({ url: '/v1/health', headers: { origin: 'https://elsewhere.example' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['cross-origin-resource-policy']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('HSTS', () => {
  it('is sent when a trusted proxy says the request came over HTTPS, and only then', async () => {
    const https = await app.inject({ url: '/v1/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    const untrusted = await buildApp({ catalog: fixture.catalog });
    const spoofed = await untrusted.inject({ url: '/v1/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    await untrusted.close();
  });

  it('is always sent when the public base URL is HTTPS', async () => {
    const behindTls = await buildApp({ catalog: fixture.catalog, publicBaseUrl: 'https://api.example.com' });
    for (const url of ['/v1/health', '/v1/nowhere']) {
      expect((await behindTls.inject({ url })).headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
    await behindTls.close();
  });
});
