/**
 * Dishes × cities (POST /v1/stats/dish-prices/matrix): for each dish, read as item search reads it and searched
 * nationwide once, the figures of each city asked for, summed up by the path dish prices takes (`placePrices`, only
 * the chosen cities kept), and its national median (`nationalDishRow`) for the cell's price index.
 */
import type { DishMatrixAnswer, DishMatrixRequest } from '../catalog/catalog.ts';
import type { Connection } from '../catalog/connection.ts';
import type { DishMatrixCell } from '../catalog/records.ts';
import type { SearchInterpretation } from '../search/interpretation.ts';
import { filterKey } from '../index/filter-tokens.ts';
import { priceIndex, share } from './benchmarks.ts';
import { centsOf, cityIndex, dishHits, nationalDishRow } from './dish-prices.ts';
import { placePrices } from './place-prices.ts';

export function dishMatrix(connection: Connection, request: DishMatrixRequest): DishMatrixAnswer {
  const started = performance.now();
  const { attributes, scratch } = connection;
  const index = cityIndex(attributes);
  const places = request.cities.map(({ state, city }) => index.get(`${state.toUpperCase()}/${filterKey(city)}`));
  const unknownCities = places.flatMap((place, at) => (place === undefined ? [at] : []));
  const { asOf } = connection.benchmarks;
  if (unknownCities.length > 0) return { cells: [], interpretations: [], asOf, unknownCities, processingMs: 0 };
  const chosen = new Uint8Array(attributes.cities.length);
  for (const place of places) chosen[place!] = 1;
  // Each city's restaurant count, read once for all the dishes.
  const restaurantCounts = places.map((place) => {
    const { state, city } = attributes.cities[place!]!;
    return connection.statistics.placeStats.get(state, filterKey(city))!.restaurant_count;
  });
  const cells: DishMatrixCell[] = [];
  const interpretations: SearchInterpretation[] = [];
  for (const search of request.searches) {
    const found = dishHits(connection, search);
    interpretations.push(found.plan.interpretation);
    const prices = placePrices(attributes, found.hits, { groupBy: 'city', minItems: 1 }, chosen, scratch);
    const kept = new Set(prices.places);
    const figures = places.map((place) => (kept.has(place!) ? prices.figures(place!) : undefined));
    const national = centsOf(nationalDishRow(connection, found, null).median);
    places.forEach((place, at) => {
      const { state, city } = attributes.cities[place!]!;
      const summed = figures[at];
      const restaurants = summed?.restaurant_count ?? 0;
      cells.push({
        q: search.text,
        state,
        city,
        item_count: summed?.item_count ?? 0,
        restaurant_count: restaurants,
        median: summed?.median ?? null,
        penetration: share(restaurants, restaurantCounts[at]!),
        price_index: summed ? priceIndex(Math.round(summed.median * 100), national) : null,
      });
    });
  }
  return { cells, interpretations, asOf, unknownCities, processingMs: performance.now() - started };
}
