/**
 * `npm run data:report [-- --catalog a.sqlite --catalog b.sqlite]`: the realism figures of a built catalog (by
 * default the one the server would open), side by side when several catalogs are given, so anyone can check
 * the sample against the reference levels written here. Reads only; works on catalogs of any generator version.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { readConfig } from '../server/config.ts';
import { areaCodesOf } from '../server/dataset/contact.ts';
import { outOfSection } from '../server/dataset/dish-kinds.ts';
import { inNewYorkCity, onStateLand } from '../server/dataset/land.ts';
import { findPlace, places } from '../server/dataset/places.ts';
import { catalogPath } from '../server/dataset/ensure-catalog.ts';

interface Row {
  name: string;
  cuisines: string;
  price_range: string | null;
  rating_average: number | null;
  rating_count: number;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  website: string | null;
  hours: string;
}

type Figure = [label: string, value: string, target: string];

// 2020 Census residents (thousands) of the states the report ranks.
const STATE_RESIDENTS: Readonly<Record<string, number>> = {
  DC: 690,
  VT: 643,
  RI: 1097,
  MT: 1084,
  NY: 20201,
  MS: 2961,
  KY: 4506,
  UT: 3272,
};
const LARGE_CITIES = 20;

const pct = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
/** Math.max without spreading: a spread of 180,000 values overflows the call stack. */
const largest = (values: Iterable<number>) => {
  let max = -Infinity;
  for (const v of values) if (v > max) max = v;
  return max;
};
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : (sorted[Math.floor(sorted.length / 2)] as number);
};

function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const y = ys[i] as number;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

/** A chain, seen from outside: one name at 5+ locations sharing one website, one price tier and one cuisine. */
function chainNames(rows: readonly Row[]): Set<string> {
  const groups = new Map<string, Row[]>();
  for (const r of rows) groups.set(r.name, [...(groups.get(r.name) ?? []), r]);
  const chains = new Set<string>();
  for (const [name, list] of groups) {
    if (list.length < 5) continue;
    const same = (key: (r: Row) => unknown) => new Set(list.map(key)).size === 1;
    if (same((r) => r.website) && same((r) => r.price_range) && same((r) => r.cuisines) && list[0]!.website) {
      chains.add(name);
    }
  }
  return chains;
}

function placeFigures(rows: readonly Row[]): Figure[] {
  const offLand = (r: Row) => !onStateLand(r.state, r.latitude, r.longitude);
  const cityOffLand = (city: string, state: string) => {
    const list = rows.filter((r) => r.city === city && r.state === state);
    return pct(list.filter(offLand).length, list.length);
  };
  const notAPlace = rows.filter((r) => {
    const place = findPlace(r.city, r.state);
    return !place || (r.state === 'NY' && r.city !== 'New York' && inNewYorkCity(place.latitude, place.longitude));
  }).length;
  const nyShare = rows.filter((r) => r.state === 'NY').length / rows.length;
  return [
    ['restaurants off their state’s land', pct(rows.filter(offLand).length, rows.length), '0%'],
    ['  New York City off NY land', cityOffLand('New York', 'NY'), '0%'],
    ['  El Paso off TX land', cityOffLand('El Paso', 'TX'), '0%'],
    ['  Detroit off MI land', cityOffLand('Detroit', 'MI'), '0%'],
    ['  San Francisco off CA land', cityOffLand('San Francisco', 'CA'), '0%'],
    ['restaurants in hamlets (< 500), unnamed or NYC-neighbourhood “cities”', String(notAPlace), '0'],
    ['NY share of restaurants ÷ NY share of US residents', fixed(nyShare / (20201 / 331449)), '≈ 1.3 (NY density)'],
  ];
}

