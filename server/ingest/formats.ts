/**
 * The formats `npm run data:import` reads, each as the files it needs turned into one ImportInput. Adding a format
 * is a reader (rows → drafts) and an entry here; checking, reporting and building are shared.
 */
import { basename } from 'node:path';
import { cuisineInfos } from '../dataset/cuisines.ts';
import { CuisineVocabulary } from './categories.ts';
import type { ImportInput } from './import-catalog.ts';
import { readMenuAtlas } from './menu-atlas.ts';
import { readUberEatsMenus, readUberEatsRestaurants } from './uber-eats.ts';
import { readYelpBusinesses } from './yelp.ts';

export const FORMATS = ['uber-eats', 'yelp', 'menu-atlas'] as const;
export type Format = (typeof FORMATS)[number];

/** The files each format takes, by command-line option. */
export const FORMAT_FILES: Readonly<Record<Format, readonly string[]>> = {
  'uber-eats': ['restaurants', 'menus'],
  yelp: ['businesses'],
  'menu-atlas': ['input'],
};

const OUR_LABELS = new Map(cuisineInfos().map(({ slug, label }) => [slug, label]));

/** Our label for a slug we know; otherwise its words ("pan-asian" → "Pan asian"). */
function labelOf(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return OUR_LABELS.get(slug) ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** Labels of the slugs the source's categories were mapped to (the source's own spelling for new ones). */
const labelsFrom = (vocabulary: CuisineVocabulary) => (slug: string) =>
  vocabulary.labels().find((label) => label.slug === slug)?.label ?? labelOf(slug);

export function importInput(format: Format, files: Readonly<Record<string, string>>): ImportInput {
  const file = (option: string) => files[option]!;
  const vocabulary = new CuisineVocabulary();
  switch (format) {
    case 'uber-eats':
      return {
        format,
        source: `uber-eats ${basename(file('restaurants'))} + ${basename(file('menus'))}`,
        files: [file('restaurants'), file('menus')],
        restaurants: () => readUberEatsRestaurants(file('restaurants'), vocabulary),
        menuRows: () => readUberEatsMenus(file('menus')),
        cuisineLabel: labelsFrom(vocabulary),
      };
    case 'yelp':
      return {
        format,
        source: `yelp ${basename(file('businesses'))}`,
        files: [file('businesses')],
        restaurants: () => readYelpBusinesses(file('businesses'), vocabulary),
        cuisineLabel: labelsFrom(vocabulary),
      };
    case 'menu-atlas':
      return {
        format,
        source: `menu-atlas ${basename(file('input'))}`,
        files: [file('input')],
        restaurants: () => readMenuAtlas(file('input')),
        cuisineLabel: labelOf,
      };
  }
}
