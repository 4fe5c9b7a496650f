/**
 * Regional cuisine weights from who lives where (`reference/population-shares.tsv`: Census 2020 and ACS shares of
 * Hispanic, Mexican, Cuban and Asian-origin residents and Pacific Islanders, per state and for the largest and most
 * distinctive metros). A cuisine a group brings is over-represented where the group lives, but never vanishes where
 * it does not: Mexican and Chinese restaurants are everywhere. So a cuisine tied to a group has, in a place, the factor
 *
 *     floor + (1 − floor) × (local share ÷ national share) ^ elasticity
 *
 * scaled so that its population-weighted mean over the states is 1 (its national share in the cuisine table holds).
 * The floor is the mainstream part of the cuisine's demand; the elasticity how steeply the rest follows the group.
 * They are set so that border towns come out mostly Mexican and Honolulu Japanese and Hawaiian, while Chinese and
 * Korean shares differ tenfold between the Bay Area and the rural South, as listing-site counts show.
 */
import { readFileSync } from 'node:fs';
import { distanceKm } from '../../rules/distance.ts';
import { referenceTable } from './reference/reference-table.ts';
import { STATE_POPULATION } from './place-tables.ts';

const GROUPS = [
  'hispanic',
  'mexican',
  'cuban',
  'chinese',
  'korean',
  'japanese',
  'vietnamese',
  'filipino',
  'indian',
  'nhpi',
] as const;
type Group = (typeof GROUPS)[number];
/** Hispanic residents of other than Mexican origin: Cuban, Puerto Rican, Dominican, Central and South American. */
type Driver = Group | 'otherHispanic';

export interface ReferenceRow {
  /** A state code, or "City, ST" for a metro. */
  place: string;
  radiusKm: number | null;
  shares: Readonly<Record<Driver, number>>;
  signature: ReadonlyMap<string, number>;
  referenceTop5: readonly string[];
}

/** Per cuisine slug: which share drives it, its floor and its elasticity. */
export const DRIVERS: Readonly<Record<string, readonly [driver: Driver, floor: number, elasticity: number]>> = {
  mexican: ['mexican', 0.75, 2.1],
  tacos: ['mexican', 0.75, 2.1],
  cuban: ['cuban', 0.3, 0.9],
  'latin-american': ['otherHispanic', 0.4, 0.9],
  chinese: ['chinese', 0.45, 0.6],
  szechuan: ['chinese', 0.3, 0.7],
  cantonese: ['chinese', 0.1, 0.6],
  'dim-sum': ['chinese', 0.1, 0.6],
  taiwanese: ['chinese', 0.1, 0.6],
  japanese: ['japanese', 0.4, 0.7],
  sushi: ['japanese', 0.4, 0.7],
  ramen: ['japanese', 0.4, 0.7],
  korean: ['korean', 0.1, 1],
  vietnamese: ['vietnamese', 0.3, 0.9],
  pho: ['vietnamese', 0.3, 0.9],
  'banh-mi': ['vietnamese', 0.3, 0.9],
  filipino: ['filipino', 0.2, 0.8],
  indian: ['indian', 0.35, 0.6],
  nepali: ['indian', 0.35, 0.6],
  hawaiian: ['nhpi', 0.3, 0.9],
  poke: ['nhpi', 0.6, 0.7],
};

/** Parses the reference table: tab-separated, `#` comment lines, one header line. */
export function parseReference(text: string): ReferenceRow[] {
  const { rows, column } = referenceTable(text, 'The cuisine reference');
  return rows.map((cells) => {
    const line = cells.join('\t');
    // Every figure of the table is checked alike: a radius or a factor that is no number would silently match no
    // place, or make a weighted draw's total NaN.
    const checked = (name: string, text: string | undefined) => {
      const value = Number(text);
      if (text === undefined || text.trim() === '' || !Number.isFinite(value) || value < 0) {
        throw new Error(`Bad ${name} in the cuisine reference: ${line}`);
      }
      return value;
    };
    const number = (name: string) => checked(name, cells[column(name)]);
    const shares = Object.fromEntries(GROUPS.map((g) => [g, number(g)])) as Record<Group, number>;
    const list = (name: string) =>
      (cells[column(name)] ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== '');
    const radius = cells[column('radius_km')] ?? '';
    return {
      place: cells[0] ?? '',
      radiusKm: radius === '' ? null : checked('radius_km', radius),
      shares: { ...shares, otherHispanic: Math.max(0, shares.hispanic - shares.mexican) },
      signature: new Map(
        list('signature').map((entry) => {
          const [slug, factor] = entry.split(':');
          return [slug ?? '', checked(`signature factor of ${slug}`, factor)] as const;
        }),
      ),
      referenceTop5: list('reference_top5'),
    };
  });
}

export const REFERENCE: readonly ReferenceRow[] = parseReference(
  readFileSync(new URL('./reference/population-shares.tsv', import.meta.url), 'utf8'),
);
const NATIONAL = REFERENCE.find((r) => r.place === 'US')!;
const STATES = new Map(
  REFERENCE.filter((r) => /^[A-Z]{2}$/.test(r.place) && r.place !== 'US').map((r) => [r.place, r]),
);

export interface Metro extends ReferenceRow {
  name: string;
  state: string;
}

export const METROS: readonly Metro[] = REFERENCE.filter((r) => r.radiusKm !== null).map((r) => {
  const [name = '', state = ''] = r.place.split(', ');
  return { ...r, name, state };
});

const rawFactor = (slug: string, row: ReferenceRow): number => {
  const driver = DRIVERS[slug];
  if (!driver) return 1;
  const [group, floor, elasticity] = driver;
  const ratio = Math.max(row.shares[group], 0.01) / NATIONAL.shares[group];
  return floor + (1 - floor) * ratio ** elasticity;
};

/** Each driven cuisine's mean raw factor over the states, weighted by residents: dividing by it keeps the national share. */
const NORM: ReadonlyMap<string, number> = new Map(
  Object.keys(DRIVERS).map((slug) => {
    let sum = 0;
    let weight = 0;
    for (const [state, row] of STATES) {
      const residents = STATE_POPULATION[state] ?? 0;
      sum += residents * rawFactor(slug, row);
      weight += residents;
    }
    return [slug, sum / weight];
  }),
);

export interface Located {
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * The metro row a place falls in: the nearest metro centre within its radius, in the same state. `centreOf` finds a
 * metro's own city (the place list passes its lookup: this module does not load the gazetteer, the server imports it).
 */
export function metroOf(
  place: Located,
  centreOf: (name: string, state: string) => Located | undefined,
): Metro | undefined {
  let best: Metro | undefined;
  let bestRatio = 1;
  for (const metro of METROS) {
    const centre = metro.state === place.state ? centreOf(metro.name, metro.state) : undefined;
    if (!centre || metro.radiusKm === null) continue;
    const ratio = distanceKm(place.latitude, place.longitude, centre.latitude, centre.longitude) / metro.radiusKm;
    if (ratio <= bestRatio) [best, bestRatio] = [metro, ratio];
  }
  return best;
}

/**
 * The regional factor of a cuisine in a place: from its metro's row when it has one, else its state's, times the
 * row's signature multiplier. Cuisines without a driver get 1 (their `where` rules in the cuisine table apply).
 */
export function regionalFactor(slug: string, state: string, metro: Metro | undefined): number {
  const row = metro ?? STATES.get(state);
  const signature = metro?.signature.get(slug) ?? 1;
  if (!row || !DRIVERS[slug]) return signature;
  return (rawFactor(slug, row) / (NORM.get(slug) ?? 1)) * signature;
}
