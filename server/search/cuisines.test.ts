/** Which queries read as a cuisine: a cuisine named by the catalog's own slugs and labels, and generic words only. */
import { describe, expect, it } from 'vitest';
import { analyseQuery } from './analyse.ts';
import { CuisineIndex } from './cuisines.ts';
import { Lexicon } from './lexicon.ts';

const lexicon = new Lexicon(
  Object.entries({ thai: 50, food: 900, soul: 20, tea: 300, iced: 200, tex: 30, mex: 30, burgers: 90, burger: 400 }),
);
const cuisines = new CuisineIndex([
  { slug: 'thai', label: 'Thai' },
  { slug: 'soul-food', label: 'Soul food' },
  { slug: 'tex-mex', label: 'Tex-Mex' },
  { slug: 'burgers', label: 'Burgers' },
  { slug: 'filipino', label: 'Filipino' },
  { slug: 'cajun', label: 'Cajun & Creole' },
]);
const read = (q: string) => {
  const reading = cuisines.readAsCuisine(analyseQuery(q, lexicon, null).whole);
  return reading && { slug: reading.slug, generic: reading.generic };
};

describe('readAsCuisine', () => {
  it('reads a cuisine beside generic words, in either order, with a meal word or a slip', () => {
    expect(read('thai food')).toEqual({ slug: 'thai', generic: ['food'] });
    expect(read('food thai')).toEqual({ slug: 'thai', generic: ['food'] });
    expect(read('thai dinner')).toEqual({ slug: 'thai', generic: ['dinner'] });
    expect(read('thia restaurants')).toEqual({ slug: 'thai', generic: ['restaurants'] });
    expect(read('tex mex place')).toEqual({ slug: 'tex-mex', generic: ['place'] });
    expect(read('burger joint')).toEqual({ slug: 'burgers', generic: ['joint'] });
    // A cuisine this index knows no word of (no dish is called "filipino"), and one whose label has a connecting word.
    expect(read('filipino food')).toEqual({ slug: 'filipino', generic: ['food'] });
    expect(read('cajun and creole restaurants')).toEqual({ slug: 'cajun', generic: ['restaurants'] });
  });

  it('leaves a cuisine alone, a cuisine whose name holds the generic word, and any other word to the words', () => {
    expect(read('thai')).toBeNull();
    expect(read('soul food')).toBeNull();
    expect(read('thai iced tea')).toBeNull();
    expect(read('soul food restaurant')).toEqual({ slug: 'soul-food', generic: ['restaurant'] });
  });
});
