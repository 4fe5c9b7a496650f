/**
 * CORS for browsers on other origins (docs/api-decisions.md, CORS). Preflights are answered in an onRequest
 * hook, before authentication, since browsers send them without the Authorization header.
 */
import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';
import { EXPOSED_HEADERS } from './quota.ts';

/** '*' for any origin, or the exact origins allowed (e.g. ['https://app.example.com']). */
export type CorsOrigins = '*' | string[];

export const corsPlugin = fp<{ origins: CorsOrigins }>(
  async (app, { origins }) => {
    await app.register(fastifyCors, {
      origin: origins,
      methods: ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Suggest-Session'],
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: 7200,
      // Every OPTIONS gets an empty 204 (never the plugin's plain-text 400), so no response leaves the envelope.
      strictPreflight: false,
    });
  },
  { name: 'cors', fastify: '5.x', dependencies: ['request-id'] },
);
