// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { placeRows, type DishPricesRow } from '../api/dish-prices';
import { PlacesTable } from './PlacesTable';
import { DISH_PRICE_SORTS } from '../../../../rules/dish-price-sorts';

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

describe('the places table', () => {
  afterEach(cleanup);

  it('asks the API for every place in a column’s order, a figure highest first, and leaves the page as it came', () => {
    const asked: [string, string][] = [];
    const rows = placeRows([row('Waco', 9, 14), row('Austin', 30, 11)], [{ state: 'TX', city: 'Tyler' }]);
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <PlacesTable
            caption="tacos"
            rows={rows}
            sort="median_price"
            order="asc"
            onSort={(sort, order) => asked.push([sort, order])}
            minItems={5}
            compare={null}
            highlighted={null}
            onHighlight={() => {}}
          />
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const headers = screen.getAllByRole('columnheader');
    // Every column can be pressed: none sorts only the rows in hand.
    expect(headers.map((h) => within(h).queryByRole('button') !== null)).toEqual(DISH_PRICE_SORTS.map(() => true));
    expect(headers.find((h) => h.getAttribute('aria-sort'))!.textContent).toMatch(/^Median/);
    fireEvent.click(screen.getByRole('button', { name: /P75/ }));
    fireEvent.click(screen.getByRole('button', { name: /Median/ }));
    fireEvent.click(screen.getByRole('button', { name: /Place/ }));
    expect(asked).toEqual([
      ['p75_price', 'desc'],
      ['median_price', 'desc'],
      ['place', 'asc'],
    ]);
    const cities = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(cities).toEqual(['9', '30', expect.stringMatching(/too few/)]);
  });
});
