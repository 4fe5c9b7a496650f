/**
 * Ratings and review counts with the structure of real review sites: review counts grow with the city's size and
 * its visitors and have a long tail; averages depend on the kind of place, its price tier and whether it is a
 * chain (fast food and chains rate lower), rise slightly with the number of reviews, and a perfect 5.0 survives
 * only while a place has few reviews. Levels approximate published analyses of Yelp's open dataset (mean ≈ 3.7–4.1
 * by category, chains ≈ 0.4–0.6 stars below independents, fast food the lowest category).
 */
import type { Cuisine } from './cuisine-type.ts';
import type { Place } from './places.ts';
import type { Rng } from './random.ts';
import type { PriceRange } from '../index/source.ts';

/** Mean rating by menu kind before tier and chain effects. */
const KIND_MEAN: Partial<Record<Cuisine['menu'], number>> = {
  burgers: 3.85,
  chicken: 3.8,
  pizza: 4.0,
  sandwiches: 4.05,
  mexican: 4.05,
  taqueria: 4.15,
  chinese: 3.9,
  american: 4.0,
  diner: 4.0,
  steakhouse: 4.2,
  french: 4.25,
  ethiopian: 4.3,
  thai: 4.2,
  vietnamese: 4.2,
  indian: 4.15,
  bakery: 4.3,
  cafe: 4.25,
  dessert: 4.3,
  bbq: 4.2,
  healthy: 4.2,
};
const TIER_EFFECT: Readonly<Record<PriceRange, number>> = { $: -0.06, $$: 0, $$$: 0.1, $$$$: 0.18 };
/** Google-style levels sit ~0.15 above Yelp's; the sample aims between the two (median ≈ 4.0). */
const KIND_LIFT = 0.15;
const CHAIN_EFFECT = -0.45;
/** Stars per e-fold of reviews: a 1,000-review place rates ~0.25 above a 30-review one of the same kind. */
const REVIEW_SLOPE = 0.07;
const PERFECT_BELOW = 50;

export interface RatingInput {
  cuisine: Cuisine;
  priceRange: PriceRange | null;
  chain: boolean;
  place: Place;
}

/** Review count: lognormal around a median set by city size, visitors, price tier and chain status. */
function reviewCount(rng: Rng, { priceRange, chain, place, cuisine }: RatingInput): number {
  const size = Math.log10(Math.max(place.population, 1000) / 50_000);
  let mu = 3.7 + 0.35 * size + 1.1 * Math.log(place.tourism);
  if (priceRange === '$$$' || priceRange === '$$$$') mu += 0.35;
  if (chain) mu -= cuisine.hours === 'fast' ? 0.6 : 0.2;
  return Math.max(1, Math.min(30_000, Math.round(Math.exp(mu + 1.05 * rng.normal()))));
}

export function rating(rng: Rng, input: RatingInput): { ratingAverage: number | null; ratingCount: number } {
  if (rng.chance(0.025)) return { ratingAverage: null, ratingCount: 0 };
  const ratingCount = reviewCount(rng, input);
  const { cuisine, priceRange, chain } = input;
  let mean = (KIND_MEAN[cuisine.menu] ?? 4.1) + KIND_LIFT + TIER_EFFECT[priceRange ?? '$$'];
  if (chain) mean += CHAIN_EFFECT;
  mean += REVIEW_SLOPE * (Math.log(ratingCount) - Math.log(60));
  // Few reviews make a noisier average.
  const noise = 0.3 + 0.9 / Math.sqrt(ratingCount);
  let value = Math.round(Math.min(5, Math.max(1, mean + noise * rng.normal())) * 10) / 10;
  if (value >= 5 && ratingCount >= PERFECT_BELOW) value = 4.9;
  return { ratingAverage: value, ratingCount };
}
