import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSearch } from '../search/plan.ts';
import { catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { searchRequest } from '../test-support/catalog-calls.ts';
import { Connection, documentsInHand } from './connection.ts';
import { FtsCandidates, IndexSearcher, rowidsOf, type Kept } from './fts.ts';
import { restaurantIndex } from './schema.ts';

it('reads the rowids of a JSON array as JSON.parse does', () => {
  for (const rowids of [[], [7], [1, 22, 333, 4_444, 55_555, 666_666, 2_110_982], [0, 4_194_303]]) {
    const json = JSON.stringify(rowids);
    expect(Array.from(rowidsOf(json))).toEqual(JSON.parse(json));
  }
});

describe('restaurants ranked in hand', () => {
  let fixture: CatalogFixture;
  let connection: Connection;
  beforeAll(async () => {
    fixture = await catalogFixture();
    connection = new Connection(fixture.path);
  });
  afterAll(() => {
    connection.db.close();
    fixture.cleanup();
  });

  /** A restaurant searcher that places few hits in hand whatever the cost, or (without documents) never. */
  const searcher = (inHand: boolean) => {
    const rows = connection.db.prepare('SELECT max(rowid) FROM restaurants').pluck().get() as number;
    const { documents } = documentsInHand(connection.statements).restaurants;
    const lexicon = connection.searchers.restaurants.lexicon;
    const hand = inHand ? { documents, rowsPerDocument: 0 } : undefined;
    return new IndexSearcher(connection.db, restaurantIndex, rows, lexicon, hand);
  };

  it('come in the order the index walk gives: by words matched, form, field (name, cuisine, dish, place), quality', () => {
    const [inHand, walked] = [searcher(true), searcher(false)];
    const tiers = new Set<number>();
    let compared = 0;
    // Words found in names, cuisines, dishes and streets ("main", "oak"), typos, prefixes, and a word some miss.
    for (const q of [
      'pizza',
      'chiken',
      'burrito',
      'fried rice',
      'steak house',
      'pizz',
      'breakfast',
      'main',
      'oak',
      'bar oak',
    ]) {
      const request = searchRequest('restaurants', { q, min_rating: 1 });
      const plan = planSearch(request, connection.vocabulary('restaurants'), new FtsCandidates(walked, walked, true));
      const matches = new FtsCandidates(walked, walked, true).allMatches(plan.sets.at(-1)!.units, plan.filters);
      // Every match, and every third one: rows the walk finds at once and rows it must look up among others.
      for (const step of [1, 3]) {
        const rowids = Uint32Array.from(matches.filter((_, i) => i % step === 0).slice(0, 256));
        const kept: Kept = { rowids, has: (rowid) => rowids.includes(rowid) };
        const rank = (side: IndexSearcher) =>
          new FtsCandidates(side, side, true)
            .rankedAmong(plan.sets, plan.filters, 300, kept)
            .map(({ rowid, tier, units }) => [rowid, tier, units.length]);
        const ranked = rank(inHand);
        expect(ranked, `${q}, every ${step}`).toEqual(rank(walked));
        for (const [, tier] of ranked) tiers.add(tier!);
        compared += ranked.length;
      }
    }
    expect([...tiers].sort()).toEqual([0, 1, 2, 3]);
    expect(compared).toBeGreaterThan(500);
  });
});
