/**
 * What the dishes matching a query cost, place by place (POST /v1/stats/dish-prices). The query is understood and
 * filtered exactly as an item search would (the same plan, the same discovery pass over every match), so a
 * place's item count is that search's total there. Only the matches' prices are read, from the typed attributes
 * (`attributes.ts`), never a row of the items table: summed up place by place (`place-prices.ts`), put in the order
 * asked for (`place-order.ts`), and only the page's places are made rows.
 */
import { planSearch } from '../search/plan.ts';
import { NO_PRICE, type Attributes } from '../index/attributes.ts';
import type { DishPricesAnswer, DishPricesNational, DishPricesRequest } from '../catalog/catalog.ts';
import type { SearchRequest } from '../search/request.ts';
import { PriceTally } from '../catalog/query/price-tally.ts';
import { asUnsigned, GATHERED, gather } from '../catalog/query/gather.ts';
import type { PriceStats } from '../catalog/catalog.ts';
import { LRUCache } from 'lru-cache';
import { priceIndex, share } from './benchmarks.ts';
import { NATION } from './national.ts';
import type { Connection } from '../catalog/connection.ts';
import { discover } from '../catalog/query/discovery.ts';
import { indexNarrowing } from '../catalog/query/executor.ts';
import { FtsCandidates } from '../catalog/query/fts-candidates.ts';
import { filterKey } from '../index/filter-tokens.ts';
import { placePrices, type PlacePrices } from './place-prices.ts';
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
  const national = nationalDishRow(connection, found, chosen === null ? prices.counted : null);
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

/** National rows by the reading of a dish they are of, per catalog connection. */
const nationalRows = new WeakMap<Connection, LRUCache<string, DishPricesNational>>();
/** Enough for the dishes an analyst compares in a sitting, each row a few hundred bytes. */
const NATIONAL_ROWS_KEPT = 512;

/**
 * The dish across the whole country: the same reading of q (words, corrections, filter words) without its place,
 * whether asked for (state) or read in q ("tacos texas"). Its quartiles are read as a row's (nearest rank), so a
 * row's price_index compares like with like. `counted`: the figures of every one of the plan's own hits, when the
 * caller summed them up already (a nationwide request with no cities chosen).
 *
 * Kept per connection by the reading: a state's dish prices would otherwise search the whole country again on
 * every page, sort and state an analyst asks for, and a catalog never changes while it is open.
 */
export function nationalDishRow(
  connection: Connection,
  found: ReturnType<typeof dishHits>,
  counted: PlacePrices['counted'] | null,
): DishPricesNational {
  const { state, city, ...elsewhere } = found.plan.filters;
  let rows = nationalRows.get(connection);
  if (!rows) nationalRows.set(connection, (rows = new LRUCache({ max: NATIONAL_ROWS_KEPT })));
  // open_now's answer changes with the minute (`open-flags.ts` keeps it per minute too).
  const minute = elsewhere.open_now === true ? Math.floor(found.plan.request.now / 60_000) : null;
  const key = JSON.stringify([found.plan.sets.map(({ units }) => units), elsewhere, minute]);
  const kept = rows.get(key);
  if (kept) return kept;
  const nowhere = state === undefined && city === undefined;
  const { prices, restaurants } =
    nowhere && counted !== null ? counted : tallyDish(connection, nowhere ? found.hits : everywhere(connection, found));
  const row: DishPricesNational = {
    state: NATION,
    city: null,
    item_count: prices.count,
    restaurant_count: restaurants,
    ...withoutCount(prices),
    penetration: share(restaurants, connection.attributes.restaurants),
    price_index: prices.median === null ? null : 100,
  };
  rows.set(key, row);
  return row;
}

/** The hits of the plan's reading with its place left out (in the connection's scratch, as every search's). */
function everywhere(connection: Connection, { plan, candidates }: ReturnType<typeof dishHits>): Uint32Array {
  const { state: _state, city: _city, ...elsewhere } = plan.filters;
  const matches = plan.sets.length > 0 ? candidates.allMatches(plan.sets, indexNarrowing(elsewhere, [])) : null;
  return discover(connection, { ...plan.request, filters: elsewhere }, matches, null).hits;
}

/** The hits' prices and the restaurants with at least one priced hit, read a stretch at a time (`gather.ts`). */
function tallyDish({ attributes, scratch }: Connection, hits: Uint32Array): PlacePrices['counted'] {
  const tally = new PriceTally(scratch.histogram());
  const [centsOfHit, restaurantOfHit] = scratch.gathered();
  const priceCents = asUnsigned(attributes.priceCents);
  let restaurants = 0;
  let last = 0;
  for (let from = 0; from < hits.length; from += GATHERED) {
    const to = Math.min(hits.length, from + GATHERED);
    gather(priceCents, hits, from, to, centsOfHit);
    gather(attributes.restaurantOf, hits, from, to, restaurantOfHit);
    for (let i = 0; i < to - from; i += 1) {
      const cents = centsOfHit[i]! | 0;
      if (cents === NO_PRICE) continue;
      tally.addIf(cents, 1);
      // A restaurant's items are consecutive rowids, so its hits are too.
      const r = restaurantOfHit[i]!;
      restaurants += +(r !== last);
      last = r;
    }
  }
  return { prices: tally.stats(), restaurants };
}

const withoutCount = ({ count: _count, ...prices }: PriceStats) => prices;

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
