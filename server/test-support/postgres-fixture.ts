/**
 * PostgreSQL for tests: one throw-away server for the whole run, started before any test file by Vitest's global
 * setup (vitest.config.ts) and handed over as a URL, so the server's tests never start it themselves. Each test
 * file reaches it through a link of its own, which the file can cut to look like a stopped server without
 * disturbing the files running beside it.
 *
 *   const pg = await postgresFixture();               // beforeAll
 *   const url = await pg.freshDatabase();              // per test: an empty database
 *   await pg.stop(); …; await pg.start();              // an outage, as this file's connections see it
 *   await pg.destroy();                                // afterAll
 */
import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';

/** What the global setup hands to the test files: the server's URL, or why there is none. */
export type ProvidedPostgres = { url: string } | { unavailable: string };

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: ProvidedPostgres;
  }
}

export interface PostgresFixture {
  /** A new, empty database on the server, reached through this file's link; its URL. */
  freshDatabase(): Promise<string>;
  /** Cuts the link: open connections drop and new ones are refused, as when the server is stopped. */
  stop(): Promise<void>;
  /** Opens the link again on the same port. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A TCP relay from a loopback port to the server. Closing it is what a client sees of a stopped server (its
 * connections end, new ones are refused) while the server itself keeps serving every other test file.
 */
class Link {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = createConnection({ host: this.host, port: this.targetPort });
      for (const [socket, other] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(socket);
        socket.pipe(other);
        socket.on('error', () => other.destroy());
        socket.on('close', () => {
          this.sockets.delete(socket);
          other.destroy();
        });
      }
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

export async function postgresFixture(): Promise<PostgresFixture> {
  const provided = inject('postgres');
  // Not a skip: on a machine without PostgreSQL these tests fail and say how to install it.
  if ('unavailable' in provided) throw new Error(provided.unavailable);
  const target = new URL(provided.url);
  const link = new Link(target.hostname, Number(target.port));
  await link.open();
  // Names unique across the test files that share the server.
  const prefix = `test_${randomBytes(4).toString('hex')}`;
  let databases = 0;
  return {
    freshDatabase: async () => {
      databases += 1;
      const name = `${prefix}_${databases}`;
      const admin = new pg.Client({ connectionString: provided.url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(provided.url);
      url.port = String(link.port);
      url.pathname = `/${name}`;
      return url.toString();
    },
    stop: () => link.close(),
    start: () => link.open(),
    destroy: () => link.close(),
  };
}