function densityFigures(rows: readonly Row[]): Figure[] {
  const perCity = new Map<string, number>();
  for (const r of rows) perCity.set(`${r.city}|${r.state}`, (perCity.get(`${r.city}|${r.state}`) ?? 0) + 1);
  const scale = rows.length / 180_000;
  const density = (name: string, state: string, population: number) =>
    ((perCity.get(`${name}|${state}`) ?? 0) / scale / population) * 10_000;
  const large = places()
    .slice(0, LARGE_CITIES)
    .map((p) => [p.name, density(p.name, p.state, p.population)] as const);
  const values = large.map(([, d]) => d);
  const villages = places().filter((p) => p.population < 1000);
  const villageDensity = mean(villages.map((p) => density(p.name, p.state, p.population)));
  const perState = new Map<string, number>();
  for (const r of rows) perState.set(r.state, (perState.get(r.state) ?? 0) + 1);
  const stateDensity = Object.entries(STATE_RESIDENTS)
    .map(([s, thousands]) => `${s} ${fixed(((perState.get(s) ?? 0) / scale / thousands) * 10, 1)}`)
    .join(', ');
  const sf = large.find(([n]) => n === 'San Francisco')?.[1] ?? NaN;
  const dallas = large.find(([n]) => n === 'Dallas')?.[1] ?? NaN;
  return [
    [
      `restaurants per 10k residents, ${LARGE_CITIES} largest cities (min–max)`,
      `${fixed(Math.min(...values), 1)}–${fixed(Math.max(...values), 1)}`,
      'spread ≥ 1.5×',
    ],
    ['  densest ÷ sparsest large city', fixed(Math.max(...values) / Math.min(...values)), '≥ 1.5'],
    ['  San Francisco ÷ Dallas', fixed(sf / dallas), '≈ 1.7'],
    ['  per city', large.map(([n, d]) => `${n} ${fixed(d, 1)}`).join(', '), ''],
    ['restaurants per 10k residents, villages under 1,000', fixed(villageDensity, 1), 'near the large cities'],
    ['restaurants per 10k residents by state (scale 1)', stateDensity, 'DC, VT, RI, MT, NY high; MS, KY, UT low'],
  ];
}

function nameFigures(rows: readonly Row[], chains: ReadonlySet<string>): Figure[] {
  const independents = rows.filter((r) => !chains.has(r.name));
  const counts = new Map<string, Row[]>();
  for (const r of independents) counts.set(r.name, [...(counts.get(r.name) ?? []), r]);
  const [topName, topRows] = [...counts].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
  const inCity = new Map<string, number>();
  for (const r of independents)
    inCity.set(`${r.name}|${r.city}|${r.state}`, (inCity.get(`${r.name}|${r.city}|${r.state}`) ?? 0) + 1);
  const sites = new Map<string, Set<string>>();
  for (const r of independents) {
    if (!r.website) continue;
    sites.set(r.website, (sites.get(r.website) ?? new Set()).add(`${r.city}|${r.state}`));
  }
  const withSite = independents.filter((r) => r.website);
  const shared = withSite.filter((r) => (sites.get(r.website!)?.size ?? 0) > 1).length;
  const offCuisine = locationsOffTheirNamesCuisine(rows);
  return [
    [
      'distinct restaurant names',
      `${new Set(rows.map((r) => r.name)).size.toLocaleString('en-US')}`,
      'many more than 24k',
    ],
    [
      'commonest non-chain name',
      `“${topName}” ×${topRows.length} (${new Set(topRows.map((r) => r.cuisines)).size} cuisine sets, ${new Set(topRows.map((r) => r.price_range)).size} tiers)`,
      'a few dozen at most',
    ],
    ['most repeats of one non-chain name in one city', String(largest(inCity.values())), '1–2'],
    ['non-chain websites shared across cities', pct(shared, withSite.length), '≈ 0%'],
    [
      'locations of a name used 20+ times whose main cuisine is not the name’s',
      pct(offCuisine.off, offCuisine.locations),
      '≤ 10%',
    ],
  ];
}

/**
 * Among names used 20 or more times (chains included), the locations whose first cuisine differs from the one the
 * name most often has: a "Blue Moon Burger Joint" listed first as hot dogs.
 */
