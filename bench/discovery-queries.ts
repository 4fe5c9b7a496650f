/**
 * Discovery requests for `npm run bench:discovery`, drawn from the catalog itself so they fit the data: real cities,
 * real coordinates, real cuisines. Every request in a class differs from the others (a novel query, as a user sends
 * it), and the same seed gives the same list every run.
 */
import Database from 'better-sqlite3';
import { novelQueries } from './novel-queries.ts';

export type Body = Record<string, unknown>;
export type Endpoint = 'restaurants' | 'items';
export interface Request {
  endpoint: Endpoint;
  body: Body;
}

interface City {
  city: string;
  state: string;
  count: number;
  latitude: number;
  longitude: number;
}

interface Sample {
  cities: City[];
  states: string[];
  cuisines: string[];
  points: Array<{ latitude: number; longitude: number }>;
}

function sampleCatalog(path: string): Sample {
  const db = new Database(path, { readonly: true });
  try {
    const cities = db
      .prepare(
        `SELECT city, state, count(*) AS count, avg(latitude) AS latitude, avg(longitude) AS longitude
           FROM restaurants GROUP BY city_key, state HAVING count(*) >= 20 ORDER BY count DESC, city`,
      )
      .all() as City[];
    const states = db.prepare('SELECT state FROM restaurants GROUP BY state ORDER BY count(*) DESC').pluck().all();
    const cuisines = db
      .prepare(
        `SELECT cuisine.value FROM restaurants, json_each(restaurants.cuisines) AS cuisine
          GROUP BY cuisine.value ORDER BY count(*) DESC, cuisine.value`,
      )
      .pluck()
      .all();
    const points = db
      .prepare('SELECT latitude, longitude FROM restaurants WHERE rowid % 613 = 0 ORDER BY rowid')
      .all() as Sample['points'];
    return { cities, states: states as string[], cuisines: cuisines as string[], points };
  } finally {
    db.close();
  }
}

/** A small seeded generator (mulberry32): the same requests every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const SORTS = ['relevance', 'rating', 'review_count', 'distance', 'price_asc', 'price_desc'] as const;
const TIERS = ['$', '$$', '$$$', '$$$$'] as const;
const ALL_FACETS = ['cuisine', 'price_range', 'city', 'state', 'rating', 'open_now'];
const ENDPOINTS: Endpoint[] = ['restaurants', 'items'];

/** The classes of the benchmark, each a list of distinct requests. */
export function discoveryClasses(catalogPath: string, perClass: number): Record<string, Request[]> {
  const { cities, states, cuisines, points } = sampleCatalog(catalogPath);
  const { next, pick } = random(20261125);
  const words = [...new Set(novelQueries().map(({ q }) => q))];
  const dishes = words.filter((q) => q.split(' ').length <= 2);
  const downtown = cities[0]!;
  const jitter = (degrees: number) => (next() - 0.5) * 2 * degrees;
  const nearPoint = (radius: number, center = pick(points)) => ({
    latitude: center.latitude + jitter(0.01),
    longitude: center.longitude + jitter(0.01),
    radius_m: radius,
  });
  const anyFilter = (): Body => {
    switch (Math.floor(next() * 4)) {
      case 0:
        return { cuisines: [pick(cuisines.slice(0, 40))] };
      case 1:
        return { price_range: [pick(TIERS), pick(TIERS)] };
      case 2:
        return { min_rating: pick([3, 3.5, 4, 4.5]) };
      default:
        return { open_now: true };
    }
  };
  const list = (make: (index: number) => Request) => Array.from({ length: perClass }, (_, index) => make(index));
  const alternate = (index: number, body: Body): Request => ({ endpoint: ENDPOINTS[index % 2]!, body });
  // A small catalog (bench:scale's smaller scales) has fewer cities: at most half of them count as big.
  const big = Math.min(300, Math.floor(cities.length / 2));
  const bigCities = cities.slice(0, big);
  const midCities = cities.slice(big, 3000);

  return {
    'text + filters': list((i) => alternate(i, { q: words[(i * 7) % words.length], ...anyFilter(), ...anyFilter() })),
    'browse big city': list((i) => {
      const { city, state } = bigCities[i % bigCities.length]!;
      return alternate(i, { q: '', city, state, sort: pick(['rating', 'review_count', 'price_asc']) });
    }),
    'browse mid city': list((i) => {
      const { city, state } = pick(midCities);
      return alternate(i, { q: '', city, state, ...anyFilter() });
    }),
    'browse state': list((i) => alternate(i, { q: '', state: states[i % states.length], ...anyFilter() })),
    'near 1 km': list((i) => alternate(i, { q: '', near: nearPoint(1000), sort: 'distance' })),
    'near 5 km + text': list((i) => alternate(i, { q: pick(dishes), near: nearPoint(5000) })),
    'near 50 km': list((i) => alternate(i, { q: '', near: nearPoint(50_000), ...anyFilter() })),
    'near downtown 2 km': list((i) =>
      alternate(i, { q: i % 4 === 0 ? pick(dishes) : '', near: nearPoint(2000, downtown), sort: pick(SORTS) }),
    ),
    'within box': list((i) => {
      const center = pick(points);
      const half = 0.01 + next() * 0.5;
      const box = {
        north: center.latitude + half,
        south: center.latitude - half,
        east: center.longitude + half,
        west: center.longitude - half,
      };
      return alternate(i, { q: i % 3 === 0 ? pick(dishes) : '', within: box });
    }),
    'every sort': list((i) => {
      const sort = SORTS[i % SORTS.length]!;
      const place = sort === 'distance' ? { near: nearPoint(10_000) } : { state: pick(states.slice(0, 20)) };
      return { endpoint: ENDPOINTS[Math.floor(i / SORTS.length) % 2]!, body: { q: pick(dishes), sort, ...place } };
    }),
    'facets, broad': list((i) => {
      const broad: Body[] = [
        { q: '', state: states[i % 10] },
        { q: pick(['pizza', 'chicken', 'burger', 'tacos', 'sushi', 'salad', 'coffee', 'noodles']) },
        { q: '', cuisines: [cuisines[i % 20]] },
      ];
      return alternate(i, { ...broad[i % broad.length], facets: ALL_FACETS });
    }),
    'items: price + facets': list((i) => ({
      endpoint: 'items',
      body: {
        q: pick(dishes),
        price: i % 2 === 0 ? { max: 8 + (i % 20) } : { min: 5 + (i % 10), max: 20 + (i % 15) },
        facets: ['cuisine', 'price_range', 'rating'],
        ...(i % 3 === 0 ? { state: pick(states.slice(0, 15)) } : {}),
      },
    })),
  };
}

/** Text searches as before discovery (both endpoints), which both the old and the new server answer. */
export function textClasses(): Record<string, Request[]> {
  const classes: Record<string, Request[]> = {};
  for (const { cls, q } of novelQueries()) {
    for (const endpoint of ENDPOINTS) (classes[`text: ${cls}`] ??= []).push({ endpoint, body: { q } });
  }
  return classes;
}
