/**
 * The report's figures on place-to-place differences: each large city's top cuisines beside the reference
 * (`server/dataset/reference/population-shares.tsv`), how much the cuisine mix varies between cities, chain prices
 * by region, and staple dish prices by city beside `staple-prices.tsv`.
 */
import { readFileSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { cuisineGroup } from '../../server/dataset/cuisines.ts';
import { REGION_OF_STATE } from '../../server/dataset/place-tables.ts';
import { places } from '../../server/dataset/places.ts';
import { METROS } from '../../server/dataset/regional.ts';
import { referenceTable } from '../../server/dataset/reference/reference-table.ts';
import { fixed, largest, median, pct, smallest, type Figure, type Row } from './figure.ts';

/** Cities whose mix the distance is measured over. */
const MIX_CITIES = 50;

type Mix = Map<string, number>;

function mixesByCity(rows: readonly Row[]): Map<string, Mix> {
  const counts = new Map<string, Mix>();
  for (const r of rows) {
    const key = `${r.city}|${r.state}`;
    const first = (JSON.parse(r.cuisines) as string[])[0] ?? '';
    const mix = counts.get(key) ?? new Map<string, number>();
    const group = cuisineGroup(first);
    mix.set(group, (mix.get(group) ?? 0) + 1);
    counts.set(key, mix);
  }
  for (const mix of counts.values()) {
    let total = 0;
    for (const n of mix.values()) total += n;
    for (const [k, n] of mix) mix.set(k, n / total);
  }
  return counts;
}

/** Total-variation distance between two mixes: the share of restaurants that would have to change cuisine. */
export function mixDistance(a: Mix, b: Mix): number {
  let sum = 0;
  for (const key of new Set([...a.keys(), ...b.keys()])) sum += Math.abs((a.get(key) ?? 0) - (b.get(key) ?? 0));
  return sum / 2;
}

const top = (mix: Mix | undefined, n: number) =>
  [...(mix ?? new Map<string, number>())].sort((a, b) => b[1] - a[1]).slice(0, n);
const share = (mix: Mix | undefined, group: string) => mix?.get(group) ?? 0;

export function regionalFigures(rows: readonly Row[]): Figure[] {
  const mixes = mixesByCity(rows);
  const figures: Figure[] = [];
  const reference = new Map(METROS.map((m) => [`${m.name}|${m.state}`, m.referenceTop5]));
  for (const place of places().slice(0, 10)) {
    const key = `${place.name}|${place.state}`;
    const ours = top(mixes.get(key), 5);
    const expected = reference.get(key) ?? [];
    const hits = ours.filter(([group]) => expected.includes(group)).length;
    figures.push([
      `  ${place.name}: top five (how many are in the reference's five)`,
      `${ours.map(([g, s]) => `${g} ${pct(s, 1)}`).join(', ')} (${hits}/5)`,
      expected.join(', '),
    ]);
  }
  const named = (name: string, state: string, n = 3) => {
    const mix = mixes.get(`${name}|${state}`);
    return top(mix, n)
      .map(([g, s]) => `${g} ${pct(s, 1)}`)
      .join(', ');
  };
  figures.push(
    ['  Honolulu: top three', named('Honolulu', 'HI'), 'japanese, hawaiian (poke), chinese'],
    ['  Miami: top three', named('Miami', 'FL'), 'cuban, latin-american, american'],
    ['  New Orleans: top three', named('New Orleans', 'LA'), 'cajun, american, seafood'],
    [
      '  Mexican share in Laredo, Brownsville, McAllen, El Paso',
      ['Laredo', 'Brownsville', 'McAllen', 'El Paso']
        .map((city) => `${city} ${pct(share(mixes.get(`${city}|TX`), 'mexican'), 1)}`)
        .join(', '),
      'mostly Mexican (> 50%), well above Austin',
    ],
    ['  Mexican share in Austin', pct(share(mixes.get('Austin|TX'), 'mexican'), 1), 'below the border towns'],
  );
  const bigCities = places()
    .slice(0, MIX_CITIES)
    .map((p) => mixes.get(`${p.name}|${p.state}`))
    .filter((m): m is Mix => m !== undefined);
  for (const group of ['chinese', 'korean']) {
    const shares = bigCities.map((m) => share(m, group)).filter((s) => s > 0);
    figures.push([
      `  ${group} share, ${MIX_CITIES} largest cities (min–max, ratio)`,
      `${pct(smallest(shares), 1)}–${pct(largest(shares), 1)}, ${fixed(largest(shares) / smallest(shares), 1)}×`,
      'differs by an order of magnitude (Bay Area, LA, NYC, Honolulu high)',
    ]);
  }
  let distance = 0;
  let pairs = 0;
  for (let i = 0; i < bigCities.length; i++) {
    for (let j = i + 1; j < bigCities.length; j++) {
      distance += mixDistance(bigCities[i]!, bigCities[j]!);
      pairs += 1;
    }
  }
  figures.push([
    `mean pairwise distance of cuisine-group shares, ${MIX_CITIES} largest cities (share of restaurants differing)`,
    pct(distance / Math.max(pairs, 1), 1),
    'well above what a state-level mix gives',
  ]);
  return figures;
}

/** The three largest chains' first dish: its price by census region (min–median–max), and all chains' band. */
export function chainPriceFigures(db: Database.Database): Figure[] {
  const prices = db
    .prepare(
      `SELECT r.chain_name AS chain, r.state AS state, i.name AS item, i.price_cents AS cents FROM restaurants r
         JOIN items i ON i.rowid = r.first_item
       WHERE r.chain_name IS NOT NULL AND i.price_cents IS NOT NULL`,
    )
    .all() as { chain: string; state: string; item: string; cents: number }[];
  const byChain = new Map<string, typeof prices>();
  for (const p of prices) {
    const list = byChain.get(p.chain);
    if (list) list.push(p);
    else byChain.set(p.chain, [p]);
  }
  const figures: Figure[] = [];
  const ranked = [...byChain].sort((a, b) => b[1].length - a[1].length);
  for (const [chain, list] of ranked.slice(0, 3)) {
    const regions = new Map<string, number[]>();
    for (const p of list) {
      const region = REGION_OF_STATE[p.state] ?? '?';
      const cents = regions.get(region);
      if (cents) cents.push(p.cents / 100);
      else regions.set(region, [p.cents / 100]);
    }
    figures.push([
      `  ${chain}, “${list[0]!.item}” by region (min / median / max)`,
      [...regions]
        .sort()
        .map(([r, v]) => `${r} $${fixed(smallest(v))} / $${fixed(median(v))} / $${fixed(largest(v))}`)
        .join('; '),
      'one menu; prices within a narrow band',
    ]);
  }
  // Every chain's first dish against that dish's median across the chain: the spread of the regional factor.
  const ratios: number[] = [];
  for (const [, list] of byChain) {
    const mid = median(list.map((p) => p.cents));
    for (const p of list) ratios.push(p.cents / mid);
  }
  ratios.sort((a, b) => a - b);
  const at = (q: number) => ratios[Math.floor(q * (ratios.length - 1))] ?? NaN;
  figures.push([
    'chain location price ÷ chain median, all chains (min, 5th, 95th percentile, max)',
    `${fixed(at(0))}, ${fixed(at(0.05))}, ${fixed(at(0.95))}, ${fixed(at(1))}`,
    'within about 0.9–1.15',
  ]);
  return figures;
}

const STAPLES: ReadonlyArray<readonly [label: string, pattern: string]> = [
  ['cheeseburger', '%cheeseburger'],
  ['burrito', '%burrito'],
  ['pad thai', '%pad thai'],
  ['pizza slice', '%pizza by the slice'],
  ['latte', 'latte'],
];

/** Median (and count) of each staple in the reference cities, beside the reference range. */
export function stapleFigures(db: Database.Database): Figure[] {
  const { rows, column } = referenceTable(
    readFileSync(new URL('./staple-prices.tsv', import.meta.url), 'utf8'),
    'staple-prices.tsv',
  );
  const query = db.prepare(
    `SELECT i.price_cents AS cents FROM restaurants r JOIN items i ON i.rowid BETWEEN r.first_item AND r.last_item
     WHERE r.city = ? AND r.state = ? AND i.name LIKE ? AND i.price_cents IS NOT NULL`,
  );
  const figures: Figure[] = [];
  for (const cells of rows) {
    const [city = '', state = ''] = cells;
    for (const [label, pattern] of STAPLES) {
      const cents = (query.all(city, state, pattern) as { cents: number }[]).map((r) => r.cents / 100);
      const range = cells[column(label)] ?? '';
      figures.push([
        `  ${city}: ${label} median (min, n)`,
        cents.length ? `$${fixed(median(cents))} ($${fixed(smallest(cents))}, ${cents.length})` : 'none',
        `$${range}`,
      ]);
    }
  }
  return figures;
}
