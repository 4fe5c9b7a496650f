/**
 * Lighthouse 12 on the built app served by the real server over the full-scale catalog: home, both searches with
 * filters on (and the map beside the results on desktop), a restaurant page, a city dashboard and a state page, on
 * mobile and desktop, median of N runs. Prints performance and accessibility scores, LCP, TBT and CLS against the
 * targets (performance ≥ 95 mobile / 100 desktop, CLS ≤ 0.01, accessibility 100).
 *   npm run build:app && npm run bench:lighthouse
 *   npm run bench:lighthouse -- --runs 3 --baseline /path/to/other/dist   (a second build, measured interleaved)
 *   npm run bench:lighthouse -- --page state --page restaurant           (only the pages named)
 *   npm run bench:lighthouse -- --reports /tmp/lh   (keeps every run's JSON report there: LCP element, requests, tasks)
 *   npm run bench:lighthouse -- --form mobile       (only the phone profile, or only `desktop`)
 * Environment: DATA_DIR (the catalog, opened read-only), BENCH_PORT (default 8310; it uses the next four ports too),
 * CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumLaunch } from '../e2e/chromium.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    baseline: { type: 'string' },
    page: { type: 'string', multiple: true },
    reports: { type: 'string' },
    form: { type: 'string', multiple: true },
  },
});
const runs = Number(values.runs);
const formFactors = (['mobile', 'desktop'] as const).filter((form) => !values.form || values.form.includes(form));
if (formFactors.length === 0) throw new Error(`no form factor named ${values.form!.join(', ')}`);
const basePort = Number(process.env.BENCH_PORT ?? 8310);
const debugPort = basePort + 4;
const builds = [{ name: 'this build', dist: resolve('dist') }];
if (values.baseline) builds.unshift({ name: 'baseline', dist: resolve(values.baseline) });

interface Server {
  name: string;
  origin: string;
  child: ChildProcess;
}

async function startServer(name: string, dist: string, port: number, accountsDir: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lighthouse-server.ts'], {
    env: { ...process.env, PORT: String(port), APP_DIR: dist, ACCOUNTS_DIR: accountsDir, QUOTA_LIMIT: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ready());
    child.once('exit', (code) => fail(new Error(`${name} server exited with ${code}`)));
  });
  return { name, origin: `http://127.0.0.1:${port}`, child };
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Each run starts cold: no HTTP cache, no IndexedDB answers; the key stays (localStorage), as for a returning user. */
async function coldStart(context: BrowserContext, origin: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'indexeddb,cache_storage,service_workers' });
  await cdp.detach();
}

