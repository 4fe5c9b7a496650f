import { describe, expect, it } from 'vitest';
import type { AlternativeKind, QueryUnit } from './units.ts';
import { itemInHand, rankInHand, restaurantInHand } from './rank.ts';

function unit(text: string, alternatives: [string, AlternativeKind, boolean?][]): QueryUnit {
  return {
    text,
    start: 0,
    end: 1,
    alternatives: alternatives.map(([tokens, kind, prefix = false]) => ({ tokens: tokens.split(' '), prefix, kind })),
    filler: false,
    docs: 1,
  };
}

const rowids = (hits: { rowid: number }[]) => hits.map((hit) => hit.rowid);

describe('ranking in hand, as the index is walked', () => {
  // "chiken": the typo reads as "chicken"; "chiken" itself is also a (rare) word some dishes hold.
  const chicken = unit('chicken', [
    ['chicken', 'exact'],
    ['chiken', 'typo'],
  ]);

  it('places a dish by the cheapest form first and the field second', () => {
    const ranked = rankInHand(
      [{ units: [chicken], matches: 3 }],
      [
        itemInHand(1, 'Chiken Plate', 'Grilled chicken with rice'),
        itemInHand(2, 'Rice Plate', 'With chicken'),
        itemInHand(3, 'Chicken Plate', null),
      ],
    );
    // Exact in the name (3), then exact in the description (1 and 2, by quality), never the typo in 1's name first.
    expect(rowids(ranked)).toEqual([3, 1, 2]);
    expect(ranked.map((hit) => hit.tier)).toEqual([0, 1, 1]);
  });

  it('never matches a phrase across the end of the name and the start of the description', () => {
    const steakHouse = unit('steak house', [['steak house', 'exact']]);
    const ranked = rankInHand(
      [{ units: [steakHouse], matches: 1 }],
      [itemInHand(1, 'Grilled Steak', 'House salad on the side'), itemInHand(2, 'Burger', 'Our steak house sauce')],
    );
    expect(rowids(ranked)).toEqual([2]);
  });

  it('places a restaurant by name, cuisine, dish, then place, and never runs a phrase from one dish into the next', () => {
    const steakHouse = unit('steak house', [['steak house', 'exact']]);
    const restaurant = (rowid: number, name: string, cuisines: string, dishes: string[]) =>
      restaurantInHand(rowid, name, cuisines, dishes, '12 Steak House Rd Austin TX', dishes);
    const ranked = rankInHand(
      [{ units: [steakHouse], matches: 4 }],
      [
        restaurant(1, 'Grill', 'american', ['Grilled Steak', 'House Salad']),
        restaurant(2, 'Grill', 'american', ['Steak House Burger']),
        restaurant(3, 'Steak House', 'american', []),
        restaurant(4, 'Grill', 'steak house', []),
      ],
    );
    expect(rowids(ranked)).toEqual([3, 4, 2, 1]);
    expect(ranked.map((hit) => hit.tier)).toEqual([0, 1, 4, 6]);
  });

  it('places a restaurant with one dish holding every word before one whose dishes hold them between them', () => {
    const kungPao = [unit('kung', [['kung', 'exact']]), unit('pao', [['pao', 'exact']])];
    const chicken = unit('chicken', [['chicken', 'exact']]);
    const restaurant = (rowid: number, dishes: string[]) =>
      restaurantInHand(rowid, 'Palace', 'chinese', ['Mains', ...dishes], 'Houston TX', dishes);
    const ranked = rankInHand(
      [{ units: [...kungPao, chicken], matches: 2 }],
      [restaurant(1, ['Kung Pao Shrimp', 'Chicken Lo Mein']), restaurant(2, ['Chicken Kung Pao'])],
    );
    expect(rowids(ranked)).toEqual([2, 1]);
    expect(ranked.map((hit) => hit.tier)).toEqual([4, 5]);
  });

  it('matches a prefix at the end of a phrase as the index does', () => {
    const typing = unit('spaghetti c', [['spaghetti c', 'prefix', true]]);
    const ranked = rankInHand(
      [{ units: [typing], matches: 2 }],
      [itemInHand(1, 'Spaghetti', 'Carbonara style'), itemInHand(2, 'Spaghetti Carbonara', null)],
    );
    expect(rowids(ranked)).toEqual([2]);
  });
});
