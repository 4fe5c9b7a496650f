/** One catalog's realism report, section by section, and several catalogs' reports printed side by side. */
import Database from 'better-sqlite3';
import { dietFigures } from './diet-figures.ts';
import { hourFigures } from './hour-figures.ts';
import { menuFigures } from './menu-figures.ts';
import { chainFigures, chainNames, nameFigures } from './name-figures.ts';
import { densityFigures, phoneFigures, placeFigures } from './place-figures.ts';
import { ratingFigures } from './rating-figures.ts';
import { chainPriceFigures, regionalFigures, stapleFigures } from './regional-figures.ts';
import type { Figure, Row } from './figure.ts';

type Section = [title: string, figures: Figure[]];

export function report(path: string): Section[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT name, cuisines, price_range, rating_average, rating_count, city, state, latitude, longitude, phone,
                website, hours FROM restaurants`,
      )
      .all() as Row[];
    const chains = chainNames(rows);
    return [
      ['Places', placeFigures(rows)],
      ['Density', densityFigures(rows)],
      ['Names and websites', nameFigures(rows, chains)],
      ['Chains', chainFigures(rows, chains)],
      ['Regional cuisine mix', regionalFigures(rows)],
      ['Chain prices by region', chainPriceFigures(db)],
      ['Staple prices by city', stapleFigures(db)],
      ['Menus', menuFigures(db)],
      ['Dietary checks', dietFigures(db)],
      ['Ratings and reviews', ratingFigures(rows, chains)],
      ['Phones', phoneFigures(rows)],
      ['Hours', hourFigures(rows)],
    ];
  } finally {
    db.close();
  }
}

/** The reports of `paths` as text: each figure's label and target once, then its value in every catalog, numbered. */
export function sideBySide(paths: readonly string[], reports: readonly Section[][]): string {
  const out: string[] = paths.map((p, i) => `[${i + 1}] ${p}`);
  reports[0]!.forEach(([title, figures], g) => {
    out.push('', `## ${title}`);
    figures.forEach(([label, , target], f) => {
      out.push(`${label}${target ? `   (target: ${target})` : ''}`);
      reports.forEach((r, i) => out.push(`   [${i + 1}] ${r[g]![1][f]![1]}`));
    });
  });
  return `${out.join('\n')}\n`;
}
