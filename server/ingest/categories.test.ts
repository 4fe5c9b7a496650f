import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CUISINE_BY_SLUG } from '../dataset/cuisines.ts';
import { CATEGORY_TABLE, CuisineVocabulary, NOT_CUISINES, slugOfCategory } from './categories.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('the category table', () => {
  it('maps to slugs of our cuisine table, each source spelling once', () => {
    const slugs = CATEGORY_TABLE.flatMap(([, slugs]) => slugs.split(' '));
    expect(slugs.filter((slug) => !CUISINE_BY_SLUG.has(slug))).toEqual([]);
    const keys = CATEGORY_TABLE.flatMap(([names]) => names.split(' | ')).map(slugOfCategory);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    const notCuisines = NOT_CUISINES.map(slugOfCategory);
    expect(notCuisines.filter((key) => keys.includes(key))).toEqual([]);
  });

  it('is the one docs/import-categories.md shows', () => {
    const doc = readFileSync(new URL('../../docs/import-categories.md', import.meta.url), 'utf8');
    const section = (name: string) => doc.split(`<!-- ${name}`)[1]!.split(`<!-- end ${name} -->`)[0]!;
    const rows = section('category-table')
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| Source') && !line.startsWith('| ---'))
      .map((line) => line.split('|').map((cell) => cell.trim().replaceAll('`', '')));
    const documented = rows.map(([, names, slugs, parents]) => [names, slugs, parents]);
    const expected = CATEGORY_TABLE.map(([names, slugs]) => {
      const list = slugs.split(' ');
      const parents = new Set(list.flatMap((slug) => CUISINE_BY_SLUG.get(slug)?.parents ?? []));
      return [names.split(' | ').join('; '), list.join(', '), [...parents].filter((p) => !list.includes(p)).join(', ')];
    });
    expect(documented).toEqual(expected);
    const listed = section('not-cuisines')
      .replace(/^[^\n]*\n/, '')
      .replace(/\s+/g, ' ')
      .trim();
    expect(listed).toBe(`${NOT_CUISINES.join(', ')}.`);
  });
});

describe('cuisines of a place', () => {
  const cuisinesOf = (categories: string) => new CuisineVocabulary().cuisinesOf(categories.split(', '));

  it('maps source spellings to our slugs and adds their parents', () => {
    expect(cuisinesOf('Burgers, American, Sandwiches')).toEqual(['burgers', 'american', 'sandwiches']);
    expect(cuisinesOf('Sushi Bars')).toEqual(['sushi', 'japanese']);
    expect(cuisinesOf('American (Traditional)')).toEqual(['american']);
    expect(cuisinesOf('Breakfast & Brunch')).toEqual(cuisinesOf('Breakfast and Brunch'));
    expect(cuisinesOf('Cajun/Creole')).toEqual(['cajun', 'southern']);
    expect(cuisinesOf('Ice Cream &amp; Frozen Yogurt')).toEqual(['ice-cream', 'frozen-yogurt', 'desserts']);
  });

  it('puts a slug before the more general ones, otherwise keeps the source order, without repeats', () => {
    expect(cuisinesOf('American, Burgers')).toEqual(['burgers', 'american']);
    expect(cuisinesOf('Japanese, Ramen, Noodles')).toEqual(['ramen', 'japanese', 'noodles']);
    expect(cuisinesOf('Mexican, Tex-Mex, Tacos')).toEqual(['tex-mex', 'tacos', 'mexican']);
    expect(cuisinesOf('Pizza, Italian, Pizza')).toEqual(['pizza', 'italian']);
  });

  it('leaves out categories that are not cuisines, falling back to the first one when nothing else is left', () => {
    expect(cuisinesOf('Nightlife, Bars, Restaurants, American (New)')).toEqual(['bar', 'new-american', 'american']);
    expect(cuisinesOf('Comfort Food, Family Meals, Desserts')).toEqual(['desserts']);
    expect(cuisinesOf('Convenience, Everyday Essentials, Alcohol')).toEqual(['convenience']);
    expect(cuisinesOf('Food, Grocery')).toEqual(['grocery']);
    expect(cuisinesOf('Restaurants, Food')).toEqual([]);
    expect(new CuisineVocabulary().cuisinesOf([])).toEqual([]);
  });

  it('gives unknown categories their own slug, or ours when the slug is ours', () => {
    expect(cuisinesOf('Pan Asian, Asian Fusion')).toEqual(['pan-asian', 'asian-fusion']);
    expect(cuisinesOf('Poutinerie')).toEqual(['poutinerie']);
    expect(cuisinesOf('Crêperie Bretonne')).toEqual(['creperie-bretonne']);
    expect(cuisinesOf('Wine Bar')).toEqual(['wine-bar', 'bar']);
  });
});

describe('a category slug', () => {
  it('is ASCII, lower case and hyphenated, at most 60 characters cut between words', () => {
    expect(slugOfCategory('  Pan   Asian ')).toBe('pan-asian');
    expect(slugOfCategory('Jalapeño & Café')).toBe('jalapeno-and-cafe');
    expect(slugOfCategory("Chef's Table")).toBe('chefs-table');
    const long = slugOfCategory('Authentic Regional Home Style Cooking From The Mountains Of Northern Italy');
    expect(long).toBe('authentic-regional-home-style-cooking-from-the-mountains-of');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(slugOfCategory('x'.repeat(80))).toBe('x'.repeat(60));
    for (const slug of [long, slugOfCategory('Phở & Bánh Mì')]) expect(slug).toMatch(SLUG);
    expect(slugOfCategory('日本料理')).toBe('');
  });
});

describe('cuisine labels', () => {
  it('lists every slug handed out once: our label for ours, the source text as first seen for new ones', () => {
    const vocabulary = new CuisineVocabulary();
    vocabulary.cuisinesOf(['Tex-Mex', 'Pan Asian']);
    vocabulary.cuisinesOf(['PAN ASIAN', 'Sushi Bars', 'Ice Cream &amp; Frozen Yogurt']);
    expect(vocabulary.labels()).toEqual([
      { slug: 'tex-mex', label: 'Tex-Mex' },
      { slug: 'mexican', label: 'Mexican' },
      { slug: 'pan-asian', label: 'Pan Asian' },
      { slug: 'sushi', label: 'Sushi' },
      { slug: 'japanese', label: 'Japanese' },
      { slug: 'ice-cream', label: 'Ice cream' },
      { slug: 'desserts', label: 'Desserts' },
      { slug: 'frozen-yogurt', label: 'Frozen yogurt' },
    ]);
  });
});
