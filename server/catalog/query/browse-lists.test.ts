import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacetName, Filters } from '../../search/fields.ts';
import { catalogFixture, type CatalogFixture } from '../../test-support/catalog-fixture.ts';
import { readAttributes, type Attributes } from '../../index/attributes.ts';
import { Conditions, HARD } from './conditions.ts';
import { FACET_BIT } from './facets.ts';
import { BrowseLists } from './browse-lists.ts';

let fixture: CatalogFixture;
let attributes: Attributes;
let lists: BrowseLists;

beforeAll(async () => {
  fixture = await catalogFixture(0.01);
  const db = new Database(fixture.path, { readonly: true });
  attributes = readAttributes(db);
  db.close();
  lists = new BrowseLists(attributes);
});

afterAll(() => fixture.cleanup());

const LISTED_BITS = HARD | FACET_BIT.state | FACET_BIT.city | FACET_BIT.cuisine;

/** The restaurants that pass the place and cuisine conditions, by testing every one. */
function passing(conditions: Conditions): number[] {
  const rows: number[] = [];
  for (let r = 1; r <= attributes.restaurants; r += 1) {
    if ((conditions.restaurantMask(r) & LISTED_BITS) === 0) rows.push(r);
  }
  return rows;
}

function candidatesFor(filters: Filters, facets: FacetName[] = []) {
  const conditions = new Conditions(attributes, filters, Date.now(), null, 'restaurants');
  return { conditions, candidates: lists.candidates(conditions, facets) };
}

describe('where a browse of a place or a cuisine starts', () => {
  const a = (r: number) => ({ latitude: attributes.latitude[r]!, longitude: attributes.longitude[r]! });
  const places = (): Filters[] => [
    { state: 'CA' },
    { state: 'WY' },
    { city: 'Springfield' },
    { city: 'Austin', state: 'TX' },
    { cuisines: ['pizza'] },
    { near: { ...a(1), radius_m: 1000 } },
    { near: { ...a(50), radius_m: 50_000 } },
    { near: { ...a(99), radius_m: 120_000 }, state: 'NY' },
    {
      within: {
        north: a(7).latitude + 0.3,
        south: a(7).latitude - 0.3,
        east: a(7).longitude + 0.5,
        west: a(7).longitude - 0.5,
      },
    },
  ];

  it('holds every restaurant of the place, in quality order, and few others', () => {
    for (const filters of places()) {
      const { conditions, candidates } = candidatesFor(filters);
      const list = Array.from(candidates!);
      expect(list).toEqual([...list].sort((x, y) => x - y));
      const inList = new Set(list);
      const wanted = passing(conditions);
      expect(
        wanted.filter((r) => !inList.has(r)),
        JSON.stringify(filters),
      ).toEqual([]);
      expect(list.length, JSON.stringify(filters)).toBeLessThan(attributes.restaurants);
    }
  });

  it('lists exactly the restaurants of a state, a city or cuisines, each once', () => {
    const filtersTried: Filters[] = [
      { state: 'TX' },
      { city: 'Houston', state: 'TX' },
      { cuisines: ['pizza'] },
      { cuisines: ['pizza', 'italian', 'mexican'] },
    ];
    for (const filters of filtersTried) {
      const { conditions, candidates } = candidatesFor(filters);
      expect(Array.from(candidates!)).toEqual(passing(conditions));
    }
  });

  it('does not narrow by a place or cuisine whose facet is counted, nor by the whole country, nor without either', () => {
    expect(candidatesFor({ within: { north: 49, south: 25, east: -66, west: -125 } }).candidates).toBeNull();
    expect(candidatesFor({ state: 'CA' }, ['state']).candidates).toBeNull();
    expect(candidatesFor({ cuisines: ['pizza', 'thai'] }, ['cuisine']).candidates).toBeNull();
    expect(candidatesFor({ city: 'Austin', state: 'TX' }, ['city', 'state']).candidates).toBeNull();
    expect(candidatesFor({ min_rating: 4 }).candidates).toBeNull();
    // The city still narrows when only the state's facet is counted.
    const { conditions, candidates } = candidatesFor({ city: 'Austin', state: 'TX' }, ['state']);
    expect(Array.from(candidates!)).toEqual(passing(conditions));
  });

  it('answers no restaurant for a place the catalog does not have', () => {
    expect(Array.from(candidatesFor({ city: 'Nowhereville' }).candidates!)).toEqual([]);
  });
});
