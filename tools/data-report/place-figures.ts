/** The report's figures on where restaurants are: on their state's land, how densely, with local phone numbers. */
import { areaCodesOf } from '../../server/dataset/contact.ts';
import { inNewYorkCity, onStateLand } from '../../server/dataset/land.ts';
import { findPlace, places } from '../../server/dataset/places.ts';
import { fixed, LARGE_CITIES, mean, pct, type Figure, type Row } from './figure.ts';

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

export function placeFigures(rows: readonly Row[]): Figure[] {
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

export function densityFigures(rows: readonly Row[]): Figure[] {
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

export function phoneFigures(rows: readonly Row[]): Figure[] {
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
