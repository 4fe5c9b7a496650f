/** Compression negotiated per request: brotli first, gzip next, nothing for clients that accept neither. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;

beforeAll(async () => {
  fixture = await catalogFixture();
  ({ app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 1000 }));
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const search = (acceptEncoding?: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/search/restaurants',
    headers: { ...bearer(key), ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }) },
    payload: { q: 'pizza', limit: 20 },
  });

describe('JSON responses', () => {
  it('are compressed with brotli or gzip as the client accepts, to the same document', async () => {
    const plain = await search('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = (plain.json() as { data: unknown[] }).data;
    expect(document.length).toBe(20);

    const br = await search('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data).toEqual(document);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await search('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).data).toEqual(document);

    expect((await search()).headers['content-encoding']).toBeUndefined();
  });

  it('are left alone when too small to gain', async () => {
    const health = await app.inject({ url: '/v1/health', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('request bodies are never decompressed: a gzip body is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/search/restaurants',
      headers: { ...bearer(key), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { code: string } }).error.code).toBe('invalid_json');
  });
});
