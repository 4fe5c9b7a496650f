/**
 * What every statistics answer adds to a place's figures so it can be compared and dated: its median item price as
 * an index of the nation's (100 = the national median), its people and restaurants per 10,000 of them, and the
 * date of the catalog the figures describe (docs/api-decisions.md, "Benchmarks").
 */
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
    /** The national median item price in cents (the nation is summed up on its first call). */
    private readonly nationalMedian: () => number | null,
    /** The catalog's build (or import) date, YYYY-MM-DD. */
    readonly asOf: string,
  ) {}

  /** Sums up the nation and reads the populations now, so that no request waits for them. */
  fill(): void {
    this.nationalMedian();
    nationalPopulation();
  }

  /** A city's or a state's benchmarks; the nation's when `nation` is set. */
  of(place: PlaceFigures, nation = false): PlaceBenchmarks {
    const population = nation ? nationalPopulation() : populationOf(place.state, place.city ?? null);
    // Prices are whole cents: the index is worked out from cents, as the national median is kept.
    const median = place.median_price === null ? null : Math.round(place.median_price * 100);
    return {
      price_index: priceIndex(median, this.nationalMedian()),
      population,
      restaurants_per_10k:
        population === null || population === 0
          ? null
          : Math.round((place.restaurant_count / population) * 10_000 * 100) / 100,
      as_of: this.asOf,
    };
  }
}
