/**
 * The full-text side of the catalog: one `IndexSearcher` per index (its FTS5 tables and term dictionary), which
 * counts matches and walks them in ranking order; a search's `FtsCandidates` (`fts-candidates.ts`) asks it. Every
 * MATCH expression comes from `fts-query.ts`.
 *
 * Search cost is bounded: FTS5 yields matches in rowid order, which is static-quality order, so a query within the
 * offset window reads at most CANDIDATES matches, and pages through that fixed list; a cursor's page past the window
 * reads as many as its depth. The list is the same prefix for every page of a query, so paging has no duplicates
 * and no gaps.
 */
import type Database from 'better-sqlite3';
import { ALTERNATIVE_COST, type QueryUnit } from '../../search/units.ts';
import { type UnitSet } from '../../search/unit-sets.ts';
import type { Lexicon } from '../../search/lexicon.ts';
import type { Count } from '../../search/plan.ts';
import { rankInHand, type RankedHit } from '../../search/rank.ts';
import { costLevels, RANKING, walkBuckets, type RankingOrder } from '../../search/ranking-rules.ts';
import type { Kept } from './candidates.ts';
import { anyOf, goesUnscoped, matchExpression, phraseExpression, unitParts } from './fts-query.ts';
import { MatchCache } from './match-cache.ts';
import { matchPart } from '../../index/postings-format.ts';
import { Postings } from './postings.ts';
import { broughtUpTo, take, type RankedList } from './ranked-list.ts';
import { holds, rowidsOf } from './rowids.ts';
import { FEW_KEPT, WalkCost, type DocumentsInHand } from './walk-cost.ts';
import { INDEXED_PREFIX_LENGTH, type SearchIndex } from '../../index/schema.ts';
import type { Attributes } from '../../index/attributes.ts';
import { NamedRestaurants } from './named-restaurants.ts';

/** How many matches, in quality order, one query of a search reads at most. */
export const CANDIDATES = 2000;
/** Matches are counted exactly up to this many (total_estimated is exact up to 1,000). */
const COUNTED = 1001;
/** Alternatives up to this cost (as typed, inflected, begun) are counted first. */
const CHEAP_COST = ALTERNATIVE_COST.prefix;

type Fts = SearchIndex['tiers'][number]['fts'];

/** The cost of the dearest alternative of any unit: every form allowed. */
const dearestCost = (units: readonly QueryUnit[]) =>
  Math.max(...units.flatMap((unit) => unit.alternatives.map(({ kind }) => ALTERNATIVE_COST[kind])));

/**
 * An index's naming tiers to read, one per table: the widest of each (a table's tiers widen, each holding the columns
 * of the one before), never an exact-name tier, whose rows its table's name tier holds too.
 */
function namingTables(index: SearchIndex): number[] {
  const widest = new Map<Fts, number>();
  index.tiers.slice(0, index.namingTiers).forEach(({ fts, exactName }, tier) => {
    if (!exactName) widest.set(fts, tier);
  });
  return [...widest.values()];
}

/** The integers from `first` up to `end`, not including it. */
const range = (first: number, end: number) => Array.from({ length: end - first }, (_, offset) => first + offset);

/**
 * A ranked list deeper than this is kept (the last one per index and connection) and, when a page reaches past it, walked
 * again to at least twice its length: so a cursor's walk through a broad query's matches, page after page, re-walks
 * the list a few times over rather than once per page (docs/api-decisions.md, "Cursor paging and sync").
 */
const DEEP_LIST = 10_000;

/**
 * Rowids of recent searches' matches kept per index and connection (`match-cache.ts`), four bytes each: enough for
 * the broadest word of a national catalog ("chicken": 1.5 million items at scale 5), which a person narrowing it
 * by facet, price or sort would otherwise have read again at every step (6-8 ms at scale 5).
 */
const MATCH_CACHE_ROWIDS = 2_000_000;
/** A unit as MATCH syntax: the parts any of which it matches, and them as one expression. */
interface UnitExpression {
  parts: readonly string[];
  expression: string;
  filler: boolean;
}

/** Rows one search has read while counting, by table and expression: the first COUNTED matches, in quality order. */
export type Counted = Map<string, readonly number[]>;
const countedKey = (fts: Fts, expression: string) => `${fts} ${expression}`;

