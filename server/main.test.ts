/**
 * `server/main.ts` as `npm start` runs it, in a child process of its own (signals sent to it reach only it): it
 * serves CATALOG_PATH, swaps to the file moved into its place on SIGHUP and, without a signal, when it notices the
 * new file; it refuses to start, in one line, when CATALOG_PATH names nothing or something that is not a catalog.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { distinctCatalogs, moveIntoPlace, type CatalogFixture } from './test-support/catalog-fixture.ts';

const MAIN = new URL('./main.ts', import.meta.url).pathname;

let catalogs: CatalogFixture[];
let dir: string;
let cleanup: () => void;
beforeAll(async () => {
  ({ catalogs, dir, cleanup } = await distinctCatalogs('menu-atlas-main-'));
});
afterAll(() => cleanup());

interface Started {
  child: ChildProcess;
  /** Everything it wrote, both streams. */
  output: () => string;
  exited: Promise<number | null>;
}

function start(catalogPath: string): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      CATALOG_PATH: catalogPath,
      DATA_DIR: dir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      CATALOG_THREADS: '1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

describe('server/main.ts', () => {
  it('serves CATALOG_PATH, and the file moved into its place on SIGHUP or once it notices it', async () => {
    const current = join(dir, 'current.sqlite');
    moveIntoPlace(catalogs[0]!.path, current);
    const server = start(current);
    try {
      const base = await vi.waitFor(
        () => {
          const url = /\(pid \d+\) is serving the API and the app at (http:\/\/\S+?)\/\n/.exec(server.output())?.[1];
          if (!url) throw new Error(`not listening yet:\n${server.output()}`);
          return url;
        },
        { timeout: 30_000, interval: 100 },
      );
      const served = async () => {
        const { data } = (await (await fetch(`${base}/v1/health`)).json()) as {
          data: { catalog: { source: string; restaurant_count: number } };
        };
        return data.catalog;
      };
      expect(await served()).toMatchObject({ source: 'sample (scale 0.002, seed 1)', restaurant_count: 360 });

      moveIntoPlace(catalogs[1]!.path, current);
      server.child.kill('SIGHUP');
      await vi.waitFor(async () => expect((await served()).restaurant_count).toBe(540), { timeout: 20_000 });
      expect(server.output()).toMatch(/catalog swapped \(SIGHUP\) from sample \(scale 0\.002, seed 1\)/);

      moveIntoPlace(catalogs[2]!.path, current);
      await vi.waitFor(async () => expect((await served()).restaurant_count).toBe(450), { timeout: 20_000 });
      expect(server.output()).toMatch(/catalog swapped \(new file\) from sample \(scale 0\.003, seed 2\)/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('refuses to start, saying why in one line, when CATALOG_PATH names no file or no catalog', async () => {
    const missing = start(join(dir, 'missing.sqlite'));
    expect(await missing.exited).toBe(1);
    expect(missing.output()).toMatch(
      /^Menu Atlas cannot start: CATALOG_PATH names .*missing\.sqlite, and there is no file there\n$/,
    );

    const notCatalog = join(dir, 'notes.sqlite');
    writeFileSync(notCatalog, 'not a database, but long enough to look like a header of one to a careless reader\n');
    const refused = start(notCatalog);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(
      /^Menu Atlas cannot start: the catalog .*notes\.sqlite cannot be served: the catalog could not be read \(file is not a database\)\n$/,
    );
  });
});
