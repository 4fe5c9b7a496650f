import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FacetName, Filters } from '../../search/fields.ts';
import { searchRequest } from '../../test-support/catalog-calls.ts';
import { highRowidAttributes, type DescribedRestaurant } from '../../test-support/high-rowid-attributes.ts';
import { BrowseLists } from './browse-lists.ts';
import { BrowsePrices } from './browse-prices.ts';
import { Conditions } from './conditions.ts';
import { discover } from './discovery.ts';
import { FacetTotals } from './facets.ts';
import { priceStats } from './price-tally.ts';
import { Scratch } from './scratch.ts';

const PLACES = [
  { city: 'Austin', state: 'TX' },
  { city: 'Houston', state: 'TX' },
  { city: 'Springfield', state: 'IL' },
  { city: 'Springfield', state: 'MO' },
];
const CUISINES = ['bbq', 'pizza', 'thai', 'tacos'];

const restaurant = fc.record({
  place: fc.constantFrom(...PLACES),
  cuisines: fc.subarray(CUISINES),
  // Up to past $1,000, which the price histogram leaves to be sorted apart.
  prices: fc.array(fc.option(fc.integer({ min: 100, max: 150_000 }), { nil: null }), { maxLength: 5 }),
});

function connectionOf(
  menus: { place: { city: string; state: string }; cuisines: string[]; prices: (number | null)[] }[],
) {
  const described = menus.map(({ place, cuisines, prices }): DescribedRestaurant => ({
    priceRange: '$$',
    rating: 4,
    reviews: 1,
    latitude: 0,
    longitude: 0,
    ...place,
    cuisines,
    prices,
  }));
  const { attributes } = highRowidAttributes(2, 3, described);
  const scratch = new Scratch(attributes.items, attributes.restaurants);
  const browseLists = new BrowseLists(attributes);
  return {
    attributes,
    scratch,
    browseLists,
    facetTotals: new FacetTotals(attributes, scratch.passed()),
    browsePrices: new BrowsePrices(attributes, browseLists, scratch),
  };
}

/** A browse by one value or none, which is kept; then some that are not one value's. */
const kept = fc.oneof(
  fc.constant({}),
  fc.record({ state: fc.constantFrom('TX', 'IL', 'MO', 'AL', 'WY') }),
  fc.record({ city: fc.constantFrom('Austin', 'Houston', 'Filler', 'Nowhere') }),
  fc.record({ cuisines: fc.constantFrom(...CUISINES).map((cuisine) => [cuisine]) }),
);
const notKept = fc.oneof(
  fc.constant({ city: 'Springfield' }),
  fc.constant({ cuisines: ['bbq', 'thai'] }),
  fc.constant({ state: 'TX', city: 'Austin' }),
  fc.constant({ state: 'TX', price: { max: 20 } }),
  fc.constant({ min_rating: 4 }),
);

describe('price statistics kept per browse', () => {
  it('are those of the hits a browse finds, whether kept or summed up each time', () => {
    fc.assert(
      fc.property(
        fc.array(restaurant, { minLength: 1, maxLength: 12 }),
        fc.array(fc.oneof(kept, notKept), { minLength: 1, maxLength: 6 }),
        fc.subarray<FacetName>(['cuisine', 'state', 'city', 'rating'], { minLength: 1 }),
        fc.boolean(),
        (menus, browses, facets, filled) => {
          const connection = connectionOf(menus);
          if (filled) connection.browsePrices.fill();
          // Each browse twice: worked out the first time, kept the second.
          for (const filters of [...browses, ...browses]) {
            const request = searchRequest('items', { q: '', sort: 'relevance', facets, ...filters });
            const found = discover(connection, request, null, null);
            const scratch = new Scratch(connection.attributes.items, connection.attributes.restaurants);
            expect(found.priceStats).toEqual(priceStats(connection.attributes, found.hits, scratch));
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('are kept for a browse by one state, city or cuisine, or none, and for no other', () => {
    const connection = connectionOf([
      { place: PLACES[0]!, cuisines: ['bbq'], prices: [500, null, 120_000] },
      { place: PLACES[2]!, cuisines: ['thai', 'bbq'], prices: [900] },
      { place: PLACES[3]!, cuisines: ['pizza'], prices: [1500, 700] },
    ]);
    const of = (filters: Filters) =>
      connection.browsePrices.of(new Conditions(connection.attributes, filters, Date.now(), null, 'items'));
    expect(of({})).toEqual({ count: 5, min: 5, p25: 7, median: 9, p75: 15, max: 1200, average: 247.2 });
    expect(of({ state: 'TX' })).toEqual({
      count: 2,
      min: 5,
      p25: 5,
      median: 1200,
      p75: 1200,
      max: 1200,
      average: 602.5,
    });
    expect(of({ city: 'Springfield', state: 'MO' })).toBeNull();
    expect(of({ cuisines: ['bbq'] })?.count).toBe(3);
    expect(of({ cuisines: ['bbq', 'pizza'] })).toBeNull();
    expect(of({ city: 'Springfield' })).toBeNull();
    expect(of({ state: 'TX', price: { max: 10 } })).toBeNull();
    expect(of({ open_now: true })).toBeNull();
  });
});
