import { expect, it } from 'vitest';
import { ratingScore } from './rating-score.ts';

it('ranks a rating by how sure it is: many reviews beat a few perfect ones', () => {
  expect(ratingScore(4.9, 318)).toBeGreaterThan(ratingScore(5, 16));
  expect(ratingScore(4.6, 2000)).toBeGreaterThan(ratingScore(5, 2));
  // With equal counts the higher average wins.
  expect(ratingScore(4.5, 40)).toBeGreaterThan(ratingScore(4.4, 40));
});

it('puts an unrated restaurant below every rated one', () => {
  expect(ratingScore(null, 0)).toBeLessThan(ratingScore(1, 1));
});
