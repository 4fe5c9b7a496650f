// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, sortRows, type Column } from './DataTable';

interface City {
  name: string;
  restaurants: number | null;
}

const columns: Column<City>[] = [
  { header: 'City', cell: (r) => r.name, sortValue: (r) => r.name },
  { header: 'Restaurants', cell: (r) => r.restaurants ?? '—', sortValue: (r) => r.restaurants, numeric: true },
];
const cities: City[] = [
  { name: 'boise', restaurants: 9 },
  { name: 'Austin', restaurants: 120 },
  { name: 'Waco', restaurants: null },
  { name: 'Chicago', restaurants: 15 },
];
const names = (rows: City[]) => rows.map((r) => r.name);

describe('sortRows', () => {
  it('compares numbers as numbers, not as text (9 before 15 before 120)', () => {
    expect(names(sortRows(cities, columns[1]!, 'ascending'))).toEqual(['boise', 'Chicago', 'Austin', 'Waco']);
    expect(names(sortRows(cities, columns[1]!, 'descending'))).toEqual(['Austin', 'Chicago', 'boise', 'Waco']);
  });

  it('compares text alphabetically whatever its case, and numbers inside text by value', () => {
    expect(names(sortRows(cities, columns[0]!, 'ascending'))).toEqual(['Austin', 'boise', 'Chicago', 'Waco']);
    const percentiles = ['p9', 'p50', 'p10'].map((name) => ({ name, restaurants: 0 }));
    expect(names(sortRows(percentiles, columns[0]!, 'ascending'))).toEqual(['p9', 'p10', 'p50']);
  });

  it('keeps rows with no value last in both directions, and equal values in their order', () => {
    const tied = [
      { name: 'a', restaurants: 1 },
      { name: 'b', restaurants: null },
      { name: 'c', restaurants: 1 },
    ];
    expect(names(sortRows(tied, columns[1]!, 'ascending'))).toEqual(['a', 'c', 'b']);
    expect(names(sortRows(tied, columns[1]!, 'descending'))).toEqual(['a', 'c', 'b']);
  });
});

describe('DataTable', () => {
  afterEach(cleanup);

  const rowNames = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByRole('rowheader').textContent);

  it('keeps the given order until a header is pressed, then sorts by it: a figure highest first, words from A', () => {
    render(<DataTable caption="Cities" columns={columns} rows={cities} rowKey={(r) => r.name} />);
    const [cityHeader, countHeader] = screen.getAllByRole('columnheader');
    expect(rowNames()).toEqual(['boise', 'Austin', 'Waco', 'Chicago']);
    expect(cityHeader!.hasAttribute('aria-sort')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /Restaurants/ }));
    expect(countHeader!.getAttribute('aria-sort')).toBe('descending');
    expect(cityHeader!.hasAttribute('aria-sort')).toBe(false);
    expect(rowNames()).toEqual(['Austin', 'Chicago', 'boise', 'Waco']);

    fireEvent.click(screen.getByRole('button', { name: /Restaurants/ }));
    expect(countHeader!.getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['boise', 'Chicago', 'Austin', 'Waco']);

    fireEvent.click(screen.getByRole('button', { name: /City/ }));
    expect(cityHeader!.getAttribute('aria-sort')).toBe('ascending');
    expect(countHeader!.hasAttribute('aria-sort')).toBe(false);
    expect(rowNames()).toEqual(['Austin', 'boise', 'Chicago', 'Waco']);
  });

  it('leaves a page of a longer list to its server: a press asks, in the same rule, and the rows stay as given', () => {
    const asked: unknown[] = [];
    const serverColumns: Column<City>[] = [
      { ...columns[0]!, sortKey: 'name' },
      { ...columns[1]!, sortKey: 'restaurant_count' },
      { header: 'Note', cell: () => '', sortValue: () => 1 },
    ];
    const table = (by: string, order: 'asc' | 'desc') => (
      <DataTable
        caption="Cities"
        columns={serverColumns}
        rows={cities}
        rowKey={(r) => r.name}
        serverSort={{ by, order, onChange: (key, o) => asked.push([key, o]) }}
      />
    );
    const { rerender } = render(table('name', 'asc'));
    const headers = screen.getAllByRole('columnheader');
    expect(headers[0]!.getAttribute('aria-sort')).toBe('ascending');
    // Only the server's keys can be pressed: a column it cannot sort by would re-order only the page.
    expect(within(headers[2]!).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Restaurants/ }));
    fireEvent.click(screen.getByRole('button', { name: /City/ }));
    expect(asked).toEqual([
      ['restaurant_count', 'desc'],
      ['name', 'desc'],
    ]);
    expect(rowNames()).toEqual(['boise', 'Austin', 'Waco', 'Chicago']);

    rerender(table('restaurant_count', 'desc'));
    expect(screen.getAllByRole('columnheader')[1]!.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Restaurants/ }));
    expect(asked.at(-1)).toEqual(['restaurant_count', 'asc']);
    expect(rowNames()).toEqual(['boise', 'Austin', 'Waco', 'Chicago']);
  });
});

describe('DataTable beside a map', () => {
  afterEach(cleanup);

  it('offers no sort on a column without values to sort by, and says which row is pointed at', () => {
    const pointed: (string | null)[] = [];
    render(
      <DataTable
        caption="Cities"
        columns={[
          { header: 'Rank', cell: (r: City) => r.name },
          { ...columns[1]!, sortKey: 'restaurant_count' },
        ]}
        rows={cities}
        rowKey={(r) => r.name}
        serverSort={{ by: 'restaurant_count', order: 'desc', onChange: () => {} }}
        highlightedRow="Chicago"
        onRowHighlight={(key) => pointed.push(key)}
      />,
    );
    const [rankHeader, countHeader] = screen.getAllByRole('columnheader');
    expect(countHeader!.getAttribute('aria-sort')).toBe('descending');
    expect(within(rankHeader!).queryByRole('button')).toBeNull();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.at(-1)!.className).toMatch(/bg-amber/);
    fireEvent.mouseEnter(rows[0]!);
    fireEvent.mouseLeave(rows[0]!);
    expect(pointed).toEqual(['boise', null]);
  });
});
