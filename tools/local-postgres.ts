/**
 * A PostgreSQL server of our own, for tests, benchmarks and `npm run start:nodes`: initdb into a folder, start it
 * on a loopback port, stop it by its data folder. Uses Debian's PostgreSQL binaries (`apt-get install
 * postgresql`). PostgreSQL refuses to run as root, so as root every command runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

const DEBIAN_DIR = '/usr/lib/postgresql';

export interface LocalPostgres {
  /** postgres://app@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server (fast shutdown: open connections are closed). */
  stop(): void;
  /** Starts it again on the same port, after stop(). */
  start(): void;
  /** Stops the server and, for a throw-away one, removes its folder. */
  destroy(): void;
}

interface LocalPostgresOptions {
  /** Where the cluster lives; kept across runs when given. Default: a new temporary folder, removed by destroy(). */
  dir?: string;
  /** Default: a free port chosen by the system. */
  port?: number;
  /**
   * Throw-away servers for tests skip fsync: nothing there must survive a power cut, and commits stay
   * transactional. Benchmarks and start:nodes keep PostgreSQL's durable defaults.
   */
  durable?: boolean;
}

/** The tool from the newest PostgreSQL Debian installed (/usr/lib/postgresql/<major>/bin). */
function binary(name: string): string {
  const majors = existsSync(DEBIAN_DIR) ? readdirSync(DEBIAN_DIR).sort((a, b) => Number(b) - Number(a)) : [];
  const found = majors.map((major) => join(DEBIAN_DIR, major, 'bin', name)).find((path) => existsSync(path));
  if (!found) throw new Error(`PostgreSQL's ${name} was not found: install it with 'apt-get install -y postgresql'`);
  return found;
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as the `postgres` user when we are root. */
function run(dir: string, name: string, args: string[]): void {
  const [command, argv] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', binary(name), ...args]]
    : [binary(name), args];
  execFileSync(command, argv, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function startLocalPostgres(options: LocalPostgresOptions = {}): Promise<LocalPostgres> {
  const throwAway = options.dir === undefined;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'menu-atlas-pg-'));
  mkdirSync(dir, { recursive: true });
  if (isRoot()) chownSync(dir, ...postgresIds());
  const dataDir = join(dir, 'data');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    run(dir, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'app', '--no-sync', '-E', 'UTF8', '--locale=C']);
  }
  const port = options.port ?? (await freePort());
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    ...(options.durable ? [] : ['-c fsync=off', '-c full_page_writes=off']),
  ].join(' ');
  const start = () => run(dir, 'pg_ctl', ['-D', dataDir, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => run(dir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      if (throwAway) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresIds(): [number, number] {
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' })));
  return [uid!, gid!];
}
