/**
 * What every statistics answer adds to a place's figures so it can be compared and dated: its median item price as
 * an index of the nation's (100 = the national median), its people and restaurants per 10,000 of them, what its
 * restaurants are (chains, quick or full service) and what its main courses cost, and the date of the catalog the
 * figures describe (docs/api-decisions.md, "Benchmarks").
 */
import type { PlaceMix } from './place-mix.ts';
import { nationalPopulation, populationOf } from './populations.ts';

/** What a place's benchmarks are worked out from: its figures as an answer carries them. */
export interface PlaceFigures {
  state: string;
  city?: string | null;
  restaurant_count: number;
  median_price: number | null;
}

export interface PlaceBenchmarks {
  price_index: number | null;
  population: number | null;
  restaurants_per_10k: number | null;
  chain_share: number;
  service_mix: { quick: number; full: number };
  main_median_price: number | null;
  as_of: string;
}

/** `part` of `whole`, four decimals, as every share the statistics answer; 0 of nothing is 0. */
export const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);

/** `part` of `whole` × 100, to one decimal; null when either is unknown or the whole is zero. */
export function priceIndex(part: number | null, whole: number | null): number | null {
  if (part === null || whole === null || whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

export class Benchmarks {
  constructor(
    /** The national median item price in cents. */
    private readonly nationalMedian: number | null,
    private readonly mix: PlaceMix,
    /** The catalog's build (or import) date, YYYY-MM-DD. */
    readonly asOf: string,
  ) {}

  /** Counts every place's mix and reads the populations now, so that no request waits. */
  fill(): void {
    this.mix.fill();
    nationalPopulation();
  }

  /** A city's or a state's benchmarks; the nation's when `nation` is set. */
  of(place: PlaceFigures, nation = false): PlaceBenchmarks {
    const population = nation ? nationalPopulation() : populationOf(place.state, place.city ?? null);
    // Prices are whole cents: the index is worked out from cents, as the national median is kept.
    const median = place.median_price === null ? null : Math.round(place.median_price * 100);
    return {
      price_index: priceIndex(median, this.nationalMedian),
      population,
      restaurants_per_10k: perTenThousand(place.restaurant_count, population),
      ...this.mixOf(place, nation),
      as_of: this.asOf,
    };
  }

  private mixOf(place: PlaceFigures, nation: boolean) {
    // A state without restaurants (or a city no longer in the catalog) counts nothing: shares of nothing are 0.
    const counts = this.mix.of(nation ? null : place.state, place.city ?? null) ?? {
      restaurants: 0,
      chains: 0,
      quick: 0,
      full: 0,
      mainMedianCents: null,
    };
    return {
      chain_share: share(counts.chains, counts.restaurants),
      service_mix: { quick: share(counts.quick, counts.restaurants), full: share(counts.full, counts.restaurants) },
      main_median_price: counts.mainMedianCents === null ? null : counts.mainMedianCents / 100,
    };
  }
}

/** Restaurants per 10,000 people, two decimals; null when the people are unknown (or none). */
export function perTenThousand(restaurants: number, population: number | null): number | null {
  return population === null || population === 0 ? null : Math.round((restaurants / population) * 10_000 * 100) / 100;
}
