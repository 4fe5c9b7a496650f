import { describe, expect, it } from 'vitest';
import { sideBySide } from './report.ts';
import { variantNames } from './diet-figures.ts';
import { mixDistance } from './regional-figures.ts';

describe('sideBySide', () => {
  it('prints each label and target once, then every catalog’s value under it, numbered as the catalogs', () => {
    const text = sideBySide(
      ['a.sqlite', 'b.sqlite'],
      [
        [
          [
            'Chains',
            [
              ['brands', '12', ''],
              ['largest brand', '2.5%', '2–3%'],
            ],
          ],
        ],
        [
          [
            'Chains',
            [
              ['brands', '9', ''],
              ['largest brand', '3.1%', '2–3%'],
            ],
          ],
        ],
      ],
    );
    expect(text).toBe(
      [
        '[1] a.sqlite',
        '[2] b.sqlite',
        '',
        '## Chains',
        'brands',
        '   [1] 12',
        '   [2] 9',
        'largest brand   (target: 2–3%)',
        '   [1] 2.5%',
        '   [2] 3.1%',
        '',
      ].join('\n'),
    );
  });
});

describe('variantNames', () => {
  it('renders every name a variant line can take, price steps left out', () => {
    expect(variantNames('Vegan {Power|Buddha:+1} Bowl; Quinoa; 13.5')).toEqual([
      'Vegan Power Bowl',
      'Vegan Buddha Bowl',
    ]);
    expect(variantNames('Gluten-Free Bun; Certified gluten-free; 2')).toEqual(['Gluten-Free Bun']);
  });
});

describe('mixDistance', () => {
  it('is the share of restaurants that would have to change cuisine for one mix to become the other', () => {
    const a = new Map([
      ['mexican', 0.6],
      ['american', 0.4],
    ]);
    const b = new Map([
      ['american', 0.5],
      ['japanese', 0.5],
    ]);
    expect(mixDistance(a, a)).toBe(0);
    expect(mixDistance(a, b)).toBeCloseTo(0.6);
    expect(mixDistance(b, a)).toBeCloseTo(0.6);
  });
});
