/**
 * Every dish name on the catalog's menus, with how many restaurants serve it and its median price: what a dish
 * suggestion says. Read once per connection from the items table (a dish is a name, case aside), since the catalog
 * keeps no such list; about a second at full scale, paid while the catalog warms, not by a person typing.
 */
import type Database from 'better-sqlite3';
import { percentile } from '../../index/statistics-tables.ts';
import { words } from '../../search/tokens.ts';
import { WordPrefixes, type Prefixed } from './word-prefixes.ts';

export interface DishName extends Prefixed {
  /** The name as the first menu to hold it spells it. */
  text: string;
  medianCents: number | null;
}

interface Tally {
  text: string;
  restaurants: number;
  lastRestaurant: number;
  prices: number[];
}

export function readDishNames(db: Database.Database): WordPrefixes<DishName> {
  const tallies = new Map<string, Tally>();
  const rows = db.prepare('SELECT name, restaurant, price_cents FROM items').raw();
  for (const [name, restaurant, cents] of rows.iterate() as Iterable<[string, number, number | null]>) {
    const key = name.toLowerCase();
    let tally = tallies.get(key);
    if (!tally) tallies.set(key, (tally = { text: name, restaurants: 0, lastRestaurant: -1, prices: [] }));
    // A restaurant's items are consecutive rows, so a new restaurant for this name is one not seen last.
    if (tally.lastRestaurant !== restaurant) {
      tally.restaurants += 1;
      tally.lastRestaurant = restaurant;
    }
    if (cents !== null) tally.prices.push(cents);
  }
  const dishes = Array.from(tallies.values(), ({ text, restaurants, prices }) => ({
    text,
    words: words(text),
    weight: restaurants,
    medianCents:
      prices.length === 0
        ? null
        : Math.round(
            percentile(
              prices.sort((a, b) => a - b),
              0.5,
            ),
          ),
  }));
  return new WordPrefixes(dishes);
}
