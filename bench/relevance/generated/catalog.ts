/**
 * The served catalog as the generated evaluation sees it: its own vocabulary and statistics (cuisines, cities,
 * dishes, restaurant names, the words it knows), read once from the catalog file, read-only, with better-sqlite3;
 * and the structured fields a judge looks up by id (an item hit's restaurant's cuisines, a restaurant's menu).
 * Nothing here is tuned to one catalog: an imported one (another source's words and places) is read the same way.
 */
import Database from 'better-sqlite3';
import { inflections } from '../../../rules/inflection.ts';
import { nameKey, type FactSource, type HitFacts } from './judge.ts';
import { containsDish, dishWords, foldText, foldWords } from './text.ts';

/** How a cuisine's label reads before a noun: "thai food" (a nationality), "pizza place" (a dish), "bakery" (a venue). */
type CuisineShape = 'nationality' | 'dish' | 'venue';

export interface Cuisine {
  slug: string;
  label: string;
  /** As people type it: lower case, no accents, "&" as "and" ("cajun and creole", "banh mi"). */
  typed: string;
  restaurants: number;
  shape: CuisineShape;
  /** Slugs that also answer it: itself, and a dish or venue it qualifies ("neapolitan pizza" for "pizza"). */
  accepted: string[];
}

export interface City {
  city: string;
  state: string;
  /** Folded city name: the value the halves are split by and a query's place is judged by. */
  key: string;
  restaurants: number;
}

export interface Dish {
  /** Folded words, as typed ("mac and cheese"). */
  words: string[];
  /** Restaurants listing a dish of this name (any number of either word: "fish taco" and "fish tacos" are one). */
  restaurants: number;
}

export interface ChainName {
  name: string;
  restaurants: number;
}

/** English nouns for kinds of place: a cuisine whose label ends with one is a venue ("Wine bar", "Bakery"). */
const VENUE_NOUNS = new Set([
  'bar',
  'pub',
  'cafe',
  'diner',
  'bakery',
  'deli',
  'steakhouse',
  'brewpub',
  'gastropub',
  'creperie',
  'pizzeria',
  'taqueria',
  'bistro',
  'grill',
  'cantina',
  'tavern',
  'shop',
  'house',
  'truck',
]);
/** Endings of a nationality or region in English ("Mexican", "Thai", "Greek", "French", "Cajun & Creole", "Southern"). */
const NATIONALITY = /(an|ese|ish|ch|ai|ek|ali|ino|ole|ern)$/;

function shapeOf(typed: string): CuisineShape {
  const words = typed.split(' ');
  // Two things named together ("coffee and tea", "cajun and creole") read as a dish: "coffee and tea place".
  if (words.includes('and')) return 'dish';
  const last = words[words.length - 1]!;
  if (VENUE_NOUNS.has(last)) return 'venue';
  if (last === 'food') return 'dish';
  return NATIONALITY.test(last) ? 'nationality' : 'dish';
}

/** Words that begin a menu line rather than name a dish: sizes, counts, "the". */
const NOT_A_DISH_START = new Set(['small', 'medium', 'large', 'regular', 'half', 'whole', 'kids', 'family', 'the']);

/** Sorted, most first. */
const top = <T>(values: T[], by: (value: T) => number) => values.sort((a, b) => by(b) - by(a));

export class CatalogVocabulary implements FactSource {
  readonly source: string;
  readonly builtAt: string;
  readonly restaurantCount: number;
  readonly cuisines: Cuisine[];
  readonly cities: City[];
  readonly dishes: Dish[];
  readonly chains: ChainName[];
  /** Whether any restaurant's opening hours are known (an import from a source without hours: none are). */
  readonly hasHours: boolean;

