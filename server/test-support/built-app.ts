/**
 * A small stand-in for Vite's dist/ in a temporary folder: index.html with an inline script, a hashed asset with
 * its precompressed copies, public files, and the build manifest that must never be served.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const INLINE_SCRIPT = "document.documentElement.dataset.theme = 'light';";
export const ASSET = '/assets/index-AbC123.js';
export const ASSET_BODY = `console.log(${JSON.stringify('menu atlas '.repeat(300))});`;

export function builtApp(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'menu-atlas-dist-'));
  const write = (path: string, body: string | Buffer) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  };
  write(
    'index.html',
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script>` +
      `<script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>`,
  );
  write(ASSET, ASSET_BODY);
  write(`${ASSET}.br`, brotliCompressSync(ASSET_BODY));
  write(`${ASSET}.gz`, gzipSync(ASSET_BODY));
  write('robots.txt', 'User-agent: *\nDisallow: /v1/\n');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('.vite/manifest.json', '{"index.html":{"file":"assets/index-AbC123.js","isEntry":true}}');
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
