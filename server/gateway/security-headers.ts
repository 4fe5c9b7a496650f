/**
 * Security headers (Helmet). Pages and their assets get a strict Content-Security-Policy: scripts only
 * from our origin plus the one inline script of index.html (the theme set before first paint), allowed by its
 * hash, computed here from the served file so editing the script can never silently break the app. The API's
 * JSON gets the subset that matters for data: nosniff, no referrer, and a policy that runs nothing.
 * HSTS is sent only when the service is reached over HTTPS (PUBLIC_BASE_URL, or a trusted proxy saying so).
 *
 * Each policy becomes its middleware once, here. @fastify/helmet built Helmet anew for every request, and what it
 * built kept the request, the response and its headers alive past every young collection until the next full one,
 * so the HTTP thread met full collections far more often (how much: docs/toolchain.md, "V8 and the first requests").
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** `'sha256-…'` sources for every inline script (one without `src`) of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

function pagePolicy(scriptHashes: string[], imageSources: string[]): HelmetOptions {
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
const API_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
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
    const scriptHashes = options.indexHtml ? inlineScriptHashes(options.indexHtml) : [];
    const pageHeaders = helmet(pagePolicy(scriptHashes, options.imageSources ?? []));
    const apiHeaders = helmet(API_POLICY);
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/v1/')) route.config = { ...route.config, apiHeaders: true };
    });
    app.addHook('onRequest', (request, reply, done) => {
      // Helmet's middleware sets its headers at once and throws rather than pass an error on.
      (request.routeOptions.config.apiHeaders ? apiHeaders : pageHeaders)(request.raw, reply.raw, () => undefined);
      // request.protocol is 'https' only when the socket is TLS or a trusted proxy's X-Forwarded-Proto says so.
      if (options.httpsOnly || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x', dependencies: ['request-id'] },
);
