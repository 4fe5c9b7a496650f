/**
 * The generated half of `npm run bench:relevance`: reads the served catalog's vocabulary, draws the query set
 * (seeded), sends each query once to each server in turn, judges the top five by the rules of judge.ts and prints,
 * per class, the development half beside the held-out half. Definitions: bench/relevance/README.md.
 */
import { existsSync } from 'node:fs';
import { answerableAt, generate, type GeneratedQuery } from './generate.ts';
import { HALVES, type Half } from './halves.ts';
import {
  isRelevant,
  itemHitFacts,
  restaurantHitFacts,
  type GeneratedRule,
  type ItemHit,
  type RestaurantHit,
} from './judge.ts';
import { TEMPLATE_CLASSES } from './template-model.ts';
import { CatalogVocabulary } from './vocabulary.ts';

const TOP = 5;
/** Results a page of the app asks for: latency is measured on what a user's request costs. */
const PAGE = 20;

export interface Target {
  label: string;
  baseUrl: string;
  key: string;
}

export interface GeneratedOptions {
  /** The catalog file the servers serve, read for the vocabulary and for fields a hit does not carry. */
  catalogFile: string;
  seed: number;
  perClass: number;
  classes: readonly string[];
  verbose: boolean;
  /** With verbose, list the held-out half's misses too (to check the judge, not to tune by). */
  heldOutMisses: boolean;
}

type Hit = RestaurantHit &
  ItemHit & { restaurant_name?: string; price?: number | null; cuisines: string[]; address: { city: string } };

interface Outcome {
  query: GeneratedQuery;
  returned: number;
  total: number;
  relevant: boolean[];
  precision: number;
  ms: number;
  processingMs: number;
  top: string[];
  /** An "open now" query sent when fewer than five relevant places were open: left out of the figures, and counted. */
  unanswerable: boolean;
}

async function runQuery(target: Target, query: GeneratedQuery, catalog: CatalogVocabulary): Promise<Outcome> {
  const sentAt = new Date();
  const started = performance.now();
  const response = await fetch(`${target.baseUrl}/v1/search/${query.endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.key}` },
    body: JSON.stringify({ q: query.q, limit: PAGE }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`"${query.q}" answered ${response.status}: ${text}`);
  const answer = JSON.parse(text) as {
    data: Hit[];
    pagination: { total_estimated: number };
    meta: { processing_ms: number };
  };
  const hits = answer.data.slice(0, TOP);
  const relevant = hits.map((hit) =>
    isRelevant(
      query.rule,
      query.endpoint === 'restaurants' ? restaurantHitFacts(hit, catalog) : itemHitFacts(hit, catalog),
    ),
  );
  return {
    query,
    returned: answer.data.length,
    total: answer.pagination.total_estimated,
    relevant,
    precision: relevant.filter(Boolean).length / TOP,
    ms,
    processingMs: answer.meta.processing_ms,
    top: hits.map((hit, index) => `${relevant[index] ? '✓' : '✗'} ${describeHit(query, hit, catalog)}`),
    unanswerable: query.rule.openNow === true && !answerableAt(catalog, query.endpoint, query.rule, sentAt),
  };
}

function describeHit(query: GeneratedQuery, hit: Hit, catalog: CatalogVocabulary): string {
  if (query.endpoint === 'restaurants') {
    const dishes = hit.matched_dishes?.length ? ` · ${hit.matched_dishes.join(', ')}` : '';
    const price = hit.price_range ? ` ${hit.price_range}` : '';
    const open = hit.open_now === true ? ' open' : hit.open_now === false ? ' closed' : '';
    return `${hit.name} [${hit.cuisines.join(', ')}]${dishes} — ${hit.address.city}, ${hit.address.state}${price}${open}`;
  }
  const cuisines = catalog.cuisinesOf(hit.restaurant_id) ?? [];
  const price = hit.price == null ? '' : ` $${hit.price}`;
  const dietary = hit.dietary?.length ? ` (${hit.dietary.join(', ')})` : '';
  return `${hit.name}${price}${dietary} · ${hit.restaurant_name ?? ''} [${cuisines.join(', ')}] — ${hit.city}, ${hit.state}`;
}

