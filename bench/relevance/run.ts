/**
 * `npm run bench:relevance`: sends every judged query (queries.ts) once to the real API and prints, per class and
 * overall, the zero-result rate, precision at 5 and latency; then does the same for the generated set
 * (generated/), drawn from the served catalog's own vocabulary, its development half beside its held-out half.
 * Definitions: bench/relevance/README.md.
 *
 * By default it starts `server/main.ts` on a free port over the catalog in DATA_DIR (the server's own default and
 * variables), with a quota large enough for the run, and stops it by its PID at the end. An existing catalog is only
 * read: the server gets a temporary folder holding a link to it, so its accounts file is not written beside it.
 *
 * Options:
 *   --data-dir DIR     catalog folder for the server it starts (default: DATA_DIR, as the server reads it)
 *   --catalog FILE     a catalog file for the server it starts (CATALOG_PATH): an imported catalog, say
 *   --base-url URL     use a server that is already running instead (a key is created there unless --key);
 *                      give it twice or more to compare servers side by side: each query goes to each in turn
 *   --key KEY          API key to use with a single --base-url
 *   --port N           the port for the server it starts (default: a port the system picks)
 *   --class NAME       only the queries of this class (repeatable; a class of either set)
 *   --json FILE        write every query, its judged top 5 and the interpretation to FILE
 *   --verbose          list the queries that miss (zero results or a top 5 not all relevant) with their top hits
 *   --judged-only      only the hand-judged set
 *   --generated-only   only the generated set
 *   --seed N           draw the generated set with this seed (default 1): a new set over the same two halves
 *   --per-class N      generated queries per class in each half (default 150)
 *   --held-out-misses  with --verbose, also list the generated held-out half's misses (to audit the judge only)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readConfig } from '../../server/config.ts';
import { catalogPath } from '../../server/dataset/ensure-catalog.ts';
import { freePort } from '../../tools/free-port.ts';
import {
  QUERY_CLASSES,
  compileRule,
  itemTexts,
  restaurantTexts,
  type ItemHitLike,
  type JudgedHit,
  type JudgedQuery,
  type RestaurantHitLike,
} from './judge.ts';
import { prepareGenerated, runGenerated } from './generated/run-generated.ts';
import { TEMPLATE_CLASSES } from './generated/template-model.ts';
import { QUERIES } from './queries.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    catalog: { type: 'string' },
    'base-url': { type: 'string', multiple: true },
    key: { type: 'string' },
    port: { type: 'string' },
    class: { type: 'string', multiple: true },
    json: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    'judged-only': { type: 'boolean', default: false },
    'generated-only': { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
    'per-class': { type: 'string', default: '150' },
    'held-out-misses': { type: 'boolean', default: false },
  },
});

const TOP = 5;
/** Results a page of the app asks for; latency is measured on what a user's request costs. */
const PAGE = 20;

interface SearchAnswer {
  data: (RestaurantHitLike & ItemHitLike)[];
  pagination: { total_estimated: number };
  meta: { processing_ms: number; interpretation?: unknown };
}

interface Outcome {
  query: JudgedQuery;
  returned: number;
  total: number;
  relevant: boolean[];
  precision: number;
  ms: number;
  processingMs: number;
  interpretation: unknown;
  top: string[];
}

