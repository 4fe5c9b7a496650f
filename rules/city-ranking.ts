/** The figures `GET /v1/stats/cities` ranks cities by: the route's schema and the Cities page's headers read this one list. */
export const CITY_RANKING_SORTS = [
  'restaurant_count',
  'item_count',
  'median_price',
  'average_price',
  'p90_price',
  'expensive_share',
  'chain_share',
  'restaurants_per_10k',
  'main_median_price',
] as const;

export type CityRankingSort = (typeof CITY_RANKING_SORTS)[number];
