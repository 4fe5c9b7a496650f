/**
 * A loopback port nobody listens on right now, picked by the system (listening on port 0). The port is closed
 * again before it is returned, so another process may take it first; callers that start a server on it fail
 * loudly (EADDRINUSE) then, which is rare and plain, unlike a port silently moved from the one asked for.
 */
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
