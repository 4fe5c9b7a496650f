/**
 * What the dishes matching a query cost, place by place (POST /v1/stats/dish-prices). The query is understood and
 * filtered exactly as an item search would (the same plan, the same discovery pass over every match), so a
 * place's item count is that search's total there. Only the matches' prices are read, from the typed attributes
 * (`attributes.ts`), never a row of the items table.
 */
import { US_STATES } from '../../rules/us-states.ts';
import { planSearch } from '../search/plan.ts';
import { NO_PRICE, type Attributes } from '../index/attributes.ts';
import type { DishPricesAnswer, DishPricesRequest } from '../catalog/catalog.ts';
import type { Connection } from '../catalog/connection.ts';
import { discover } from '../catalog/query/discovery.ts';
import { quartileRanks } from '../catalog/query/price-tally.ts';
import { indexNarrowing } from '../catalog/query/executor.ts';
import { FtsCandidates } from '../catalog/query/fts-candidates.ts';
import { restaurantHolding } from '../catalog/query/item-runs.ts';
import type { Scratch } from '../catalog/query/scratch.ts';
import { filterKey } from '../index/filter-tokens.ts';
import type { DishPricesRow } from '../catalog/records.ts';

export function dishPrices(connection: Connection, request: DishPricesRequest): DishPricesAnswer {
  const started = performance.now();
  const { attributes, scratch, searchers } = connection;
  const candidates = new FtsCandidates(searchers.items, searchers.items, true);
  const plan = planSearch(request.search, connection.vocabulary('items'), candidates);
  const matches = plan.sets.length > 0 ? candidates.allMatches(plan.sets, indexNarrowing(plan.filters, [])) : null;
  const { hits } = discover(connection, { ...plan.request, filters: plan.filters }, matches, null);
  const { chosen, unknown } = chosenCities(attributes, request.cities);
  const places = orderPlaces(pricesByPlace(attributes, hits, request, chosen, scratch), request);
  const page = places.slice(request.offset, request.offset + request.limit).map((place) => {
    const stats = connection.statistics.placeStats.get(place.state, place.city === null ? '' : filterKey(place.city))!;
    return { ...place, location: { latitude: stats.latitude, longitude: stats.longitude } };
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

/**
 * Groups the priced hits (item rowids, ascending) by place and summarises each place with at least `minItems`.
 * Each place needs its prices in order, and sorting a broad dish's many prices place by place was slow
 * (docs/api-decisions.md), so they are put in order by counting instead (prices are whole cents in a small range):
 * one histogram of all the prices, then the hits dealt out to their places in price order, so each place's stretch
 * comes out sorted. Three passes, no sort.
 */
export function pricesByPlace(
  attributes: Attributes,
  hits: Uint32Array,
  request: Pick<DishPricesRequest, 'groupBy' | 'minItems'>,
  chosen: Uint8Array | null,
  scratch: Scratch,
): PlaceFigures[] {
  const byCity = request.groupBy === 'city';
  const places = byCity ? attributes.cities.length : US_STATES.length;
  const placeOf = byCity ? attributes.city : attributes.state;
  const { firstItem, priceCents } = attributes;
  const histogram = scratch.histogram();
  const ends = new Uint32Array(places + 1);
  const restaurants = new Uint32Array(places);
  const sums = new Float64Array(places);
  // Prices of $1,000 or more (none in the sample) fall outside the histogram: kept apart and dealt out last.
  const dearer: { place: number; cents: number }[] = [];
  // Pass 1, in rowid order: each priced hit's price counted, and its place's items, restaurants and sum. A
  // restaurant's items arrive together, so `r` only moves forward.
  let r = 1;
  let lastCounted = 0;
  let priced = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < hits.length; i += 1) {
    const item = hits[i]!;
    r = restaurantHolding(firstItem, item, r);
    const cents = priceCents[item]!;
    if (cents === NO_PRICE || (chosen && chosen[attributes.city[r]!] === 0)) continue;
    const place = placeOf[r]!;
    ends[place + 1]! += 1;
    sums[place]! += cents;
    if (lastCounted !== r) {
      restaurants[place]! += 1;
      lastCounted = r;
    }
    priced += 1;
    if (cents < histogram.length) {
      histogram[cents]! += 1;
      if (cents < min) min = cents;
      if (cents > max) max = cents;
    } else dearer.push({ place, cents });
  }
  // Where each price's hits start in price order, and where each place's stretch starts.
  let position = 0;
  for (let cents = min; cents <= max; cents += 1) {
    const count = histogram[cents]!;
    histogram[cents] = position;
    position += count;
  }
  for (let place = 0; place < places; place += 1) ends[place + 1]! += ends[place]!;
  const starts = ends.slice(0, places);
  const [placeInPriceOrder, prices] = scratch.pairs(priced);
  // Pass 2, in rowid order again: each hit's place written at its position in price order.
  r = 1;
  for (let i = 0; i < hits.length; i += 1) {
    const item = hits[i]!;
    r = restaurantHolding(firstItem, item, r);
    const cents = priceCents[item]!;
    if (cents === NO_PRICE || cents >= histogram.length || (chosen && chosen[attributes.city[r]!] === 0)) continue;
    placeInPriceOrder[histogram[cents]!++] = placeOf[r]!;
  }
  // Pass 3, in price order: each price dealt to its place's stretch (the histogram cleared on the way).
  const next = starts.slice();
  let at = 0;
  for (let cents = min; cents <= max; cents += 1) {
    const end = histogram[cents]!;
    histogram[cents] = 0;
    for (; at < end; at += 1) prices[next[placeInPriceOrder[at]!]!++] = cents;
  }
  dearer.sort((a, b) => a.cents - b.cents);
  for (const { place, cents } of dearer) prices[next[place]!++] = cents;

  const rows: PlaceFigures[] = [];
  for (let place = 0; place < places; place += 1) {
    const count = ends[place + 1]! - starts[place]!;
    if (count === 0 || count < request.minItems) continue;
    const sorted = prices.subarray(starts[place]!, ends[place + 1]!);
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
      average: Math.round(sums[place]! / count) / 100,
    });
  }
  return rows;
}

/** A place's figures, before its position is added to the page's rows. */
type PlaceFigures = Omit<DishPricesRow, 'location'>;

/** The places in the order asked for; ties by state, then city, so pages never overlap. */
function orderPlaces(rows: PlaceFigures[], { sort, order }: Pick<DishPricesRequest, 'sort' | 'order'>) {
  const key = sort === 'median_price' ? (row: PlaceFigures) => row.median : (row: PlaceFigures) => row.item_count;
  const direction = order === 'asc' ? 1 : -1;
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.sort(
    (a, b) => direction * (key(a) - key(b)) || text(a.state, b.state) || text(a.city ?? '', b.city ?? ''),
  );
}