function locationsOffTheirNamesCuisine(rows: readonly Row[]): { off: number; locations: number } {
  const mains = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const main = (JSON.parse(r.cuisines) as string[])[0] ?? '';
    const byCuisine = mains.get(r.name) ?? mains.set(r.name, new Map()).get(r.name)!;
    byCuisine.set(main, (byCuisine.get(main) ?? 0) + 1);
  }
  let off = 0;
  let locations = 0;
  for (const byCuisine of mains.values()) {
    const counts = [...byCuisine.values()];
    const total = counts.reduce((sum, count) => sum + count, 0);
    if (total < 20) continue;
    locations += total;
    off += total - Math.max(...counts);
  }
  return { off, locations };
}

function chainFigures(rows: readonly Row[], chains: ReadonlySet<string>): Figure[] {
  const sizes = new Map<string, number>();
  for (const r of rows) if (chains.has(r.name)) sizes.set(r.name, (sizes.get(r.name) ?? 0) + 1);
  const sorted = [...sizes.values()].sort((a, b) => b - a);
  const chained = sorted.reduce((a, b) => a + b, 0);
  return [
    ['chain locations (5+ sites sharing name, site, tier, cuisine)', pct(chained, rows.length), '40–45%'],
    ['  brands', String(sorted.length), ''],
    ['  largest brand', pct(sorted[0] ?? 0, rows.length), '2–3%'],
    [
      '  top ten brands',
      pct(
        sorted.slice(0, 10).reduce((a, b) => a + b, 0),
        rows.length,
      ),
      '10–12%',
    ],
  ];
}

function menuFigures(db: Database.Database): Figure[] {
  const scalar = (sql: string) => Object.values(db.prepare(sql).get() as Record<string, number>)[0] as number;
  const priceOf = (pattern: string) =>
    median(
      (
        db.prepare(`SELECT price_cents AS p FROM items WHERE price_cents IS NOT NULL AND name LIKE ?`).all(pattern) as {
          p: number;
        }[]
      ).map((r) => r.p / 100),
    );
  const pizzerias = scalar(`SELECT count(*) FROM restaurants WHERE cuisines LIKE '["pizza"%'`);
  const withoutPie = scalar(`SELECT count(*) FROM restaurants r WHERE cuisines LIKE '["pizza"%' AND NOT EXISTS (
      SELECT 1 FROM items i WHERE i.rowid BETWEEN r.first_item AND r.last_item
        AND (i.name LIKE '%cheese pizza%' OR i.name LIKE '%pepperoni%'))`);
  const endings = db
    .prepare(
      `SELECT price_cents % 100 AS e, count(*) AS n FROM items WHERE price_cents IS NOT NULL GROUP BY e ORDER BY n DESC`,
    )
    .all() as { e: number; n: number }[];
  const priced = endings.reduce((a, b) => a + b.n, 0);
  const smallSections = scalar(
    `SELECT count(*) FROM (SELECT restaurant, section FROM items GROUP BY restaurant, section HAVING count(*) < 2)`,
  );
  const sections = scalar(`SELECT count(*) FROM sections`);
  // "A Oakland favorite": the article before a place named in a description, checked by its first letter.
  const wrongArticles = scalar(
    `SELECT count(*) FROM items WHERE description GLOB '*A [AIO]* favorite*' OR description GLOB '*An [^AEIOU]* favorite*'`,
  );
  const misplaced = dishesOutOfSection(db);
  return [
    ['menu items', scalar(`SELECT count(*) FROM items`).toLocaleString('en-US'), '≈ 2.1 million'],
    ['distinct dish names', scalar(`SELECT count(DISTINCT name) FROM items`).toLocaleString('en-US'), '≥ 15,000'],
    [
      'distinct descriptions',
      scalar(`SELECT count(DISTINCT description) FROM items`).toLocaleString('en-US'),
      'vary per restaurant',
    ],
    ['pizzerias without a cheese or pepperoni pie', pct(withoutPie, pizzerias), '0%'],
    ['sections with a single item', pct(smallSections, sections), '0%'],
    ['descriptions with "A" before a vowel (“A Oakland favorite”)', wrongArticles.toLocaleString('en-US'), '0'],
    [
      'items whose name says another kind than their section (a stir-fry under “Curries”)',
      misplaced.count.toLocaleString('en-US') + (misplaced.commonest ? `, most often ${misplaced.commonest}` : ''),
      '0',
    ],
    ['median plain latte', `$${fixed(priceOf('latte'))}`, '≈ $5.50 (Toast 2024: $5.46)'],
    ['median drip coffee', `$${fixed(priceOf('drip coffee'))}`, '≈ $3'],
    [
      'distinct price endings (cents) / top five',
      `${endings.length} / ${endings
        .slice(0, 5)
        .map((e) => `.${String(e.e).padStart(2, '0')} ${pct(e.n, priced)}`)
        .join(', ')}`,
      'category-specific',
    ],
  ];
}

