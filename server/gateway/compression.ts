/**
 * Response compression: brotli, else gzip, for JSON and text over 1 KiB. Brotli at quality 4 compresses a search
 * answer about as small as gzip -9 at a fraction of quality 11's cost; the app's files are compressed once at build
 * time instead (tools/vite-precompress.ts). Request bodies are never decompressed: a 16 KiB limit on compressed
 * bytes would let a small upload expand without bound.
 *
 * A JSON answer of up to 128 KiB (every search, record and statistics answer) is compressed at once on the event
 * loop and sent with its length: at that size compressing costs less than the trip through zlib's thread pool that
 * a stream takes. @fastify/compress compresses the rest, as such a stream. The figures behind both choices are in
 * docs/toolchain.md ("Compression").
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** Smaller answers gain too little to be worth compressing. */
const MIN_BYTES = 1024;
/** Brotli's quality, for answers compressed at once and streamed alike. */
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 4 };
/** Larger answers are compressed as a stream, so no one answer holds the event loop long. */
const MAX_BYTES_AT_ONCE = 128 * 1024;

/**
 * The encoding to answer in, by the client's Accept-Encoding: the one it accepts with the highest weight, brotli on
 * a tie; null when it accepts neither.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [token = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (token) weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | null = null;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (best === null || weight > (weights.get(best) ?? weights.get('*') ?? 0))) best = encoding;
  }
  return best;
}

/** What a one-shot compression answers when asked with `info: true`; Node's types know only the buffer. */
interface CompressedWithEngine {
  buffer: Buffer;
  /** `_outBuffer` is the engine's own output buffer (node:zlib); compression.test.ts fails if a release renames it. */
  engine: { _outBuffer?: Buffer };
}

/**
 * Node's one-shot compressor outlives every young collection until the next full one (its native handle keeps it),
 * and with it the output buffer of 16 KiB or more it allocated. One answer a request, those buffers brought the HTTP
 * thread's full collections much nearer (docs/toolchain.md), so the engine is asked for and made to let its buffer
 * go; the answer, a view of that buffer, lives as long as the response.
 */
function compressNow(body: string | Buffer, bytes: number, encoding: Encoding): Buffer {
  const compressed = (encoding === 'br'
    ? brotliCompressSync(body, { info: true, params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: bytes } })
    : gzipSync(body, { info: true })) as unknown as CompressedWithEngine;
  compressed.engine._outBuffer = undefined;
  return compressed.buffer;
}

function withVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
}

/** Compresses a small JSON answer at once; anything else is left to the plugin. */
async function compressSmallJson(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  const bytes = Buffer.byteLength(payload);
  if (bytes < MIN_BYTES || bytes > MAX_BYTES_AT_ONCE) return payload;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  withVary(reply);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressNow(payload, bytes, encoding);
}

export const compressionPlugin = fp(
  async (app) => {
    // A route's own onSend hooks run after the app's, so the answer compressed is the final one: the quota's hook
    // may still replace it with a refusal. Added before the plugin's own, which leaves an answer that already has a
    // Content-Encoding alone.
    app.addHook('onRoute', (route) => {
      route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), compressSmallJson];
    });
    await app.register(fastifyCompress, {
      encodings: [...ENCODINGS],
      threshold: MIN_BYTES,
      brotliOptions: { params: BROTLI_PARAMS },
      globalDecompression: false,
    });
  },
  { name: 'compression', fastify: '5.x', dependencies: ['request-id'] },
);
