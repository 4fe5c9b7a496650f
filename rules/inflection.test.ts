import { describe, expect, it } from 'vitest';
import { inflections, sameWord } from './inflection.ts';

describe('inflections', () => {
  it('pairs regular and irregular plurals with their singular', () => {
    for (const [one, many] of [
      ['taco', 'tacos'],
      ['dish', 'dishes'],
      ['cherry', 'cherries'],
      ['leaf', 'leaves'],
      ['tomato', 'tomatoes'],
      ['loaf', 'loaves'],
    ]) {
      expect(inflections(one!)).toContain(many);
      expect(inflections(many!)).toContain(one);
      expect(sameWord(one!, many!)).toBe(true);
    }
  });

  it('leaves short words and words with digits alone, and never returns the word itself', () => {
    expect(inflections('us')).toEqual([]);
    expect(inflections('7up')).toEqual([]);
    expect(inflections('sushi')).not.toContain('sushi');
    expect(sameWord('pizza', 'pasta')).toBe(false);
  });
});
