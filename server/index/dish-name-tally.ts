/**
 * Every dish name on the catalog's menus, counted as the builder writes the items: how many restaurants serve it and
 * its median price, the figures a dish suggestion shows. Kept in the catalog (`dish_names`) because working them out
 * when a connection opens read the whole items table on every catalog thread (ten seconds at scale 5).
 */
import type Database from 'better-sqlite3';
import { percentile } from './statistics-tables.ts';

interface Tally {
  text: string;
  restaurants: number;
  lastRestaurant: number;
  prices: number[];
}

export class DishNameTally {
  /** By the name in lower case: a dish is a name, case aside. */
  private readonly tallies = new Map<string, Tally>();

  /** One item of the restaurant at `rowid`; a restaurant's items come one after another. */
  add(name: string, rowid: number, priceCents: number | null): void {
    const key = name.toLowerCase();
    let tally = this.tallies.get(key);
    if (!tally) this.tallies.set(key, (tally = { text: name, restaurants: 0, lastRestaurant: -1, prices: [] }));
    if (tally.lastRestaurant !== rowid) {
      tally.restaurants += 1;
      tally.lastRestaurant = rowid;
    }
    if (priceCents !== null) tally.prices.push(priceCents);
  }

  /** Writes the names in the order the menus first list them. */
  write(db: Database.Database): void {
    const insert = db.prepare('INSERT INTO dish_names VALUES (?, ?, ?)');
    for (const { text, restaurants, prices } of this.tallies.values()) {
      const median = prices.length === 0 ? null : Math.round(percentile(Float64Array.from(prices).sort(), 0.5));
      insert.run(text, restaurants, median);
    }
  }
}
