/**
 * Timeouts and the socket cap (README, Configuration). Node enforces the header and request timeouts itself once
 * they are set; the cap is ours, because Node's own `maxConnections` refuses new clients while idle sockets (a
 * browser's spare keep-alive connections, or a flood of silent ones) hold every slot. Here a full server first
 * closes its least recently used idle socket, and refuses the newcomer only when every socket is mid-request.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { ConnectionLimits } from '../config.ts';

/** Fastify's options for the limits Node enforces. */
export function timeoutOptions(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks those timeouts every interval (30 s by default), so a 10 s limit could take 40 s to bite.
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
      // A request without Host gets the envelope from the gateway instead of Node's bare 400 (http-protocol.ts).
      requireHostHeader: false,
    } satisfies ServerOptions,
  };
}

function capConnections(server: Server, maxConnections: number): void {
  // Requests in flight per socket; Map order is least recently used first (a socket moves last when it answers).
  const inFlight = new Map<Socket, number>();

  const closeIdlest = (): boolean => {
    for (const [socket, requests] of inFlight) {
      if (requests > 0) continue;
      inFlight.delete(socket);
      socket.destroy();
      return true;
    }
    return false;
  };

  server.on('connection', (socket: Socket) => {
    if (inFlight.size >= maxConnections && !closeIdlest()) {
      socket.destroy();
      return;
    }
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });

  server.on('request', (request, response) => {
    const socket = request.socket;
    if (!inFlight.has(socket)) return;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const requests = inFlight.get(socket);
      if (requests === undefined || socket.destroyed) return;
      inFlight.delete(socket);
      inFlight.set(socket, requests - 1);
    });
  });
}

export const connectionLimitsPlugin = fp<{ maxConnections: number }>(
  async (app, { maxConnections }) => capConnections(app.server, maxConnections),
  { name: 'connection-limits', fastify: '5.x' },
);
