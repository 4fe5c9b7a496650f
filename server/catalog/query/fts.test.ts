import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSearch } from '../../search/plan.ts';
import { rankInHand, type RankedHit } from '../../search/rank.ts';
import {
  RANKING,
  RANKING_RULES,
  rankingOrder,
  type RankingOrder,
  type RankingRule,
} from '../../search/ranking-rules.ts';
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

/**
 * Per index: words found in each of its tiers, typos, prefixes, a word some matches miss, and words that are
 * dropped when all of them match too little, a typo among them (so that the unit sets start at different costs).
 */
const CASES = {
  restaurants: {
    index: restaurantIndex,
    // "main" and "oak" are in streets, the last tier; "drift burgers" is the whole name of a chain; "thai kitchen"
    // is in a name and the cuisines between them.
    queries: [
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
      'drift burgers',
      'thai kitchen',
      'mexican grill',
    ],
    dropping: ['bar oak chiken', 'oak chiken burrito', 'sause fresh burrito', 'oak chiken wings'],
  },
  items: {
    index: itemIndex,
    // "chicken san": "san" as typed in a description, or begun ("sandwich") in a name; "fries" as typed in a
    // description, or "fried" with a typo in a name.
    queries: [
      'pizza',
      'chiken',
      'burrito',
      'fried rice',
      'pizz',
      'chicken s',
      'chicken san',
      'sauce',
      'fresh',
      'grilled onions',
      'fries',
    ],
    dropping: ['chiken oak', 'chiken burrito fresh', 'sause fresh burrito', 'grill oak chiken'],
  },
} as const;

/** The rules in the order of `names`. */
const rules = (...names: RankingRule['name'][]) =>
  names.map((name) => RANKING_RULES.find((rule) => rule.name === name)!);
/** The rules as written, and reordered. */
const ORDERS: [string, RankingOrder][] = [
  ['as written', RANKING],
  ['attribute before typo', rankingOrder(rules('words', 'attribute', 'typo', 'quality', 'id'))],
  ['typo before words', rankingOrder(rules('typo', 'words', 'attribute', 'quality', 'id'))],
];

/** Hits as [rowid, tier, words matched]. */
const placed = (hits: readonly RankedHit[]) => hits.map(({ rowid, tier, units }) => [rowid, tier, units.length]);

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
  const searcher = (inHand: boolean, order: RankingOrder) => {
    const rows = connection.db.prepare(`SELECT max(rowid) FROM ${name}`).pluck().get() as number;
    const { documents } = documentsInHand(connection.statements)[name];
    const hand = inHand ? { documents, rowsPerDocument: 0 } : undefined;
    const { lexicon } = connection.searchers[name];
    return new IndexSearcher(connection.db, CASES[name].index, rows, lexicon, hand, order, connection.attributes);
  };

  /** A query's plan and every match, planned over a searcher. */
  const planned = (q: string, walked: IndexSearcher) => {
    const request = searchRequest(name, { q, min_rating: 1 });
    const plan = planSearch(
      request,
      connection.vocabulary(name),
      new FtsCandidates(walked, connection.searchers.items, true),
    );
    const matches = new FtsCandidates(walked, connection.searchers.items, true).allMatches(plan.sets, plan.filters);
    return { plan, matches };
  };

  /** The walk's first 300 hits of a query, no hits to keep: it reads each bucket's first rows. */
  const page = (q: string, walked: IndexSearcher) => {
    const { plan } = planned(q, walked);
    const candidates = new FtsCandidates(walked, connection.searchers.items);
    return placed(candidates.rankedPage({ ...plan, page: { limit: 300, offset: 0 } }).page);
  };

  it.each(ORDERS)('come in the order the index walk gives, the rules %s', (_, order) => {
    const [inHand, walked] = [searcher(true, order), searcher(false, order)];
    const dishes = connection.searchers.items;
    const tiers = new Set<number>();
    let compared = 0;
    for (const q of [...CASES[name].queries, ...CASES[name].dropping]) {
      const { plan, matches } = planned(q, walked);
      // Every match, and every third one: rows the walk finds at once and rows it must look up among others.
      for (const step of [1, 3]) {
        const rowids = Uint32Array.from(matches.filter((_, i) => i % step === 0).slice(0, 1024));
        const kept: Kept = { rowids, has: (rowid) => rowids.includes(rowid) };
        const rank = (side: IndexSearcher) =>
          placed(new FtsCandidates(side, dishes, true).rankedAmong(plan.sets, plan.filters, 300, kept));
        const ranked = rank(inHand);
        expect(ranked, `${q}, every ${step}`).toEqual(rank(walked));
        for (const [, tier] of ranked) tiers.add(tier!);
        compared += ranked.length;
      }
      // Without hits to keep, the walk's page is the first of every match ranked in hand.
      const documents = documentsInHand(connection.statements)[name].documents(Array.from(matches));
      const walkedPage = page(q, walked);
      expect(walkedPage, `${q}, a page`).toEqual(placed(rankInHand(plan.sets, documents, order).slice(0, 300)));
      compared += walkedPage.length;
    }
    expect([...tiers].sort()).toEqual(CASES[name].index.tiers.map((_, tier) => tier));
    expect(compared).toBeGreaterThan(500);
  });

  it('change with the order of the rules', () => {
    const pages = (order: RankingOrder, queries: readonly string[]) =>
      queries.map((q) => page(q, searcher(false, order)));
    // Attribute before typo: a typo in a name now comes before the word as typed in a wider tier.
    const attributeFirst = ORDERS[1]![1];
    expect(pages(attributeFirst, CASES[name].queries)).not.toEqual(pages(RANKING, CASES[name].queries));
    // Typo before words: the words left after one is dropped, as typed, before all of them with a typo.
    const typoFirst = ORDERS[2]![1];
    expect(pages(typoFirst, CASES[name].dropping)).not.toEqual(pages(RANKING, CASES[name].dropping));
  });
});