/** One search index: its FTS tables, its term dictionary, and the bounded ranking over them. */
export class IndexSearcher {
  private readonly matches = new Map<string, Database.Statement<[string, number], number>>();
  private readonly counts = new Map<string, Database.Statement<[string, number], number>>();
  private readonly firstCounted = new Map<string, Database.Statement<[string], number>>();
  private readonly every = new Map<string, Database.Statement<[string], number>>();
  private readonly everyAsJson = new Map<string, Database.Statement<[string], string>>();
  private readonly among = new Map<string, Database.Statement<[string, string], number>>();
  private readonly matchCache = new MatchCache(MATCH_CACHE_ROWIDS);
  private readonly postings: Postings;
  private readonly cost: WalkCost;
  /** Per tier: whether its columns are all of its table's but the filters (`matchExpression`'s everyColumn). */
  private readonly everyColumn: boolean[];
  /** The columns of the first tier's table, where names are. */
  private readonly firstTableColumns: string[];
  /** Restaurants by the names a query spells, for an exact-name tier. */
  private readonly named: NamedRestaurants | undefined;
  /** The naming tiers a rating sort reads (`namingTables`). */
  private readonly naming: number[];
  /** The last ranked list walked deeper than the candidates, by its sets and filters (see DEEP_LIST). */
  private deep: { key: string; hits: RankedHit[]; complete: boolean } | null = null;

  constructor(
    db: Database.Database,
    readonly index: SearchIndex,
    private readonly rows: number,
    readonly lexicon: Lexicon,
    /** How this index's rows are read in hand, when they can be (items: name and description). */
    private readonly inHand?: DocumentsInHand,
    /** The ranking rules both the walk and the ranking in hand follow; another order only in tests. */
    private readonly order: RankingOrder = RANKING,
    /** Items' restaurants and restaurants' first items, for a tier that matches by item (`SearchTier.byItem`). */
    private readonly items?: Pick<Attributes, 'restaurantOf' | 'firstItem'>,
  ) {
    if (index.tiers.some((tier) => tier.byItem) && !items)
      throw new Error(`${index.terms}: a tier by item needs items`);
    this.postings = new Postings(db, index.postings, rows);
    this.cost = new WalkCost(lexicon, this.postings, index.tiers.length, inHand);
    const tableColumns = (fts: string) =>
      (db.pragma(`table_info(${fts})`) as { name: string }[]).map(({ name }) => name).filter((n) => n !== 'filters');
    this.everyColumn = index.tiers.map(({ fts, columns }) => {
      const words = tableColumns(fts);
      return words.length === columns.length && words.every((name) => columns.includes(name));
    });
    this.firstTableColumns = tableColumns(index.tiers[0]!.fts);
    this.named = index.tiers.some((tier) => tier.exactName) ? new NamedRestaurants(db) : undefined;
    this.naming = namingTables(index);
    for (const { fts } of index.tiers) {
      if (this.matches.has(fts)) continue;
      this.matches.set(
        fts,
        db.prepare<[string, number], number>(`SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ?`).pluck(),
      );
      this.firstCounted.set(
        fts,
        db.prepare<[string], number>(`SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ${COUNTED}`).pluck(),
      );
      this.every.set(fts, db.prepare<[string], number>(`SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?`).pluck());
      // Every match as one JSON array, parsed at once: far cheaper for a broad word than handing JavaScript its
      // rowids one row at a time (docs/search.md, "Discovery").
      this.everyAsJson.set(
        fts,
        db.prepare<[string], string>(`SELECT json_group_array(rowid) FROM ${fts} WHERE ${fts} MATCH ?`).pluck(),
      );
      // FTS5 seeks each listed rowid in the doclist (an equality constraint on rowid), instead of reading it all.
      this.among.set(
        fts,
        db
          .prepare<[string, string], number>(
            `SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? AND rowid IN (SELECT value FROM json_each(?)) ORDER BY rowid`,
          )
          .pluck(),
      );
      this.counts.set(
        fts,
        db
          .prepare<[string, number], number>(`SELECT count(*) FROM (SELECT 1 FROM ${fts} WHERE ${fts} MATCH ? LIMIT ?)`)
          .pluck(),
      );
    }
  }

