import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSearch } from '../../search/plan.ts';
import { catalogFixture, type CatalogFixture } from '../../test-support/catalog-fixture.ts';
import { searchRequest } from '../../test-support/catalog-calls.ts';
import { Connection, documentsInHand } from '../connection.ts';
import type { Kept } from './candidates.ts';
import { FtsCandidates } from './fts-candidates.ts';
import { IndexSearcher } from './fts.ts';
import { rowidsOf } from './rowids.ts';
import { itemIndex, restaurantIndex } from '../../index/schema.ts';

it('reads the rowids of a JSON array as JSON.parse does', () => {
  for (const rowids of [[], [7], [1, 22, 333, 4_444, 55_555, 666_666, 2_110_982], [0, 4_194_303]]) {
    const json = JSON.stringify(rowids);
    expect(Array.from(rowidsOf(json))).toEqual(JSON.parse(json));
  }
});

/** Per index: words found in each of its tiers, typos, prefixes, and a word some matches miss. */
const CASES = {
  restaurants: {
    index: restaurantIndex,
    // "main" and "oak" are in streets, the last tier.
    queries: ['pizza', 'chiken', 'burrito', 'fried rice', 'steak house', 'pizz', 'breakfast', 'main', 'oak', 'bar oak'],
  },
  items: {
    index: itemIndex,
    queries: ['pizza', 'chiken', 'burrito', 'fried rice', 'pizz', 'chicken s', 'sauce', 'fresh', 'grilled onions'],
  },
} as const;

describe.each(['restaurants', 'items'] as const)('%s ranked in hand', (name) => {
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

  /** A searcher that places hits in hand whenever they are few enough, or (without documents) never. */
  const searcher = (inHand: boolean) => {
    const rows = connection.db.prepare(`SELECT max(rowid) FROM ${name}`).pluck().get() as number;
    const { documents } = documentsInHand(connection.statements)[name];
    const hand = inHand ? { documents, rowsPerDocument: 0 } : undefined;
    return new IndexSearcher(connection.db, CASES[name].index, rows, connection.searchers[name].lexicon, hand);
  };

  it('come in the order the index walk gives: by words matched, form, field, then quality', () => {
    const [inHand, walked] = [searcher(true), searcher(false)];
    const dishes = connection.searchers.items;
    const tiers = new Set<number>();
    let compared = 0;
    for (const q of CASES[name].queries) {
      const request = searchRequest(name, { q, min_rating: 1 });
      const plan = planSearch(request, connection.vocabulary(name), new FtsCandidates(walked, dishes, true));
      const matches = new FtsCandidates(walked, dishes, true).allMatches(plan.sets, plan.filters);
      // Every match, and every third one: rows the walk finds at once and rows it must look up among others.
      for (const step of [1, 3]) {
        const rowids = Uint32Array.from(matches.filter((_, i) => i % step === 0).slice(0, 1024));
        const kept: Kept = { rowids, has: (rowid) => rowids.includes(rowid) };
        const rank = (side: IndexSearcher) =>
          new FtsCandidates(side, dishes, true)
            .rankedAmong(plan.sets, plan.filters, 300, kept)
            .map(({ rowid, tier, units }) => [rowid, tier, units.length]);
        const ranked = rank(inHand);
        expect(ranked, `${q}, every ${step}`).toEqual(rank(walked));
        for (const [, tier] of ranked) tiers.add(tier!);
        compared += ranked.length;
      }
    }
    expect([...tiers].sort()).toEqual(CASES[name].index.tiers.map((_, tier) => tier));
    expect(compared).toBeGreaterThan(500);
  });
});
