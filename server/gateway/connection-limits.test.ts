/**
 * The socket cap and the timeouts over real sockets: idle sockets (silent, half-sent headers, spare keep-alive)
 * never stop a new client from being served; only when every socket is mid-request is a newcomer refused.
 */
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionLimits } from '../config.ts';
import { authedApp, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';

let fixture: CatalogFixture;
let app: FastifyInstance | undefined;
const sockets: Socket[] = [];
/** What each socket opened by open() has received. */
const received = new Map<Socket, string>();

beforeAll(async () => {
  fixture = await catalogFixture();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
});
afterAll(() => fixture.cleanup());

async function serve(limits: ConnectionLimits): Promise<{ port: number; key: string }> {
  const built = await authedApp({ catalog: fixture.catalog, limits });
  app = built.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as AddressInfo).port, key: built.key };
}

/** Opens a socket and writes `text`; resolves once connected. */
const open = (port: number, text = '') =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      if (text) socket.write(text);
      resolve(socket);
    });
    socket.on('error', () => {});
    socket.once('error', reject);
    // Reading keeps the socket flowing, so the server's close is seen.
    socket.on('data', (chunk) => received.set(socket, (received.get(socket) ?? '') + String(chunk)));
    sockets.push(socket);
  });

/** GET on a new connection (no pooling); resolves with the status, or the error code when refused. */
const fresh = (port: number, path = '/v1/health') =>
  new Promise<number | string>((resolve) => {
    const request = httpRequest({ port, host: '127.0.0.1', path, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: Error & { code?: string }) => resolve(error.code ?? 'error'));
    request.end();
  });

const closed = (socket: Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));

describe('the socket cap', () => {
  it('lets new clients in while idle sockets fill it', async () => {
    const { port } = await serve({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5000,
      maxConnections: 10,
    });
    for (let i = 0; i < 20; i += 1) await open(port, i % 2 ? 'GET /v1/health HTTP/1.1\r\nHost: x\r\n' : '');
    for (let i = 0; i < 5; i += 1) expect(await fresh(port)).toBe(200);
  });

  it('refuses a newcomer only while every socket is in the middle of a request', async () => {
    const { port, key } = await serve({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5000,
      maxConnections: 5,
    });
    const stalled = `POST /v1/search/items HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{`;
    const busy = await Promise.all(Array.from({ length: 5 }, () => open(port, stalled)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await fresh(port)).not.toBe(200);
    busy[0]!.destroy();
    await closed(busy[0]!);
    // The server sees the close a moment after the client does.
    let status = await fresh(port);
    for (let tries = 0; status !== 200 && tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await fresh(port);
    }
    expect(status).toBe(200);
  });
});

describe('timeouts', () => {
  it('close a silent socket, and a spare keep-alive socket, after their timeouts', async () => {
    const { port } = await serve({
      headersTimeoutMs: 300,
      requestTimeoutMs: 600,
      keepAliveTimeoutMs: 300,
      maxConnections: 100,
    });
    const started = performance.now();
    const silent = await open(port);
    await closed(silent);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(received.get(silent)).toMatch(/^HTTP\/1\.1 408 /);

    const keepAlive = await open(port, 'GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await closed(keepAlive);
    // Node adds a one-second grace to the keep-alive timeout.
    expect(performance.now() - started).toBeLessThan(4000);
    expect(received.get(keepAlive)).toMatch(/^HTTP\/1\.1 200 /);
  });
});
