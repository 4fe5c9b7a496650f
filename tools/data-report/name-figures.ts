/** The report's figures on names, websites and chains: whether the sample's names repeat the way real ones do. */
import { largest, pct, type Figure, type Row } from './figure.ts';

/** A chain, seen from outside: one name at 5+ locations sharing one website, one price tier and one cuisine. */
export function chainNames(rows: readonly Row[]): Set<string> {
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

export function nameFigures(rows: readonly Row[], chains: ReadonlySet<string>): Figure[] {
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

export function chainFigures(rows: readonly Row[], chains: ReadonlySet<string>): Figure[] {
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
