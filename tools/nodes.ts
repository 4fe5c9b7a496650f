/**
 * Starts API nodes as separate processes (`server/main.ts`, as `npm start` runs it) on the given ports, waits
 * until each answers its health check, and stops them by their own PIDs. Used by `npm run start:nodes`, the
 * multi-node tests and `npm run bench:nodes`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_OPTIONS } from '../server/node-options.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ApiNode {
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** SIGTERM, then waits for the exit (the node finishes its requests and closes its stores). */
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, as in a crash. */
  kill(): Promise<void>;
}

interface NodeOptions {
  /** The program each node runs; default `server/main.ts`. */
  entry?: string;
  /** Environment for every node (DATA_DIR, DATABASE_URL, QUOTA_LIMIT…); PORT and HOST are set here. */
  env: NodeJS.ProcessEnv;
  /** Where each node's stderr goes; default: inherited. */
  stdio?: 'inherit' | 'ignore';
  /** How long a node may take to answer its first health check; default 60 s (a first start may build the catalog). */
  readyTimeoutMs?: number;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the node for ${url} exited with ${child.exitCode}`);
    const status = await fetch(`${url}/v1/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function startNode(port: number, options: NodeOptions): ApiNode {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_OPTIONS, '--import', 'tsx', options.entry ?? 'server/main.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', options.stdio ?? 'inherit', options.stdio ?? 'inherit'],
    },
  );
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** One node per port, started together; resolves when all are healthy. */
export async function startNodes(ports: number[], options: NodeOptions): Promise<ApiNode[]> {
  const nodes = ports.map((port) => startNode(port, options));
  try {
    await Promise.all(nodes.map((node) => waitForHealth(node.url, node.child, options.readyTimeoutMs ?? 60_000)));
  } catch (error) {
    await Promise.all(nodes.map((node) => node.stop()));
    throw error;
  }
  return nodes;
}
