/**
 * A Vite build step: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of
 * the build, which server/static-app.ts serves as they are. Compressing once at build time with the slowest,
 * smallest settings costs nothing per request (docs/toolchain.md, "Compression": `npm run bench:compression`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressFile(path: string): Promise<void> {
  const body = readFileSync(path);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  if (br.length < body.length) writeFileSync(`${path}.br`, br);
  if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'menu-atlas:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir); // an absolute --outDir stays as it is
    },
    async closeBundle() {
      const files = readdirSync(outDir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && !entry.parentPath.includes(`${outDir}/.`))
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((path) => COMPRESSIBLE.has(extname(path)) && readFileSync(path).length >= MIN_BYTES);
      await Promise.all(files.map(compressFile));
    },
  };
}
