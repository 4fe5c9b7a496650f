/**
 * The ranking rules, in order (docs/search.md, "Ranking"): more of the query's words matched (unit sets, most words
 * first), then the cheapest form matched (exact = plural = joined < prefix < variant < typo), then the most
 * important field that holds every word (name before the fields after it), then static quality (the catalog's
 * rowid order), then id. The full-text executor walks its index in exactly this order; this module applies the
 * same rules to documents already in hand: the items of one menu, the dishes of one restaurant hit.
 */
import { ALTERNATIVE_COST, type Alternative, type QueryUnit, type UnitSet } from './analyse.ts';
import { words } from './tokens.ts';

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
  return { words, walked };
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

/** A document in hand: its words by field tier, each tier holding the words of the tiers before it too. */
export interface DocumentInHand {
  rowid: number;
  tiers: readonly (readonly string[])[];
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
 * A restaurant in hand, tiered as the restaurant index is (`index/schema.ts`): its name, then its cuisines, then
 * its dishes (section titles and dish names, each a field of its own), then its place.
 */
export function restaurantInHand(
  rowid: number,
  name: string,
  cuisines: string,
  dishes: readonly string[],
  place: string | null,
): DocumentInHand {
  const nameWords = words(name);
  const withCuisines = [...nameWords, FIELD_BOUNDARY, ...words(cuisines)];
  const withDishes = [...withCuisines];
  for (const dish of dishes) withDishes.push(FIELD_BOUNDARY, ...words(dish));
  return {
    rowid,
    tiers: [nameWords, withCuisines, withDishes, [...withDishes, FIELD_BOUNDARY, ...words(place ?? '')]],
  };
}

/**
 * [cost, tier] of a document for a unit set, or null when it misses a unit: the first cost level, then the first
 * tier, at which every unit has an alternative of at most that cost, as the index is walked (level by level, each
 * level tier by tier). A unit found only as a typo in the name but as typed in the description places the
 * document at the exact level, in the wider tier.
 */
function placement(units: readonly UnitMatcher[], document: DocumentInHand): [number, number] | null {
  const widest = document.tiers.at(-1) ?? [];
  let cost = 0;
  for (const unit of units) {
    const found = cheapestIn(unit, widest);
    if (found === null) return null;
    cost = Math.max(cost, found);
  }
  let tier = 0;
  for (const unit of units) {
    let at = 0;
    while (cheapestIn(unit, document.tiers[at]!, cost) === null) at += 1;
    tier = Math.max(tier, at);
  }
  return [cost, tier];
}

/** The cost levels worth a query: from the first at which every unit has an alternative to the dearest. */
export function costLevels(units: readonly QueryUnit[]): number[] {
  const cheapest = Math.max(...units.map((unit) => ALTERNATIVE_COST[unit.alternatives[0]!.kind]));
  const costs = new Set(
    units.flatMap((unit) => unit.alternatives.map((alternative) => ALTERNATIVE_COST[alternative.kind])),
  );
  return [...costs].filter((cost) => cost >= cheapest).sort((a, b) => a - b);
}

/** Documents in hand that hold every unit of `units`. */
export function countInHand(units: readonly QueryUnit[], documents: readonly DocumentInHand[]): number {
  const matchers = units.map(matcherOf);
  return documents.reduce((count, document) => count + (placement(matchers, document) ? 1 : 0), 0);
}

/** Documents in hand in ranking order: by unit set, then cost, then tier, then rowid (their quality order). */
export function rankInHand(sets: readonly UnitSet[], documents: readonly DocumentInHand[]): RankedHit[] {
  const seen = new Set<number>();
  const hits: RankedHit[] = [];
  for (const { units, matches } of sets) {
    if (matches === 0) continue;
    const matchers = units.map(matcherOf);
    const placed = documents
      .filter((document) => !seen.has(document.rowid))
      .map((document) => ({ document, key: placement(matchers, document) }))
      .filter((entry): entry is { document: DocumentInHand; key: [number, number] } => entry.key !== null)
      .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.document.rowid - b.document.rowid);
    for (const { document, key } of placed) {
      seen.add(document.rowid);
      hits.push({ rowid: document.rowid, tier: key[1], units });
    }
  }
  return hits;
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
