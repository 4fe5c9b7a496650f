/** Configuration from environment variables, read once at start-up; every default works with no setup. */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/** The free plan's monthly quota (the specification's 1,000) and the sign-up throttle, unless configured. */
export const DEFAULT_QUOTA_LIMIT = 1000;
export const DEFAULT_SIGNUP_LIMIT_PER_HOUR = 20;
/**
 * Catalog threads run at a lower priority than the HTTP thread: with every core searching, accepting connections
 * and answering health still come first (bench:load: health p50 during heavy searches 10–20 ms instead of 35–137).
 */
const DEFAULT_CATALOG_THREAD_NICE = 10;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  datasetScale: number;
  datasetSeed: number;
  /** Requests per key per calendar month (UTC). */
  quotaLimit: number;
  /** Keys one client address may create per hour. */
  signupLimitPerHour: number;
  /** Origins allowed to call the API from a browser: '*' or a list. */
  corsOrigins: '*' | string[];
  /** Take the client address from X-Forwarded-For (set when behind a reverse proxy). */
  trustProxy: boolean;
  /** Where doc_url points; by default the address each request came to. */
  publicBaseUrl: string | undefined;
  logLevel: string;
  /** Worker threads that run catalog queries; 0 runs them on the HTTP thread. */
  catalogThreads: number;
  /** Catalog calls that may wait for a free thread before new requests are refused with 503. */
  catalogQueueLimit: number;
  /** Added to the catalog threads' nice value, so the HTTP thread is scheduled first. */
  catalogThreadNice: number;
}

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, valid: (value: number) => boolean): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !valid(value)) throw new Error(`${name}=${raw} is not valid`);
  return value;
}

/** CORS_ORIGINS: unset, empty or '*' for any origin; otherwise origins separated by commas. */
function corsOrigins(raw: string | undefined): '*' | string[] {
  const origins = (raw ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return origins.length === 0 || origins.includes('*') ? '*' : origins;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: numberFrom(env, 'PORT', 8080, (v) => Number.isInteger(v) && v >= 0 && v < 65536),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR?.trim() || 'data'),
    datasetScale: numberFrom(env, 'DATASET_SCALE', 1, (v) => v > 0 && v <= 2),
    datasetSeed: numberFrom(env, 'DATASET_SEED', 20261121, (v) => Number.isInteger(v) && v >= 0),
    quotaLimit: numberFrom(env, 'QUOTA_LIMIT', DEFAULT_QUOTA_LIMIT, (v) => Number.isInteger(v) && v >= 1),
    signupLimitPerHour: numberFrom(
      env,
      'SIGNUP_LIMIT_PER_HOUR',
      DEFAULT_SIGNUP_LIMIT_PER_HOUR,
      (v) => Number.isInteger(v) && v >= 1,
    ),
    corsOrigins: corsOrigins(env.CORS_ORIGINS),
    trustProxy: /^(1|true|yes)$/i.test(env.TRUST_PROXY?.trim() ?? ''),
    publicBaseUrl: env.PUBLIC_BASE_URL?.trim().replace(/\/+$/, '') || undefined,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    catalogThreads: numberFrom(env, 'CATALOG_THREADS', availableParallelism(), (v) => Number.isInteger(v) && v >= 0),
    catalogQueueLimit: numberFrom(env, 'CATALOG_QUEUE_LIMIT', 64, (v) => Number.isInteger(v) && v >= 1),
    catalogThreadNice: numberFrom(
      env,
      'CATALOG_THREAD_NICE',
      DEFAULT_CATALOG_THREAD_NICE,
      (v) => Number.isInteger(v) && v >= 0 && v <= 19,
    ),
  };
}
