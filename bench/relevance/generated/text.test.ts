import { describe, expect, it } from 'vitest';
import { containsDish, foldWords, hash32, pickWeighted, seededRandom } from './text.ts';

const holds = (name: string, dish: string) => containsDish(foldWords(name), foldWords(dish));

describe('a dish in a name', () => {
  it('is found in either number, any order, connecting words aside', () => {
    expect(holds('Fish Tacos', 'fish taco')).toBe(true);
    expect(holds('Chicken Kung Pao', 'kung pao chicken')).toBe(true);
    expect(holds('Lemon Pepper Chicken Wings', 'lemon pepper wings')).toBe(true);
    expect(holds('Mac & Cheese', 'mac and cheese')).toBe(true);
    expect(holds('Taco de Pollo', 'tacos pollo')).toBe(true);
  });

  it('is found joined or split on either side', () => {
    expect(holds('Icecream Sundae', 'ice cream')).toBe(true);
    expect(holds('Vanilla Ice Cream', 'icecream')).toBe(true);
    expect(holds('Pan Cakes', 'pancakes')).toBe(true);
    expect(holds('Cheeseburgers', 'cheese burger')).toBe(true);
    expect(holds('Egg Rolls', 'eggroll')).toBe(true);
    expect(holds('Hash Browns', 'hashbrowns')).toBe(true);
  });

  it('needs every word, never a run split across other words, never a mere prefix', () => {
    expect(holds('Pan-Fried Turnip Cake', 'pancakes')).toBe(false);
    expect(holds('Fish & Chips', 'fish tacos')).toBe(false);
    expect(holds('Pierogi', 'pie')).toBe(false);
    expect(holds('Hot Chocolate', 'hot dog')).toBe(false);
    expect(holds('Iced Coffee with Cream', 'ice cream')).toBe(false);
  });
});

describe('folding', () => {
  it('drops accents, case, apostrophes and reads & as and', () => {
    expect(foldWords("Crème Brûlée & Joe's Café")).toEqual(['creme', 'brulee', 'and', 'joes', 'cafe']);
  });
});

describe('seeded draws', () => {
  it('repeat for a seed and differ between seeds', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 8 }, () => random());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    for (const value of draw(3)) expect(value >= 0 && value < 1).toBe(true);
  });

  it('weigh values by their weight', () => {
    const random = seededRandom(1);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 2000; i += 1)
      counts[pickWeighted(random, ['a', 'b'] as const, (v) => (v === 'a' ? 9 : 1))] += 1;
    expect(counts.a).toBeGreaterThan(1600);
    expect(counts.b).toBeGreaterThan(100);
  });

  it('hash the same text to the same number on every run', () => {
    expect(hash32('thai')).toBe(hash32('thai'));
    expect(hash32('')).toBe(0x811c9dc5);
    expect(hash32('a')).toBe(0xe40c292c);
  });
});
