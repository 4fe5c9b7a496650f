import { useState, type ReactNode } from 'react';
import { focusRing } from './ui';

/** What a column sorts by: numbers as numbers, text in alphabetical order; null (no value) always last. */
type SortValue = number | string | null;

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Without it the column cannot be sorted by. */
  sortValue?: (row: Row) => SortValue;
  numeric?: boolean;
}

export type Direction = 'ascending' | 'descending';

export interface TableSort {
  header: string;
  direction: Direction;
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

function compare(a: number | string, b: number | string): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/** The rows in the column's order; rows with equal values keep their order, rows without a value go last. */
export function sortRows<Row>(rows: readonly Row[], column: Column<Row>, direction: Direction): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: column.sortValue?.(row) ?? null }))
    .sort((x, y) => {
      if (x.value === null || y.value === null) {
        return (x.value === null ? 1 : 0) - (y.value === null ? 1 : 0) || x.index - y.index;
      }
      return sign * compare(x.value, y.value) || x.index - y.index;
    })
    .map(({ row }) => row);
}

/**
 * A plain, accessible table with a caption; numbers right-aligned in tabular figures. Every column header is a
 * button that sorts by it (a numeric column highest first, a column of words from A; a second press turns it round), and `aria-sort` on the header says which is in force;
 * until one is pressed, rows stay in the order given.
 *
 * With `onSortChange` the caller holds the sort (`sort`): a page whose server sorts some columns over all its rows
 * asks again instead of only sorting the rows in hand (rows the server sorted stay in its order, ties included). A
 * row can be pointed at from elsewhere (`highlightedRow`, a row key) and reports being hovered or focused
 * (`onRowHighlight`).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort: heldSort,
  onSortChange,
  highlightedRow,
  onRowHighlight,
  rowHeaderColumn = 0,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  highlightedRow?: string | null;
  onRowHighlight?: (key: string | null) => void;
  /** The column whose cell names the row (a city, not its rank). */
  rowHeaderColumn?: number;
}) {
  const [ownSort, setOwnSort] = useState<TableSort | null>(null);
  const sort = onSortChange ? (heldSort ?? null) : ownSort;
  const sortColumn = sort && columns.find((c) => c.header === sort.header);
  const shown = sortColumn ? sortRows(rows, sortColumn, sort.direction) : rows;
  // A figure is first sorted highest first (the question is usually "which is most"), words from A; a second
  // press turns the order round.
  const first = (header: string): Direction =>
    columns.find((c) => c.header === header)?.numeric ? 'descending' : 'ascending';
  const toggle = (header: string) =>
    (onSortChange ?? setOwnSort)({
      header,
      direction:
        sort?.header === header ? (sort.direction === 'ascending' ? 'descending' : 'ascending') : first(header),
    });

  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-300 dark:border-stone-700">
            {columns.map((c) => {
              const direction = sort?.header === c.header ? sort.direction : undefined;
              return (
                <th
                  key={c.header}
                  scope="col"
                  aria-sort={direction}
                  className={`px-1 py-1 font-semibold ${c.numeric ? 'text-right' : 'text-left'}`}
                >
                  {c.sortValue ? (
                    <button
                      type="button"
                      onClick={() => toggle(c.header)}
                      className={`inline-flex items-center gap-1 rounded px-1 py-0.5 font-semibold hover:bg-stone-200/70 dark:hover:bg-stone-800 ${c.numeric ? 'flex-row-reverse' : ''} ${focusRing}`}
                    >
                      {c.header}
                      <span aria-hidden="true" className={direction ? '' : 'text-stone-400 dark:text-stone-500'}>
                        {direction === 'ascending' ? '↑' : direction === 'descending' ? '↓' : '↕'}
                      </span>
                    </button>
                  ) : (
                    <span className="px-1">{c.header}</span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr
              key={rowKey(row)}
              className={`border-b border-stone-200 last:border-0 dark:border-stone-800 ${highlightedRow === rowKey(row) ? 'bg-amber-100 dark:bg-amber-950' : ''}`}
              {...(onRowHighlight && {
                onMouseEnter: () => onRowHighlight(rowKey(row)),
                onMouseLeave: () => onRowHighlight(null),
                onFocus: () => onRowHighlight(rowKey(row)),
                onBlur: () => onRowHighlight(null),
              })}
            >
              {columns.map((c, i) =>
                i === rowHeaderColumn ? (
                  <th key={c.header} scope="row" className="px-2 py-1.5 text-left font-normal">
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} className={`px-2 py-1.5 ${c.numeric ? 'text-right tabular-nums' : ''}`}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