/** Starts the real server and resolves once /v1/health answers; the catalog is built first if it is missing. */
async function startServer(
  dataDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      QUOTA_LIMIT: '1000000000',
      SIGNUP_LIMIT_PER_HOUR: '1000',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${stderr}`);
    const healthy = await fetch(`${baseUrl}/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, baseUrl };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become healthy within 10 minutes');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function createKey(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-relevance@example.com' }),
  });
  if (response.status !== 201) throw new Error(`creating a key answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { api_key: string } }).data.api_key;
}

async function runQuery(baseUrl: string, key: string, query: JudgedQuery): Promise<Outcome> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/v1/search/${query.endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ q: query.q, ...query.filters, limit: PAGE }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`"${query.q}" answered ${response.status}: ${text}`);
  const answer = JSON.parse(text) as SearchAnswer;
  const judged: JudgedHit[] = answer.data
    .slice(0, TOP)
    .map((hit) => (query.endpoint === 'restaurants' ? restaurantTexts(hit) : itemTexts(hit)));
  const isRelevant = compileRule(query.rule);
  const relevant = judged.map(isRelevant);
  return {
    query,
    returned: answer.data.length,
    total: answer.pagination.total_estimated,
    relevant,
    precision: relevant.filter(Boolean).length / TOP,
    ms,
    processingMs: answer.meta.processing_ms,
    interpretation: answer.meta.interpretation ?? null,
    top: judged.map(
      (hit, index) =>
        `${relevant[index] ? '✓' : '✗'} ${hit.texts.filter(Boolean).join(' · ')} — ${hit.city}, ${hit.state}`,
    ),
  };
}

const quantile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
};
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

interface Summary {
  name: string;
  queries: number;
  zeroResultRate: number;
  precisionAt5: number;
  p50Ms: number;
  p95Ms: number;
}

function summarise(name: string, outcomes: Outcome[]): Summary {
  const count = outcomes.length;
  return {
    name,
    queries: count,
    zeroResultRate: outcomes.filter((o) => o.returned === 0).length / count,
    precisionAt5: outcomes.reduce((sum, o) => sum + o.precision, 0) / count,
    p50Ms: quantile(
      outcomes.map((o) => o.ms),
      0.5,
    ),
    p95Ms: quantile(
      outcomes.map((o) => o.ms),
      0.95,
    ),
  };
}

function printTable(rows: Summary[]): void {
  console.log('| class | queries | zero results | P@5 | p50 ms | p95 ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.queries} | ${percent(row.zeroResultRate)} | ${percent(row.precisionAt5)} | ${row.p50Ms.toFixed(1)} | ${row.p95Ms.toFixed(1)} |`,
    );
  }
}

const classes = values.class ?? [];
const generatedClasses = classes.filter((name) => (TEMPLATE_CLASSES as readonly string[]).includes(name));
const unknown = classes.filter(
  (name) => !(QUERY_CLASSES as readonly string[]).includes(name) && !generatedClasses.includes(name),
);
if (unknown.length)
  throw new Error(
    `no class ${unknown.join(', ')}; hand-judged classes: ${QUERY_CLASSES.join(', ')}; generated classes: ` +
      TEMPLATE_CLASSES.join(', '),
  );
const selected = (classes.length ? QUERIES.filter((query) => classes.includes(query.class)) : QUERIES).filter(
  () => !values['generated-only'],
);
// With --class naming only hand-judged classes, the generated set is not run, and the reverse.
const withGenerated = !values['judged-only'] && (classes.length === 0 || generatedClasses.length > 0);
const seed = Number(values.seed);
const perClass = Number(values['per-class']);
if (!Number.isInteger(seed) || !Number.isInteger(perClass) || perClass < 1)
  throw new Error('--seed and --per-class take whole numbers (--per-class at least 1)');

const config = readConfig();
const dataDir = values['data-dir'] ?? config.dataDir;

interface Target {
  label: string;
  baseUrl: string;
  key: string;
}

/** The catalog file served: the one given, or DATA_DIR's sample (the generated set reads its vocabulary there). */
const servedCatalog = () =>
  values.catalog ??
  config.catalogPath ??
  catalogPath(dataDir, { scale: config.datasetScale, seed: config.datasetSeed });

/**
 * The server this run starts itself: over the catalog file given (`--catalog`), or DATA_DIR's, read through a link
 * in a temporary folder (so its accounts file is written there, not beside the catalog).
 */
async function ownServer(): Promise<string> {
  const catalog = values.catalog ?? catalogPath(dataDir, { scale: config.datasetScale, seed: config.datasetSeed });
  let serverDir = dataDir;
  if (values.catalog !== undefined || existsSync(catalog)) {
    scratch = mkdtempSync(join(tmpdir(), 'bench-relevance-'));
    if (values.catalog === undefined) symlinkSync(catalog, join(scratch, basename(catalog)));
    serverDir = scratch;
  }
  const port = values.port === undefined ? await freePort() : Number(values.port);
  process.stderr.write(`Starting the server on port ${port} over ${catalog}…\n`);
  const started = await startServer(serverDir, port, values.catalog === undefined ? {} : { CATALOG_PATH: catalog });
  server = started.child;
  return started.baseUrl;
}