  // Restaurants, by rowid.
  private readonly restaurantName: string[] = [];
  private readonly restaurantCuisines: string[][] = [];
  private readonly restaurantCity: string[] = [];
  private readonly restaurantState: string[] = [];
  private readonly restaurantPrice: (string | null)[] = [];
  private readonly restaurantHours: boolean[] = [];
  private readonly firstItem: number[] = [];
  private readonly lastItem: number[] = [];
  private readonly rowidById = new Map<string, number>();
  private readonly rowidsByCuisine = new Map<string, number[]>();
  private readonly rowidsByName = new Map<string, number[]>();
  // Items, by rowid: the distinct name each has, its restaurant, price and dietary bits.
  private readonly itemName: Int32Array;
  private readonly itemRestaurant: Int32Array;
  private readonly itemPrice: Int32Array;
  private readonly itemDietary: Uint8Array;
  // Distinct item names: folded words, all letters joined, and the items holding each (CSR over item rowids).
  private readonly names: string[] = [];
  private readonly nameWords: string[][] = [];
  private readonly nameJoined: string[] = [];
  private readonly nameItemStart: Int32Array;
  private readonly nameItems: Int32Array;
  /** Every word the catalog holds anywhere a search reads (its search dictionaries, names, places). */
  private readonly knownWords = new Set<string>();
  /** For each word of a dish name, how many restaurants list a dish holding it. */
  private readonly dishWordRestaurants = new Map<string, number>();
  /** For each word, how many restaurants list a dish whose name ends with it (what the dish is: "crab cakes"). */
  private readonly dishHeadRestaurants = new Map<string, number>();
  private readonly dishCache = new Map<string, { names: Set<number>; restaurants: number[]; items: number[] }>();
  private readonly cuisineLabels = new Map<string, string>();