  /**
   * The first `limit` (at most CANDIDATES) matches, in quality order, of an FTS expression over one of this index's
   * tables; from `counted` when the search already read them while counting (same expression, same order).
   */
  private run(fts: Fts, expression: string, limit: number, counted: Counted, every: boolean): Iterable<number> {
    // Read lazily: the caller stops as soon as it has the hits it needs, and the statement is reset. A page deeper
    // than the candidates (a cursor's, past the offset window) reads as deep as it goes, and no further.
    if (every || limit > CANDIDATES) return this.every.get(fts)!.iterate(expression);
    const wanted = Math.min(limit, CANDIDATES);
    const read = counted.get(countedKey(fts, expression));
    if (read && (read.length < COUNTED || read.length >= wanted)) return read.slice(0, wanted);
    return this.matches.get(fts)!.all(expression, wanted);
  }

  /**
   * The restaurants whose name the units spell at up to `cost` (`search/name-key.ts`: word for word, or with the
   * last word begun), in quality order: such a name holds every unit, so only the filters are checked, against every
   * row that holds them (looking up a big chain's restaurants in FTS5 one by one reopened the expression for each).
   */
  private namedAs(units: readonly QueryUnit[], filters: readonly string[], cost: number): number[] {
    const named = this.named!.spelledBy(units, cost);
    if (named.length === 0 || filters.length === 0) return named;
    const passing = this.holdingFilters(filters);
    return named.filter((rowid) => holds(passing, rowid));
  }

  /** Every row holding the filter tokens, in rowid order; kept in the match cache. */
  private holdingFilters(filters: readonly string[]): Uint32Array {
    const expression = matchExpression([], [], filters);
    const every = this.everyAsJson.get(this.index.tiers.at(-1)!.fts)!;
    return this.matchCache.get(
      expression,
      () => this.fromPostings([], filters, every) ?? rowidsOf(every.get(expression)!),
    );
  }

  /**
   * The restaurants of the items an expression matches, in quality order, each once: read lazily, as the walk stops
   * once its list is full. `among`: only the items of these restaurants are looked up.
   */
  private *restaurantsByItem(expression: string, among: readonly number[] | null): Iterable<number> {
    const { restaurantOf, firstItem } = this.items!;
    const items = among
      ? this.among
          .get('items_fts')!
          .all(expression, JSON.stringify(among.flatMap((r) => range(firstItem[r]!, firstItem[r + 1]!))))
      : this.every.get('items_fts')!.iterate(expression);
    let last = 0;
    for (const item of items) {
      const restaurant = restaurantOf[item]!;
      if (restaurant !== last) yield (last = restaurant);
    }
  }

  /**
   * Every match of a unit set in any searchable column, every form allowed, in quality (rowid) order: what a
   * discovery search filters, counts and sorts (`discovery.ts`).
   */
  allMatches(units: readonly QueryUnit[], filters: readonly string[]): Uint32Array {
    if (units.length === 0) return new Uint32Array(0);
    const dearest = dearestCost(units);
    return this.matchesUpTo(units, dearest, filters);
  }

  /**
   * The first `need` of `keep`'s rows, in quality order, that hold every unit in one field naming what was asked (the
   * index's naming tiers: a restaurant's name, its cuisines or one dish's name; an item's name), every form allowed.
   * Each table's matches are read lazily in rowid order and merged, so the reading stops at the `need`th.
   */
  namingAmong(units: readonly QueryUnit[], filters: readonly string[], need: number, keep: Kept): number[] {
    if (units.length === 0 || need === 0) return [];
    const dearest = dearestCost(units);
    const expressions = this.expressions(units, dearest);
    const streams = this.naming.map((tier) => {
      const expression = this.match(expressions, tier, filters);
      const rows = this.index.tiers[tier]!.byItem
        ? this.restaurantsByItem(expression, null)
        : this.every.get(this.index.tiers[tier]!.fts)!.iterate(expression);
      return rows[Symbol.iterator]();
    });
    const heads = streams.map((stream) => stream.next());
    const found: number[] = [];
    try {
      while (found.length < need) {
        let least = Infinity;
        for (const head of heads) if (!head.done && head.value < least) least = head.value;
        if (least === Infinity) break;
        heads.forEach((head, at) => {
          if (!head.done && head.value === least) heads[at] = streams[at]!.next();
        });
        if (keep.has(least)) found.push(least);
      }
    } finally {
      for (const stream of streams) stream.return?.();
    }
    return found;
  }

