/**
 * What the dishes matching a query cost, place by place (POST /v1/stats/dish-prices). The query is understood and
 * filtered exactly as an item search would (the same plan, the same discovery pass over every match), so a
 * place's item count is that search's total there. Only the matches' prices are read, from the typed attributes
 * (`attributes.ts`), never a row of the items table: summed up place by place (`place-prices.ts`), put in the order
 * asked for (`place-order.ts`), and only the page's places are made rows.
 */
import { planSearch } from '../search/plan.ts';
import type { Attributes } from '../index/attributes.ts';
import type { DishPricesAnswer, DishPricesRequest } from '../catalog/catalog.ts';
import type { Connection } from '../catalog/connection.ts';
import { discover } from '../catalog/query/discovery.ts';
import { indexNarrowing } from '../catalog/query/executor.ts';
import { FtsCandidates } from '../catalog/query/fts-candidates.ts';
import { filterKey } from '../index/filter-tokens.ts';
import { placePrices } from './place-prices.ts';
import { orderPlaces } from './place-order.ts';

export function dishPrices(connection: Connection, request: DishPricesRequest): DishPricesAnswer {
  const started = performance.now();
  const { attributes, scratch, searchers } = connection;
  const candidates = new FtsCandidates(searchers.items, searchers.items, true);
  const plan = planSearch(request.search, connection.vocabulary('items'), candidates);
  const matches = plan.sets.length > 0 ? candidates.allMatches(plan.sets, indexNarrowing(plan.filters, [])) : null;
  const { hits } = discover(connection, { ...plan.request, filters: plan.filters }, matches, null);
  const { chosen, unknown } = chosenCities(attributes, request.cities);
  const prices = placePrices(attributes, hits, request, chosen, scratch);
  const places = orderPlaces(prices, request, attributes.cities);
  const page = Array.from(places.subarray(request.offset, request.offset + request.limit), (place) => {
    const figures = prices.figures(place);
    const { state, city } = figures;
    const stats = connection.statistics.placeStats.get(state, city === null ? '' : filterKey(city))!;
    return { ...figures, location: { latitude: stats.latitude, longitude: stats.longitude } };
  });
  return {
    rows: page,
    total: places.length,
    interpretation: plan.interpretation,
    unknownCities: unknown,
    processingMs: performance.now() - started,
  };
}

/** The place index of each city ("TX/austin" → its index in `attributes.cities`), built once per catalog. */
const cityIndexes = new WeakMap<Attributes, Map<string, number>>();

function cityIndex(attributes: Attributes): Map<string, number> {
  let index = cityIndexes.get(attributes);
  if (!index) {
    index = new Map(attributes.cities.map(({ state, city }, at) => [`${state}/${filterKey(city)}`, at]));
    cityIndexes.set(attributes, index);
  }
  return index;
}

/** The cities asked for, as a mark per city index, and which of them the catalog does not have. */
function chosenCities(attributes: Attributes, cities: DishPricesRequest['cities']) {
  if (!cities) return { chosen: null, unknown: [] as number[] };
  const index = cityIndex(attributes);
  const chosen = new Uint8Array(attributes.cities.length);
  const unknown: number[] = [];
  cities.forEach(({ state, city }, at) => {
    const found = index.get(`${state.toUpperCase()}/${filterKey(city)}`);
    if (found === undefined) unknown.push(at);
    else chosen[found] = 1;
  });
  return { chosen, unknown };
}
