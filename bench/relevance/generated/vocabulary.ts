/**
 * The served catalog's own vocabulary and statistics, as the generated evaluation draws its queries from them:
 * cuisines, cities, dishes, restaurant names shared by a chain, and every word the catalog knows (so that a typo is
 * never a real word), read once from the catalog file, read-only, with better-sqlite3. The rows these come from, and
 * the lookups the judge makes over them, are `CatalogRows` (`catalog-rows.ts`). Nothing here is tuned to one
 * catalog: an imported one (another source's words and places) is read the same way.
 */
import Database from 'better-sqlite3';
import { inflections } from '../../../rules/inflection.ts';
import { CatalogRows } from './catalog-rows.ts';
import { foldText, foldWords } from './text.ts';

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

export class CatalogVocabulary extends CatalogRows {
  readonly cuisines: Cuisine[];
  readonly cities: City[];
  readonly dishes: Dish[];
  readonly chains: ChainName[];

  /** Every word the catalog holds anywhere a search reads (its search dictionaries, names, places). */
  private readonly knownWords: Set<string>;
  /** For each word of a dish name, how many restaurants list a dish holding it. */
  private readonly dishWordRestaurants: Map<string, number>;
  /** For each word, how many restaurants list a dish whose name ends with it (what the dish is: "crab cakes"). */
  private readonly dishHeadRestaurants: Map<string, number>;

  constructor(file: string, options: { minDishRestaurants?: number; minCityRestaurants?: number } = {}) {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    // The rows and the vocabulary are read over one connection, closed however the reading ends.
    try {
      super(db);
      const knownWords = new Set<string>();
      this.restaurantName.forEach((name, rowid) => {
        for (const word of foldWords(name)) knownWords.add(word);
        for (const word of this.restaurantCity[rowid]!.split(' ')) knownWords.add(word);
      });
      this.cuisines = this.readCuisines(db, knownWords);
      this.cities = readCities(db, options.minCityRestaurants ?? 20);

      // Dishes: common item names, any number of their words merged.
      const minDish = options.minDishRestaurants ?? 20;
      const dishWordRestaurants = new Map<string, number>();
      const dishHeadRestaurants = new Map<string, number>();
      const dishes = new Map<string, Dish & { best: number }>();
      for (let id = 0; id < this.names.length; id += 1) {
        const words = this.nameWords[id]!;
        const restaurants = this.nameRestaurants[id]!;
        for (const word of new Set(words)) {
          knownWords.add(word);
          dishWordRestaurants.set(word, (dishWordRestaurants.get(word) ?? 0) + restaurants);
        }
        const head = words[words.length - 1];
        if (head !== undefined) dishHeadRestaurants.set(head, (dishHeadRestaurants.get(head) ?? 0) + restaurants);
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
      this.dishWordRestaurants = dishWordRestaurants;
      this.dishHeadRestaurants = dishHeadRestaurants;

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
          knownWords.add(term);
        }
      }
      this.knownWords = knownWords;
    } finally {
      db.close();
    }
  }

  /** The catalog's own cuisines, with its counts, shapes and what each accepts; their words join `knownWords`. */
  private readCuisines(db: Database.Database, knownWords: Set<string>): Cuisine[] {
    const counts = new Map(
      (
        db.prepare("SELECT cuisine, restaurant_count FROM cuisine_counts WHERE scope = ''").all() as {
          cuisine: string;
          restaurant_count: number;
        }[]
      ).map((r) => [r.cuisine, r.restaurant_count]),
    );
    const cuisines = this.listedCuisines.map(({ slug, label }) => {
      const typed = foldText(label);
      for (const word of foldWords(label)) knownWords.add(word);
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
    return cuisines.filter((c) => c.restaurants > 0);
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
}

/** The cities holding `min` restaurants or more (`place_stats`). */
function readCities(db: Database.Database, min: number): City[] {
  return (
    db
      .prepare('SELECT city, state, restaurant_count FROM place_stats WHERE city IS NOT NULL AND restaurant_count >= ?')
      .all(min) as { city: string; state: string; restaurant_count: number }[]
  ).map((r) => ({ city: r.city, state: r.state, key: foldText(r.city), restaurants: r.restaurant_count }));
}

const inEitherNumber = (counts: Map<string, number>, word: string) =>
  Math.max(counts.get(word) ?? 0, ...inflections(word).map((form) => counts.get(form) ?? 0));

function singular(word: string): string {
  const forms = inflections(word);
  // inflections gives the singular first when the word is a plural.
  return forms.length > 0 && forms[0]!.length < word.length ? forms[0]! : word;
}