async function measure(url: string, formFactor: 'mobile' | 'desktop', report?: string): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port: debugPort, output: 'json', logLevel: 'error', disableStorageReset: true },
    formFactor === 'desktop'
      ? { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: ['performance', 'accessibility'] } }
      : { extends: 'lighthouse:default', settings: { onlyCategories: ['performance', 'accessibility'] } },
  );
  const lhr = result!.lhr;
  if (report) writeFileSync(report, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/**
 * One cold run, tried again when Lighthouse could not record it (its trace sometimes misses the navigation on a busy
 * machine): a failed run's figures are all NaN, and one NaN among the samples spoils the median.
 */
async function measureCold(
  context: BrowserContext,
  origin: string,
  path: string,
  formFactor: 'mobile' | 'desktop',
  report?: string,
): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    await coldStart(context, origin);
    try {
      return await measure(`${origin}${path}`, formFactor, report);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${(error as Error).message}; trying again`);
    }
  }
}

const accountsDir = mkdtempSync(join(tmpdir(), 'menu-atlas-lighthouse-'));
const servers: Server[] = [];
let context: BrowserContext | undefined;
try {
  for (const [i, build] of builds.entries())
    servers.push(await startServer(build.name, build.dist, basePort + i, accountsDir));
  const origin = servers[0]!.origin;
  const { data: created } = await json<{ data: { api_key: string } }>(`${origin}/v1/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `lighthouse-${Date.now()}@example.com` }),
  });
  const auth = { authorization: `Bearer ${created.api_key}`, 'content-type': 'application/json' };
  const hit = await json<{ data: { restaurant_id: string; address: { city: string; state: string } }[] }>(
    `${origin}/v1/search/restaurants`,
    { method: 'POST', headers: auth, body: JSON.stringify({ q: 'pizza', state: 'TX', limit: 1 }) },
  );
  const restaurant = hit.data[0]!;
  const allPages = [
    { name: 'home', path: '/' },
    { name: 'restaurant search', path: '/restaurants?q=pizza&state=TX&price=1,2&rating=4' },
    { name: 'dish search', path: '/dishes?q=burrito&state=CA&diet=vegetarian&max_price=15' },
    { name: 'restaurant', path: `/restaurants/${restaurant.restaurant_id}` },
    { name: 'city dashboard', path: `/stats/TX/${encodeURIComponent('Houston')}` },
    { name: 'state', path: '/stats/TX' },
    { name: 'dish prices', path: '/stats/dishes?q=burrito&state=TX' },
    { name: 'cities', path: '/stats/cities?sort=median_price' },
  ];
  const pages = values.page ? allPages.filter((page) => values.page!.includes(page.name)) : allPages;
  if (pages.length === 0) throw new Error(`no page named ${values.page!.join(', ')}`);

  context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'menu-atlas-chrome-')), {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, `--remote-debugging-port=${debugPort}`, '--disable-dev-shm-usage'],
  });
  // Every server shares one accounts file, so the one key works on each origin.
  const setup = await context.newPage();
  for (const server of servers) {
    await setup.goto(`${server.origin}/docs/errors`);
    await setup.evaluate((key) => localStorage.setItem('menu-atlas:api-key', key), created.api_key);
  }

  console.log(`Lighthouse 12, median of ${runs} cold runs (catalog ${process.env.DATA_DIR ?? 'data'})`);
  console.log('page               form     build       perf  a11y   LCP ms  TBT ms    CLS');
  if (values.reports) mkdirSync(values.reports, { recursive: true });
  const reportPath = (...parts: (string | number)[]) =>
    values.reports && join(values.reports, `${parts.join('-').replaceAll(' ', '_')}.json`);
  let missed = 0;
  for (const formFactor of formFactors) {
    for (const page of pages) {
      const samples = new Map<string, Figures[]>(servers.map((s) => [s.name, []]));
      for (let run = 0; run < runs; run++) {
        // Builds interleaved run by run, so machine noise falls on both alike.
        for (const server of servers) {
          const report = reportPath(page.name, formFactor, server.name, run + 1);
          samples.get(server.name)!.push(await measureCold(context, server.origin, page.path, formFactor, report));
        }
      }
      for (const server of servers) {
        const s = samples.get(server.name)!;
        const m: Figures = {
          performance: median(s.map((f) => f.performance)),
          accessibility: median(s.map((f) => f.accessibility)),
          lcp: median(s.map((f) => f.lcp)),
          tbt: median(s.map((f) => f.tbt)),
          cls: median(s.map((f) => f.cls)),
        };
        const target = formFactor === 'mobile' ? 95 : 100;
        const ok = m.performance >= target && m.cls <= 0.01 && m.accessibility === 100;
        if (!ok && server.name === 'this build') missed++;
        console.log(
          `${page.name.padEnd(18)} ${formFactor.padEnd(8)} ${server.name.padEnd(10)} ${String(m.performance).padStart(5)} ${String(m.accessibility).padStart(5)} ${m.lcp.toFixed(0).padStart(8)} ${m.tbt.toFixed(0).padStart(7)} ${m.cls.toFixed(3).padStart(6)}${ok ? '' : '  ✗'}`,
        );
      }
    }
  }
  console.log(missed ? `\n${missed} page/form pairs miss a target (✗).` : '\nEvery page meets the targets.');
  if (missed) process.exitCode = 1;
} finally {
  await context?.close();
  for (const server of servers) server.child.kill('SIGTERM');
  rmSync(accountsDir, { recursive: true, force: true });
}
