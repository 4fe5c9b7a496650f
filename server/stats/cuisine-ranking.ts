/**
 * Cities ranked by one cuisine (GET /v1/stats/cuisines/{cuisine}): how many of each city's restaurants list it, and
 * what share of the city's restaurants that is. Every cuisine's count per city comes from one pass over the
 * restaurants' cuisine lists, kept with its two orders of the cities that have it for the connection's life; the pool
 * works them out as it warms (`fill`), so a request walks one order and reads only its page's positions.
 */
import type { Attributes } from '../index/attributes.ts';
import type { CuisineRankingRequest } from '../catalog/catalog.ts';
import type { CuisinePlaceRow } from '../catalog/records.ts';
import type { StatisticsStatements } from './statements.ts';
import { filterKey } from '../index/filter-tokens.ts';
import { share } from './benchmarks.ts';
import { restaurantsByPlace } from './place-restaurants.ts';

interface CuisineCounts {
  /** Per city index, its restaurants listing the cuisine. */
  counts: Uint32Array;
  /** The cities with the cuisine by share, then count, most first; ties by state and city. */
  byShare: Uint32Array;
  /** The same cities by count, then share, most first; ties as above. */
  byCount: Uint32Array;
}

export class CuisineRanking {
  private readonly kept = new Map<number, CuisineCounts>();
  /** Per city index, all its restaurants. */
  private readonly restaurants: Uint32Array;

  constructor(
    private readonly attributes: Attributes,
    private readonly statements: StatisticsStatements,
    private readonly asOf: string,
  ) {
    this.restaurants = restaurantsByPlace(attributes, true);
  }

  /** The page asked for, or undefined when no restaurant of the catalog lists the cuisine. */
  rank({ cuisine, state, sort, order, minRestaurants, limit, offset }: CuisineRankingRequest) {
    const slug = this.attributes.cuisines.indexOf(cuisine);
    if (slug < 0) return undefined;
    const { counts, byShare, byCount } = this.countsOf(slug);
    const code = state?.toUpperCase();
    const page: number[] = [];
    let total = 0;
    const ranked = sort === 'share' ? byShare : byCount;
    for (const city of order === 'desc' ? ranked : ranked.toReversed()) {
      if (this.restaurants[city]! < minRestaurants) continue;
      if (code !== undefined && this.attributes.cities[city]!.state !== code) continue;
      if (total >= offset && total < offset + limit) page.push(city);
      total += 1;
    }
    const rows: CuisinePlaceRow[] = page.map((index) => {
      const { state, city } = this.attributes.cities[index]!;
      const stats = this.statements.placeStats.get(state, filterKey(city))!;
      return {
        state,
        city,
        cuisine,
        restaurant_count: counts[index]!,
        share: share(counts[index]!, this.restaurants[index]!),
        place_restaurant_count: this.restaurants[index]!,
        location: { latitude: stats.latitude, longitude: stats.longitude },
        as_of: this.asOf,
      };
    });
    return { rows, total };
  }

  /** Works out every cuisine's counts and orders now, so that no request waits for them. */
  fill(): void {
    if (this.kept.size > 0) return;
    const { restaurants, city, cuisineStart, cuisineOf, cities } = this.attributes;
    const counts = Array.from(this.attributes.cuisines, () => new Uint32Array(cities.length));
    // A pass per cuisine cost seconds at scale 5; one pass counts them all. A cuisine listed twice counts once.
    const lastCounted = new Int32Array(this.attributes.cuisines.length).fill(-1);
    for (let r = 1; r <= restaurants; r += 1) {
      for (let i = cuisineStart[r]!; i < cuisineStart[r + 1]!; i += 1) {
        const slug = cuisineOf[i]!;
        if (lastCounted[slug] === r) continue;
        lastCounted[slug] = r;
        counts[slug]![city[r]!]! += 1;
      }
    }
    counts.forEach((perCity, slug) => this.kept.set(slug, this.ordered(perCity)));
  }

  private countsOf(slug: number): CuisineCounts {
    this.fill();
    return this.kept.get(slug)!;
  }

  /** A cuisine's counts with its two orders of the cities that have it. */
  private ordered(counts: Uint32Array): CuisineCounts {
    const { cities } = this.attributes;
    // Cities without the cuisine are left out: a ranking by a cuisine is of the places that have it.
    const having = Uint32Array.from(cities.keys()).filter((index) => counts[index]! > 0);
    const order = (first: (a: number, b: number) => number) =>
      having.slice().sort((a, b) => first(a, b) || placeOrder(a, b));
    // Compared as fractions cross-multiplied, so two equal shares are equal (no rounding decides a tie).
    const byShareDesc = (a: number, b: number) => counts[b]! * this.restaurants[a]! - counts[a]! * this.restaurants[b]!;
    const byCountDesc = (a: number, b: number) => counts[b]! - counts[a]!;
    const placeOrder = (a: number, b: number) => {
      const [x, y] = [cities[a]!, cities[b]!];
      return x.state < y.state ? -1 : x.state > y.state ? 1 : x.city < y.city ? -1 : x.city > y.city ? 1 : 0;
    };
    return {
      counts,
      byShare: order((a, b) => byShareDesc(a, b) || byCountDesc(a, b)),
      byCount: order((a, b) => byCountDesc(a, b) || byShareDesc(a, b)),
    };
  }
}
