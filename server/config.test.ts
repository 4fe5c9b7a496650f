/** Start-up configuration: defaults that work with nothing set, and clear refusals of unsafe or malformed values. */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS, DEFAULT_PUBLIC_BASE_URL, readConfig } from './config.ts';

describe('readConfig', () => {
  it('works with nothing set', () => {
    const config = readConfig({});
    expect(config.trustProxy).toBe(false);
    expect(config.publicBaseUrl).toBe(DEFAULT_PUBLIC_BASE_URL);
    expect(config.limits).toEqual(DEFAULT_CONNECTION_LIMITS);
  });

  it('reads DATASET_SCALE up to the whole market (6), and refuses more, none or less', () => {
    expect(readConfig({}).datasetScale).toBe(1);
    for (const scale of ['0.01', '2', '5', '6'])
      expect(readConfig({ DATASET_SCALE: scale }).datasetScale).toBe(Number(scale));
    for (const scale of ['6.5', '0', '-1', 'big']) {
      expect(() => readConfig({ DATASET_SCALE: scale }), scale).toThrow(`DATASET_SCALE=${scale} is not valid`);
    }
  });

  it('reads TRUST_PROXY as a hop count or as proxy addresses and ranges', () => {
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses to trust every peer, and names what to set instead', () => {
    for (const value of ['true', 'TRUE', 'yes', '*']) {
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(/hop count|number of proxies/);
    }
  });

  it('refuses TRUST_PROXY entries that are not addresses or ranges', () => {
    for (const value of ['10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '1.5', '10.0.0.1/8/2']) {
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('derives the public base URL from the listening address unless PUBLIC_BASE_URL is set', () => {
    expect(readConfig({ PORT: '9000' }).publicBaseUrl).toBe('http://127.0.0.1:9000');
    expect(readConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicBaseUrl).toBe('http://localhost:9000');
    expect(readConfig({ HOST: '::1' }).publicBaseUrl).toBe('http://[::1]:8080');
    expect(readConfig({ PUBLIC_BASE_URL: 'https://api.example.com/' }).publicBaseUrl).toBe('https://api.example.com');
    for (const value of ['api.example.com', 'ftp://x.example', 'https://x.example/?a=1']) {
      expect(() => readConfig({ PUBLIC_BASE_URL: value }), value).toThrow(/PUBLIC_BASE_URL/);
    }
  });

  it('reads the timeouts and the socket cap', () => {
    const config = readConfig({
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '20000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      MAX_CONNECTIONS: '500',
    });
    expect(config.limits).toEqual({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 20000,
      keepAliveTimeoutMs: 65000,
      maxConnections: 500,
    });
    expect(() => readConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '1.5' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => readConfig({ HEADERS_TIMEOUT_MS: '60000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });

  it('reads CATALOG_PATH as an absolute path, and leaves it unset (the sample) when empty', () => {
    expect(readConfig({ CATALOG_PATH: 'imports/uber-eats.sqlite' }).catalogPath).toBe(
      resolve('imports/uber-eats.sqlite'),
    );
    expect(readConfig({}).catalogPath).toBeUndefined();
    expect(readConfig({ CATALOG_PATH: '  ' }).catalogPath).toBeUndefined();
  });
});
