/**
 * Conditional requests on the answers a client may keep (docs/api-decisions.md, "Caching"): restaurant, menu and
 * statistics reads, marked `config: { cacheable: true }`. Each carries a strong ETag and
 * `Cache-Control: private, max-age=300`; an `If-None-Match` that names the current tag answers 304 without running
 * the route, and the quota does not count it (nor any HEAD request).
 *
 * The tag is a hash of the served catalog's identity, the request's path and query, and the encoding the answer
 * will be sent in. A read answers the same bytes for the same catalog and URL, so the tag can be known before the
 * route runs: that is what lets the quota, which counts in onRequest, leave a 304 uncounted. The catalog in the
 * hash makes every tag change when another catalog is served; the encoding keeps a brotli and a plain answer from
 * sharing a strong tag.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { catalogIdentity, type Catalog, type CatalogDescription } from '../catalog/catalog.ts';
import { preferredEncoding } from './compression.ts';

const CACHE_CONTROL = 'private, max-age=300';

function entityTag(catalog: CatalogDescription, url: string, encoding: string | null): string {
  const identity = JSON.stringify([catalogIdentity(catalog), url, encoding]);
  return `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 If-None-Match: `*`, or a list of tags compared weakly (a `W/` prefix is ignored). */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/** Whether this request is answered without being counted: a HEAD, or a read whose client already holds it. */
export function isUncounted(request: FastifyRequest): boolean {
  return request.method === 'HEAD' || request.notModified;
}

export const conditionalRequestsPlugin = fp<{ catalog: Catalog }>(
  async (app, { catalog }) => {
    app.decorateRequest('etag', null);
    app.decorateRequest('notModified', false);

    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.cacheable !== true) return;
      // A catalog that cannot say what it is cannot answer either: the route's own 503 follows, counted as usual.
      const description = await catalog.describe().catch(() => null);
      if (!description) return;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      request.etag = entityTag(description, request.url, encoding);
      request.notModified = matchesIfNoneMatch(request.headers['if-none-match'], request.etag);
    });

    // After authentication and the quota's report, so a 304 still needs a valid key and carries its headers.
    app.addHook('preHandler', async (request, reply) => {
      if (!request.notModified) return;
      return reply.code(304).headers({ ETag: request.etag!, 'Cache-Control': CACHE_CONTROL }).send();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.etag !== null && reply.statusCode === 200) {
        reply.headers({ ETag: request.etag, 'Cache-Control': CACHE_CONTROL });
      }
      return payload;
    });
  },
  { name: 'conditional-requests', fastify: '5.x', dependencies: ['request-id'] },
);
