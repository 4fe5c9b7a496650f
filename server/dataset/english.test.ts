import { describe, expect, it } from 'vitest';
import { withArticle } from './english.ts';

describe('withArticle', () => {
  it('says "An" before a vowel sound and "A" before a consonant sound, as the spelling tells', () => {
    const said = (names: string[]) => names.map(withArticle);
    expect(said(['Oakland', 'Arlington', 'Irvine', 'Orlando', 'El Paso', 'Upland', 'Urbana'])).toEqual([
      'An Oakland',
      'An Arlington',
      'An Irvine',
      'An Orlando',
      'An El Paso',
      'An Upland',
      'An Urbana',
    ]);
    expect(said(['Utica', 'Union City', 'Eugene', 'Honolulu', 'New York'])).toEqual([
      'A Utica',
      'A Union City',
      'A Eugene',
      'A Honolulu',
      'A New York',
    ]);
  });
});
