import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../../rules/us-states.ts';
import { DIETARY_TAGS, dietaryBits } from '../../../rules/dietary.ts';
import { TOP_FACET_VALUES } from '../../../rules/limits.ts';
import type { FacetName, Filters, SearchIndexName } from '../../search/fields.ts';
import { NO_PRICE, PRICE_TIERS, type Attributes } from '../../index/attributes.ts';
import { searchRequest } from '../../test-support/catalog-calls.ts';
import { highRowidAttributes, type DescribedRestaurant } from '../../test-support/high-rowid-attributes.ts';
import { FORMER_ROWID_SPACE } from '../../test-support/high-rowid-menus.ts';
import { BrowsePrices } from './browse-prices.ts';
import { BrowseLists } from './browse-lists.ts';
import { discover } from './discovery.ts';
import { FacetTotals } from './facets.ts';
import { quartileRanks } from './price-tally.ts';
import { Scratch } from './scratch.ts';

const PLACES = [
  { city: 'Austin', state: 'TX' },
  { city: 'Houston', state: 'TX' },
  { city: 'Springfield', state: 'IL' },
  { city: 'Springfield', state: 'MO' },
  { city: 'Salina', state: 'KS' },
];
const CUISINES = ['bbq', 'pizza', 'thai', 'vegan', 'tacos', 'sushi', 'diner'];
const SIX: FacetName[] = ['cuisine', 'price_range', 'city', 'state', 'rating', 'open_now'];

interface Menu {
  place: number;
  tier: number;
  rating: number | null;
  /** Distinct cuisines: up to all seven, past the four a profile's number key holds (`facet-profiles.ts`). */
  cuisines: number[];
  open: boolean;
  prices: (number | null)[];
}

const menu = fc.record({
  place: fc.integer({ min: 0, max: PLACES.length - 1 }),
  tier: fc.integer({ min: 0, max: PRICE_TIERS.length - 1 }),
  rating: fc.option(fc.constantFrom(2.5, 3, 3.4, 3.5, 4, 4.4, 4.5, 5), { nil: null }),
  cuisines: fc.uniqueArray(fc.integer({ min: 0, max: CUISINES.length - 1 }), { maxLength: CUISINES.length }),
  open: fc.boolean(),
  // Whole dollars as often as not, so that a price filter's bounds (whole dollars) meet prices on them.
  prices: fc.array(
    fc.option(
      fc.oneof(
        fc.integer({ min: 100, max: 150_000 }),
        fc.integer({ min: 1, max: 40 }).map((d) => d * 100),
      ),
      {
        nil: null,
      },
    ),
    { maxLength: 6 },
  ),
});

/** A catalog of the menus, their items past `fillerItems` filler ones, each restaurant open all week or never. */
function catalogOf(menus: Menu[], fillerItems: number) {
  const described = menus.map((m): DescribedRestaurant => ({
    priceRange: PRICE_TIERS[m.tier]!,
    rating: m.rating,
    reviews: 0,
    latitude: 0,
    longitude: 0,
    ...PLACES[m.place]!,
    cuisines: m.cuisines.map((c) => CUISINES[c]!),
    prices: m.prices,
  }));
  const { attributes } = highRowidAttributes(1, fillerItems, described);
  // Opening hours: a restaurant open all week has one range, from Monday 00:00 to the week's end.
  const n = attributes.restaurants;
  attributes.hoursKnown.fill(1);
  attributes.hoursStart = new Uint32Array(n + 2);
  const ranges: number[] = [];
  for (let r = 1; r <= n; r += 1) {
    attributes.hoursStart[r] = ranges.length / 2;
    if (menus[r - 2]?.open) ranges.push(0, 7 * 1440);
  }
  attributes.hoursStart[n + 1] = ranges.length / 2;
  attributes.weekHours = Uint16Array.from(ranges);
  // Dietary tags spread over the items and restaurants by rowid, every combination of the three present.
  for (let item = 1; item <= attributes.items; item += 1) attributes.dietary[item] = Math.imul(item, 2654435761) >>> 29;
  for (let r = 1; r <= n; r += 1) attributes.restaurantDietary[r] = (Math.imul(r, 40503) >>> 13) & 7;
  const scratch = new Scratch(attributes.items, attributes.restaurants);
  const browseLists = new BrowseLists(attributes);
  const connection = {
    attributes,
    scratch,
    browseLists,
    facetTotals: new FacetTotals(attributes, scratch.passed()),
    browsePrices: new BrowsePrices(attributes, browseLists, scratch),
  };
  return { connection, menus };
}