/** What a relevant hit is, in words. */
function describeRule(rule: GeneratedRule): string {
  const parts: string[] = [];
  if (rule.cuisines) parts.push(`cuisine ${rule.cuisines.join('|')}`);
  if (rule.dish) parts.push(`dish "${rule.dish.join(' ')}"`);
  if (rule.name) parts.push(`named "${rule.name}"`);
  if (rule.city) parts.push(`in ${rule.city}${rule.state ? `, ${rule.state}` : ' (any state)'}`);
  if (rule.priceRange) parts.push(`price ${rule.priceRange.join('|')}`);
  if (rule.maxPrice !== undefined) parts.push(`at most $${rule.maxPrice}`);
  if (rule.dietary) parts.push(rule.dietary);
  if (rule.openNow) parts.push('open now');
  return parts.join(', ');
}

const quantile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
};
const percent = (value: number) => (Number.isNaN(value) ? '–' : `${(value * 100).toFixed(1)}%`);
const points = (value: number) =>
  Number.isNaN(value) ? '–' : `${value >= 0 ? '+' : '−'}${Math.abs(value * 100).toFixed(1)}`;

interface HalfSummary {
  queries: number;
  zeroResultRate: number;
  precisionAt5: number;
  p50Ms: number;
  p95Ms: number;
}

function summarise(all: Outcome[]): HalfSummary {
  const outcomes = all.filter((o) => !o.unanswerable);
  const count = outcomes.length;
  const ms = outcomes.map((o) => o.ms);
  return {
    queries: count,
    zeroResultRate: count ? outcomes.filter((o) => o.returned === 0).length / count : NaN,
    precisionAt5: count ? outcomes.reduce((sum, o) => sum + o.precision, 0) / count : NaN,
    p50Ms: quantile(ms, 0.5),
    p95Ms: quantile(ms, 0.95),
  };
}

interface Row {
  name: string;
  halves: Record<Half, HalfSummary>;
}

function rows(outcomes: Outcome[]): Row[] {
  const byHalf = (group: Outcome[]) =>
    Object.fromEntries(HALVES.map((half) => [half, summarise(group.filter((o) => o.query.half === half))])) as Record<
      Half,
      HalfSummary
    >;
  const classes = TEMPLATE_CLASSES.map((name) => outcomes.filter((o) => o.query.class === name)).filter(
    (group) => group.length > 0,
  );
  return [
    ...classes.map((group) => ({ name: group[0]!.query.class, halves: byHalf(group) })),
    { name: '**overall**', halves: byHalf(outcomes) },
  ];
}

function printTable(table: Row[]): void {
  console.log(
    '| class | queries dev / held-out | zero results dev | zero results held-out | P@5 dev | P@5 held-out | P@5 gap (dev − held-out) | p50 ms dev / held-out | p95 ms dev / held-out |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, halves } of table) {
    const dev = halves.development;
    const held = halves['held-out'];
    console.log(
      `| ${name} | ${dev.queries} / ${held.queries} | ${percent(dev.zeroResultRate)} | ${percent(held.zeroResultRate)} | ` +
        `${percent(dev.precisionAt5)} | ${percent(held.precisionAt5)} | ${points(dev.precisionAt5 - held.precisionAt5)} | ` +
        `${dev.p50Ms.toFixed(1)} / ${held.p50Ms.toFixed(1)} | ${dev.p95Ms.toFixed(1)} / ${held.p95Ms.toFixed(1)} |`,
    );
  }
}

function printMisses(outcomes: Outcome[], halves: readonly Half[]): void {
  for (const half of halves) {
    const misses = outcomes.filter((o) => o.query.half === half && (o.returned === 0 || o.precision < 1));
    console.log(`\n${half}: ${misses.length} queries miss (zero results or a top ${TOP} not all relevant):`);
    for (const miss of misses) {
      const { query } = miss;
      console.log(
        `\n[${query.class} · ${query.template}] ${query.endpoint} "${query.q}": P@5 ${percent(miss.precision)}, ` +
          `${miss.total} found; wants ${describeRule(query.rule)}`,
      );
      for (const line of miss.top) console.log(`  ${line}`);
    }
  }
}

interface Prepared {
  catalog: CatalogVocabulary;
  generated: ReturnType<typeof generate>;
}

/** Reads the catalog's vocabulary and draws the set: done before any query is sent, so none waits on it. */
export function prepareGenerated(options: GeneratedOptions): Prepared {
  if (!existsSync(options.catalogFile)) {
    throw new Error(
      `the generated set reads the served catalog's words from ${options.catalogFile}, which does not exist: ` +
        'give --catalog FILE (or --data-dir DIR) for the catalog the server serves, or --judged-only',
    );
  }
  let started = performance.now();
  const catalog = new CatalogVocabulary(options.catalogFile);
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(`Read the vocabulary of ${options.catalogFile} (${catalog.source}) in ${seconds()} s\n`);
  started = performance.now();
  const generated = generate(catalog, { seed: options.seed, perClass: options.perClass, classes: options.classes });
  process.stderr.write(`Drew ${generated.queries.length} queries (seed ${options.seed}) in ${seconds()} s\n`);
  if (generated.queries.length === 0) throw new Error(`no generated queries in class ${options.classes.join(', ')}`);
  return { catalog, generated };
}

