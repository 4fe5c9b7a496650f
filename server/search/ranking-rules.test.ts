import { nameKey } from './name-key.ts';
import { spelledNames, spells } from './spelled-names.ts';
import { describe, expect, it } from 'vitest';
import { ALTERNATIVE_COST, type AlternativeKind, type QueryUnit } from './units.ts';
import { type UnitSet } from './unit-sets.ts';
import { rankInHand, type DocumentInHand } from './rank.ts';
import {
  costLevels,
  RANKING,
  RANKING_RULES,
  rankingOrder,
  walkBuckets,
  type RankingOrder,
  type RankingRule,
} from './ranking-rules.ts';

/** The rules in the order of `names`. */
const rules = (...names: RankingRule['name'][]) =>
  names.map((name) => RANKING_RULES.find((rule) => rule.name === name)!);
const TYPO_FIRST = rankingOrder(rules('words', 'typo', 'attribute', 'quality', 'id'));
const ATTRIBUTE_FIRST = rankingOrder(rules('words', 'attribute', 'typo', 'quality', 'id'));

/** Every order of the three rules that split hits into buckets, quality and id last. */
const EVERY_ORDER: RankingOrder[] = (['words', 'typo', 'attribute'] as const).flatMap((first, _, all) =>
  all
    .filter((name) => name !== first)
    .flatMap((second, __, rest) =>
      rest.filter((name) => name !== second).map((third) => rankingOrder(rules(first, second, third, 'quality', 'id'))),
    ),
);

function unit(text: string, alternatives: [string, AlternativeKind][]): QueryUnit {
  return {
    text,
    start: 0,
    end: 1,
    alternatives: alternatives.map(([token, kind]) => ({ tokens: [token], prefix: kind === 'prefix', kind })),
    filler: false,
    docs: 1,
  };
}

/** Documents of one index, tiered: each tier holds the words of the tiers before it too. */
function documents(fields: string[][]): DocumentInHand[] {
  return fields.map((texts, index) => ({
    rowid: index + 1,
    tiers: texts.map((_, tier) =>
      texts
        .slice(0, tier + 1)
        .join(' ')
        .split(' ')
        .filter(Boolean),
    ),
  }));
}

/**
 * The index walk, done by hand: the buckets in the order `walkBuckets` gives, and within each the documents in
 * rowid order that hold every unit of the set in the tier, in a form costing at most the level; a document enters
 * the list at the first bucket it is met in. One-word alternatives only, as FTS5 matches them.
 */
function walked(order: RankingOrder, sets: readonly UnitSet[], docs: readonly DocumentInHand[]) {
  const holds = (unit: QueryUnit, words: readonly string[], cost: number) =>
    unit.alternatives.some(
      ({ tokens: [token], prefix, kind }) =>
        ALTERNATIVE_COST[kind] <= cost && words.some((word) => (prefix ? word.startsWith(token!) : word === token)),
    );
  const levels = sets.map(({ units }) => costLevels(units));
  const steps = walkBuckets(order, levels, docs[0]!.tiers.length);
  const seen = new Set<number>();
  const hits: [number, number, number][] = [];
  for (let step = 0; step < steps.length; step += 3) {
    const [set, level, tier] = steps.slice(step, step + 3) as [number, number, number];
    const { units } = sets[set]!;
    for (const { rowid, tiers } of docs) {
      const cost = levels[set]![level]!;
      const field = tiers[tier]!;
      if (seen.has(rowid)) continue;
      if ('nameKey' in field) {
        if (!spelledNames(units).some((name) => name.cost <= cost && spells(field.nameKey, name))) continue;
      } else {
        const fields = 'oneOf' in field ? field.oneOf : [field];
        if (!fields.some((words) => units.every((unit) => holds(unit, words, cost)))) continue;
      }
      seen.add(rowid);
      hits.push([rowid, tier, units.length]);
    }
  }
  return hits;
}

const inHand = (order: RankingOrder, sets: readonly UnitSet[], docs: readonly DocumentInHand[]) =>
  rankInHand(sets, docs, order).map(({ rowid, tier, units }) => [rowid, tier, units.length]);

