/**
 * The signal a route hands to slow work, over real sockets: it aborts when the client leaves before its answer,
 * also when it left while the request was still waiting, and never for a client that got its answer.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { clientGoneSignal } from './client-gone.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server whose one route takes the signal after `waitBefore` ms, then answers after `waitAfter` ms. */
async function serve(waitBefore: number, waitAfter: number) {
  const signals: AbortSignal[] = [];
  app = Fastify();
  app.get('/slow', async (_request, reply) => {
    await later(waitBefore);
    const signal = clientGoneSignal(reply);
    signals.push(signal);
    await later(waitAfter);
    return { aborted: signal.aborted };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as AddressInfo).port, signals };
}

/** Sends GET /slow and hangs up after `leaveAfter` ms, or reads the answer when `leaveAfter` is undefined. */
function get(port: number, leaveAfter?: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const request = httpRequest({ port, host: '127.0.0.1', path: '/slow' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(body));
    });
    request.on('error', () => resolve(undefined));
    request.end();
    if (leaveAfter !== undefined) setTimeout(() => request.destroy(), leaveAfter);
  });
}

const settled = async (signals: AbortSignal[]) => {
  await expect.poll(() => signals.length).toBe(1);
  return signals[0]!;
};

it('aborts when the client hangs up while the work is under way', async () => {
  const { port, signals } = await serve(0, 400);
  await get(port, 100);
  const signal = await settled(signals);
  await expect.poll(() => signal.aborted).toBe(true);
});

it('is already aborted when the client hung up before the route asked', async () => {
  const { port, signals } = await serve(300, 0);
  await get(port, 50);
  expect((await settled(signals)).aborted).toBe(true);
});

it('stays quiet for a client that waits for its answer', async () => {
  const { port, signals } = await serve(0, 50);
  expect(JSON.parse((await get(port)) ?? '')).toEqual({ aborted: false });
  await later(50); // the response's own close, after the answer, must not count as leaving
  expect((await settled(signals)).aborted).toBe(false);
});