function printMisses(outcomes: Outcome[]): void {
  const misses = outcomes.filter((o) => o.returned === 0 || o.precision < 1);
  console.log(`\n${misses.length} queries miss (zero results or a top ${TOP} not all relevant):`);
  for (const miss of misses) {
    const { query } = miss;
    const filters = query.filters ? ` ${JSON.stringify(query.filters)}` : '';
    const place = [query.rule.city, query.rule.state].filter(Boolean).map((p) => [p].flat().join('/'));
    console.log(
      `\n[${query.class}] ${query.endpoint} "${query.q}"${filters}: P@5 ${percent(miss.precision)}, ` +
        `${miss.total} found; wants ${query.rule.all.join(' + ')}${place.length ? ` in ${place.join(' ')}` : ''}`,
    );
    if (miss.interpretation) console.log(`  interpretation: ${JSON.stringify(miss.interpretation)}`);
    for (const line of miss.top) console.log(`  ${line}`);
  }
}

const asJson = (target: Target, rows: Summary[], outcomes: Outcome[]) => ({
  target: target.label,
  summary: rows.map((row) => ({ ...row, name: row.name.replace(/\*/g, '') })),
  queries: outcomes.map((o) => ({
    class: o.query.class,
    endpoint: o.query.endpoint,
    q: o.query.q,
    filters: o.query.filters ?? null,
    rule: o.query.rule,
    returned: o.returned,
    total_estimated: o.total,
    precision_at_5: o.precision,
    ms: Number(o.ms.toFixed(2)),
    processing_ms: o.processingMs,
    interpretation: o.interpretation,
    top: o.top,
  })),
});

const generatedOptions = {
  catalogFile: servedCatalog(),
  seed,
  perClass,
  classes: generatedClasses,
  verbose: values.verbose,
  heldOutMisses: values['held-out-misses'],
};
// The generated set is drawn first, so that no query waits on it (and no connection idles while it is drawn); when
// the catalog is still to be built by the server, once the server is up.
let prepared = withGenerated && existsSync(generatedOptions.catalogFile) ? prepareGenerated(generatedOptions) : null;

let server: ChildProcess | undefined;
let scratch: string | undefined;
try {
  const urls = (values['base-url'] ?? []).map((url) => url.replace(/\/+$/, ''));
  if (values.key && urls.length > 1) throw new Error('--key applies to one --base-url; keys are created otherwise');
  const targets: Target[] = [];
  for (const baseUrl of urls.length ? urls : [await ownServer()]) {
    const key = values.key ?? process.env.MENU_ATLAS_API_KEY ?? (await createKey(baseUrl));
    // One request that is not measured, so the first judged query does not pay for connection set-up.
    await fetch(`${baseUrl}/v1/health`);
    targets.push({ label: urls.length ? baseUrl : (values.catalog ?? dataDir), baseUrl, key });
  }

  // Each query goes to every target in turn (starting with a different one each time), so noise from elsewhere on
  // the machine falls on all of them alike.
  const outcomes: Outcome[][] = targets.map(() => []);
  for (const [index, query] of selected.entries()) {
    for (let turn = 0; turn < targets.length; turn += 1) {
      const t = (index + turn) % targets.length;
      outcomes[t]!.push(await runQuery(targets[t]!.baseUrl, targets[t]!.key, query));
    }
  }

  const runs = targets.map((target, t) => {
    const own = outcomes[t]!;
    const rows = QUERY_CLASSES.map((name) => own.filter((o) => o.query.class === name))
      .filter((group) => group.length > 0)
      .map((group) => summarise(group[0]!.query.class, group));
    return { target, outcomes: own, rows: [...rows, summarise('**overall**', own)] };
  });
  for (const run of selected.length ? runs : []) {
    console.log(`\n${run.outcomes.length} queries against ${run.target.label}, each sent once, single client\n`);
    printTable(run.rows);
    const serverP95 = quantile(
      run.outcomes.map((o) => o.processingMs),
      0.95,
    );
    console.log(`\nserver processing_ms p95: ${serverP95}`);
    if (values.verbose) printMisses(run.outcomes);
  }

  if (withGenerated) prepared ??= prepareGenerated(generatedOptions);
  const generated = prepared ? await runGenerated(targets, prepared, generatedOptions) : null;

  if (values.json) {
    const document = {
      ran_at: new Date().toISOString(),
      runs: selected.length ? runs.map((run) => asJson(run.target, run.rows, run.outcomes)) : [],
      generated,
    };
    writeFileSync(values.json, JSON.stringify(document, null, 2));
    console.log(`\nwrote ${values.json}`);
  }
} finally {
  if (server) await stopServer(server);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
