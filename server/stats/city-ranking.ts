import type Database from 'better-sqlite3';
import type { CityRankingSort } from '../../rules/city-ranking.ts';
import type { CityRankingRequest } from '../catalog/catalog.ts';
import type { CityRankingRow, Unbenchmarked } from '../catalog/records.ts';
import { perTenThousand, share } from './benchmarks.ts';
import type { PlaceMix } from './place-mix.ts';
import { placeFigures } from './place-statistics.ts';
import { populationOf } from './populations.ts';
import type { PlaceStatsRow, StatisticsStatements } from './statements.ts';
import { MOST_SORT_KEY } from '../index/catalog-limits.ts';
import { packKey, positionOf } from '../catalog/query/packed-key.ts';

/** The place_stats column each ranking sort reads, where it reads one. */
const RANKING_COLUMN = {
  restaurant_count: 'restaurant_count',
  item_count: 'item_count',
  median_price: 'p50',
  average_price: 'average_cents',
  p90_price: 'p90',
  expensive_share: 'expensive_share',
} as const satisfies Partial<Record<CityRankingSort, keyof PlaceStatsRow>>;

type RankingColumns = Pick<
  PlaceStatsRow,
  'state' | 'city' | 'city_key' | (typeof RANKING_COLUMN)[keyof typeof RANKING_COLUMN]
>;

/**
 * Each sort's figure of a city as a whole number (a count, cents, a share in ten-thousandths, restaurants per 10k
 * in hundredths: the figure as the answer rounds it), or null when the city has none.
 */
function sortFigures(mix: Pick<PlaceMix, 'of'>): Record<CityRankingSort, (city: RankingColumns) => number | null> {
  const column = (name: (typeof RANKING_COLUMN)[keyof typeof RANKING_COLUMN]) => (city: RankingColumns) => city[name];
  const counts = (city: RankingColumns) => mix.of(city.state, city.city!);
  const tenThousandths = (value: number | null) => (value === null ? null : Math.round(value * 10_000));
  return {
    restaurant_count: column('restaurant_count'),
    item_count: column('item_count'),
    median_price: column('p50'),
    average_price: column('average_cents'),
    p90_price: column('p90'),
    expensive_share: (city) => tenThousandths(city.expensive_share),
    chain_share: (city) => {
      const of = counts(city);
      return of === undefined ? null : tenThousandths(share(of.chains, of.restaurants));
    },
    restaurants_per_10k: (city) => {
      const per10k = perTenThousand(city.restaurant_count, populationOf(city.state, city.city));
      return per10k === null ? null : Math.round(per10k * 100);
    },
    main_median_price: (city) => counts(city)?.mainMedianCents ?? null,
  };
}

/**
 * The city ranking. Every city's place and figures are read once, as the pool warms (a small table, even at full
 * scale; its chain and main-course figures come from the place mix), and ordered by
 * each sort both ways; a request walks one order, keeps the cities that are big enough
 * (and in the state), and reads only its page's rows by key, rather than ordering every city in SQL on every request
 * (docs/api-decisions.md has what each cost).
 * Cities without the figure (no priced item, no known tier) come last either way; ties go by state, then city, so
 * pages never overlap.
 *
 * Orders are sorted as packed numbers, the figure and the city's index (`packed-key.ts`), so the typed array's own
 * numeric sort does it (a comparator called for every pair it compares, for every city and every order, made each
 * connection's start noticeably slower) and ties fall to the index, which is state then city order. Every figure is
 * a count of rows, a price in cents or a share in ten-thousandths, so a sort key; and every city has a restaurant,
 * so no catalog has more cities than a position can number.
 */
export class CityRanking {
  private ranked: { cities: RankingColumns[]; orders: Map<string, Uint32Array> } | undefined;

  constructor(
    private readonly db: Database.Database,
    private readonly statements: StatisticsStatements,
    private readonly mix: Pick<PlaceMix, 'of'>,
  ) {}

  /** Orders every city now, so that no request waits for it (and opening a connection does not). */
  fill(): void {
    this.ranked ??= this.order();
  }

  private order(): { cities: RankingColumns[]; orders: Map<string, Uint32Array> } {
    const cities = this.db
      .prepare<[], RankingColumns>(
        `SELECT state, city, city_key, ${Object.values(RANKING_COLUMN).join(', ')} FROM place_stats
          WHERE city IS NOT NULL ORDER BY state, city_key`,
      )
      .all();
    const orders = new Map<string, Uint32Array>();
    for (const [sort, figure] of Object.entries(sortFigures(this.mix))) {
      const values = cities.map(figure);
      const known = values.filter((value) => value !== null).length;
      const keys = { asc: new Float64Array(known), desc: new Float64Array(known) };
      const unknown: number[] = [];
      let at = 0;
      values.forEach((whole, index) => {
        if (whole === null) return unknown.push(index);
        keys.asc[at] = packKey(whole, index);
        keys.desc[at] = packKey(MOST_SORT_KEY - whole, index);
        at += 1;
      });
      for (const order of ['asc', 'desc'] as const) {
        const ranked = new Uint32Array(cities.length);
        keys[order].sort().forEach((key, position) => (ranked[position] = positionOf(key)));
        ranked.set(unknown, known);
        orders.set(`${sort} ${order}`, ranked);
      }
    }
    return { cities, orders };
  }

  rank({ state, sort, order, minRestaurants, limit, offset }: CityRankingRequest) {
    this.fill();
    const { cities, orders } = this.ranked!;
    const code = state?.toUpperCase();
    const page: RankingColumns[] = [];
    let total = 0;
    for (const index of orders.get(`${sort} ${order}`)!) {
      const city = cities[index]!;
      if (city.restaurant_count < minRestaurants || (code !== undefined && city.state !== code)) continue;
      if (total >= offset && total < offset + limit) page.push(city);
      total += 1;
    }
    const rows: Unbenchmarked<CityRankingRow>[] = page.map(({ state, city_key }) => {
      const row = this.statements.placeStats.get(state, city_key)!;
      return {
        state: row.state,
        city: row.city!,
        ...placeFigures(row),
        location: { latitude: row.latitude, longitude: row.longitude },
      };
    });
    return { rows, total };
  }
}
