/**
 * What the dishes matching a query cost, place by place (POST /v1/stats/dish-prices). The query is understood and
 * filtered exactly as an item search would (the same plan, the same discovery pass over every match), so a
 * place's item count is that search's total there. Only the matches' prices are read, from the typed attributes
 * (`attributes.ts`), never a row of the items table: summed up place by place (`place-prices.ts`), put in the order
 * asked for (`place-order.ts`), and only the page's places are made rows.
 */
import { planSearch } from '../search/plan.ts';
import type { Attributes } from '../index/attributes.ts';
import { NO_PRICE } from '../index/attributes.ts';
import type { DishPricesAnswer, DishPricesNational, DishPricesRequest } from '../catalog/catalog.ts';
import type { SearchRequest } from '../search/request.ts';
import { priceStats } from '../catalog/query/price-tally.ts';
import { priceIndex, share } from './benchmarks.ts';
import { NATION } from './national.ts';
import type { Connection } from '../catalog/connection.ts';
import { discover } from '../catalog/query/discovery.ts';
import { indexNarrowing } from '../catalog/query/executor.ts';
import { FtsCandidates } from '../catalog/query/fts-candidates.ts';
import { filterKey } from '../index/filter-tokens.ts';
import { placePrices } from './place-prices.ts';
import { orderPlaces } from './place-order.ts';

export function dishPrices(connection: Connection, request: DishPricesRequest): DishPricesAnswer {
  const started = performance.now();
  const { attributes, scratch } = connection;
  const found = dishHits(connection, request.search);
  const { plan, hits } = found;
  const { chosen, unknown } = chosenCities(attributes, request.cities);
  const prices = placePrices(attributes, hits, request, chosen, scratch);
  const places = orderPlaces(prices, request, attributes.cities);
  const rows = Array.from(places.subarray(request.offset, request.offset + request.limit), (place) => {
    const figures = prices.figures(place);
    const { state, city } = figures;
    const stats = connection.statistics.placeStats.get(state, city === null ? '' : filterKey(city))!;
    return { ...figures, location: { latitude: stats.latitude, longitude: stats.longitude }, stats };
  });
  // Last, as it may search again (without the place), which reuses the hits' buffer.
  const national = nationalDishRow(connection, found);
  return {
    rows: rows.map(({ stats, ...row }) => ({
      ...row,
      penetration: share(row.restaurant_count, stats.restaurant_count),
      price_index: priceIndex(Math.round(row.median * 100), centsOf(national.median)),
    })),
    national,
    asOf: connection.benchmarks.asOf,
    total: places.length,
    interpretation: plan.interpretation,
    unknownCities: unknown,
    processingMs: performance.now() - started,
  };
}

/** The item search's plan for a dish and its hits (a view of the connection's scratch: read before searching again). */
export function dishHits(connection: Connection, search: SearchRequest<'items'>) {
  const { searchers } = connection;
  const candidates = new FtsCandidates(searchers.items, searchers.items, true);
  const plan = planSearch(search, connection.vocabulary('items'), candidates);
  const matches = plan.sets.length > 0 ? candidates.allMatches(plan.sets, indexNarrowing(plan.filters, [])) : null;
  const { hits } = discover(connection, { ...plan.request, filters: plan.filters }, matches, null);
  return { plan, hits, candidates };
}

/**
 * The dish across the whole country: the same reading of q (words, corrections, filter words) without its place,
 * whether asked for (state) or read in q ("tacos texas"); `hits` are the plan's own, used as they are when it has no
 * place. Its quartiles are read as a row's (nearest rank), so a row's price_index compares like with like.
 */
export function nationalDishRow(
  connection: Connection,
  { plan, hits, candidates }: ReturnType<typeof dishHits>,
): DishPricesNational {
  const { state, city, ...elsewhere } = plan.filters;
  const everywhere =
    state === undefined && city === undefined
      ? hits
      : discover(
          connection,
          { ...plan.request, filters: elsewhere },
          plan.sets.length > 0 ? candidates.allMatches(plan.sets, indexNarrowing(elsewhere, [])) : null,
          null,
        ).hits;
  const { attributes, scratch } = connection;
  const { count, ...prices } = priceStats(attributes, everywhere, scratch);
  const restaurants = restaurantsServing(attributes, everywhere);
  return {
    state: NATION,
    city: null,
    item_count: count,
    restaurant_count: restaurants,
    ...prices,
    penetration: share(restaurants, attributes.restaurants),
    price_index: prices.median === null ? null : 100,
  };
}

/** Restaurants with at least one priced hit; a restaurant's items are consecutive rowids, so its hits are too. */
function restaurantsServing({ restaurantOf, priceCents }: Attributes, hits: Uint32Array): number {
  let restaurants = 0;
  let last = 0;
  for (let i = 0; i < hits.length; i += 1) {
    const item = hits[i]!;
    if (priceCents[item]! === NO_PRICE) continue;
    const r = restaurantOf[item]!;
    if (r !== last) restaurants += 1;
    last = r;
  }
  return restaurants;
}

export const centsOf = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));

/** The place index of each city ("TX/austin" → its index in `attributes.cities`), built once per catalog. */
const cityIndexes = new WeakMap<Attributes, Map<string, number>>();

export function cityIndex(attributes: Attributes): Map<string, number> {
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
