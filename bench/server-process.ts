/**
 * A real server for a benchmark: `server/main.ts` (or another script) of any checkout as a child process on
 * loopback, with two API keys of its own, and what the benchmark reads of it from /proc (memory, CPU).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { checksumPath } from '../server/index/checksum.ts';

export interface Setup {
  label: string;
  /** The script to run, relative to `code`. */
  script: string;
  env: Record<string, string>;
  /** The checkout the script belongs to (its own node_modules resolve its imports); default: this one. */
  code?: string;
}

export interface Server {
  setup: Setup;
  url: string;
  child: ChildProcess;
  key: string;
  /** A second key, for a client beside the one sending the load. */
  otherKey: string;
  /** Milliseconds from starting the process to its first healthy answer (polled every 200 ms). */
  readyMs: number;
  /** Everything it has written (both streams) since it started: little, at the log level a benchmark runs it at. */
  output(): string;
}

/**
 * The Node options a checkout's server runs with (`server/node-options.ts`; none in checkouts older than it): each
 * server is started as its own `npm start` starts it.
 */
async function nodeOptionsOf(code: string): Promise<readonly string[]> {
  const file = join(code, 'server', 'node-options.ts');
  if (!existsSync(file)) return [];
  return ((await import(pathToFileURL(file).href)) as { SERVER_NODE_OPTIONS: readonly string[] }).SERVER_NODE_OPTIONS;
}

/** Starts the server over the catalog in `dataDir` and waits until it answers a search with a key of its own. */
export async function startServer(setup: Setup, port: number, dataDir: string): Promise<Server> {
  const code = setup.code ?? process.cwd();
  const spawned = performance.now();
  const child = spawn(process.execPath, [...(await nodeOptionsOf(code)), '--import', 'tsx', join(code, setup.script)], {
    cwd: code,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      QUOTA_LIMIT: '1000000000',
      SIGNUP_LIMIT_PER_HOUR: '1000000',
      ...setup.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A session of its own: Linux shares the CPU fairly between sessions (autogroups), so the server does not
    // share its slice with the load generator in this process.
    detached: true,
  });
  let log = '';
  const keep = (chunk: Buffer) => (log += chunk.toString());
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`${setup.label} exited:\n${log.slice(-4000)}`);
    const ok = await fetch(`${url}/v1/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) break;
    // A checkout whose catalog is missing builds it first, which at full scale takes minutes, not seconds.
    if (waited > 240_000) throw new Error(`${setup.label} did not start:\n${log.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const readyMs = performance.now() - spawned;
  const signUp = async (email: string) => {
    const response = await fetch(`${url}/v1/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    return ((await response.json()) as { data: { api_key: string } }).data.api_key;
  };
  const key = await signUp('bench@example.com');
  const otherKey = await signUp('bench-other@example.com');
  const check = await fetch(`${url}/v1/search/items`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: '{"q":"pizza"}',
  });
  if (check.status !== 200) throw new Error(`${setup.label}: a search answered ${check.status}`);
  return { setup, url, child, key, otherKey, readyMs, output: () => log };
}

/**
 * A DATA_DIR of its own for a server (its accounts file goes there), linking to a catalog file it only reads.
 * `checksum`: its checksum too, which a server checks the file against as it starts (on a thread of its own, while
 * it answers its first requests) and before it swaps to it.
 */
export function dataDirLinking(catalogFile: string, { checksum = false } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  symlinkSync(catalogFile, join(dir, basename(catalogFile)));
  if (checksum) symlinkSync(checksumPath(catalogFile), join(dir, basename(checksumPath(catalogFile))));
  return dir;
}

export function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGTERM');
  return exited;
}

/** The server's processes: the one started and, for a cluster, its HTTP processes. */
function processesOf(pid: number): number[] {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map(Number)
    .filter((id) => id > 0);
  return [pid, ...children];
}

/**
 * Resident memory of a server, all its processes together, and the part of it that is the server's own (heap,
 * stacks, SQLite's page caches): the rest is the catalog file mapped into memory (mmap), pages the kernel shares
 * with the page cache and drops under pressure, so it grows with how much of the file the load touched.
 */
export function rssMiB(pid: number): { total: number; own: number } {
  const kib = (status: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  let total = 0;
  let own = 0;
  for (const id of processesOf(pid)) {
    const status = readFileSync(`/proc/${id}/status`, 'utf8');
    total += kib(status, 'VmRSS');
    own += kib(status, 'RssAnon');
  }
  return { total: total / 1024, own: own / 1024 };
}

/** CPU seconds a server has used so far (user + system, every thread of all its processes). */
export function cpuSeconds(pid: number): number {
  const ticks = (id: number) => {
    const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  return processesOf(pid).reduce((sum, id) => sum + ticks(id), 0) / 100;
}

/** One connection kept open per server, as a browser or curl keeps one. */
const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * Sends one call with the server's key, as a client that accepts brotli would, and answers its status and the
 * time to the whole (still compressed) answer in ms. node:http rather than fetch: Node's fetch adds time of its own
 * to every request (docs/toolchain.md), which is the client's, not the server's. `agent`: the connection of another
 * client, for clients that send at the same time.
 */
export function timedCall(
  server: Server,
  { method, path, body }: { method: 'GET' | 'POST'; path: string; body?: unknown },
  agent: Agent = keepAlive,
): Promise<{ status: number; ms: number; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const call = request(
      {
        host: hostname,
        port,
        path,
        method,
        agent,
        headers: {
          authorization: `Bearer ${server.key}`,
          'accept-encoding': 'br',
          ...(payload !== undefined && { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          // Decoded after the clock stops, and only to report a failure.
          const text = response.statusCode === 200 ? '' : decoded(raw, response.headers['content-encoding']);
          resolve({ status: response.statusCode ?? 0, ms, text });
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

function decoded(raw: Buffer, encoding: string | undefined): string {
  return (encoding === 'br' ? brotliDecompressSync(raw) : raw).toString('utf8');
}