  /** Every match of the units' alternatives up to `maxCost`, in rowid order; kept in the match cache. */
  private matchesUpTo(units: readonly QueryUnit[], maxCost: number, filters: readonly string[]): Uint32Array {
    const expressions = this.expressions(units, maxCost);
    const expression = this.match(expressions, this.index.tiers.length - 1, filters);
    const every = this.everyAsJson.get(this.index.tiers.at(-1)!.fts)!;
    return this.matchCache.get(
      expression,
      () => this.fromPostings(expressions, filters, every) ?? rowidsOf(every.get(expression)!),
    );
  }

  /**
   * Every match combined from the stored postings (`postings.ts`), the same rows FTS5 finds for the whole
   * expression (`every` reads the parts not stored); or null when a unit is read within columns (postings hold
   * unscoped parts) or nothing is stored.
   */
  private fromPostings(
    expressions: readonly UnitExpression[],
    filters: readonly string[],
    every: Database.Statement<[string], string>,
  ): Uint32Array | null {
    if (!this.goUnscoped(expressions)) return null;
    const sets = [...expressions.map(({ parts }) => parts), ...filters.map((token) => [matchPart.filter(token)])];
    return this.postings.matches(sets, (parts) => rowidsOf(every.get(anyOf(parts))!));
  }

  /**
   * The rows of a level a walk could still place, from the postings' bitmaps alone (any column, so every tier's
   * rows are among them): `keep`'s rows that match, or without `keep` none when no row matches; null when not known
   * (a part not stored, or read within columns).
   */
  private levelHits(expressions: readonly UnitExpression[], filters: readonly string[], keep: Kept | undefined) {
    if (!this.goUnscoped(expressions)) return null;
    const sets = [...expressions.map(({ parts }) => parts), ...filters.map((token) => [matchPart.filter(token)])];
    return this.postings.among(sets, keep?.rowids ?? null);
  }

  /** Whether every unit goes unscoped in the widest tier, as the postings hold parts. */
  private goUnscoped(expressions: readonly UnitExpression[]): boolean {
    const everyColumn = this.everyColumn.at(-1)!;
    return expressions.every(({ expression, filler }) => goesUnscoped(expression, filler, everyColumn));
  }

  /**
   * How many rows hold `phrase` in what names them (a restaurant's name or cuisines, a dish's name), counting no
   * further than `atMost`: whether a filter word is part of a name.
   */
  countNamed(phrase: readonly string[], atMost: number, begun = false): number {
    const columns = ['name', 'cuisines'].filter((column) => this.firstTableColumns.includes(column));
    let found = 0;
    for (const column of columns) {
      if (found < atMost) found += this.countPhrase(column, phrase, atMost - found, begun);
    }
    return found;
  }

  /**
   * How many rows of the first tier's table hold `phrase` in `column` (`begun`: its last word only begun), counting
   * no further than `atMost`.
   */
  countPhrase(column: string, phrase: readonly string[], atMost: number, begun = false): number {
    const { fts } = this.index.tiers[0]!;
    return this.counts.get(fts)!.get(phraseExpression(column, phrase, begun), atMost) ?? 0;
  }

  /** A real read of the index, for the health probe. */
  probe(): void {
    this.matches.get(this.index.tiers[0]!.fts)!.all(phraseExpression('name', ['restaurant']), 1);
  }

  /** The MATCH expression of unit expressions over one tier's columns, with filter tokens. */
  private match(expressions: { expression: string; filler: boolean }[], tier: number, filters: readonly string[]) {
    return matchExpression(expressions, this.index.tiers[tier]!.columns, filters, this.everyColumn[tier]);
  }

  /**
   * Each unit's parts up to `maxCost`, and the expression matching any of them. A phrase the postings hold as
   * matching nothing is left out: FTS5 finds that out only by reading where each of its words sits in every row
   * holding them all ("mac and cheese", which menus write "Mac & Cheese"), every time it is asked.
   */
  private expressions(units: readonly QueryUnit[], maxCost: number): UnitExpression[] {
    return units.map((unit) => {
      const every = unitParts(unit, maxCost, this.lexicon, INDEXED_PREFIX_LENGTH);
      const matching = every.filter((part) => !this.postings.matchesNothing(part));
      const parts = matching.length > 0 ? matching : every;
      return { parts, expression: anyOf(parts), filler: unit.filler };
    });
  }

