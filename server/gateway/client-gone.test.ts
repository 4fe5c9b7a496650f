/**
 * The signal a route hands to slow work, over real sockets: it aborts when the client leaves before its answer,
 * also when it left while the request was still waiting, and never for a client that got its answer.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { clientGoneSignal } from './client-gone.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const socketClosed = (request: FastifyRequest) =>
  new Promise<void>((resolve) =>
    request.raw.socket.destroyed ? resolve() : request.raw.socket.once('close', resolve),
  );

/**
 * A server whose one route reports its arrival, waits as `beforeAsking` says, takes the signal, then waits
 * `thenWait` ms before answering.
 */
async function serve(beforeAsking: (request: FastifyRequest) => Promise<unknown>, thenWait: number) {
  const signals: AbortSignal[] = [];
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  app = Fastify();
  app.get('/slow', async (request, reply) => {
    arrive();
    await beforeAsking(request);
    const signal = clientGoneSignal(reply);
    signals.push(signal);
    await later(thenWait);
    return { aborted: signal.aborted };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as AddressInfo).port, signals, arrived };
}

/** Sends GET /slow and hangs up once `leave` resolves, or reads the whole answer when there is no `leave`. */
function get(port: number, leave?: Promise<unknown>): Promise<string | undefined> {
  return new Promise((resolve) => {
    const request = httpRequest({ port, host: '127.0.0.1', path: '/slow' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(body));
    });
    request.on('error', () => resolve(undefined));
    request.on('close', () => resolve(undefined));
    request.end();
    void leave?.then(() => request.destroy());
  });
}

const theSignal = async (signals: AbortSignal[]) => {
  await expect.poll(() => signals.length).toBe(1);
  return signals[0]!;
};

it('aborts when the client hangs up while the work is under way', async () => {
  const server = await serve(() => Promise.resolve(), 400);
  await get(
    server.port,
    server.arrived.then(() => later(50)),
  );
  const signal = await theSignal(server.signals);
  await expect.poll(() => signal.aborted).toBe(true);
});

it('is already aborted when the client hung up before the route asked', async () => {
  const server = await serve(socketClosed, 0);
  await get(server.port, server.arrived);
  expect((await theSignal(server.signals)).aborted).toBe(true);
});

it('stays quiet for a client that waits for its answer', async () => {
  const server = await serve(() => Promise.resolve(), 50);
  expect(JSON.parse((await get(server.port)) ?? '')).toEqual({ aborted: false });
  await later(50); // the response's own close, after the answer, must not count as leaving
  expect((await theSignal(server.signals)).aborted).toBe(false);
});
