/**
 * The browser app as served: only the build's files, the app's routes, real 404s for everything else (never a
 * 500, never a file outside the build), precompressed variants by Accept-Encoding, and cache headers.
 */
import { connect, type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATTERNS } from '../rules/page-paths.ts';
import { buildApp } from './app.ts';
import { ASSET, ASSET_BODY, builtApp } from './test-support/built-app.ts';
import { catalogFixture, type CatalogFixture } from './test-support/catalog-fixture.ts';
import { expectError } from './test-support/expect-error.ts';

let fixture: CatalogFixture;
let dist: ReturnType<typeof builtApp>;
let app: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  fixture = await catalogFixture();
  dist = builtApp();
  const stream = { write: (line: string) => logged.push(line) };
  app = await buildApp({ catalog: fixture.catalog, appDir: dist.dir, logger: { level: 'info', stream } });
});
afterAll(async () => {
  await app.close();
  dist.cleanup();
  fixture.cleanup();
});

const TRAVERSALS = [
  '/assets/missing.js',
  '/..%2f..%2fetc%2fpasswd',
  '/assets/../../package.json',
  '/../../../etc/passwd',
  '/assets/..%2f..%2fpackage.json',
  '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
  '/%2e%2e/%2e%2e/package.json',
  '/%2e%2e%2f',
  '/a/..%5c..%5cpackage.json',
  '/..\\..\\package.json',
  '/..;/package.json',
  '/%00',
  '/assets/index-AbC123.js%00.html',
  '/%C0%AE%C0%AE/package.json',
  '//etc/passwd',
  '/.env',
  '/.git/config',
  '/.vite/manifest.json',
  '/server/main.ts',
  '/package.json',
];

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('the app routes', () => {
  it('are the pages of the shared route table, each answered with index.html and 200', async () => {
    for (const pattern of Object.values(PAGE_PATTERNS)) {
      const url = pattern.replace(/:\w+/g, 'x');
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('answer index.html with 200, revalidated on every visit', async () => {
    for (const url of [
      '/',
      '/restaurants?q=pizza',
      '/restaurants/rst_abc',
      '/stats/TX/San%20Antonio',
      '/docs/errors',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers unknown API paths of any version with the JSON 404 envelope, not the app', async () => {
    for (const url of ['/v2/health', '/v2', '/v1/nowhere', '/v10/restaurants/rst_abc']) {
      expectError(await get(url), 'route_not_found');
    }
  });

  it('other page-like paths get the app (its own "page not found") with status 404', async () => {
    for (const url of ['/nowhere', '/restaurants/a/b', '/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
    }
  });
});

describe('files', () => {
  it('serve the build and the public files, never the build manifest', async () => {
    expect((await get('/robots.txt')).body).toContain('Disallow: /v1/');
    expect((await get('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await get('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
    expectError(await get('/.vite/manifest.json'), 'route_not_found');
  });

  it('answer unknown files and every traversal form with a 404 envelope, never 500 nor a logged stack', async () => {
    for (const url of ['/favicon.png', ...TRAVERSALS]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      if (response.headers['content-type']?.toString().startsWith('application/json')) {
        expectError(response, 'route_not_found');
      }
      expect(response.body).not.toMatch(/"dependencies"|root:|\[core\]/);
    }
    expect(logged.join('\n')).not.toMatch(/"level":50|stack/);
  });

  it('answer traversal forms sent raw over a socket (no URL normalisation on the way) with 404', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    for (const path of TRAVERSALS) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (chunk) => (text += String(chunk)));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer, path).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer, path).not.toMatch(/"dependencies"|root:x|\[core\]/);
    }
    expect(logged.join('\n')).not.toMatch(/"level":50|stack/);
  });

  it('serve hashed assets for a year, immutable; the precompressed copy the client accepts', async () => {
    const br = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_BODY);

    const gz = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET_BODY);

    for (const acceptEncoding of ['identity', 'br;q=0, gzip;q=0', '']) {
      const plain = await get(ASSET, { 'accept-encoding': acceptEncoding });
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.body).toBe(ASSET_BODY);
    }
    expect(new Set([br.headers.etag, gz.headers.etag]).size).toBe(2);
  });

  it('answer a revalidation with 304', async () => {
    const first = await get(ASSET, { 'accept-encoding': 'br' });
    const again = await get(ASSET, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answer HEAD like GET, without a body', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