  /**
   * Counts a unit set's matches in any searchable column, exactly up to COUNTED and beyond that extrapolated from
   * how deep into the quality order the count reached. The cheap forms (as typed, inflected, begun) are counted
   * first; every form (variants, typos) only when those find fewer than COUNTED (variant lists make the widest
   * expression the dearest to evaluate, and beyond COUNTED the figure is an estimate anyway). The rows read are
   * kept in `counted`, so ranking reads them from there rather than again.
   *
   * With filter tokens, the first rows are those of every match, wherever the postings can combine them (every
   * unit goes unscoped) or the search reads every match anyway (`everyMatch`, a discovery search): FTS5 finds the
   * first thousand matches of words within a place only by reading the words' whole doclists ("philly
   * cheesesteak" in Michigan), while every match comes from the postings in one read (docs/search.md).
   */
  count(units: readonly QueryUnit[], filters: readonly string[], counted: Counted, everyMatch = false): Count {
    if (units.length === 0) return { matches: 0, total: 0, exact: true };
    const widest = this.index.tiers.at(-1)!;
    const first = this.firstCounted.get(widest.fts)!;
    const read = (maxCost: number) => {
      const expressions = this.expressions(units, maxCost);
      const expression = this.match(expressions, this.index.tiers.length - 1, filters);
      const known = counted.get(countedKey(widest.fts, expression));
      if (known) return known;
      const rowids =
        filters.length > 0 && (everyMatch || this.goUnscoped(expressions))
          ? Array.from(this.matchesUpTo(units, maxCost, filters).subarray(0, COUNTED))
          : first.all(expression);
      counted.set(countedKey(widest.fts, expression), rowids);
      return rowids;
    };
    const dearest = dearestCost(units);
    const cheapest = Math.max(...units.map((unit) => ALTERNATIVE_COST[unit.alternatives[0]!.kind]));
    let maxCost = Math.max(CHEAP_COST, cheapest);
    let rowids = read(maxCost);
    if (rowids.length < COUNTED && dearest > maxCost) {
      maxCost = dearest;
      rowids = read(maxCost);
    }
    const matches = rowids.length;
    if (matches < COUNTED) return { matches, total: matches, exact: maxCost >= dearest };
    return { matches, total: Math.round((COUNTED * this.rows) / rowids.at(-1)!), exact: false };
  }

  /**
   * The ranked list up to `need` hits, walking the index bucket by bucket in the order of the ranking rules
   * (`search/ranking-rules.ts`, `walkBuckets`): by default unit sets in order (all words, then fewer), within a set
   * by cost level (exact or inflected, prefix, variant, typo: each level allows the alternatives up to its cost),
   * within a level by field tier, and within a bucket in quality order, the order FTS5 yields. Each query asks for no
   * more rows than the list still needs (a query's first rows are the same whatever its limit), so the list is the
   * same prefix for every page: pages never overlap or leave gaps. No query carries a rowid bound: FTS5 does not
   * stop at one and reads the rest of the doclist instead. A level whose matches were all read while counting
   * (`counted`) ends as soon as each of them is in the list: its other tiers would only read the same rows again, to
   * the end of their doclists.
   *
   * With `keep` (a discovery search's hits), only its rows enter the list. A query then reads its doclist until
   * the list is full, or to its end, since its first rows may all be refused; unless the hits are few, when they
   * are ranked in hand by the same rules where that is cheaper than the walk (`inHandIsCheaper`), or else it looks
   * up just the hits not yet placed where that is cheaper than reading (`readingIsCheaper`).
   *
   * Without `keep`, a list deeper than the candidates (a cursor's page past the offset window) is kept, and a page
   * reaching past it walks to at least twice its depth (DEEP_LIST): a walk from the start costs about its depth.
   */
  rank(
    sets: readonly UnitSet[],
    filters: readonly string[],
    need: number,
    countOf: (units: readonly QueryUnit[]) => Count,
    counted: Counted,
    keep?: Kept,
  ): RankedHit[] {
    if (keep || need <= CANDIDATES) return this.walk(sets, filters, need, countOf, counted, keep);
    // A page past the candidates (a cursor's): from the list kept for these sets and filters, or walked again.
    const key = JSON.stringify([sets.map(({ units }) => units), filters]);
    const kept = this.deep?.key === key ? this.deep : null;
    if (kept && (kept.complete || kept.hits.length >= need)) return kept.hits.slice(0, need);
    const wanted = Math.max(need, DEEP_LIST, 2 * (kept?.hits.length ?? 0));
    const hits = this.walk(sets, filters, wanted, countOf, counted);
    this.deep = { key, hits, complete: hits.length < wanted };
    return hits.slice(0, need);
  }

