/**
 * The served catalog's rows as the generated evaluation reads them: every restaurant and item, by rowid, in flat
 * arrays (a full-scale catalog's millions of items fit in a few typed arrays), read once from an open catalog file.
 * Over them, the lookups a judge makes by id for what a hit does not carry (an item's restaurant's cuisines, a
 * restaurant's menu), and those the generator makes to check that a query has relevant answers (a dish's, a
 * cuisine's or a name's rows, each row's facts and place). What is drawn from the rows is in `vocabulary.ts`.
 */
import type Database from 'better-sqlite3';
import { nameKey, type FactSource, type HitFacts } from './judge.ts';
import { containsDish, dishWords, foldText, foldWords } from './text.ts';
import { isOpenAt, type HoursRange } from '../../../rules/open-hours.ts';

export class CatalogRows implements FactSource {
  readonly source: string;
  readonly builtAt: string;
  readonly restaurantCount: number;
  /** Whether any restaurant's opening hours are known (an import from a source without hours: none are). */
  readonly hasHours: boolean;
  /** The catalog's own list of cuisines (`meta.cuisines`), in its order. */
  protected readonly listedCuisines: { slug: string; label: string }[];

  // Restaurants, by rowid.
  protected readonly restaurantName: string[] = [];
  private readonly restaurantCuisines: string[][] = [];
  /** Folded. */
  protected readonly restaurantCity: string[] = [];
  private readonly restaurantState: string[] = [];
  private readonly restaurantPrice: (string | null)[] = [];
  private readonly restaurantHours: boolean[] = [];
  /** Each restaurant's hours as stored (JSON) and its zone, read when "open now" is judged at a query's instant. */
  private readonly restaurantOpening: ({ hours: string | HoursRange[]; zone: string } | undefined)[] = [];
  private readonly firstItem: number[] = [];
  private readonly lastItem: number[] = [];
  private readonly rowidById = new Map<string, number>();
  private readonly rowidsByCuisine = new Map<string, number[]>();
  /** Restaurants by their name's key (`nameKey`), in rowid order. */
  protected readonly rowidsByName = new Map<string, number[]>();
  // Items, by rowid: the distinct name each has, its restaurant, price and dietary bits.
  private readonly itemName: Int32Array;
  private readonly itemRestaurant: Int32Array;
  private readonly itemPrice: Int32Array;
  private readonly itemDietary: Uint8Array;
  // Distinct item names, in order of first appearance: folded words, all letters joined, how many restaurants list
  // each, and the items holding each (CSR over item rowids).
  protected readonly names: string[] = [];
  protected readonly nameWords: string[][] = [];
  private readonly nameJoined: string[] = [];
  protected readonly nameRestaurants: number[] = [];
  private readonly nameItemStart: Int32Array;
  private readonly nameItems: Int32Array;
  private readonly dishCache = new Map<string, { names: Set<number>; restaurants: number[]; items: number[] }>();
  private readonly cuisineLabels = new Map<string, string>();

