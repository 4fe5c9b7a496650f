import { describe, expect, it } from 'vitest';
import { seededRandom } from './text.ts';
import { TYPO_KINDS, joined, neighboursOf, otherNumber, reordered, split, typedPrefix, typo } from './transforms.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

describe('keyboard neighbours', () => {
  it('know every letter, and touching keys touch both ways', () => {
    for (const letter of LETTERS) {
      expect(neighboursOf(letter).length).toBeGreaterThan(1);
      for (const near of neighboursOf(letter)) expect(neighboursOf(near)).toContain(letter);
    }
    expect(neighboursOf('g').split('').sort().join('')).toBe('bfhtvy');
    expect(neighboursOf('q')).not.toContain('p');
  });
});

describe('a typo', () => {
  const random = seededRandom(42);
  const slips = (kind: (typeof TYPO_KINDS)[number]) =>
    Array.from({ length: 200 }, () => typo('burrito', kind, random)).filter((w): w is string => w !== null);

  it('is one neighbouring key in place of a letter, never the first', () => {
    for (const slip of slips('neighbouring key')) {
      expect(slip).toHaveLength(7);
      expect(slip[0]).toBe('b');
      const at = [...slip].findIndex((letter, i) => letter !== 'burrito'[i]);
      expect(neighboursOf('burrito'[at]!)).toContain(slip[at]);
      expect(slip.slice(at + 1)).toBe('burrito'.slice(at + 1));
    }
  });

  it('drops, doubles or swaps one letter', () => {
    for (const slip of slips('dropped letter')) {
      expect(slip).toHaveLength(6);
      expect(slip[0]).toBe('b');
    }
    for (const slip of slips('doubled letter')) {
      expect(slip).toHaveLength(8);
      const doubled = [...slip].findIndex(
        (letter, i) => i > 0 && letter === slip[i - 1] && slip.slice(0, i) + slip.slice(i + 1) === 'burrito',
      );
      expect(doubled).toBeGreaterThan(1);
    }
    for (const slip of slips('swapped letters')) {
      expect(slip).toHaveLength(7);
      expect([...slip].sort().join('')).toBe([...'burrito'].sort().join(''));
      expect(slip).not.toBe('burrito');
    }
  });

  it('leaves short words alone and never returns the word unchanged', () => {
    for (const kind of TYPO_KINDS) expect(typo('pho', kind, random)).toBeNull();
    for (let i = 0; i < 50; i += 1) expect(typo('aaaa', 'swapped letters', random)).toBeNull();
  });
});

describe('a prefix as typed', () => {
  it('cuts the last word, keeping two letters (four when alone) and missing two at least', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 100; i += 1) {
      const prefix = typedPrefix(['chicken', 'tenders'], random)!;
      expect(prefix).toMatch(/^chicken te(n|nd|nde)?$/);
      const alone = typedPrefix(['mediterranean'], random)!;
      expect(alone.length).toBeGreaterThanOrEqual(4);
      expect(alone.length).toBeLessThanOrEqual(11);
      expect('mediterranean'.startsWith(alone)).toBe(true);
    }
    expect(typedPrefix(['hot', 'dog'], random)).toBeNull();
    expect(typedPrefix(['thai'], random)).toBeNull();
  });
});

describe('word order and number', () => {
  it('turns a two-word dish round, and nothing else', () => {
    expect(reordered(['pepperoni', 'pizza'])).toBe('pizza pepperoni');
    expect(reordered(['pizza'])).toBeNull();
    expect(reordered(['corned', 'beef', 'hash'])).toBeNull();
  });

  it('puts the last word in its other number', () => {
    expect(otherNumber(['fish', 'tacos'])).toBe('fish taco');
    expect(otherNumber(['muffin'])).toBe('muffins');
    expect(otherNumber(['7up'])).toBeNull();
  });
});

describe('joined and split dishes', () => {
  it('joins short two-word dishes only', () => {
    expect(joined(['ice', 'cream'])).toBe('icecream');
    expect(joined(['hash', 'browns'])).toBe('hashbrowns');
    expect(joined(['fried', 'calamari'])).toBeNull();
    expect(joined(['chicken', 'tenders', 'basket'])).toBeNull();
    expect(joined(['7', 'layer'])).toBeNull();
  });

  it('splits a compound where both halves are known words, preferring the better known point', () => {
    const counts: Record<string, number> = { pan: 50, cakes: 80, cake: 80, panc: 0, cheese: 500, burger: 400, bur: 30 };
    const known = (part: string) => counts[part] ?? 0;
    expect(split('pancakes', known, 20)).toBe('pan cakes');
    expect(split('cheeseburger', known, 20)).toBe('cheese burger');
    expect(split('tiramisu', known, 20)).toBeNull();
    // Halves under three letters are never a split point.
    expect(split('cheeseburger', (part) => (part.length < 3 ? 999 : known(part)), 20)).toBe('cheese burger');
  });

  it('asks the second half as a head word', () => {
    const asked: string[] = [];
    split(
      'seared',
      (part, position) => {
        asked.push(`${position}:${part}`);
        return position === 'first' ? 100 : 0;
      },
      20,
    );
    expect(asked).toContain('first:sea');
    expect(asked).toContain('second:red');
    expect(split('seared', (_part, position) => (position === 'first' ? 100 : 0), 20)).toBeNull();
    expect(split('seared', () => 100, 20)).toBe('sea red');
  });
});
