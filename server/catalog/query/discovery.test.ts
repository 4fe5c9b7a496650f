import { describe, expect, it } from 'vitest';
import { searchRequest, type SearchQuery } from '../../test-support/catalog-calls.ts';
import { FORMER_ROWID_SPACE, highRowidMenus } from '../../test-support/high-rowid-menus.ts';
import { discover } from './discovery.ts';
import { sortHits } from './order.ts';

const { connection, early, austin, houston, salina } = highRowidMenus();
const matches = Uint32Array.from([early, ...austin, ...houston, ...salina]);

/** An item search over `matches` (a word's, say), as the executor runs it: discovered, then sorted. */
function search(query: Omit<SearchQuery, 'q'>) {
  const request = searchRequest('items', { q: '', ...query });
  const discovered = discover(connection, request, matches, null);
  const page = sortHits(connection.attributes, request, discovered, 20, connection.scratch);
  return { ...discovered, page };
}

describe('discovery over items past the rowids a sort once had room for', () => {
  it('keeps the hits within a price, counts every facet and summarises their prices', () => {
    expect(austin[0]).toBeGreaterThan(FORMER_ROWID_SPACE);
    const found = search({
      price: { min: 5, max: 20 },
      sort: 'price_asc',
      facets: ['cuisine', 'state', 'price_range', 'rating'],
    });
    expect(Array.from(found.hits)).toEqual([early, austin[0], houston[0], houston[1], salina[0], salina[1]]);
    expect(found.facets).toEqual({
      cuisine: [
        { value: 'bbq', count: 3 },
        { value: 'pizza', count: 2 },
        { value: 'american', count: 1 },
      ],
      state: [
        { value: 'TX', count: 3 },
        { value: 'KS', count: 2 },
        { value: 'AL', count: 1 },
      ],
      price_range: [
        { value: '$', count: 2 },
        { value: '$$$', count: 2 },
        { value: '$$', count: 1 },
      ],
      rating: [
        { value: '3+', count: 5 },
        { value: '3.5+', count: 5 },
        { value: '4+', count: 3 },
        { value: '4.5+', count: 1 },
      ],
    });
    expect(found.priceStats).toEqual({
      count: 6,
      min: 7,
      p25: 8.99,
      median: 10.99,
      p75: 12.99,
      max: 15.99,
      average: 10.99,
    });
    expect(found.page).toEqual([early, houston[0], salina[1], houston[1], austin[0], salina[0]]);
  });

  it("counts a filter's own facet with what that filter leaves out, and sorts what it keeps", () => {
    const found = search({ state: 'TX', price: { min: 5, max: 20 }, sort: 'price_desc', facets: ['state', 'cuisine'] });
    expect(found.facets).toEqual({
      state: [
        { value: 'TX', count: 3 },
        { value: 'KS', count: 2 },
        { value: 'AL', count: 1 },
      ],
      cuisine: [
        { value: 'bbq', count: 3 },
        { value: 'american', count: 1 },
      ],
    });
    expect(found.page).toEqual([austin[0], houston[1], houston[0]]);
  });
});
