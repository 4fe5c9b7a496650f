/**
 * Response compression (@fastify/compress): brotli, else gzip, for JSON and text over 1 KiB. Brotli at quality 4
 * (the plugin's default) compresses a search answer about as small as gzip -9 at a fraction of quality 11's
 * cost; the app's files are compressed once at build time instead (tools/vite-precompress.ts). Request bodies are
 * never decompressed: a 16 KiB limit on compressed bytes would let a small upload expand without bound.
 */
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
  },
  { name: 'compression', fastify: '5.x', dependencies: ['request-id'] },
);
