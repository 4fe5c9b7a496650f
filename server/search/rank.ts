/**
 * The ranking rules (`ranking-rules.ts`) applied to documents already in hand: the items of one menu, the dishes of
 * one restaurant hit, a discovery search's few hits. Each document is placed in the first bucket the index walk
 * would meet it in, and the buckets are compared in the rules' order, then rowids (quality, then id).
 */
import { ALTERNATIVE_COST, type Alternative, type QueryUnit } from './units.ts';
import { type UnitSet } from './unit-sets.ts';
import { bucketKey, RANKING, tierOf, type RankingOrder } from './ranking-rules.ts';
import { words } from './tokens.ts';
import { nameKey } from './name-key.ts';
import { spelledNames, spells } from './spelled-names.ts';

/** A hit as the rules placed it. */
export interface RankedHit {
  rowid: number;
  /** The field tier it matched in: 0 = the first field alone, and so on. */
  tier: number;
  /** The units of the set it matched all of. */
  units: QueryUnit[];
}

function matchesAlternative(fieldWords: readonly string[], alternative: Alternative): boolean {
  const { tokens, prefix } = alternative;
  const lastIndex = tokens.length - 1;
  for (let start = 0; start + tokens.length <= fieldWords.length; start += 1) {
    const all = tokens.every((token, offset) => {
      const word = fieldWords[start + offset]!;
      return offset === lastIndex && prefix ? word.startsWith(token) : word === token;
    });
    if (all) return true;
  }
  return false;
}

/**
 * A unit's alternatives as a document's words are checked against them: those of one word typed in full by their
 * word (with the cheapest cost among them), the rest (phrases, begun words) as they are. Most alternatives of a
 * word (its variants and typos) are of the first kind: looking each field word up once, instead of walking the
 * field for each alternative, makes ranking a menu's dishes in hand several times cheaper, most of all on a thread's
 * first such search (docs/search.md, "Ranking").
 */
interface UnitMatcher {
  unit: QueryUnit;
  words: ReadonlyMap<string, number>;
  walked: readonly { alternative: Alternative; cost: number }[];
}

function matcherOf(unit: QueryUnit): UnitMatcher {
  const words = new Map<string, number>();
  const walked: { alternative: Alternative; cost: number }[] = [];
  for (const alternative of unit.alternatives) {
    const cost = ALTERNATIVE_COST[alternative.kind];
    const { tokens, prefix } = alternative;
    if (tokens.length > 1 || prefix) walked.push({ alternative, cost });
    else words.set(tokens[0]!, Math.min(cost, words.get(tokens[0]!) ?? cost));
  }
  return { unit, words, walked };
}

/**
 * The cost of the cheapest alternative of a unit found in `fieldWords` and costing at most `maxCost`, or null when
 * none is: an alternative's words in sequence, the last one possibly only begun when the alternative is a prefix,
 * as the index matches them.
 */
function cheapestIn({ words, walked }: UnitMatcher, fieldWords: readonly string[], maxCost = Infinity): number | null {
  let cheapest = Infinity;
  for (const word of fieldWords) {
    const cost = words.get(word);
    if (cost !== undefined && cost < cheapest) cheapest = cost;
  }
  for (const { alternative, cost } of walked) {
    if (cost < cheapest && matchesAlternative(fieldWords, alternative)) cheapest = cost;
  }
  return cheapest !== Infinity && cheapest <= maxCost ? cheapest : null;
}

/**
 * A field tier of a document in hand: its words (each tier holding the words of the tiers before it too), fields
 * one of which must hold every word (`oneOf`: a restaurant's dish names, for the tier that matches by one dish), or
 * a name the query's words must spell exactly (`nameKey`, `search/name-key.ts`).
 */
type TierInHand = readonly string[] | { readonly oneOf: readonly (readonly string[])[] } | { readonly nameKey: string };

/** A document in hand: its words by field tier, the last holding every searchable word. */
export interface DocumentInHand {
  rowid: number;
  tiers: readonly TierInHand[];
}

/**
 * Stands between two fields in a tier's words: FTS5 matches a phrase within one column, so no alternative may run
 * from the end of a dish's name into its description. No query token is empty, so none matches it or begins it.
 */
const FIELD_BOUNDARY = '';

/** A menu item in hand, tiered as the item index is (`index/schema.ts`): its name, then name and description. */
export function itemInHand(rowid: number, name: string, description: string | null): DocumentInHand {
  const nameWords = words(name);
  return { rowid, tiers: [nameWords, [...nameWords, FIELD_BOUNDARY, ...words(description ?? '')]] };
}

/**
 * A restaurant in hand, tiered as the restaurant index is (`index/schema.ts`): its name exactly, its cuisines, its
 * name, then its name and cuisines, then one of its dish names, then its dishes (section titles and dish names, each a field of its own),
 * then its place.
 */
export function restaurantInHand(
  rowid: number,
  name: string,
  cuisines: string,
  dishes: readonly string[],
  place: string | null,
  dishNames: readonly string[],
): DocumentInHand {
  const nameWords = words(name);
  const withCuisines = [...nameWords, FIELD_BOUNDARY, ...words(cuisines)];
  const withDishes = [...withCuisines];
  for (const dish of dishes) withDishes.push(FIELD_BOUNDARY, ...words(dish));
  return {
    rowid,
    tiers: [
      { nameKey: nameKey(nameWords) },
      words(cuisines),
      nameWords,
      withCuisines,
      { oneOf: dishNames.map(words) },
      withDishes,
      [...withDishes, FIELD_BOUNDARY, ...words(place ?? '')],
    ],
  };
}

