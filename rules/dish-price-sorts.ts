/**
 * The orders `POST /v1/stats/dish-prices` keeps over every place (the route's schema and the Dish prices table's
 * headers read this one list): `place` is by state, then city; the rest are a row's figures.
 */
export const DISH_PRICE_SORTS = [
  'place',
  'item_count',
  'restaurant_count',
  'penetration',
  'price_index',
  'min_price',
  'p25_price',
  'median_price',
  'p75_price',
  'max_price',
  'average_price',
] as const;

export type DishPriceSort = (typeof DISH_PRICE_SORTS)[number];
