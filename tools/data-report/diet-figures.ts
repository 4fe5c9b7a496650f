/**
 * The report's dietary checks: restaurants whose name or cuisine promises a diet and the dishes that break it, and
 * the gluten-free and vegan variants (`server/dataset/menu-variants.ts`) by kind, with a few of them as listed.
 */
import type Database from 'better-sqlite3';
import { CUISINE_BY_SLUG } from '../../server/dataset/cuisines.ts';
import { VARIANTS } from '../../server/dataset/menu-variants.ts';
import { DIETS, dietBreaker, promisedDiets, type Diet } from '../../server/index/diet-promises.ts';
import { dietaryOfBits } from '../../rules/dietary.ts';
import { compileDish, everyName } from '../../server/dataset/menu-vocabulary.ts';
import { pct, type Figure } from './figure.ts';

/** Every name a dish line can render: "Vegan {Power|Buddha} Bowl; …" → Vegan Power Bowl, Vegan Buddha Bowl. */
export function variantNames(line: string): string[] {
  return everyName(compileDish(line, 'a menu variant').nameParts);
}

interface Listed {
  restaurant: number;
  name: string;
  description: string | null;
  dietary: number;
}

export function dietFigures(db: Database.Database): Figure[] {
  return [...promiseFigures(db), ...variantFigures(db)];
}

function promiseFigures(db: Database.Database): Figure[] {
  const items = db.prepare<[number, number], { name: string; description: string | null }>(
    'SELECT name, description FROM items WHERE rowid BETWEEN ? AND ?',
  );
  const restaurants = db
    .prepare('SELECT name, cuisines, first_item AS first, last_item AS last FROM restaurants')
    .all() as { name: string; cuisines: string; first: number; last: number }[];
  const promising = new Map<Diet, number>(DIETS.map((diet) => [diet, 0]));
  let broken = 0;
  let example = '';
  let restaurantsPromising = 0;
  for (const r of restaurants) {
    const diets = promisedDiets(r.name, JSON.parse(r.cuisines) as string[]);
    for (const diet of diets) promising.set(diet, promising.get(diet)! + 1);
    if (diets.length === 0) continue;
    restaurantsPromising += 1;
    const menu = items.all(r.first, r.last);
    for (const item of menu) {
      const word = diets.map((diet) => dietBreaker(diet, item.name, item.description)).find((w) => w !== null);
      if (word) {
        broken += 1;
        example ||= `, e.g. “${item.name}” at ${r.name} (“${word}”)`;
      }
    }
  }
  return [
    [
      'restaurants whose name or cuisine promises a diet (vegan / vegetarian / halal / kosher)',
      `${restaurantsPromising.toLocaleString('en-US')} (${DIETS.map((d) => promising.get(d)!.toLocaleString('en-US')).join(' / ')})`,
      '',
    ],
    ['their dishes that break the promise', `${broken.toLocaleString('en-US')}${example}`, '0'],
  ];
}

function variantFigures(db: Database.Database): Figure[] {
  // The share of restaurants of the variant's kinds (by primary cuisine) that list it.
  const byKind = new Map<string, number>();
  for (const { cuisines, n } of db
    .prepare('SELECT cuisines, count(*) AS n FROM restaurants GROUP BY cuisines')
    .all() as { cuisines: string; n: number }[]) {
    const kind = CUISINE_BY_SLUG.get((JSON.parse(cuisines) as string[])[0] ?? '')?.menu;
    if (kind) byKind.set(kind, (byKind.get(kind) ?? 0) + n);
  }
  const labels = [...new Set(VARIANTS.map((v) => v.label))];
  const figures: Figure[] = [];
  const samples: string[] = [];
  for (const label of labels) {
    const specs = VARIANTS.filter((v) => v.label === label);
    const names = [...new Set(specs.flatMap((v) => v.dishes.flatMap(variantNames)))];
    const kinds = [...new Set(specs.flatMap((v) => v.kinds))];
    const listed = db
      .prepare(
        `SELECT restaurant, name, description, dietary FROM items WHERE name IN (${names.map(() => '?').join(',')})`,
      )
      .all(...names) as Listed[];
    const places = new Set(listed.map((item) => item.restaurant)).size;
    const tag = label.startsWith('vegan') ? 'vegan' : 'gluten_free';
    const tagged = listed.filter((item) => dietaryOfBits(item.dietary).includes(tag)).length;
    const of = kinds.reduce((sum, kind) => sum + (byKind.get(kind) ?? 0), 0);
    figures.push([
      `${label}: restaurants listing one (share of ${kinds.join(' / ')} places); items tagged ${tag.replace('_', ' ')}`,
      `${places.toLocaleString('en-US')} (${pct(places, of)}); ${pct(tagged, listed.length)} of ${listed.length.toLocaleString('en-US')}`,
      'a minority; 100% tagged',
    ]);
    const sample = listed.find((item) => item.description !== null);
    if (sample) samples.push(`“${sample.name}: ${sample.description}”`);
  }
  figures.push(['sample variants', samples.join('; '), '']);
  return figures;
}
