import { describe, expect, it } from 'vitest';
import { placeRows, type DishPricesRow } from '../api/dish-prices';
import { rowsInOrder, sortInForce, sortRequest } from './PlacesTable';

const row = (city: string, item_count: number, p75: number): DishPricesRow => ({
  state: 'TX',
  city,
  item_count,
  restaurant_count: 1,
  min: 1,
  p25: 2,
  median: 3,
  p75,
  max: 20,
  average: 4,
  location: { latitude: 30.27, longitude: -97.74 },
  penetration: 0.01,
  price_index: 100,
});

describe('sorting the places table', () => {
  it('asks the API again for Items and Median, over every place', () => {
    expect(sortRequest({ header: 'Median', direction: 'ascending' })).toEqual({ server: 'median_price', order: 'asc' });
    expect(sortRequest({ header: 'Items', direction: 'descending' })).toEqual({ server: 'item_count', order: 'desc' });
  });

  it('sorts the page in hand for any other column, a too-few-items city last', () => {
    const rows = placeRows([row('Waco', 9, 14), row('Austin', 30, 11)], [{ state: 'TX', city: 'Tyler' }]);
    const request = sortRequest({ header: 'P75', direction: 'descending' });
    expect(request).toEqual({ local: { header: 'P75', direction: 'descending' } });
    const sort = 'local' in request ? request.local : null;
    expect(rowsInOrder(rows, sort!, 5).map((r) => r.city)).toEqual(['Waco', 'Austin', 'Tyler']);
  });

  it('shows the API’s order on its header until a page-only sort is chosen', () => {
    expect(sortInForce({ sort: 'median_price', order: 'asc' }, null)).toEqual({
      header: 'Median',
      direction: 'ascending',
    });
    expect(sortInForce({ sort: 'item_count', order: 'desc' }, { header: 'Max', direction: 'ascending' })).toEqual({
      header: 'Max',
      direction: 'ascending',
    });
  });
});
