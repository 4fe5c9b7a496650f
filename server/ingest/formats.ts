/**
 * The formats `npm run data:import` reads, each as the files it needs turned into one ImportInput. Adding a format
 * is a reader (rows → drafts) and an entry here; checking, reporting and building are shared.
 */
import { basename } from 'node:path';
import { cuisineInfos } from '../dataset/cuisines.ts';
import type { ImportInput } from './import-catalog.ts';
import { readMenuAtlas } from './menu-atlas.ts';

export const FORMATS = ['menu-atlas'] as const;
export type Format = (typeof FORMATS)[number];

/** The files each format takes, by command-line option. */
export const FORMAT_FILES: Readonly<Record<Format, readonly string[]>> = {
  'menu-atlas': ['input'],
};

const OUR_LABELS = new Map(cuisineInfos().map(({ slug, label }) => [slug, label]));

/** Our label for a slug we know; otherwise its words ("pan-asian" → "Pan asian"). */
export function labelOf(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return OUR_LABELS.get(slug) ?? words.charAt(0).toUpperCase() + words.slice(1);
}

export function importInput(format: Format, files: Readonly<Record<string, string>>): ImportInput {
  const file = (option: string) => files[option]!;
  switch (format) {
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