  /** The ranked list up to `need` hits, walked from the start (see `rank`). */
  private walk(
    sets: readonly UnitSet[],
    filters: readonly string[],
    need: number,
    countOf: (units: readonly QueryUnit[]) => Count,
    counted: Counted,
    keep?: Kept,
  ): RankedHit[] {
    // No hit to rank: a walk would read every match to find none.
    if (keep?.rowids.length === 0) return [];
    const search = keep && { kept: keep.rowids.length, need, matches: () => countOf(sets[0]!.units).total };
    if (search && this.cost.inHandIsCheaper(sets, filters, search)) {
      return rankInHand(sets, this.inHand!.documents(Array.from(keep.rowids)), this.order).slice(0, need);
    }
    const list: RankedList = { hits: [], seen: new Set(), need, keep };
    const widest = this.index.tiers.length - 1;
    const levels = sets.map(({ units }) => costLevels(units));
    const steps = walkBuckets(this.order, levels, this.index.tiers.length);
    // Per set: its count, and how many rows it brought into the list first. Per set and level: its expressions,
    // and its matches when counting read them all.
    const counts: Count[] = [];
    const brought = sets.map(() => 0);
    const expressions: UnitExpression[][][] = sets.map(() => []);
    const complete: (readonly number[] | null)[][] = sets.map(() => []);
    for (let step = 0; step < steps.length; step += 3) {
      const set = steps[step]!;
      const level = steps[step + 1]!;
      const tier = steps[step + 2]!;
      const { units } = sets[set]!;
      // A set's matches include every earlier (wordier) set's: once they and it brought in its count, it is done.
      const count = (counts[set] ??= countOf(units));
      if (count.exact && count.matches <= broughtUpTo(brought, set)) continue;
      const cost = levels[set]![level]!;
      let unitExpressions = expressions[set]![level];
      if (!unitExpressions) {
        unitExpressions = expressions[set]![level] = this.expressions(units, cost);
        const all = counted.get(
          countedKey(this.index.tiers[widest]!.fts, this.match(unitExpressions, widest, filters)),
        );
        complete[set]![level] = all !== undefined && all.length < COUNTED ? all : null;
      }
      if (complete[set]![level]?.every((rowid) => list.seen.has(rowid))) continue;
      const { fts, byItem, exactName } = this.index.tiers[tier]!;
      // Up to `need` rows: those already in the list, plus the new ones it still needs.
      const expression = this.match(unitExpressions, tier, filters);
      const unplaced = keep && keep.rowids.length <= FEW_KEPT ? keep.rowids.filter((r) => !list.seen.has(r)) : null;
      if (unplaced?.length === 0) return list.hits;
      const lookUp = unplaced && !this.cost.readingIsCheaper(units, filters, cost, unplaced.length);
      const rows = exactName
        ? this.namedAs(units, filters, cost)
        : byItem
          ? this.restaurantsByItem(expression, lookUp ? Array.from(unplaced) : null)
          : lookUp
            ? this.among.get(fts)!.all(expression, JSON.stringify(Array.from(unplaced)))
            : this.run(fts, expression, need, counted, keep !== undefined);
      const placed = list.hits.length;
      brought[set] = brought[set]! + take(rows, tier, units, list);
      if (list.hits.length >= need) return list.hits;
      // A tier that placed nothing may be of a level with nothing to place: FTS5 read "chicken" AND "san" within
      // Pennsylvania to the end of its lists, 10 ms a tier, to find nothing. Its other tiers are then not read.
      if (list.hits.length === placed && complete[set]![level] === null) {
        complete[set]![level] = this.levelHits(unitExpressions, filters, keep);
      }
    }
    return list.hits;
  }
}
