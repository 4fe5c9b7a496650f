/**
 * Lets a route hand its client's presence to slow work: the signal aborts once the connection closes before the
 * response was sent in full, so a search still waiting for a catalog thread is skipped instead of computed for no one.
 */
import type { FastifyReply } from 'fastify';

export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  // 'close' is emitted once; a client that left while the request waited (quota commit, queue) has missed it.
  if (response.closed) controller.abort();
  else response.once('close', () => response.writableFinished || controller.abort());
  return controller.signal;
}
