/**
 * `npm run data:import -- --format uber-eats --restaurants restaurants.csv --menus restaurant-menus.csv [--out FILE]`
 * (also `--format yelp --businesses business.json`, `--format menu-atlas --input FILE.jsonl`): builds a catalog from
 * a real dataset. Exit 0 only when a catalog was built; otherwise a one-line reason and no catalog file. The rows
 * that could not be imported are in FILE.rejects.jsonl; the summary counts every row of every file.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config.ts';
import { progressBar } from '../server/index/progress-bar.ts';
import { FORMAT_FILES, FORMATS, importInput, type Format } from '../server/ingest/formats.ts';
import { DEFAULT_MAX_REJECT_SHARE, IMPORT_PHASES, importCatalog } from '../server/ingest/import-catalog.ts';
import { summaryText } from '../server/ingest/summary.ts';

const usage =
  'Usage: npm run data:import -- --format uber-eats --restaurants restaurants.csv --menus restaurant-menus.csv [--out FILE]\n' +
  '       npm run data:import -- --format yelp --businesses business.json [--out FILE]\n' +
  '       npm run data:import -- --format menu-atlas --input catalog.jsonl [--out FILE]\n' +
  `       [--max-reject-share 0–1, default ${DEFAULT_MAX_REJECT_SHARE}]`;

function fail(message: string): never {
  process.stderr.write(`data:import: ${message}\n`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    format: { type: 'string' },
    restaurants: { type: 'string' },
    menus: { type: 'string' },
    businesses: { type: 'string' },
    input: { type: 'string' },
    out: { type: 'string' },
    'max-reject-share': { type: 'string' },
  },
});
const format = values.format as Format | undefined;
if (format === undefined || !FORMATS.includes(format)) fail(`--format must be one of ${FORMATS.join(', ')}\n${usage}`);
const files: Record<string, string> = {};
for (const option of FORMAT_FILES[format]) {
  const value = values[option as keyof typeof values];
  if (typeof value !== 'string') fail(`--format ${format} needs --${option} FILE\n${usage}`);
  files[option] = value;
}
const maxRejectShare = Number(values['max-reject-share'] ?? DEFAULT_MAX_REJECT_SHARE);
if (!(maxRejectShare >= 0 && maxRejectShare <= 1)) fail('--max-reject-share must be a number from 0 to 1');
const out = resolve(values.out ?? join(readConfig().dataDir, `${format}.sqlite`));
mkdirSync(dirname(out), { recursive: true });

process.stderr.write(`Importing ${format} into ${out}\n`);
const bar = progressBar(process.stderr, IMPORT_PHASES);
try {
  const summary = await importCatalog(importInput(format, files), out, { maxRejectShare, onProgress: bar.update });
  bar.done();
  process.stderr.write(summaryText(summary));
  if (summary.failure) fail(`${summary.failure}. Nothing was built.`);
  process.stderr.write(`Serve it with: CATALOG_PATH=${out} npm start\n`);
} catch (error) {
  bar.done();
  // A missing file, a header without the format's columns: one line that says which and what (the stack on DEBUG).
  if (process.env.DEBUG) process.stderr.write(`${(error as Error).stack}\n`);
  fail(`${(error as Error).message}. Nothing was built.`);
}