/** Items listed under a section whose title names a kind their own name is not (`dish-kinds.ts`), and the commonest. */
function dishesOutOfSection(db: Database.Database): { count: number; commonest: string | undefined } {
  const pairs = db
    .prepare(
      `SELECT s.title, i.name, count(*) AS n FROM items i
         JOIN sections s ON s.restaurant = i.restaurant AND s.position = i.section
       GROUP BY s.title, i.name`,
    )
    .all() as { title: string; name: string; n: number }[];
  let count = 0;
  let commonest: { title: string; name: string; n: number } | undefined;
  for (const pair of pairs) {
    if (!outOfSection(pair.title, pair.name)) continue;
    count += pair.n;
    if (!commonest || pair.n > commonest.n) commonest = pair;
  }
  return { count, commonest: commonest && `“${commonest.name}” under “${commonest.title}” ×${commonest.n}` };
}

function ratingFigures(rows: readonly Row[], chains: ReadonlySet<string>): Figure[] {
  const rated = rows.filter((r) => r.rating_average !== null);
  const avg = (list: readonly Row[]) => fixed(mean(list.map((r) => r.rating_average!)));
  const byTier = ['$', '$$', '$$$', '$$$$']
    .map((t) => `${t} ${avg(rated.filter((r) => r.price_range === t))}`)
    .join(', ');
  const fast = rated.filter((r) => r.cuisines.includes('"fast-food"'));
  const size = (r: Row) => findPlace(r.city, r.state)?.population ?? 0;
  const smallTowns = rated.filter((r) => size(r) > 0 && size(r) < 5000);
  const bigCities = rated.filter((r) => size(r) >= 500_000);
  return [
    ['mean rating by price tier', byTier, 'rising with tier'],
    [
      'mean rating chain / independent / fast food',
      `${avg(rated.filter((r) => chains.has(r.name)))} / ${avg(rated.filter((r) => !chains.has(r.name)))} / ${avg(fast)}`,
      'chains and fast food lower',
    ],
    [
      'correlation of rating with log(review count)',
      fixed(
        correlation(
          rated.map((r) => Math.log(r.rating_count)),
          rated.map((r) => r.rating_average!),
        ),
      ),
      'small, positive (≈ 0.1–0.3)',
    ],
    [
      'perfect 5.0 with ≥ 50 reviews / with ≥ 1,000',
      `${rated.filter((r) => r.rating_average === 5 && r.rating_count >= 50).length} / ${rated.filter((r) => r.rating_average === 5 && r.rating_count >= 1000).length}`,
      '≈ 0 / 0',
    ],
    [
      'median reviews: towns < 5k / cities ≥ 500k',
      `${median(smallTowns.map((r) => r.rating_count))} / ${median(bigCities.map((r) => r.rating_count))}`,
      'bigger in big cities',
    ],
    ['most reviews in a town < 5k', String(largest(smallTowns.map((r) => r.rating_count))), 'a few hundred to ~2k'],
  ];
}

function phoneFigures(rows: readonly Row[]): Figure[] {
  const large = places().slice(0, LARGE_CITIES);
  let local = 0;
  let total = 0;
  for (const place of large) {
    const codes = new Set(areaCodesOf(place));
    for (const r of rows) {
      if (r.city !== place.name || r.state !== place.state || !r.phone) continue;
      total += 1;
      if (codes.has(Number(r.phone.slice(2, 5)))) local += 1;
    }
  }
  const n11 = rows.filter((r) => r.phone && /^\+1\d{3}[2-9]11/.test(r.phone)).length;
  return [
    [`local area code, ${LARGE_CITIES} largest cities`, pct(local, total), '≥ 95%'],
    ['numbers with an N11 exchange', String(n11), '0'],
  ];
}

