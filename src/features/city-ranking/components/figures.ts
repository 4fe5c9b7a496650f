import { formatCount, formatPercent, formatPrice } from '../../../lib/money';
import type { CityRankingRow, RankingSort } from '../api/city-ranking';

interface Figure {
  /** The table's column header. */
  header: string;
  /** The figure in words, for the map's names and legend and the metric picker. */
  words: string;
  value: (row: CityRankingRow) => number | null;
  format: (value: number) => string;
}

/** Each figure the API ranks by: how the table, the map and the controls name and format it. */
export const FIGURES: Record<RankingSort, Figure> = {
  restaurant_count: {
    header: 'Restaurants',
    words: 'restaurants',
    value: (r) => r.restaurant_count,
    format: formatCount,
  },
  item_count: { header: 'Items', words: 'menu items', value: (r) => r.item_count, format: formatCount },
  median_price: { header: 'Median price', words: 'median price', value: (r) => r.median_price, format: formatPrice },
  average_price: {
    header: 'Average price',
    words: 'average price',
    value: (r) => r.average_price,
    format: formatPrice,
  },
  p90_price: { header: 'P90 price', words: '90th percentile price', value: (r) => r.p90_price, format: formatPrice },
  expensive_share: {
    header: 'Expensive share',
    words: 'expensive share',
    value: (r) => r.expensive_share,
    format: (share) => formatPercent(share),
  },
  chain_share: {
    header: 'Chain share',
    words: 'share of restaurants in chains of 5 or more',
    value: (r) => r.chain_share,
    format: (share) => formatPercent(share),
  },
  restaurants_per_10k: {
    header: 'Per 10k people',
    words: 'restaurants per 10,000 people',
    value: (r) => r.restaurants_per_10k,
    format: (n) => n.toFixed(1),
  },
  main_median_price: {
    header: 'Main-course median',
    words: 'median main-course price',
    value: (r) => r.main_median_price,
    format: formatPrice,
  },
};
