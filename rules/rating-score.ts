/**
 * How sure a rating is, as one score: the average pulled towards a prior by the number of reviews (a Bayesian
 * average), so a 5.0 from 16 reviews does not outrank a 4.9 from 318. The catalog numbers restaurants by it, and the
 * `rating` sort (and "best" in a query) orders by it; a client that wants it can work it out from `rating` itself.
 */
export const PRIOR_AVERAGE = 3.8;
/** How many reviews the prior counts for. */
export const PRIOR_REVIEWS = 25;

/** The score of a rating; an unrated restaurant scores 0, below every rated one. */
export function ratingScore(average: number | null, count: number): number {
  if (average === null) return 0;
  return (average * count + PRIOR_AVERAGE * PRIOR_REVIEWS) / (count + PRIOR_REVIEWS);
}
