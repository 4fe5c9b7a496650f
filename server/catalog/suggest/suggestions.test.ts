/** What the catalog suggests for a prefix: each kind, its figures, and the place and limit it is asked within. */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture, type CatalogFixture } from '../../test-support/catalog-fixture.ts';
import type { Suggestion, SuggestRequest } from '../catalog.ts';

let fixture: CatalogFixture;
let sample: { name: string; id: string; city: string; state: string; latitude: number; longitude: number };
beforeAll(async () => {
  fixture = await catalogFixture();
  const db = new Database(fixture.path, { readonly: true });
  sample = db
    .prepare('SELECT name, id, city, state, latitude, longitude FROM restaurants WHERE rowid = 1')
    .get() as typeof sample;
  db.close();
});
afterAll(() => fixture.cleanup());

const suggest = async (request: Partial<SuggestRequest> & { text: string }): Promise<Suggestion[]> =>
  (await fixture.catalog.suggest({ limit: 20, ...request })).suggestions;

describe('catalog suggest', () => {
  it('suggests a restaurant by the beginnings of its name’s words, with its id and place', async () => {
    const typed = sample.name.split(' ').slice(0, 2).join(' ').slice(0, -1);
    const found = await suggest({ text: typed });
    expect(found).toContainEqual({
      kind: 'restaurant',
      text: sample.name,
      restaurant_id: sample.id,
      city: sample.city,
      state: sample.state,
    });
    // Elsewhere, or far away, it is not offered.
    const otherState = sample.state === 'TX' ? 'CA' : 'TX';
    expect((await suggest({ text: typed, state: otherState })).map((s) => s.restaurant_id)).not.toContain(sample.id);
    const far = { latitude: -sample.latitude, longitude: sample.longitude, radius_m: 5000 };
    expect((await suggest({ text: typed, near: far })).map((s) => s.restaurant_id)).not.toContain(sample.id);
  });

  it('suggests the city with its restaurant count, and cuisines with theirs', async () => {
    const places = (await suggest({ text: sample.city })).filter((s) => s.kind === 'place');
    expect(places).toContainEqual(
      expect.objectContaining({ text: `${sample.city}, ${sample.state}`, city: sample.city, state: sample.state }),
    );
    expect(places.every((s) => s.count! > 0)).toBe(true);
    const [cuisine] = (await suggest({ text: 'piz' })).filter((s) => s.kind === 'cuisine');
    expect(cuisine).toMatchObject({ kind: 'cuisine', cuisine: 'pizza', text: 'Pizza' });
    expect(cuisine!.count).toBeGreaterThan(0);
  });

  it('takes each kind in turn up to the limit, and nothing for no words', async () => {
    const found = await suggest({ text: 'ch', limit: 4 });
    expect(found).toHaveLength(4);
    expect(new Set(found.map((s) => s.kind)).size).toBeGreaterThan(1);
    expect(await suggest({ text: ' ' })).toEqual([]);
  });
});
