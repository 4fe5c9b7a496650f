import { expect, it } from 'vitest';
import { DIETARY_TAGS, dietaryBits, dietaryOfBits } from './dietary.ts';

it('stores tags as one bit each and reads every combination back', () => {
  expect(dietaryBits(['vegetarian', 'gluten_free'])).toBe(5);
  expect(dietaryOfBits(0)).toEqual([]);
  for (let bits = 0; bits < 2 ** DIETARY_TAGS.length; bits += 1) expect(dietaryBits(dietaryOfBits(bits))).toBe(bits);
});