describe('the ranking rules', () => {
  it('are read as written: words, then typo, then attribute; quality and id are the rowid order', () => {
    expect(RANKING_RULES.map((rule) => rule.name)).toEqual(['words', 'typo', 'attribute', 'quality', 'id']);
    expect(RANKING.buckets).toEqual(['set', 'cost', 'tier']);
    expect(ATTRIBUTE_FIRST.buckets).toEqual(['set', 'tier', 'cost']);
  });

  it('refuse a list that leaves a rule out, repeats one, or puts quality and id anywhere but last', () => {
    expect(() => rankingOrder(rules('words', 'typo', 'attribute', 'quality'))).toThrow(/each rule once/);
    expect(() => rankingOrder(rules('words', 'typo', 'typo', 'attribute', 'quality', 'id'))).toThrow();
    expect(() => rankingOrder(rules('words', 'quality', 'typo', 'attribute', 'id'))).toThrow();
    expect(() => rankingOrder(rules('words', 'typo', 'attribute', 'id', 'quality'))).toThrow();
  });

  it('nest the walk in their order, skipping the costs that are not a set’s levels', () => {
    // Two sets: the first only as a typo (cost 3), the second as typed or as a typo; two tiers.
    const levels = [[3], [0, 3]];
    const triples = (order: RankingOrder) => {
      const steps = walkBuckets(order, levels, 2);
      return steps.flatMap((_, i) =>
        i % 3 === 0 ? [`s${steps[i]} c${levels[steps[i]!]![steps[i + 1]!]} t${steps[i + 2]}`] : [],
      );
    };
    expect(triples(RANKING)).toEqual(['s0 c3 t0', 's0 c3 t1', 's1 c0 t0', 's1 c0 t1', 's1 c3 t0', 's1 c3 t1']);
    expect(triples(ATTRIBUTE_FIRST)).toEqual(['s0 c3 t0', 's0 c3 t1', 's1 c0 t0', 's1 c3 t0', 's1 c0 t1', 's1 c3 t1']);
    expect(triples(rankingOrder(rules('typo', 'words', 'attribute', 'quality', 'id')))).toEqual([
      's1 c0 t0',
      's1 c0 t1',
      's0 c3 t0',
      's0 c3 t1',
      's1 c3 t0',
      's1 c3 t1',
    ]);
  });

  // "chiken": the typo reads as "chicken"; "chiken" itself is also a (rare) word some dishes hold.
  const chicken = unit('chicken', [
    ['chicken', 'exact'],
    ['chiken', 'typo'],
  ]);
  const dishes = documents([
    ['chiken plate', ''],
    ['rice plate', 'with chicken'],
    ['chicken plate', ''],
  ]);

  it('order the walk and the ranking in hand alike, and a reordered list reorders both the same way', () => {
    const sets = [{ units: [chicken], matches: 3 }];
    // Typo before attribute: exact in the name (3), exact in the description (2), then the typo in 1's name.
    expect(walked(TYPO_FIRST, sets, dishes)).toEqual([
      [3, 0, 1],
      [2, 1, 1],
      [1, 0, 1],
    ]);
    expect(inHand(TYPO_FIRST, sets, dishes)).toEqual(walked(TYPO_FIRST, sets, dishes));
    // Attribute before typo: the name first, whatever the form (3, then 1's typo), then the description (2).
    expect(walked(ATTRIBUTE_FIRST, sets, dishes)).toEqual([
      [3, 0, 1],
      [1, 0, 1],
      [2, 1, 1],
    ]);
    expect(inHand(ATTRIBUTE_FIRST, sets, dishes)).toEqual(walked(ATTRIBUTE_FIRST, sets, dishes));
  });

  it('agree in every order of the rules on documents made at random', () => {
    // Four units: one found only as a typo (so its sets start at the typo level), one with every kind of form.
    const units = [
      unit('pizza', [
        ['pizza', 'exact'],
        ['pizzas', 'plural'],
        ['piz', 'prefix'],
        ['flatbread', 'variant'],
        ['piza', 'typo'],
      ]),
      unit('sauce', [
        ['sauce', 'exact'],
        ['sause', 'typo'],
      ]),
      unit('cheese', [
        ['cheese', 'exact'],
        ['queso', 'variant'],
      ]),
      unit('grilld', [['grilled', 'typo']]),
    ];
    const sets: UnitSet[] = [units, units.slice(0, 3), units.slice(0, 2), units.slice(0, 1)].map((set) => ({
      units: set,
      matches: 1,
    }));
    const words = [...units.flatMap((u) => u.alternatives.map(({ tokens }) => tokens[0]!)), 'pizzeria', 'salad', 'x'];
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const text = () =>
      Array.from({ length: Math.floor(random() * 4) }, () => words[Math.floor(random() * words.length)]!);
    // Restaurant-shaped: name, cuisines, two dishes, place; the exact-name tier holds a set whose first forms spell
    // the name, the one-dish tier every unit in one dish alone.
    const restaurants = documents(
      Array.from({ length: 300 }, () => Array.from({ length: 5 }, () => text().join(' '))),
    ).map(({ rowid, tiers: fields }) => {
      const [name, withCuisines, withFirstDish, withDishes, withPlace] = fields as string[][];
      const dishes = [withFirstDish!.slice(withCuisines!.length), withDishes!.slice(withFirstDish!.length)];
      const tiers = [{ nameKey: nameKey(name!) }, name!, withCuisines!, { oneOf: dishes }, withDishes!, withPlace!];
      return { rowid, tiers };
    });
    const rankings = new Set<string>();
    for (const tiers of [2, 4, 6]) {
      const docs =
        tiers === 6
          ? restaurants
          : documents(Array.from({ length: 300 }, () => Array.from({ length: tiers }, () => text().join(' '))));
      for (const order of EVERY_ORDER) {
        const walk = walked(order, sets, docs);
        expect(inHand(order, sets, docs), order.buckets.join()).toEqual(walk);
        expect(walk.length).toBeGreaterThan(100);
        // The exact-name and one-dish tiers are tried, not passed over.
        if (tiers === 6) expect(walk.map(([, tier]) => tier)).toEqual(expect.arrayContaining([0, 3]));
        rankings.add(JSON.stringify(walk));
      }
    }
    // Each of the six orders ranks these documents its own way.
    expect(rankings.size).toBe(3 * EVERY_ORDER.length);
  });
});
