/** The report's figures on ratings and review counts: how they follow price tier, chains and the size of a place. */
import { findPlace } from '../../server/dataset/places.ts';
import { correlation, fixed, largest, mean, median, type Figure, type Row } from './figure.ts';

export function ratingFigures(rows: readonly Row[], chains: ReadonlySet<string>): Figure[] {
  const rated = rows.filter((r) => r.rating_average !== null);
  const avg = (list: readonly Row[]) => fixed(mean(list.map((r) => r.rating_average!)));
  const byTier = ['$', '$$', '$$$', '$$$$']
    .map((t) => `${t} ${avg(rated.filter((r) => r.price_range === t))}`)
    .join(', ');
  const fast = rated.filter((r) => r.cuisines.includes('"fast-food"'));
  const size = (r: Row) => findPlace(r.city, r.state)?.population ?? 0;
  const smallTowns = rated.filter((r) => size(r) > 0 && size(r) < 5000);
  const bigCities = rated.filter((r) => size(r) >= 500_000);
  return [
    ['mean rating by price tier', byTier, 'rising with tier'],
    [
      'mean rating chain / independent / fast food',
      `${avg(rated.filter((r) => chains.has(r.name)))} / ${avg(rated.filter((r) => !chains.has(r.name)))} / ${avg(fast)}`,
      'chains and fast food lower',
    ],
    [
      'correlation of rating with log(review count)',
      fixed(
        correlation(
          rated.map((r) => Math.log(r.rating_count)),
          rated.map((r) => r.rating_average!),
        ),
      ),
      'small, positive (≈ 0.1–0.3)',
    ],
    [
      'perfect 5.0 with ≥ 50 reviews / with ≥ 1,000',
      `${rated.filter((r) => r.rating_average === 5 && r.rating_count >= 50).length} / ${rated.filter((r) => r.rating_average === 5 && r.rating_count >= 1000).length}`,
      '≈ 0 / 0',
    ],
    [
      'median reviews: towns < 5k / cities ≥ 500k',
      `${median(smallTowns.map((r) => r.rating_count))} / ${median(bigCities.map((r) => r.rating_count))}`,
      'bigger in big cities',
    ],
    ['most reviews in a town < 5k', String(largest(smallTowns.map((r) => r.rating_count))), 'a few hundred to ~2k'],
  ];
}
