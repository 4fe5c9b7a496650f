/**
 * Serves the built browser app from the API's own address. Only the files the build produced are served, each as
 * its own route (nothing is looked up on disk per request, so no path can walk out of the folder); the app's own
 * routes get index.html; any other path answers 404: the app's "page not found" for a page-like path, the
 * envelope for a file-like one and for everything under /v1 (or any other
 * /vN, which we do not serve). The build manifest (dist/.vite) is never served.
 *
 * Files are held in memory with the brotli and gzip variants the build wrote beside them (tools/vite-precompress.ts);
 * a file without variants is compressed per response by @fastify/compress instead.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_PATTERNS } from '../rules/page-paths.ts';
import { ApiError } from './gateway/errors.ts';

/**
 * The browser app's pages (rules/page-paths.ts, which its router uses too) answer 200 with index.html; any other
 * page-like path still gets index.html (the app shows its own "page not found") but with status 404.
 */
const APP_ROUTES = Object.values(PAGE_PATTERNS);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Variant file suffix → Content-Encoding, in the order of preference. */
const ENCODINGS = [
  ['.br', 'br'],
  ['.gz', 'gzip'],
] as const;

type Encoding = (typeof ENCODINGS)[number][1];

interface Variant {
  body: Buffer;
  etag: string;
}

interface StaticFile {
  type: string;
  cacheControl: string;
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

const etagOf = (body: Buffer, suffix = '') =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}${suffix}"`;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (path) =>
        !relative(dir, path)
          .split(sep)
          .some((part) => part.startsWith('.')),
    );
}

/** Every servable file of the build by URL path, with its precompressed variants. */
function loadFiles(appDir: string): Map<string, StaticFile> {
  const paths = listFiles(appDir);
  const present = new Set(paths);
  const files = new Map<string, StaticFile>();
  for (const path of paths) {
    if (ENCODINGS.some(([suffix]) => path.endsWith(suffix))) continue;
    const urlPath = `/${relative(appDir, path).split(sep).join('/')}`;
    const body = readFileSync(path);
    const encoded: StaticFile['encoded'] = {};
    for (const [suffix, encoding] of ENCODINGS) {
      if (!present.has(path + suffix)) continue;
      const variant = readFileSync(path + suffix);
      encoded[encoding] = { body: variant, etag: etagOf(body, `-${encoding}`) };
    }
    files.set(urlPath, {
      type: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      // Vite fingerprints everything under assets/; the rest (index.html above all) is revalidated each time.
      cacheControl: urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      identity: { body, etag: etagOf(body) },
      encoded,
    });
  }
  return files;
}

/** Whether Accept-Encoding allows `encoding` (named or through `*`, with a q-value above zero). */
function accepts(header: string | undefined, encoding: Encoding): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === encoding) return allowed;
    if (name.trim() === '*') wildcard = allowed;
  }
  return wildcard;
}

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200): FastifyReply {
  const encoding = ENCODINGS.map(([, name]) => name).find(
    (name) => file.encoded[name] && accepts(request.headers['accept-encoding'], name),
  );
  const variant = (encoding && file.encoded[encoding]) || file.identity;
  reply.header('Content-Type', file.type).header('Cache-Control', file.cacheControl).header('ETag', variant.etag);
  if (Object.keys(file.encoded).length > 0) reply.header('Vary', 'Accept-Encoding');
  if (encoding) reply.header('Content-Encoding', encoding);
  const inm = request.headers['if-none-match'];
  if (
    status === 200 &&
    inm !== undefined &&
    inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === variant.etag)
  ) {
    return reply.code(304).send();
  }
  return reply.code(status).send(variant.body);
}

/** A path that names a page rather than a file: no extension in its last segment, nothing unusual in it. */
const looksLikePage = (path: string) => /^(\/[A-Za-z0-9_~%-]+)*\/?$/.test(path) && !/%(2e|2f|5c|00)/i.test(path);

interface StaticApp {
  files: Map<string, StaticFile>;
  index: StaticFile;
  /** index.html as text, for the Content-Security-Policy's script hashes. */
  indexHtml: string;
}

/** The built app in `appDir` (Vite's dist/), or undefined when there is none (API-only tests and tools). */
export function loadStaticApp(appDir: string | undefined): StaticApp | undefined {
  if (appDir === undefined || !existsSync(join(appDir, 'index.html'))) return undefined;
  const files = loadFiles(appDir);
  const index = files.get('/index.html')!;
  return { files, index, indexHtml: index.identity.body.toString('utf8') };
}

/** Any version of the API (/v1, /v2…): a client asking for a version we do not serve wants JSON, not the app. */
const API_PATH = /^\/v\d+(\/|$)/;

export async function registerStaticApp(app: FastifyInstance, staticApp: StaticApp | undefined): Promise<void> {
  if (staticApp) {
    const route = { schema: { hide: true } };
    for (const [urlPath, file] of staticApp.files) {
      app.get(urlPath, route, (request, reply) => send(request, reply, file));
    }
    for (const urlPath of APP_ROUTES)
      app.get(urlPath, route, (request, reply) => send(request, reply, staticApp.index));
  }

  app.setNotFoundHandler({}, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (staticApp && isPageRequest && !API_PATH.test(path) && looksLikePage(path)) {
      return send(request, reply, staticApp.index, 404);
    }
    throw new ApiError('route_not_found', `There is no ${request.method} ${path}.`);
  });
}
