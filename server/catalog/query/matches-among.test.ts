import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchQuery } from '../../test-support/catalog-calls.ts';
import { searchRequest } from '../../test-support/catalog-calls.ts';
import { catalogFixture, type CatalogFixture } from '../../test-support/catalog-fixture.ts';
import { planSearch } from '../../search/plan.ts';
import type { FacetName, SearchIndexName } from '../../search/fields.ts';
import { Connection } from '../connection.ts';
import type { Conditions } from './conditions.ts';
import { discover } from './discovery.ts';
import { indexNarrowing } from './executor.ts';
import { FtsCandidates } from './fts-candidates.ts';
import { matchesAmong } from './matches-among.ts';

describe('word matches narrowed to the restaurants a search allows', () => {
  it('are the matches whose restaurant is allowed, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 60 }),
        fc.integer(),
        fc.integer(),
        (menus, matchSeed, allowSeed) => {
          // Restaurant r holds items firstItem[r] .. firstItem[r + 1] - 1, as in the attributes.
          const firstItem = new Uint32Array(menus.length + 2);
          firstItem[1] = 1;
          menus.forEach((items, at) => (firstItem[at + 2] = firstItem[at + 1]! + items));
          const pick = (count: number, seed: number, first: number) =>
            Uint32Array.from({ length: count }, (_, at) => at + first).filter(
              (row) => (Math.imul(row, 2654435761) ^ seed) & 1,
            );
          const allowed = pick(menus.length, allowSeed, 1);
          const lists = { candidates: () => allowed };
          const conditions = {} as Conditions;
          const restaurantOf = (item: number) => firstItem.findLastIndex((first, r) => r > 0 && first <= item);
          const allowedSet = new Set(allowed);

          const restaurants = pick(menus.length, matchSeed, 1);
          const request = (index: SearchIndexName) => ({ index, facets: [] });
          expect(Array.from(matchesAmong(lists, conditions, request('restaurants'), restaurants, firstItem))).toEqual(
            Array.from(restaurants).filter((r) => allowedSet.has(r)),
          );
          const items = pick(firstItem[menus.length + 1]! - 1, matchSeed, 1);
          expect(Array.from(matchesAmong(lists, conditions, request('items'), items, firstItem))).toEqual(
            Array.from(items).filter((item) => allowedSet.has(restaurantOf(item))),
          );
        },
      ),
    );
  });
});

describe('a discovery search whose matches are narrowed to the restaurants it allows', () => {
  let fixture: CatalogFixture;
  let connection: Connection;
  beforeAll(async () => {
    fixture = await catalogFixture(0.01);
    connection = new Connection(fixture.path);
  });
  afterAll(() => {
    connection.db.close();
    fixture.cleanup();
  });

  /** What a discovery search finds, as the executor runs it, with the browse lists given. */
  function found(index: SearchIndexName, query: SearchQuery, browseLists: Connection['browseLists']) {
    const request = searchRequest(index, { ...query, now: new Date('2026-11-27T19:30:00-06:00') });
    const candidates = new FtsCandidates(connection.searchers[index], connection.searchers.items, true);
    const plan = planSearch(request, connection.vocabulary(index), candidates);
    const matches = candidates.allMatches(plan.sets, indexNarrowing(plan.filters, request.facets));
    const { hits, facets, priceStats, unknownHours } = discover(
      { ...connection, browseLists },
      { ...request, filters: plan.filters },
      matches,
      null,
    );
    return { hits: Array.from(hits), facets, priceStats, unknownHours };
  }

  it('finds, counts and sums up what testing every match does, near a place, within a box and by cuisines', () => {
    // Around a restaurant of the city with the most of them, so that each search finds something.
    const { latitude, longitude, city, restaurants } = connection.attributes;
    const perCity = new Uint32Array(connection.attributes.cities.length);
    for (let r = 1; r <= restaurants; r += 1) perCity[city[r]!]! += 1;
    const busiest = perCity.indexOf(Math.max(...perCity));
    const r = city.findIndex((at, rowid) => rowid > 0 && at === busiest);
    const [north, east] = [latitude[r]!, longitude[r]!];
    const queries: SearchQuery[] = [
      { q: 'chicken', near: { latitude: north, longitude: east, radius_m: 15_000 } },
      { q: 'pizza', near: { latitude: north, longitude: east, radius_m: 20_000 }, facets: ['cuisine', 'rating'] },
      { q: 'burger', within: { north: north + 0.2, south: north - 0.2, east: east + 0.2, west: east - 0.2 } },
      { q: 'tacos', cuisines: ['mexican', 'tacos'], facets: ['cuisine', 'price_range', 'open_now'] },
      { q: 'salad', cuisines: ['pizza'], open_now: true, price: { min: 5, max: 15 }, facets: ['dietary'] },
      { q: 'chicken', near: { latitude: north, longitude: east, radius_m: 25_000 }, sort: 'distance' },
    ];
    // The browse lists narrowing whenever they can, however many restaurants they allow (how many is worth it is
    // a question of cost, not of what is found), counting the searches they narrowed; and none, so that every match
    // is tested.
    let narrowed = 0;
    const lists = {
      candidates: (conditions: Conditions, counting: readonly FacetName[]) => {
        const restaurants = connection.browseLists.candidates(conditions, counting);
        if (restaurants) narrowed += 1;
        return restaurants;
      },
    } as Connection['browseLists'];
    const everyMatch = { candidates: () => null } as unknown as Connection['browseLists'];
    for (const index of ['restaurants', 'items'] as const) {
      for (const query of queries) {
        const tested = found(index, query, lists);
        expect(tested, `${index} ${JSON.stringify(query)}`).toEqual(found(index, query, everyMatch));
        expect(tested.hits.length, `${index} ${JSON.stringify(query)}`).toBeGreaterThan(0);
      }
    }
    // All but tacos by cuisines: its cuisine facet counts the restaurants its filter leaves out, so it does not narrow.
    expect(narrowed).toBe(2 * (queries.length - 1));
  });
});
