/**
 * Every dish name on the catalog's menus, with how many restaurants serve it and its median price: what a dish
 * suggestion says. The builder counts them (`index/dish-name-tally.ts`); a connection reads the list once.
 */
import type Database from 'better-sqlite3';
import { words } from '../../search/tokens.ts';
import { WordPrefixes, type Weighted } from './word-prefixes.ts';

export interface DishName extends Weighted {
  /** The name as the first menu to hold it spells it. */
  text: string;
  medianCents: number | null;
}

export function readDishNames(db: Database.Database): WordPrefixes<DishName> {
  const rows = db
    .prepare<[], [string, number, number | null]>(
      'SELECT name, restaurants, median_cents FROM dish_names ORDER BY rowid',
    )
    .raw()
    .all();
  return new WordPrefixes(
    rows.map(([text, restaurants, medianCents]) => ({ text, weight: restaurants, medianCents })),
    (dish) => words(dish.text),
  );
}