/** Runs the generated set against the targets and prints its tables; returns what --json records. */
export async function runGenerated(
  targets: Target[],
  { catalog, generated }: Prepared,
  options: GeneratedOptions,
): Promise<unknown> {
  for (const target of targets) await checkServed(target, catalog);

  const outcomes: Outcome[][] = targets.map(() => []);
  for (const [index, query] of generated.queries.entries()) {
    for (let turn = 0; turn < targets.length; turn += 1) {
      const t = (index + turn) % targets.length;
      outcomes[t]!.push(await runQuery(targets[t]!, query, catalog));
    }
  }

  const values = generated.values;
  const runs = targets.map((target, t) => ({ target, outcomes: outcomes[t]!, rows: rows(outcomes[t]!) }));
  for (const run of runs) {
    console.log(
      `\nGenerated set: ${run.outcomes.length} queries against ${run.target.label} (seed ${options.seed}, up to ` +
        `${options.perClass} per class and half), each sent once, single client. Values drawn from — development: ` +
        `${values.development.cuisines} cuisines, ${values.development.cities} cities, ${values.development.dishes} dishes, ` +
        `${values.development.chains} chain names; held-out: ${values['held-out'].cuisines} cuisines, ` +
        `${values['held-out'].cities} cities, ${values['held-out'].dishes} dishes, ${values['held-out'].chains} chain names.\n`,
    );
    printTable(run.rows);
    const serverP95 = quantile(
      run.outcomes.map((o) => o.processingMs),
      0.95,
    );
    console.log(`\nserver processing_ms p95: ${serverP95}`);
    const closed = run.outcomes.filter((o) => o.unanswerable);
    if (closed.length) {
      const halves = HALVES.map((half) => `${half} ${closed.filter((o) => o.query.half === half).length}`).join(', ');
      console.log(
        `"open now" queries left out, fewer than five relevant places being open when sent: ${closed.length} (${halves}), ` +
          `${closed.filter((o) => o.returned === 0).length} of them answered with nothing`,
      );
    }
    if (generated.short.length) {
      console.log(
        `fewer than ${options.perClass} distinct answerable queries could be drawn for: ` +
          generated.short.map((s) => `${s.class} (${s.half}: ${s.drawn})`).join(', '),
      );
    }
    if (options.verbose) {
      printMisses(run.outcomes, options.heldOutMisses ? HALVES : ['development']);
      if (!options.heldOutMisses) console.log('\n(held-out misses are not listed: tune on the development half only)');
    }
  }

  return {
    seed: options.seed,
    per_class: options.perClass,
    catalog: { file: options.catalogFile, source: catalog.source, built_at: catalog.builtAt },
    values,
    runs: runs.map((run) => ({
      target: run.target.label,
      summary: run.rows.map((row) => ({ name: row.name.replace(/\*/g, ''), ...row.halves })),
      queries: run.outcomes.map((o) => ({
        class: o.query.class,
        template: o.query.template,
        half: o.query.half,
        endpoint: o.query.endpoint,
        q: o.query.q,
        rule: o.query.rule,
        returned: o.returned,
        total_estimated: o.total,
        precision_at_5: o.precision,
        ms: Number(o.ms.toFixed(2)),
        processing_ms: o.processingMs,
        top: o.top,
      })),
    })),
  };
}

/**
 * The vocabulary must be the served catalog's: a server that reports another catalog (by its source and build
 * time) is named on stderr, since its hits are then judged against a catalog it does not serve.
 */
async function checkServed(target: Target, catalog: CatalogVocabulary): Promise<void> {
  const health = (await fetch(`${target.baseUrl}/v1/health`).then(
    (response) => response.json(),
    () => null,
  )) as { data?: { catalog?: { source: string; built_at: string } | null } } | null;
  const served = health?.data?.catalog;
  if (served && (served.source !== catalog.source || served.built_at !== catalog.builtAt)) {
    process.stderr.write(
      `warning: ${target.label} serves ${served.source} built ${served.built_at}, but the generated set reads ` +
        `${catalog.source} built ${catalog.builtAt}: give --catalog FILE (or --data-dir) for the catalog it serves\n`,
    );
  }
}