  /** Reads `db` (a catalog file opened read-only); the caller closes it. */
  constructor(db: Database.Database) {
    const meta = new Map(
      (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((r) => [
        r.key,
        r.value,
      ]),
    );
    this.source = meta.get('source') ?? '';
    this.builtAt = meta.get('built_at') ?? '';
    this.listedCuisines = JSON.parse(meta.get('cuisines') ?? '[]') as { slug: string; label: string }[];
    for (const { slug, label } of this.listedCuisines) this.cuisineLabels.set(slug, label);

    // Restaurants.
    let hasHours = false;
    const cityFold = new Map<string, string>();
    const rows = db
      .prepare(
        'SELECT rowid, id, name, cuisines, price_range, city, state, hours, timezone, first_item, last_item FROM restaurants',
      )
      .raw()
      .iterate() as IterableIterator<
      [number, string, string, string, string | null, string, string, string | null, string, number, number]
    >;
    let count = 0;
    for (const [rowid, id, name, cuisines, price, city, state, hours, zone, first, last] of rows) {
      count += 1;
      this.rowidById.set(id, rowid);
      this.restaurantName[rowid] = name;
      const slugs = JSON.parse(cuisines) as string[];
      this.restaurantCuisines[rowid] = slugs;
      for (const slug of slugs) push(this.rowidsByCuisine, slug, rowid);
      push(this.rowidsByName, nameKey(name), rowid);
      let folded = cityFold.get(city);
      if (folded === undefined) cityFold.set(city, (folded = foldText(city)));
      this.restaurantCity[rowid] = folded;
      this.restaurantState[rowid] = state;
      this.restaurantPrice[rowid] = price;
      this.restaurantHours[rowid] = hours !== null;
      if (hours !== null) this.restaurantOpening[rowid] = { hours, zone };
      hasHours ||= hours !== null;
      this.firstItem[rowid] = first;
      this.lastItem[rowid] = last;
    }
    this.restaurantCount = count;
    this.hasHours = hasHours;

    // Items: one pass, in rowid order (a restaurant's items are consecutive).
    const itemCount = (db.prepare('SELECT max(rowid) AS n FROM items').get() as { n: number | null }).n ?? 0;
    this.itemName = new Int32Array(itemCount + 1);
    this.itemRestaurant = new Int32Array(itemCount + 1);
    this.itemPrice = new Int32Array(itemCount + 1).fill(-1);
    this.itemDietary = new Uint8Array(itemCount + 1);
    const nameIds = new Map<string, number>();
    const lastRestaurant: number[] = [];
    const items = db
      .prepare('SELECT rowid, restaurant, name, price_cents, dietary FROM items')
      .raw()
      .iterate() as IterableIterator<[number, number, string, number | null, number]>;
    for (const [rowid, restaurant, name, price, dietary] of items) {
      let id = nameIds.get(name);
      if (id === undefined) {
        id = this.names.length;
        nameIds.set(name, id);
        this.names.push(name);
        this.nameRestaurants.push(0);
        lastRestaurant.push(-1);
      }
      if (lastRestaurant[id] !== restaurant) {
        lastRestaurant[id] = restaurant;
        this.nameRestaurants[id] = this.nameRestaurants[id]! + 1;
      }
      this.itemName[rowid] = id;
      this.itemRestaurant[rowid] = restaurant;
      if (price !== null) this.itemPrice[rowid] = price;
      this.itemDietary[rowid] = dietary;
    }
    // The items of each name, as one array in name order (counting sort over the rowids).
    this.nameItemStart = new Int32Array(this.names.length + 1);
    for (let rowid = 1; rowid <= itemCount; rowid += 1) {
      if (this.itemRestaurant[rowid] !== 0) this.nameItemStart[this.itemName[rowid]! + 1]! += 1;
    }
    for (let id = 0; id < this.names.length; id += 1) this.nameItemStart[id + 1]! += this.nameItemStart[id]!;
    this.nameItems = new Int32Array(itemCount);
    const fill = this.nameItemStart.slice(0, this.names.length);
    for (let rowid = 1; rowid <= itemCount; rowid += 1) {
      if (this.itemRestaurant[rowid] === 0) continue;
      this.nameItems[fill[this.itemName[rowid]!]!++] = rowid;
    }
    for (const name of this.names) {
      const words = foldWords(name);
      this.nameWords.push(words);
      this.nameJoined.push(words.join(''));
    }
  }

  /** The catalog's own names for a cuisine slug. */
  cuisineLabel(slug: string): string {
    return this.cuisineLabels.get(slug) ?? slug;
  }

  /** The distinct item names holding a dish phrase (joined/split and number folded), their items and restaurants. */
  private dish(words: readonly string[]) {
    const key = words.join(' ');
    let found = this.dishCache.get(key);
    if (found) return found;
    // A cheap test first: every word's stem is somewhere in the name's joined letters.
    const stems = dishWords(words).map((word) => word.slice(0, Math.max(3, word.length - 2)));
    const names = new Set<number>();
    for (let id = 0; id < this.names.length; id += 1) {
      const joined = this.nameJoined[id]!;
      if (stems.every((stem) => joined.includes(stem)) && containsDish(this.nameWords[id]!, words)) names.add(id);
    }
    const items: number[] = [];
    const restaurants = new Set<number>();
    for (const id of names) {
      for (let k = this.nameItemStart[id]!; k < this.nameItemStart[id + 1]!; k += 1) {
        const rowid = this.nameItems[k]!;
        items.push(rowid);
        restaurants.add(this.itemRestaurant[rowid]!);
      }
    }
    found = { names, items: items.sort((a, b) => a - b), restaurants: [...restaurants].sort((a, b) => a - b) };
    this.dishCache.set(key, found);
    return found;
  }

  /** Restaurants (rowids) listing a dish, best first. */
  dishRestaurants(words: readonly string[]): readonly number[] {
    return this.dish(words).restaurants;
  }

  /** Items (rowids) named with a dish, best first. */
  dishItems(words: readonly string[]): readonly number[] {
    return this.dish(words).items;
  }

  /** Restaurants (rowids) of any of these cuisines. */
  cuisineRestaurants(slugs: readonly string[]): readonly number[] {
    if (slugs.length === 1) return this.rowidsByCuisine.get(slugs[0]!) ?? [];
    return [...new Set(slugs.flatMap((slug) => this.rowidsByCuisine.get(slug) ?? []))].sort((a, b) => a - b);
  }

  /** Restaurants (rowids) with this name. */
  namedRestaurants(name: string): readonly number[] {
    return this.rowidsByName.get(nameKey(name)) ?? [];
  }

  /** Every restaurant's rowid, or every item's. */
  *rows(endpoint: 'restaurants' | 'items'): Generator<number> {
    const restaurants = endpoint === 'restaurants' ? this.restaurantName : this.itemRestaurant;
    for (let rowid = 1; rowid < restaurants.length; rowid += 1) if (restaurants[rowid]) yield rowid;
  }

  /** Item rowids of a restaurant. */
  itemsOf(restaurant: number): { first: number; last: number } {
    return { first: this.firstItem[restaurant]!, last: this.lastItem[restaurant]! };
  }

  /** Prices (cents) of a dish's items, where known. */
  dishPrices(words: readonly string[]): number[] {
    return this.dishItems(words)
      .map((rowid) => this.itemPrice[rowid]!)
      .filter((price) => price >= 0);
  }

  /** The folded city and the state of a restaurant (or, with `item`, of an item's restaurant). */
  placeOf(rowid: number, item = false): [city: string, state: string] {
    const restaurant = item ? this.itemRestaurant[rowid]! : rowid;
    return [this.restaurantCity[restaurant]!, this.restaurantState[restaurant]!];
  }

  /** Whether the restaurant (of an item, with `item`) is open at `at` by its own hours and zone, as the server says. */
  openAt(rowid: number, at: Date, item = false): boolean {
    const opening = this.restaurantOpening[item ? this.itemRestaurant[rowid]! : rowid];
    if (opening === undefined) return false;
    // Parsed on the first question about this restaurant, and kept: an "open now" query asks about thousands.
    if (typeof opening.hours === 'string') opening.hours = JSON.parse(opening.hours) as HoursRange[];
    return isOpenAt(opening.hours, opening.zone, at);
  }

  /** A restaurant row as the judge reads a hit; `openNow` is unknowable here: true when its hours are known. */
  restaurantFacts(rowid: number): HitFacts {
    return {
      name: this.restaurantName[rowid]!,
      city: this.restaurantCity[rowid]!,
      state: this.restaurantState[rowid]!,
      cuisines: this.restaurantCuisines[rowid]!,
      priceRange: this.restaurantPrice[rowid]!,
      openNow: this.restaurantHours[rowid]! ? true : false,
      price: null,
      dietary: [],
      dishTexts: () => this.restaurantDishTexts(rowid, []),
    };
  }

  /** An item row as the judge reads a hit. */
  itemFacts(rowid: number): HitFacts {
    const restaurant = this.itemRestaurant[rowid]!;
    const price = this.itemPrice[rowid]!;
    return {
      name: this.names[this.itemName[rowid]!]!,
      city: this.restaurantCity[restaurant]!,
      state: this.restaurantState[restaurant]!,
      cuisines: this.restaurantCuisines[restaurant]!,
      priceRange: this.restaurantPrice[restaurant]!,
      openNow: null,
      price: price >= 0 ? price / 100 : null,
      dietary: dietaryTags(this.itemDietary[rowid]!),
      dishTexts: () => [this.nameWords[this.itemName[rowid]!]!],
    };
  }

  /** The cuisines of a restaurant by its public id (null when this catalog does not hold it). */
  cuisinesOf(restaurantId: string): readonly string[] | null {
    const rowid = this.rowidById.get(restaurantId);
    return rowid === undefined ? null : this.restaurantCuisines[rowid]!;
  }

  /**
   * What a restaurant is read by for a dish: its name, its cuisines' labels, the dishes the search said matched,
   * and its whole menu in the catalog (null when this catalog does not hold it).
   */
  restaurantDishTextsById(restaurantId: string, matched: readonly string[]): string[][] | null {
    const rowid = this.rowidById.get(restaurantId);
    return rowid === undefined ? null : this.restaurantDishTexts(rowid, matched);
  }

  private restaurantDishTexts(rowid: number, matched: readonly string[]): string[][] {
    const texts = [
      foldWords(this.restaurantName[rowid]!),
      ...this.restaurantCuisines[rowid]!.map((slug) => foldWords(this.cuisineLabel(slug))),
      ...matched.map(foldWords),
    ];
    const seen = new Set<number>();
    for (let item = this.firstItem[rowid]!; item <= this.lastItem[rowid]!; item += 1) {
      const id = this.itemName[item]!;
      if (!seen.has(id)) {
        seen.add(id);
        texts.push(this.nameWords[id]!);
      }
    }
    return texts;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const DIETARY_BITS: [number, string][] = [
  [1, 'vegetarian'],
  [2, 'vegan'],
  [4, 'gluten_free'],
];
const dietaryTags = (bits: number) => DIETARY_BITS.filter(([bit]) => (bits & bit) !== 0).map(([, tag]) => tag);