/** What a row fails, as the request's filters read: each facet's own filter by its name, anything else as 'hard'. */
function failures(menus: Menu[], a: Attributes, filters: Filters, r: number, item: number | null): string[] {
  const m = menus[r - 2];
  const failed: string[] = [];
  const place = m ? PLACES[m.place]! : { city: 'Filler', state: 'AL' };
  const cuisines = m?.cuisines.map((c) => CUISINES[c]!) ?? [];
  if (filters.cuisines && !cuisines.some((c) => filters.cuisines!.includes(c))) failed.push('cuisine');
  const tier = PRICE_TIERS[m?.tier ?? 0]!;
  if (filters.price_range && !filters.price_range.some((chosen) => chosen === tier)) failed.push('price_range');
  const otherCity = place.city !== filters.city || (filters.state !== undefined && place.state !== filters.state);
  if (filters.city !== undefined && otherCity) failed.push('city');
  if (filters.state && place.state !== filters.state) failed.push('state');
  if (filters.min_rating !== undefined && (m?.rating ?? -1) < filters.min_rating) failed.push('rating');
  if (filters.open_now && !m?.open) failed.push('open_now');
  if (filters.dietary) {
    const wanted = dietaryBits(filters.dietary);
    const tags = item === null ? a.restaurantDietary[r]! : a.dietary[item]!;
    if ((tags & wanted) !== wanted) failed.push('dietary');
  }
  if (filters.price && item !== null) {
    const cents = a.priceCents[item]!;
    const { min = -Infinity, max = Infinity } = filters.price;
    if (cents === NO_PRICE || cents < min * 100 || cents > max * 100) failed.push('hard');
  }
  return failed;
}

/** The facets counted match by match: each value of each row that fails nothing but, at most, that facet's filter. */
function straightforward(
  menus: Menu[],
  a: Attributes,
  index: SearchIndexName,
  filters: Filters,
  facets: FacetName[],
  matches: Uint32Array,
) {
  const counts = new Map<FacetName, Map<string, number>>(facets.map((facet) => [facet, new Map()]));
  const hits: number[] = [];
  for (const row of matches) {
    const r = index === 'items' ? a.restaurantOf[row]! : row;
    const failed = failures(menus, a, filters, r, index === 'items' ? row : null);
    if (failed.length === 0) hits.push(row);
    const m = menus[r - 2];
    const place = m ? PLACES[m.place]! : { city: 'Filler', state: 'AL' };
    const values: Record<FacetName, string[]> = {
      cuisine: m?.cuisines.map((c) => CUISINES[c]!) ?? [],
      price_range: m && m.tier !== 0 ? [PRICE_TIERS[m.tier]!] : [],
      city: [`${place.city}, ${place.state}`],
      state: [place.state],
      rating: [
        ['4.5+', 4.5],
        ['4+', 4],
        ['3.5+', 3.5],
        ['3+', 3],
      ].flatMap(([label, least]) => ((m?.rating ?? -1) >= (least as number) ? [label as string] : [])),
      open_now: [String(m?.open ?? false)],
      dietary: [],
      chain: [],
      attributes: [],
    };
    for (const facet of facets) {
      if (failed.some((f) => f !== facet)) continue;
      const byValue = counts.get(facet)!;
      for (const value of values[facet]) byValue.set(value, (byValue.get(value) ?? 0) + 1);
    }
  }
  const top = (byValue: Map<string, number>) =>
    [...byValue]
      .map(([value, count]) => ({ value, count }))
      .sort((x, y) => y.count - x.count || (x.value < y.value ? -1 : 1))
      .slice(0, TOP_FACET_VALUES);
  return { hits, facets: Object.fromEntries(facets.map((facet) => [facet, top(counts.get(facet)!)])) };
}