  constructor(file: string, options: { minDishRestaurants?: number; minCityRestaurants?: number } = {}) {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const meta = new Map(
        (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((r) => [
          r.key,
          r.value,
        ]),
      );
      this.source = meta.get('source') ?? '';
      this.builtAt = meta.get('built_at') ?? '';

      // Restaurants.
      let hasHours = false;
      const cityFold = new Map<string, string>();
      const rows = db
        .prepare(
          'SELECT rowid, id, name, cuisines, price_range, city, state, hours IS NOT NULL AS hours, first_item, last_item FROM restaurants',
        )
        .raw()
        .iterate() as IterableIterator<
        [number, string, string, string, string | null, string, string, number, number, number]
      >;
      let count = 0;
      for (const [rowid, id, name, cuisines, price, city, state, hours, first, last] of rows) {
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
        this.restaurantHours[rowid] = hours === 1;
        hasHours ||= hours === 1;
        this.firstItem[rowid] = first;
        this.lastItem[rowid] = last;
        for (const word of foldWords(name)) this.knownWords.add(word);
      }
      this.restaurantCount = count;
      this.hasHours = hasHours;

      // Cuisines: the catalog's own list, with its counts.
      const counts = new Map(
        (
          db.prepare("SELECT cuisine, restaurant_count FROM cuisine_counts WHERE scope = ''").all() as {
            cuisine: string;
            restaurant_count: number;
          }[]
        ).map((r) => [r.cuisine, r.restaurant_count]),
      );
      const listed = JSON.parse(meta.get('cuisines') ?? '[]') as { slug: string; label: string }[];
      const cuisines = listed.map(({ slug, label }) => {
        const typed = foldText(label);
        this.cuisineLabels.set(slug, label);
        for (const word of foldWords(label)) this.knownWords.add(word);
        return { slug, label, typed, restaurants: counts.get(slug) ?? 0, shape: shapeOf(typed), accepted: [slug] };
      });
      // A dish or a venue qualified ("Neapolitan pizza", "Wine bar") is still that dish or venue; a qualified
      // nationality ("Latin American") is another cuisine.
      for (const cuisine of cuisines) {
        if (cuisine.shape === 'nationality') continue;
        for (const other of cuisines) {
          if (other !== cuisine && other.typed.endsWith(` ${cuisine.typed}`)) cuisine.accepted.push(other.slug);
        }
      }
      this.cuisines = cuisines.filter((c) => c.restaurants > 0);

      // Cities.
      const minCity = options.minCityRestaurants ?? 20;
      this.cities = (
        db
          .prepare(
            'SELECT city, state, restaurant_count FROM place_stats WHERE city IS NOT NULL AND restaurant_count >= ?',
          )
          .all(minCity) as { city: string; state: string; restaurant_count: number }[]
      ).map((r) => ({ city: r.city, state: r.state, key: foldText(r.city), restaurants: r.restaurant_count }));
      for (const city of cityFold.values()) for (const word of city.split(' ')) this.knownWords.add(word);

      // Items: one pass, in rowid order (a restaurant's items are consecutive).
      const itemCount = (db.prepare('SELECT max(rowid) AS n FROM items').get() as { n: number | null }).n ?? 0;
      this.itemName = new Int32Array(itemCount + 1);
      this.itemRestaurant = new Int32Array(itemCount + 1);
      this.itemPrice = new Int32Array(itemCount + 1).fill(-1);
      this.itemDietary = new Uint8Array(itemCount + 1);
      const nameIds = new Map<string, number>();
      const nameRestaurants: number[] = [];
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
          nameRestaurants.push(0);
          lastRestaurant.push(-1);
        }
        if (lastRestaurant[id] !== restaurant) {
          lastRestaurant[id] = restaurant;
          nameRestaurants[id] = nameRestaurants[id]! + 1;
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

      // Dishes: common item names, any number of their words merged.
      const minDish = options.minDishRestaurants ?? 20;
      const dishes = new Map<string, Dish & { best: number }>();
      for (let id = 0; id < this.names.length; id += 1) {
        const words = this.nameWords[id]!;
        const restaurants = nameRestaurants[id]!;
        for (const word of new Set(words)) {
          this.knownWords.add(word);
          this.dishWordRestaurants.set(word, (this.dishWordRestaurants.get(word) ?? 0) + restaurants);
        }
        const head = words[words.length - 1];
        if (head !== undefined)
          this.dishHeadRestaurants.set(head, (this.dishHeadRestaurants.get(head) ?? 0) + restaurants);
        if (restaurants < minDish || words.length === 0 || words.length > 4) continue;
        // A possessive ("Angelo's Margherita Pizza") names a house dish, not a dish people ask for by name.
        if (/['’]/.test(this.names[id]!)) continue;
        if (words.some((word) => !/^[a-z]+$/.test(word)) || NOT_A_DISH_START.has(words[0]!)) continue;
        const key = words.map(singular).join(' ');
        const dish = dishes.get(key);
        if (!dish) dishes.set(key, { words, restaurants, best: restaurants });
        else {
          dish.restaurants += restaurants;
          if (restaurants > dish.best) Object.assign(dish, { words, best: restaurants });
        }
      }
      this.dishes = top(
        [...dishes.values()].map(({ words, restaurants }) => ({ words, restaurants })),
        (d) => d.restaurants,
      );

      // Chains: names that five or more restaurants share, so that five relevant hits exist.
      this.chains = top(
        [...this.rowidsByName.values()]
          .filter((rowids) => rowids.length >= 5)
          .map((rowids) => ({ name: this.restaurantName[rowids[0]!]!, restaurants: rowids.length })),
        (c) => c.restaurants,
      );

      // The search dictionaries: a word in them is a word of this catalog, not a typo.
      for (const table of ['restaurant_terms', 'item_terms']) {
        for (const [term] of db.prepare(`SELECT term FROM ${table}`).raw().iterate() as IterableIterator<[string]>) {
          this.knownWords.add(term);
        }
      }
    } finally {
      db.close();
    }
  }

  /** Whether the catalog holds this folded word anywhere a search reads, in either number. */
  knows(word: string): boolean {
    return this.knownWords.has(word) || inflections(word).some((form) => this.knownWords.has(form));
  }

  /** How many restaurants list a dish holding this word (in either number, unless `exactly`). */
  dishWordCount(word: string, exactly = false): number {
    return exactly ? (this.dishWordRestaurants.get(word) ?? 0) : inEitherNumber(this.dishWordRestaurants, word);
  }

  /** How many restaurants list a dish whose name ends with this word (in either number). */
  dishHeadCount(word: string): number {
    return inEitherNumber(this.dishHeadRestaurants, word);
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

const inEitherNumber = (counts: Map<string, number>, word: string) =>
  Math.max(counts.get(word) ?? 0, ...inflections(word).map((form) => counts.get(form) ?? 0));

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function singular(word: string): string {
  const forms = inflections(word);
  // inflections gives the singular first when the word is a plural.
  return forms.length > 0 && forms[0]!.length < word.length ? forms[0]! : word;
}

const DIETARY_BITS: [number, string][] = [
  [1, 'vegetarian'],
  [2, 'vegan'],
  [4, 'gluten_free'],
];
const dietaryTags = (bits: number) => DIETARY_BITS.filter(([bit]) => (bits & bit) !== 0).map(([, tag]) => tag);
