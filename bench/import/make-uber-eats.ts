/**
 * Writes a dataset in the shape of the public "Uber Eats USA Restaurants and Menus" files, at its full size by
 * default (63,000 restaurants, about 5 million menu rows), for the import benchmark and the imported-catalog
 * relevance run. Not committed: made on demand, deterministically, from the sample generator, so the dishes,
 * places and prices are realistic. Uber Eats' menus are long (about 80 rows: a "Picked for you" section repeating
 * favourites, sides, drinks), so each restaurant's own menu is filled out with sections of other menus of its
 * cuisine.
 *
 *   node --import tsx bench/import/make-uber-eats.ts --out DIR [--restaurants 63000] [--seed 20261121]
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cuisineInfos } from '../../server/dataset/cuisines.ts';
import { createGenerator } from '../../server/dataset/generator.ts';
import { MOST_DATASET_SCALE } from '../../server/dataset/scale.ts';
import type { GeneratedSection } from '../../server/index/source.ts';
import { MENU_COLUMNS, RESTAURANT_COLUMNS } from '../../server/ingest/uber-eats.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    restaurants: { type: 'string', default: '63000' },
    seed: { type: 'string', default: '20261121' },
  },
});
if (!values.out) throw new Error('--out DIR is required');
const wanted = Number(values.restaurants);
const generator = createGenerator({
  seed: Number(values.seed),
  scale: Math.min(MOST_DATASET_SCALE, Math.max(0.01, wanted / 60_000)),
});
const all = generator.restaurants();
const step = all.length / wanted;
const LABELS = new Map(cuisineInfos().map(({ slug, label }) => [slug, label]));

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

class CsvFile {
  private readonly fd: number;
  private buffer: string[] = [];
  rows = 0;
  constructor(path: string, header: readonly string[]) {
    this.fd = openSync(path, 'w');
    this.write(header);
    this.rows = 0;
  }
  write(fields: readonly (string | number | null)[]) {
    this.buffer.push(fields.map(field).join(','));
    this.rows += 1;
    if (this.buffer.length === 10_000) this.flush();
  }
  flush() {
    if (this.buffer.length) writeSync(this.fd, `${this.buffer.join('\n')}\n`);
    this.buffer = [];
  }
  close() {
    this.flush();
    closeSync(this.fd);
  }
}

mkdirSync(values.out, { recursive: true });
// The columns the importer reads, in its order.
const restaurants = new CsvFile(join(values.out, 'restaurants.csv'), RESTAURANT_COLUMNS);
const menus = new CsvFile(join(values.out, 'restaurant-menus.csv'), MENU_COLUMNS);

/** The last few menus seen of each cuisine, to fill out the next one's. */
const recent = new Map<string, GeneratedSection[][]>();
const started = performance.now();
for (let n = 0; n < wanted; n += 1) {
  const restaurant = all[Math.floor(n * step)]!;
  const id = n + 1;
  restaurants.write([
    id,
    n + 1,
    restaurant.name,
    restaurant.ratingAverage,
    restaurant.ratingAverage === null ? null : restaurant.ratingCount,
    restaurant.cuisines.map((slug) => LABELS.get(slug) ?? slug).join(', '),
    restaurant.priceRange,
    `${restaurant.street}, ${restaurant.city}, ${restaurant.state}, ${restaurant.postalCode}`,
    restaurant.postalCode,
    restaurant.latitude,
    restaurant.longitude,
  ]);
  const own = generator.menu(restaurant);
  const cuisine = restaurant.cuisines[0]!;
  const others = recent.get(cuisine) ?? [];
  const target = 45 + (id % 80);
  const favourites = own.flatMap((section) => section.items).slice(0, 5);
  const sections: GeneratedSection[] = [{ title: 'Picked for you', items: favourites }, ...own];
  let rows = sections.reduce((sum, section) => sum + section.items.length, 0);
  for (const menu of others) {
    for (const section of menu) {
      if (rows >= target) break;
      sections.push(section);
      rows += section.items.length;
    }
  }
  for (const section of sections) {
    for (const item of section.items) {
      const price = item.priceCents === null ? '' : `${(item.priceCents / 100).toFixed(2)} USD`;
      menus.write([id, section.title, item.name, item.description, price]);
    }
  }
  recent.set(cuisine, [own, ...others].slice(0, 8));
  if (id % 5000 === 0)
    process.stderr.write(
      `${id.toLocaleString('en-US')} restaurants, ${menus.rows.toLocaleString('en-US')} menu rows\n`,
    );
}
restaurants.close();
menus.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stderr.write(
  `Wrote ${restaurants.rows.toLocaleString('en-US')} restaurants and ${menus.rows.toLocaleString('en-US')} menu rows to ${values.out} in ${seconds} s\n`,
);
