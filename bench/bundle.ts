/**
 * Gzipped size of every chunk of the built app (run `npm run build:app` first), the initial load (entry + its static
 * imports) checked against its budget, and what each lazily loaded route adds on top.
 *   npm run bench:bundle
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

// What the budget holds and why it is what it is: docs/app.md, "What the first download holds".
const BUDGET_KB = 124;
const dist = join(process.cwd(), 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest: build with build.manifest = true');
const initial = closure(entryKey);
const initialJs = [...initial].reduce((n, k) => n + gz(manifest[k]!.file), 0);
const initialCss = [...initial].flatMap((k) => manifest[k]!.css ?? []).reduce((n, f) => n + gz(f), 0);

console.log('Chunks (gzip -9):');
const rows = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith('.js'))
  .map(([key, c]) => ({ file: c.file, size: gz(c.file), initial: initial.has(key) }))
  .sort((a, b) => b.size - a.size);
for (const row of rows) console.log(`  ${kb(row.size).padStart(9)}  ${row.file}${row.initial ? '  (initial)' : ''}`);

console.log(`\nInitial JavaScript: ${kb(initialJs)} gzipped (budget ${BUDGET_KB} KB), CSS ${kb(initialCss)}`);
console.log('\nEach route adds (its chunk + shared chunks not already loaded):');
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const extra = [...closure(key)].filter((k) => !initial.has(k));
  const size = extra.reduce((n, k) => n + gz(manifest[k]!.file), 0);
  console.log(`  ${kb(size).padStart(9)}  ${chunk.src ?? chunk.name ?? chunk.file}`);
}
if (initialJs > BUDGET_KB * 1024) {
  console.error(`\nOver budget: ${kb(initialJs)} > ${BUDGET_KB} KB`);
  process.exitCode = 1;
}
