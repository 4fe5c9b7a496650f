/**
 * `npm run bench:import [-- --dir DIR] [--restaurants 63000] [--vs CHECKOUT]`: the import's speed and memory on an
 * Uber Eats-shaped dataset at full size, against issue 21's targets (at least 100,000 menu rows a second and at most
 * 1.5 GB of peak resident memory, on the 2-core machine).
 *
 * The dataset is made on first use by `bench/import/make-uber-eats.ts` (about 5 million menu rows) into
 * --dir, by default a folder under the system's temporary directory, and kept for the next run. Then one import,
 * as `npm run data:import` runs it, in a child process, into a fresh file that is removed afterwards; the file
 * cache is left as it is. Figures: wall time from the child's start to its exit, menu rows (the catalog's items)
 * per second of it, and the child's peak resident memory, all its threads included.
 *
 * `--vs` times the same import by another checkout first (its own tools/data-import.ts and node_modules), and prints
 * the two side by side. Options after a second `--` replace the data:import options, to time another input:
 * `npm run bench:import -- -- --format menu-atlas --input catalog.jsonl`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

const TARGET_ROWS_PER_SECOND = 100_000;
const TARGET_PEAK_GB = 1.5;

const { values, positionals } = parseArgs({
  options: { dir: { type: 'string' }, restaurants: { type: 'string', default: '63000' }, vs: { type: 'string' } },
  allowPositionals: true,
});
const root = join(import.meta.dirname, '..');
const node = (script: string, args: string[], { code = root, env = process.env, preload = [] as string[] } = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...preload, join(code, script), ...args], {
    cwd: code,
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

interface Figures {
  label: string;
  seconds: number;
  restaurants: number;
  rows: number;
  peakGb: number;
}

/** One import by the checkout at `code`, into a fresh file it removes. */
function timeImport(code: string): Figures {
  const work = mkdtempSync(join(tmpdir(), 'bench-import-'));
  try {
    const out = join(work, 'catalog.sqlite');
    const usageFile = join(work, 'usage.json');
    const started = performance.now();
    const run = node('tools/data-import.ts', [...importArgs, '--out', out], {
      code,
      env: { ...process.env, BENCH_USAGE_FILE: usageFile },
      preload: ['--import', join(root, 'bench/import/peak-memory.ts')],
    });
    const seconds = (performance.now() - started) / 1000;
    if (run.status !== 0) throw new Error(`${code}: data:import ${importArgs.join(' ')} failed (exit ${run.status})`);
    const catalog = new Database(out, { readonly: true });
    const count = (table: string) => catalog.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    const [restaurants, rows] = [count('restaurants'), count('items')];
    catalog.close();
    const { maxRSS } = JSON.parse(readFileSync(usageFile, 'utf8')) as NodeJS.ResourceUsage;
    return { label: code === root ? 'this checkout' : code, seconds, restaurants, rows, peakGb: (maxRSS * 1024) / 1e9 };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const runs = [...(values.vs ? [timeImport(resolve(values.vs))] : []), timeImport(root)];
const width = Math.max(16, ...runs.map((figures) => figures.label.length + 2));
const line = (name: string, cell: (figures: Figures) => string, target = '') =>
  `${name.padEnd(14)}${runs.map((figures) => cell(figures).padStart(width)).join('')}  ${target}\n`;
const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
const last = runs.at(-1)!;
const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
process.stdout.write(
  `\ndata:import ${importArgs.join(' ')}\n` +
    `${thousands(last.restaurants)} restaurants, ${thousands(last.rows)} menu rows\n` +
    line('', (figures) => figures.label) +
    line('wall time', (figures) => `${figures.seconds.toFixed(1)} s`) +
    line(
      'menu rows/s',
      (figures) => thousands(figures.rows / figures.seconds),
      `target ≥ ${thousands(TARGET_ROWS_PER_SECOND)}: ${met(last.rows / last.seconds >= TARGET_ROWS_PER_SECOND)}`,
    ) +
    line(
      'peak RSS',
      (figures) => `${figures.peakGb.toFixed(2)} GB`,
      `target ≤ ${TARGET_PEAK_GB} GB: ${met(last.peakGb <= TARGET_PEAK_GB)}`,
    ),
);
