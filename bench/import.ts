/**
 * `npm run bench:import [-- --dir DIR] [--restaurants 63000]`: the import's speed and memory on an Uber Eats-shaped
 * dataset at full size, against issue 21's targets (at least 100,000 menu rows a second and at most 1.5 GB of peak
 * resident memory, on the 2-core machine).
 *
 * The dataset is made on first use by `bench/import/make-uber-eats.ts` (about 5 million menu rows, 380 MB) into
 * --dir, by default a folder under the system's temporary directory, and kept for the next run. Then one import,
 * as `npm run data:import` runs it, in a child process, into a fresh file that is removed afterwards; the file
 * cache is left as it is. Figures: wall time from the child's start to its exit, menu rows (the catalog's items)
 * per second of it, and the child's peak resident memory, all its threads included.
 *
 * Options after a second `--` replace the data:import options, to time another input:
 * `npm run bench:import -- -- --format menu-atlas --input catalog.jsonl`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

const TARGET_ROWS_PER_SECOND = 100_000;
const TARGET_PEAK_GB = 1.5;

const { values, positionals } = parseArgs({
  options: { dir: { type: 'string' }, restaurants: { type: 'string', default: '63000' } },
  allowPositionals: true,
});
const root = join(import.meta.dirname, '..');
const node = (script: string, args: string[], env: NodeJS.ProcessEnv = process.env, preload: string[] = []) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...preload, join(root, script), ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
  });

let importArgs = positionals;
if (importArgs.length === 0) {
  const dir = values.dir ?? join(tmpdir(), `menu-atlas-uber-eats-${values.restaurants}`);
  const files = { restaurants: join(dir, 'restaurants.csv'), menus: join(dir, 'restaurant-menus.csv') };
  if (!existsSync(files.restaurants) || !existsSync(files.menus)) {
    // Made beside and renamed into place, so an interrupted run never leaves half a dataset to be reused.
    const partial = `${dir}.partial-${process.pid}`;
    const made = node('bench/import/make-uber-eats.ts', ['--out', partial, '--restaurants', values.restaurants]);
    if (made.status !== 0) throw new Error('make-uber-eats failed');
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
  }
  importArgs = ['--format', 'uber-eats', '--restaurants', files.restaurants, '--menus', files.menus];
}

const work = mkdtempSync(join(tmpdir(), 'bench-import-'));
try {
  const out = join(work, 'catalog.sqlite');
  const usageFile = join(work, 'usage.json');
  const started = performance.now();
  const run = node(
    'tools/data-import.ts',
    [...importArgs, '--out', out],
    { ...process.env, BENCH_USAGE_FILE: usageFile },
    ['--import', join(root, 'bench/import/peak-memory.ts')],
  );
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`data:import ${importArgs.join(' ')} failed (exit ${run.status})`);
  const catalog = new Database(out, { readonly: true });
  const count = (table: string) => catalog.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  const [restaurants, rows] = [count('restaurants'), count('items')];
  catalog.close();
  const peakGb = ((JSON.parse(readFileSync(usageFile, 'utf8')) as NodeJS.ResourceUsage).maxRSS * 1024) / 1e9;
  const rate = rows / seconds;
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  process.stdout.write(
    `\ndata:import ${importArgs.join(' ')}\n` +
      `${restaurants.toLocaleString('en-US')} restaurants, ${rows.toLocaleString('en-US')} menu rows\n` +
      `wall time      ${seconds.toFixed(1)} s\n` +
      `menu rows/s    ${Math.round(rate).toLocaleString('en-US')}  ` +
      `(target ≥ ${TARGET_ROWS_PER_SECOND.toLocaleString('en-US')}: ${mark(rate >= TARGET_ROWS_PER_SECOND)})\n` +
      `peak RSS       ${peakGb.toFixed(2)} GB  (target ≤ ${TARGET_PEAK_GB} GB: ${mark(peakGb <= TARGET_PEAK_GB)})\n`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