/** The price summary of items read from their prices sorted. */
function pricesOf(a: Attributes, items: readonly number[]) {
  const cents = items.map((item) => a.priceCents[item]!).filter((c) => c !== NO_PRICE);
  cents.sort((x, y) => x - y);
  if (cents.length === 0) return { count: 0, min: null, p25: null, median: null, p75: null, max: null, average: null };
  const [p25, median, p75] = quartileRanks(cents.length).map((rank) => cents[rank]! / 100);
  const average = Math.round(cents.reduce((sum, c) => sum + c, 0) / cents.length) / 100;
  return { count: cents.length, min: cents[0]! / 100, p25, median, p75, max: cents.at(-1)! / 100, average };
}

// Bounds in whole dollars, often among the items' own (whole dollars up to 40): an item priced on a bound is within.
const price = fc.record({
  min: fc.integer({ min: 0, max: 20 }),
  max: fc.oneof(fc.integer({ min: 10, max: 40 }), fc.integer({ min: 10, max: 1600 })),
});
/** No filter, a price alone (neither tests a restaurant), an item's own conditions, or any of them. */
const dietary = fc.subarray([...DIETARY_TAGS], { minLength: 1, maxLength: 2 });
const filters = fc.oneof(
  fc.constant({}),
  fc.record({ price }),
  // An item's own conditions alone, or beside one of its restaurant's (most rows pass, so most are compared).
  fc.record({ dietary, price }, { requiredKeys: ['dietary'] }),
  fc.record({ dietary, cuisines: fc.subarray(CUISINES, { minLength: 1, maxLength: 3 }) }),
  fc.record(
    {
      cuisines: fc.subarray(CUISINES, { minLength: 1, maxLength: 2 }),
      price_range: fc.subarray(['$', '$$', '$$$', '$$$$'] as const, { minLength: 1, maxLength: 2 }),
      city: fc.constantFrom('Austin', 'Houston', 'Springfield'),
      state: fc.constantFrom('TX', 'IL', 'KS', 'MO'),
      min_rating: fc.constantFrom(3, 3.5, 4, 4.5),
      open_now: fc.constant(true),
      price,
      dietary,
    },
    { requiredKeys: [] },
  ),
);

/** Checks one search's facets, hits and prices against the match-by-match count. */
function check(
  built: ReturnType<typeof catalogOf>,
  index: SearchIndexName,
  chosen: Filters,
  facets: FacetName[],
  seed: number,
) {
  const { connection, menus } = built;
  const a = connection.attributes;
  const rows = index === 'items' ? a.items : a.restaurants;
  const from = index === 'items' ? a.firstItem[2]! : 2;
  // A different subset of the described rows for each seed, in rowid order.
  const matches = Uint32Array.from({ length: rows - from + 1 }, (_, at) => at + from).filter(
    (row) => (Math.imul(row, 2654435761) ^ seed) & 3,
  );
  const request = searchRequest(index, { q: '', sort: 'relevance', facets, ...chosen });
  const found = discover(connection, request, matches, null);
  const expected = straightforward(menus, a, index, chosen, facets, matches);
  expect(found.facets).toEqual(expected.facets);
  expect(Array.from(found.hits)).toEqual(expected.hits);
  if (index === 'items') expect(found.priceStats).toEqual(pricesOf(a, expected.hits));
}

