/** Configuration from environment variables, read once at start-up; every default works with no setup. */
import { isIP } from 'node:net';
import { mapTilesFrom, type MapTiles } from './map-tiles.ts';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { FREE_TIER_MONTHLY_REQUESTS } from '../rules/limits.ts';
import { isDatasetScale } from './dataset/scale.ts';

/** The sign-up throttle, unless configured. */
export const DEFAULT_SIGNUP_LIMIT_PER_HOUR = 20;
/** Where doc_url points when nothing says otherwise: the default listening address. */
export const DEFAULT_PUBLIC_BASE_URL = 'http://127.0.0.1:8080';

/**
 * How long a client may take and how many sockets it may hold. Slow or idle clients are cut off so that they
 * cannot hold the server's sockets (and file descriptors) away from everyone else.
 */
export interface ConnectionLimits {
  /** The request line and headers must arrive within this time (an idle new socket is closed after it). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this time: a stalled upload gets 408 and is closed. */
  requestTimeoutMs: number;
  /** An idle keep-alive socket is closed after this time. */
  keepAliveTimeoutMs: number;
  /** Open sockets at most; beyond it, idle sockets make room for new clients, or the new socket is refused. */
  maxConnections: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 10_000,
  maxConnections: 10_000,
};

/**
 * Which peers may tell the client's address in X-Forwarded-For: `false` (none, the default), a number of proxy
 * hops in front of the server, or the proxies' addresses and CIDR ranges. Never "any peer": that would let every
 * client choose its own address and walk past the sign-up throttle.
 */
export type TrustProxy = false | number | string[];
/**
 * Catalog threads run at a lower priority than the HTTP thread: with every core searching, accepting connections
 * and answering health still come first (what bench:load measured is in docs/architecture.md).
 */
const DEFAULT_CATALOG_THREAD_NICE = 10;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A catalog file to serve (CATALOG_PATH), such as an imported dataset; unset: the sample, built in dataDir. */
  catalogPath: string | undefined;
  datasetScale: number;
  datasetSeed: number;
  /** Requests per key per calendar month (UTC). */
  quotaLimit: number;
  /** Keys one client address may create per hour. */
  signupLimitPerHour: number;
  /** Origins allowed to call the API from a browser: '*' or a list. */
  corsOrigins: '*' | string[];
  trustProxy: TrustProxy;
  /** PostgreSQL for keys and quota counters shared by several nodes; unset: the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** The public address of the service: base of every doc_url, and HTTPS there turns HSTS on. */
  publicBaseUrl: string;
  limits: ConnectionLimits;
  logLevel: string;
  /** Worker threads that run catalog queries; 0 runs them on the HTTP thread. */
  catalogThreads: number;
  /** Catalog calls that may wait for a free thread before new requests are refused with 503. */
  catalogQueueLimit: number;
  /** Added to the catalog threads' nice value, so the HTTP thread is scheduled first. */
  catalogThreadNice: number;
  /** Street-map tiles under the app's maps (MAP_TILE_URL); null: the shipped US outlines only. */
  mapTiles: MapTiles | null;
}

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, valid: (value: number) => boolean): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !valid(value)) throw new Error(`${name}=${raw} is not valid`);
  return value;
}

const positiveInteger = (v: number) => Number.isInteger(v) && v >= 1;

/** CORS_ORIGINS: unset, empty or '*' for any origin; otherwise origins separated by commas. */
function corsOrigins(raw: string | undefined): '*' | string[] {
  const origins = (raw ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return origins.length === 0 || origins.includes('*') ? '*' : origins;
}

/** DATABASE_URL: unset or empty for the embedded store; otherwise a postgres:// or postgresql:// URL. */
function databaseUrl(raw: string | undefined): string | undefined {
  const url = raw?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\/./.test(url)) throw new Error('DATABASE_URL must be a postgres:// URL');
  return url;
}

/** proxy-addr's names for well-known ranges, accepted beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset or `false` (nobody), a hop count (`1` = one proxy in front), or addresses/CIDRs, comma-separated. */
function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || /^(false|no|off)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  if (/^(true|yes|on|\*|all)$/i.test(value)) {
    throw new Error(
      `TRUST_PROXY=${value} would believe any client's X-Forwarded-For. Set the number of proxies in front of the ` +
        'server (TRUST_PROXY=1 for one reverse proxy) or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16).',
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
  if (invalid.length > 0) {
    throw new Error(
      `TRUST_PROXY: ${invalid.map((entry) => `'${entry}'`).join(', ')} is not a hop count, an IP address or a CIDR range.`,
    );
  }
  return entries;
}

/** PUBLIC_BASE_URL, or the listening address itself (a wildcard address reads as localhost). */
function publicBaseUrl(raw: string | undefined, host: string, port: number): string {
  const value = raw?.trim().replace(/\/+$/, '');
  if (value) {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
      throw new Error(`PUBLIC_BASE_URL=${value} is not an http(s) URL such as https://api.example.com`);
    }
    return value;
  }
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function connectionLimits(env: NodeJS.ProcessEnv): ConnectionLimits {
  const defaults = DEFAULT_CONNECTION_LIMITS;
  const limits: ConnectionLimits = {
    headersTimeoutMs: numberFrom(env, 'HEADERS_TIMEOUT_MS', defaults.headersTimeoutMs, positiveInteger),
    requestTimeoutMs: numberFrom(env, 'REQUEST_TIMEOUT_MS', defaults.requestTimeoutMs, positiveInteger),
    keepAliveTimeoutMs: numberFrom(env, 'KEEP_ALIVE_TIMEOUT_MS', defaults.keepAliveTimeoutMs, positiveInteger),
    maxConnections: numberFrom(env, 'MAX_CONNECTIONS', defaults.maxConnections, positiveInteger),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error('HEADERS_TIMEOUT_MS may not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)');
  }
  return limits;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = numberFrom(env, 'PORT', 8080, (v) => Number.isInteger(v) && v >= 0 && v < 65536);
  const host = env.HOST?.trim() || '127.0.0.1';
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR?.trim() || 'data'),
    catalogPath: env.CATALOG_PATH?.trim() ? resolve(env.CATALOG_PATH.trim()) : undefined,
    datasetScale: numberFrom(env, 'DATASET_SCALE', 1, isDatasetScale),
    datasetSeed: numberFrom(env, 'DATASET_SEED', 20261121, (v) => Number.isInteger(v) && v >= 0),
    quotaLimit: numberFrom(env, 'QUOTA_LIMIT', FREE_TIER_MONTHLY_REQUESTS, positiveInteger),
    signupLimitPerHour: numberFrom(env, 'SIGNUP_LIMIT_PER_HOUR', DEFAULT_SIGNUP_LIMIT_PER_HOUR, positiveInteger),
    corsOrigins: corsOrigins(env.CORS_ORIGINS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    publicBaseUrl: publicBaseUrl(env.PUBLIC_BASE_URL, host, port),
    limits: connectionLimits(env),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    catalogThreads: numberFrom(env, 'CATALOG_THREADS', availableParallelism(), (v) => Number.isInteger(v) && v >= 0),
    catalogQueueLimit: numberFrom(env, 'CATALOG_QUEUE_LIMIT', 64, (v) => Number.isInteger(v) && v >= 1),
    catalogThreadNice: numberFrom(
      env,
      'CATALOG_THREAD_NICE',
      DEFAULT_CATALOG_THREAD_NICE,
      (v) => Number.isInteger(v) && v >= 0 && v <= 19,
    ),
    mapTiles: mapTilesFrom(env.MAP_TILE_URL, env.MAP_TILE_ATTRIBUTION),
  };
}