function hourFigures(rows: readonly Row[]): Figure[] {
  type Range = { day: string; open: string; close: string; overnight: boolean };
  // Late means closing after midnight. A range that closes at 00:00 is flagged `overnight` too (its close falls on
  // the next day), but closing at midnight is an ordinary evening: counting it gives a quarter of all places.
  const late = (r: Row) => (JSON.parse(r.hours) as Range[]).some((h) => h.overnight && h.close !== '00:00');
  const untilMidnight = (r: Row) => (JSON.parse(r.hours) as Range[]).some((h) => h.overnight);
  const lateRows = rows.filter(late);
  const barOrDiner = lateRows.filter((r) =>
    /"(bar|sports-bar|irish|diner|wine-bar|brewpub|gastropub)"/.test(r.cuisines),
  );
  const villages = rows.filter((r) => (findPlace(r.city, r.state)?.population ?? 0) < 5000);
  const pizzaTaco = villages.filter((r) => /^\["(pizza|tacos)"/.test(r.cuisines));
  const breakfast = rows.filter((r) => r.cuisines.startsWith('["breakfast-brunch"'));
  const earlyAndDone = breakfast.filter((r) =>
    (JSON.parse(r.hours) as Range[]).every((h) => h.open <= '08:00' && !h.overnight && h.close <= '16:00'),
  );
  return [
    ['open past midnight on some day (a close after 00:00)', pct(lateRows.length, rows.length), '15–20%'],
    ['  of those, bars and diners', pct(barOrDiner.length, lateRows.length), ''],
    [
      '  of those, bars, diners or in cities ≥ 100k',
      pct(
        lateRows.filter((r) => barOrDiner.includes(r) || (findPlace(r.city, r.state)?.population ?? 0) >= 100_000)
          .length,
        lateRows.length,
      ),
      'mostly',
    ],
    [
      'open until midnight or later on some day (any range flagged overnight: 00:00 closes count)',
      pct(rows.filter(untilMidnight).length, rows.length),
      '',
    ],
    [
      'pizzerias and taquerias in towns < 5k open past midnight',
      pct(pizzaTaco.filter(late).length, pizzaTaco.length),
      'few',
    ],
    ['breakfast places open by 8:00 and closed by 16:00', pct(earlyAndDone.length, breakfast.length), 'most'],
  ];
}

function report(path: string): Array<[string, Figure[]]> {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT name, cuisines, price_range, rating_average, rating_count, city, state, latitude, longitude, phone,
                website, hours FROM restaurants`,
      )
      .all() as Row[];
    const chains = chainNames(rows);
    return [
      ['Places', placeFigures(rows)],
      ['Density', densityFigures(rows)],
      ['Names and websites', nameFigures(rows, chains)],
      ['Chains', chainFigures(rows, chains)],
      ['Menus', menuFigures(db)],
      ['Ratings and reviews', ratingFigures(rows, chains)],
      ['Phones', phoneFigures(rows)],
      ['Hours', hourFigures(rows)],
    ];
  } finally {
    db.close();
  }
}

const config = readConfig();
const { values } = parseArgs({ options: { catalog: { type: 'string', multiple: true } } });
const paths = values.catalog ?? [catalogPath(config.dataDir, { scale: config.datasetScale, seed: config.datasetSeed })];
for (const path of paths) {
  if (!existsSync(path)) {
    process.stderr.write(`No catalog at ${path}: build it with npm run data:build, or pass --catalog <file>\n`);
    process.exit(2);
  }
}
const reports = paths.map(report);
const out: string[] = paths.map((p, i) => `[${i + 1}] ${p}`);
reports[0]!.forEach(([title, figures], g) => {
  out.push('', `## ${title}`);
  figures.forEach(([label, , target], f) => {
    out.push(`${label}${target ? `   (target: ${target})` : ''}`);
    reports.forEach((r, i) => out.push(`   [${i + 1}] ${r[g]![1][f]![1]}`));
  });
});
process.stdout.write(`${out.join('\n')}\n`);