describe('facet counts of a discovery search', () => {
  it('are those counted match by match, for every index, filter and facet asked for', () => {
    fc.assert(
      fc.property(
        fc.array(menu, { minLength: 1, maxLength: 40 }),
        fc.constantFrom<SearchIndexName>('restaurants', 'items'),
        filters,
        fc.subarray(SIX, { minLength: 1 }),
        fc.integer(),
        (menus, index, chosen, facets, seed) => check(catalogOf(menus, 3), index, chosen, facets, seed),
      ),
      { numRuns: 300 },
    );
  });

  it('are the same with the items past the rowids a sort once had room for', () => {
    const menus: Menu[] = Array.from({ length: 30 }, (_, at) => ({
      place: at % PLACES.length,
      tier: at % PRICE_TIERS.length,
      rating: at % 4 === 0 ? null : 3 + (at % 5) / 2,
      cuisines: [at % 7, (at * 3 + 1) % 7, (at * 5 + 2) % 7]
        .slice(0, 1 + (at % 3))
        .filter((c, i, all) => all.indexOf(c) === i),
      open: at % 3 !== 0,
      prices: [399 + at * 17, null, 1250 + at, 2000 - at * 13],
    }));
    const built = catalogOf(menus, FORMER_ROWID_SPACE + 10);
    expect(built.connection.attributes.firstItem[2]).toBeGreaterThan(FORMER_ROWID_SPACE);
    for (const index of ['restaurants', 'items'] as const) {
      check(built, index, {}, SIX, 1);
      check(built, index, { state: 'TX', cuisines: ['thai'] }, SIX, 2);
      check(built, index, { open_now: true, price_range: ['$$'], price: { min: 5, max: 15 } }, SIX, 3);
      check(built, index, { price: { min: 5, max: 15 } }, SIX, 4);
      check(built, index, { city: 'Springfield' }, SIX, 5);
    }
  });

  it('hold an item priced on a bound of the price filter within it, whatever else the search asks', () => {
    const menus: Menu[] = Array.from({ length: 12 }, (_, at) => ({
      place: at % PLACES.length,
      tier: at % PRICE_TIERS.length,
      rating: 4,
      cuisines: [at % 3],
      open: true,
      prices: [500, 1000, 1500, 2000, 2500],
    }));
    const built = catalogOf(menus, 3);
    const bounds = { price: { min: 10, max: 20 } };
    for (const filters of [bounds, { ...bounds, cuisines: [CUISINES[0]!] }, { ...bounds, state: 'TX' }]) {
      const request = searchRequest('items', { q: '', sort: 'relevance', facets: ['cuisine'], ...filters });
      const a = built.connection.attributes;
      const every = Uint32Array.from({ length: a.items - a.firstItem[2]! + 1 }, (_, at) => at + a.firstItem[2]!);
      const prices = Array.from(discover(built.connection, request, every, null).hits, (item) => a.priceCents[item]);
      expect(new Set(prices), JSON.stringify(filters)).toEqual(new Set([1000, 1500, 2000]));
    }
  });

  it('count the states row by row when a city spans two of them', () => {
    const menus: Menu[] = [0, 1, 4].map((place) => ({
      place,
      tier: 1,
      rating: 4,
      cuisines: [0],
      open: true,
      prices: [500],
    }));
    const built = catalogOf(menus, 3);
    const a = built.connection.attributes;
    // Houston's restaurant recorded in Kansas: a city no longer lies in one state.
    a.state[3] = US_STATES.findIndex(([code]) => code === 'KS');
    const request = searchRequest('restaurants', { q: '', sort: 'relevance', facets: ['city', 'state'] });
    const found = discover(built.connection, request, Uint32Array.from([2, 3, 4]), null);
    expect(found.facets).toEqual({
      city: [
        { value: 'Austin, TX', count: 1 },
        { value: 'Houston, TX', count: 1 },
        { value: 'Salina, KS', count: 1 },
      ],
      state: [
        { value: 'KS', count: 2 },
        { value: 'TX', count: 1 },
      ],
    });
  });
});
