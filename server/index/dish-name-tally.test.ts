import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { DishNameTally } from './dish-name-tally.ts';
import { catalogSchemaSql } from './schema.ts';

it('keeps each dish name once, case aside, as the first menu spells it, with its restaurants and median price', () => {
  const db = new Database(':memory:');
  db.exec(catalogSchemaSql);
  const tally = new DishNameTally();
  tally.add('Al Pastor', 1, 399);
  tally.add('al pastor', 1, null);
  tally.add('Horchata', 1, null);
  tally.add('AL PASTOR', 2, 500);
  tally.add('Horchata', 3, 299);
  tally.add('Horchata', 3, 399);
  tally.add('Horchata', 3, 350);
  tally.write(db);
  expect(db.prepare('SELECT name, restaurants, median_cents FROM dish_names ORDER BY rowid').raw().all()).toEqual([
    ['Al Pastor', 2, 450],
    ['Horchata', 2, 350],
  ]);
  db.close();
});
