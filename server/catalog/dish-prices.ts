/**
 * What the dishes matching a query cost, place by place (POST /v1/stats/dish-prices). The query is understood and
 * filtered exactly as an item search would (the same plan, the same discovery pass over every match), so a
 * place's item count is that search's total there. Only the matches' prices are read, from the typed attributes
 * (`attributes.ts`): a bucket per place is counted, filled and sorted, never a row of the items table.
 */
import { US_STATES } from '../../rules/us-states.ts';
import { planSearch } from '../search/plan.ts';
import { NO_PRICE, type Attributes } from './attributes.ts';
import type { DishPricesAnswer, DishPricesRequest } from './catalog.ts';
import type { Connection } from './connection.ts';
import { discover, quartileRanks } from './discovery.ts';
import { indexNarrowing } from './executor.ts';
import { FtsCandidates } from './fts.ts';
import { filterKey } from './fts-query.ts';
import type { DishPricesRow } from './records.ts';

export function dishPrices(connection: Connection, request: DishPricesRequest): DishPricesAnswer {
  const started = performance.now();
  const { attributes, scratch, searchers } = connection;
  const candidates = new FtsCandidates(searchers.items, searchers.items);
  const plan = planSearch(request.search, connection.vocabulary('items'), candidates);
  const units = plan.sets.at(-1)?.units;
  const matches = units ? candidates.allMatches(units, indexNarrowing(plan.filters, [])) : null;
  const { hits } = discover(attributes, { ...plan.request, filters: plan.filters }, matches, null, scratch);
  const { chosen, unknown } = chosenCities(attributes, request.cities);
  const places = orderPlaces(pricesByPlace(attributes, hits, request, chosen, scratch.keys(hits.length)), request);
  return {
    rows: places.slice(request.offset, request.offset + request.limit),
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

/**
 * Groups the priced hits (item rowids, ascending) by place and summarises each place with at least `minItems`.
 * `prices` is room for one price per hit.
 */
function pricesByPlace(
  attributes: Attributes,
  hits: Uint32Array,
  request: Pick<DishPricesRequest, 'groupBy' | 'minItems'>,
  chosen: Uint8Array | null,
  prices: Float64Array,
): DishPricesRow[] {
  const byCity = request.groupBy === 'city';
  const places = byCity ? attributes.cities.length : US_STATES.length;
  const placeOf = byCity ? attributes.city : attributes.state;
  const { firstItem, priceCents } = attributes;
  const counts = new Uint32Array(places + 1);
  const restaurants = new Uint32Array(places);
  // Pass 1: how many priced hits (and restaurants) each place has. Hits come in rowid order, so a restaurant's
  // items arrive together and `r` only moves forward.
  let r = 1;
  let restaurantCounted = false;
  for (let i = 0; i < hits.length; i += 1) {
    const item = hits[i]!;
    if (item >= firstItem[r + 1]!) {
      while (item >= firstItem[r + 1]!) r += 1;
      restaurantCounted = false;
    }
    if (priceCents[item] === NO_PRICE || (chosen && chosen[attributes.city[r]!] === 0)) continue;
    const place = placeOf[r]!;
    counts[place + 1]! += 1;
    if (!restaurantCounted) {
      restaurants[place]! += 1;
      restaurantCounted = true;
    }
  }
  // Pass 2: each place's prices into its own stretch of `prices`, then each stretch sorted.
  for (let place = 0; place < places; place += 1) counts[place + 1]! += counts[place]!;
  const starts = counts.slice(0, places);
  const next = counts.slice(0, places);
  r = 1;
  for (let i = 0; i < hits.length; i += 1) {
    const item = hits[i]!;
    while (item >= firstItem[r + 1]!) r += 1;
    if (priceCents[item] === NO_PRICE || (chosen && chosen[attributes.city[r]!] === 0)) continue;
    prices[next[placeOf[r]!]!++] = priceCents[item]!;
  }
  const rows: DishPricesRow[] = [];
  for (let place = 0; place < places; place += 1) {
    const count = next[place]! - starts[place]!;
    if (count === 0 || count < request.minItems) continue;
    const sorted = prices.subarray(starts[place]!, next[place]!).sort();
    let sum = 0;
    for (let i = 0; i < count; i += 1) sum += sorted[i]!;
    const [p25, median, p75] = quartileRanks(count).map((rank) => sorted[rank]! / 100) as [number, number, number];
    rows.push({
      state: byCity ? attributes.cities[place]!.state : US_STATES[place]![0],
      city: byCity ? attributes.cities[place]!.city : null,
      item_count: count,
      restaurant_count: restaurants[place]!,
      min: sorted[0]! / 100,
      p25,
      median,
      p75,
      max: sorted[count - 1]! / 100,
      average: Math.round(sum / count) / 100,
    });
  }
  return rows;
}

/** The places in the order asked for; ties by state, then city, so pages never overlap. */
function orderPlaces(rows: DishPricesRow[], { sort, order }: Pick<DishPricesRequest, 'sort' | 'order'>) {
  const key = sort === 'median_price' ? (row: DishPricesRow) => row.median : (row: DishPricesRow) => row.item_count;
  const direction = order === 'asc' ? 1 : -1;
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.sort(
    (a, b) => direction * (key(a) - key(b)) || text(a.state, b.state) || text(a.city ?? '', b.city ?? ''),
  );
}
