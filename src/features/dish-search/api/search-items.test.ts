import { describe, expect, it } from 'vitest';
import { groupByRestaurant, type ItemHit } from './search-items';

const hit = (item_id: string, restaurant_id: string): ItemHit => ({
  item_id,
  restaurant_id,
  restaurant_name: `Name ${restaurant_id}`,
  section: 'Mains',
  name: item_id,
  description: null,
  price: 10,
  price_text: null,
  location: { latitude: 30.27, longitude: -97.74 },
  dietary: [],
  course: null,
  price_range: '$$',
  rating: { average: 4.5, count: 120 },
  currency: 'USD',
  city: 'Austin',
  state: 'TX',
});

describe('groupByRestaurant', () => {
  it('keeps rank order of groups and items', () => {
    const groups = groupByRestaurant([hit('i1', 'rA'), hit('i2', 'rB'), hit('i3', 'rA')]);
    expect(groups.map((g) => g.restaurant_id)).toEqual(['rA', 'rB']);
    expect(groups[0]!.items.map((i) => i.item_id)).toEqual(['i1', 'i3']);
    expect(groups[1]).toMatchObject({ restaurant_name: 'Name rB', city: 'Austin', state: 'TX' });
  });
  it('handles no hits', () => expect(groupByRestaurant([])).toEqual([]));
});