/**
 * The cost at which a tier holds every unit (the dearest unit's cheapest form there, each at most `maxCost`), or
 * null when it misses one; a tier of fields, the cheapest of the fields that hold every unit.
 */
function costIn(units: readonly UnitMatcher[], tier: TierInHand, maxCost = Infinity): number | null {
  if ('nameKey' in tier) {
    const names = spelledNames(units.map(({ unit }) => unit));
    const costs = names.filter((name) => name.cost <= maxCost && spells(tier.nameKey, name)).map(({ cost }) => cost);
    return costs.length === 0 ? null : Math.min(...costs);
  }
  if ('oneOf' in tier) {
    let cheapest: number | null = null;
    for (const field of tier.oneOf) {
      const cost = costIn(units, field, maxCost);
      if (cost !== null && (cheapest === null || cost < cheapest)) cheapest = cost;
    }
    return cheapest;
  }
  let cost = 0;
  for (const unit of units) {
    const found = cheapestIn(unit, tier, maxCost);
    if (found === null) return null;
    cost = Math.max(cost, found);
  }
  return cost;
}

/**
 * The bucket key (`bucketKey`) of a document for unit set `set`, or -1 when it misses a unit: its first bucket in
 * the rules' order, as the index is walked. With cost before tier, the first cost level at which every unit has an
 * alternative of at most that cost, then the first tier holding them all at that cost: a unit found only as a typo
 * in the name but as typed in the description places the document at the exact level, in the wider tier. With tier
 * before cost, the first tier holding every unit in any form, then the cost they need there.
 */
function placement(units: readonly UnitMatcher[], document: DocumentInHand, set: number, order: RankingOrder): number {
  const { tiers } = document;
  const widest = costIn(units, tiers.at(-1) ?? []);
  if (widest === null) return -1;
  const costFirst = order.shift.cost > order.shift.tier;
  let tier = 0;
  let cost: number | null;
  while ((cost = costIn(units, tiers[tier]!, costFirst ? widest : Infinity)) === null) tier += 1;
  return bucketKey(order, set, costFirst ? widest : cost, tier);
}

/** Documents in hand that hold every unit of `units`. */
export function countInHand(units: readonly QueryUnit[], documents: readonly DocumentInHand[]): number {
  const matchers = units.map(matcherOf);
  return documents.reduce((count, document) => count + (placement(matchers, document, 0, RANKING) < 0 ? 0 : 1), 0);
}

/**
 * Documents in hand in ranking order: each in its first bucket by the rules in `order`, then by rowid (quality,
 * then id). Unit sets that match nothing are passed over, as the walk finds nothing in them.
 */
export function rankInHand(
  sets: readonly UnitSet[],
  documents: readonly DocumentInHand[],
  order: RankingOrder = RANKING,
): RankedHit[] {
  const matchers = sets.map(({ units, matches }) => (matches === 0 ? null : units.map(matcherOf)));
  // When the words rule comes first, the first set holding a document is its bucket: later sets are not tried.
  const setFirst = order.buckets[0] === 'set';
  const placed: { rowid: number; key: number; set: number }[] = [];
  for (const document of documents) {
    let key = -1;
    let set = 0;
    for (let index = 0; index < matchers.length && !(setFirst && key >= 0); index += 1) {
      const units = matchers[index];
      const found = units ? placement(units, document, index, order) : -1;
      if (found >= 0 && (key < 0 || found < key)) {
        key = found;
        set = index;
      }
    }
    if (key >= 0) placed.push({ rowid: document.rowid, key, set });
  }
  placed.sort((a, b) => a.key - b.key || a.rowid - b.rowid);
  return placed.map(({ rowid, key, set }) => ({ rowid, tier: tierOf(order, key), units: sets[set]!.units }));
}

/**
 * Up to `limit` names that hold the most of `units` (the first rule alone: a restaurant matched by its name and
 * its menu together has dishes that hold only some of the words), in the order given, without repeats.
 */
export function namesMatchingMost(units: readonly QueryUnit[], names: readonly string[], limit: number): string[] {
  // Most names hold none of the words: a plain substring test skips them before tokenising (names with letters
  // beyond printable ASCII are always tokenised, since folding may make them match).
  const needles = [...new Set(units.flatMap((unit) => unit.alternatives.flatMap((alternative) => alternative.tokens)))];
  const matchers = units.map(matcherOf);
  const scored = names
    .filter((name) => needles.some((needle) => name.toLowerCase().includes(needle)) || /[^ -~]/.test(name))
    .map((name) => {
      const nameWords = words(name);
      return { name, matched: matchers.filter((unit) => cheapestIn(unit, nameWords) !== null).length };
    });
  const most = Math.max(0, ...scored.map((entry) => entry.matched));
  if (most === 0) return [];
  return [...new Set(scored.filter((entry) => entry.matched === most).map((entry) => entry.name))].slice(0, limit);
}
