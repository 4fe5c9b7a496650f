/** Compression negotiated per request: brotli first, gzip next, nothing for clients that accept neither. */
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { compressionPlugin, preferredEncoding } from './compression.ts';
import { requestIdPlugin } from './request-id.ts';

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
    // Compressed whole and sent with its length, not streamed in chunks.
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));

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

describe('the encoding', () => {
  it('is the one the client weighs highest, brotli on a tie, none when it accepts neither', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('a one-shot compressor', () => {
  it("keeps its output buffer where compressNow lets it go (node:zlib's `_outBuffer`)", () => {
    const body = JSON.stringify({ data: Array.from({ length: 200 }, (_, id) => ({ id, name: `place ${id}` })) });
    for (const compressed of [brotliCompressSync(body, { info: true }), gzipSync(body, { info: true })]) {
      const { buffer, engine } = compressed as unknown as { buffer: Buffer; engine: { _outBuffer?: unknown } };
      expect(engine._outBuffer).toBeInstanceOf(Buffer);
      // The answer is a view of that buffer, which is why the engine must not keep it.
      expect(buffer.buffer).toBe((engine._outBuffer as Buffer).buffer);
    }
  });
});

describe('answers compressed as a stream', () => {
  let bare: FastifyInstance;
  const big = JSON.stringify({ rows: Array.from({ length: 6000 }, (_, i) => ({ id: i, name: `row ${i}` })) });
  beforeAll(async () => {
    bare = Fastify();
    await bare.register(requestIdPlugin);
    await bare.register(compressionPlugin);
    bare.get('/big', (_, reply) => reply.type('application/json').send(big));
    bare.get('/text', (_, reply) => reply.type('text/csv').send('name\n'.repeat(500)));
    bare.get('/refused', (_, reply) => reply.type('application/json').send(big.slice(0, 4000) + '"}]}'));
    // As the quota does when a count settles as the answer is sent: an app hook, added after compression.
    bare.addHook('onSend', async (request, reply, payload) => {
      if (request.url !== '/refused') return payload;
      reply.code(429);
      return JSON.stringify({ error: { code: 'quota_exceeded' } });
    });
    await bare.ready();
  });
  afterAll(() => bare.close());

  it('are JSON over 128 KiB and text, still compressed to the same bytes', async () => {
    expect(big.length).toBeGreaterThan(128 * 1024);
    const json = await bare.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
    expect(json.headers['content-encoding']).toBe('br');
    expect(json.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(json.rawPayload).toString()).toBe(big);
    const text = await bare.inject({ url: '/text', headers: { 'accept-encoding': 'gzip' } });
    expect(text.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(text.rawPayload).toString()).toBe('name\n'.repeat(500));
  });

  it('carry the answer as finally sent, when a later hook replaced it', async () => {
    const refused = await bare.inject({ url: '/refused', headers: { 'accept-encoding': 'br' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual({ error: { code: 'quota_exceeded' } });
  });
});
