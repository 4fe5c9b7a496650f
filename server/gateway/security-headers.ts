/**
 * Security headers (@fastify/helmet). Pages and their assets get a strict Content-Security-Policy: scripts only
 * from our origin plus the one inline script of index.html (the theme set before first paint), allowed by its
 * hash, computed here from the served file so editing the script can never silently break the app. The API's
 * JSON gets the subset that matters for data: nosniff, no referrer, and a policy that runs nothing.
 * HSTS is sent only when the service is reached over HTTPS (PUBLIC_BASE_URL, or a trusted proxy saying so).
 */
import { createHash } from 'node:crypto';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';

/** `'sha256-…'` sources for every inline script (one without `src`) of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

function pagePolicy(scriptHashes: string[], imageSources: string[]): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...scriptHashes],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...imageSources],
        'font-src': ["'self'", 'data:'],
        // The app can be pointed at any API address (Settings), so it may connect anywhere over HTTP(S).
        'connect-src': ["'self'", 'http:', 'https:'],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  };
}

/** What JSON needs: nosniff (on by default), no referrer, nothing to run or frame. */
const API_POLICY: Omit<FastifyHelmetOptions, 'global'> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

const HSTS = 'max-age=31536000';

export interface SecurityHeaderOptions {
  /** The served index.html, whose inline scripts the policy allows; absent when no app is served. */
  indexHtml: string | undefined;
  /** Every request arrives over HTTPS (PUBLIC_BASE_URL is https://…). */
  httpsOnly: boolean;
  /** Hosts pages may load images from besides their own origin: the configured map tile server. */
  imageSources?: string[];
}

export const securityHeadersPlugin = fp<SecurityHeaderOptions>(
  async (app, options) => {
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/v1/') && route.helmet === undefined) route.helmet = API_POLICY;
    });
    const scriptHashes = options.indexHtml ? inlineScriptHashes(options.indexHtml) : [];
    await app.register(fastifyHelmet, pagePolicy(scriptHashes, options.imageSources ?? []));
    // request.protocol is 'https' only when the socket is TLS or a trusted proxy's X-Forwarded-Proto says so.
    app.addHook('onRequest', async (request, reply) => {
      if (options.httpsOnly || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    });
  },
  { name: 'security-headers', fastify: '5.x', dependencies: ['request-id'] },
);
