/** The report's figures on menus: items, dishes, descriptions, sections and prices, read with SQL from the catalog. */
import type Database from 'better-sqlite3';
import { outOfSection } from '../../server/dataset/dish-kinds.ts';
import { fixed, median, pct, type Figure } from './figure.ts';

export function menuFigures(db: Database.Database): Figure[] {
  const scalar = (sql: string) => Object.values(db.prepare(sql).get() as Record<string, number>)[0] as number;
  const priceOf = (pattern: string) =>
    median(
      (
        db.prepare(`SELECT price_cents AS p FROM items WHERE price_cents IS NOT NULL AND name LIKE ?`).all(pattern) as {
          p: number;
        }[]
      ).map((r) => r.p / 100),
    );
  const pizzerias = scalar(`SELECT count(*) FROM restaurants WHERE cuisines LIKE '["pizza"%'`);
  const withoutPie = scalar(`SELECT count(*) FROM restaurants r WHERE cuisines LIKE '["pizza"%' AND NOT EXISTS (
      SELECT 1 FROM items i WHERE i.rowid BETWEEN r.first_item AND r.last_item
        AND (i.name LIKE '%cheese pizza%' OR i.name LIKE '%pepperoni%'))`);
  const endings = db
    .prepare(
      `SELECT price_cents % 100 AS e, count(*) AS n FROM items WHERE price_cents IS NOT NULL GROUP BY e ORDER BY n DESC`,
    )
    .all() as { e: number; n: number }[];
  const priced = endings.reduce((a, b) => a + b.n, 0);
  const smallSections = scalar(
    `SELECT count(*) FROM (SELECT restaurant, section FROM items GROUP BY restaurant, section HAVING count(*) < 2)`,
  );
  const sections = scalar(`SELECT count(*) FROM sections`);
  // "A Oakland favorite": the article before a place named in a description, checked by its first letter.
  const wrongArticles = scalar(
    `SELECT count(*) FROM items WHERE description GLOB '*A [AIO]* favorite*' OR description GLOB '*An [^AEIOU]* favorite*'`,
  );
  const misplaced = dishesOutOfSection(db);
  return [
    ['menu items', scalar(`SELECT count(*) FROM items`).toLocaleString('en-US'), '≈ 2.1 million'],
    ['distinct dish names', scalar(`SELECT count(DISTINCT name) FROM items`).toLocaleString('en-US'), '≥ 15,000'],
    [
      'distinct descriptions',
      scalar(`SELECT count(DISTINCT description) FROM items`).toLocaleString('en-US'),
      'vary per restaurant',
    ],
    ['pizzerias without a cheese or pepperoni pie', pct(withoutPie, pizzerias), '0%'],
    ['sections with a single item', pct(smallSections, sections), '0%'],
    ['descriptions with "A" before a vowel (“A Oakland favorite”)', wrongArticles.toLocaleString('en-US'), '0'],
    [
      'items whose name says another kind than their section (a stir-fry under “Curries”)',
      misplaced.count.toLocaleString('en-US') + (misplaced.commonest ? `, most often ${misplaced.commonest}` : ''),
      '0',
    ],
    ['median plain latte', `$${fixed(priceOf('latte'))}`, '≈ $5.50 (Toast 2024: $5.46)'],
    ['median drip coffee', `$${fixed(priceOf('drip coffee'))}`, '≈ $3'],
    [
      'distinct price endings (cents) / top five',
      `${endings.length} / ${endings
        .slice(0, 5)
        .map((e) => `.${String(e.e).padStart(2, '0')} ${pct(e.n, priced)}`)
        .join(', ')}`,
      'category-specific',
    ],
  ];
}

/** Items listed under a section whose title names a kind their own name is not (`dish-kinds.ts`), and the commonest. */
function dishesOutOfSection(db: Database.Database): { count: number; commonest: string | undefined } {
  const pairs = db
    .prepare(
      `SELECT s.title, i.name, count(*) AS n FROM items i
         JOIN sections s ON s.restaurant = i.restaurant AND s.position = i.section
       GROUP BY s.title, i.name`,
    )
    .all() as { title: string; name: string; n: number }[];
  let count = 0;
  let commonest: { title: string; name: string; n: number } | undefined;
  for (const pair of pairs) {
    if (!outOfSection(pair.title, pair.name)) continue;
    count += pair.n;
    if (!commonest || pair.n > commonest.n) commonest = pair;
  }
  return { count, commonest: commonest && `“${commonest.name}” under “${commonest.title}” ×${commonest.n}` };
}
