import { describe, expect, it } from 'vitest';
import { cuisineLabel, formatCount, formatPercent, formatPrice } from './money';

describe('formatPrice', () => {
  it('formats dollars with cents', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(1234.567)).toBe('$1,234.57');
  });
  it('falls back to price_text, then a dash', () => {
    expect(formatPrice(null, 'Market price')).toBe('Market price');
    expect(formatPrice(null, '  ')).toBe('—');
    expect(formatPrice(null, null)).toBe('—');
  });
  it('prefers the number over the text', () => {
    expect(formatPrice(9, '2 for $9')).toBe('$9.00');
  });
});

describe('counts and labels', () => {
  it('groups thousands', () => expect(formatCount(1234567)).toBe('1,234,567'));
  it('formats shares', () => expect(formatPercent(0.1234)).toBe('12.3%'));
  it('turns slugs into labels', () => expect(cuisineLabel('neapolitan-pizza')).toBe('Neapolitan pizza'));
});
