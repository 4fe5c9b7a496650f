import { useState, type ReactNode } from 'react';
import { focusRing } from './ui';

/** What a column sorts by: numbers as numbers, text in alphabetical order; null (no value) always last. */
type SortValue = number | string | null;

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value the rows in hand sort by. Without it (or `sortKey` in a server-sorted table) no sort by the column. */
  sortValue?: (row: Row) => SortValue;
  /** In a table the server sorts (`serverSort`): the key it sorts every row of the list by, not only the page's. */
  sortKey?: string;
  numeric?: boolean;
}

export type Direction = 'ascending' | 'descending';
/** A direction as the API's `order` says it. */
type Order = 'asc' | 'desc';

export interface TableSort {
  header: string;
  direction: Direction;
}

/**
 * The sort a list's server keeps over all its rows, when the table shows only a page of them: the page holds it (in
 * its URL) and asks again on a press.
 */
export interface ServerSort {
  by: string;
  order: Order;
  onChange: (by: string, order: Order) => void;
}

/**
 * The one rule of every table: a press on a new column sorts a figure highest first, words from A; a second press on
 * the same column turns the order round.
 */
function pressed(sort: TableSort | null, header: string, numeric: boolean): TableSort {
  if (sort?.header === header) {
    return { header, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { header, direction: numeric ? 'descending' : 'ascending' };
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
 * A plain, accessible table with a caption; numbers right-aligned in tabular figures. Every sortable column's header
 * is a button (the rule is `pressed`), and `aria-sort` on the header says which sort is in force; until one is
 * pressed, rows stay in the order given.
 *
 * A table of the whole list sorts the rows in hand. A table of one page of a longer list (`serverSort`) never does:
 * a press asks the caller, who asks the server for the whole list in that order, and the rows are shown as they
 * come (ties included); only columns with a `sortKey` can be pressed. A row can be pointed at from elsewhere
 * (`highlightedRow`, a row key) and reports being hovered or focused (`onRowHighlight`).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  serverSort,
  highlightedRow,
  onRowHighlight,
  rowHeaderColumn = 0,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  serverSort?: ServerSort;
  highlightedRow?: string | null;
  onRowHighlight?: (key: string | null) => void;
  /** The column whose cell names the row (a city, not its rank). */
  rowHeaderColumn?: number;
}) {
  const [ownSort, setOwnSort] = useState<TableSort | null>(null);
  const held = serverSort && columns.find((c) => c.sortKey === serverSort.by);
  const sort: TableSort | null = serverSort
    ? held
      ? { header: held.header, direction: serverSort.order === 'asc' ? 'ascending' : 'descending' }
      : null
    : ownSort;
  const sortColumn = !serverSort && sort && columns.find((c) => c.header === sort.header);
  const shown = sortColumn ? sortRows(rows, sortColumn, sort.direction) : rows;
  const sortable = (c: Column<Row>) => (serverSort ? c.sortKey !== undefined : c.sortValue !== undefined);
  const toggle = (c: Column<Row>) => {
    const next = pressed(sort, c.header, c.numeric ?? false);
    if (serverSort && c.sortKey) serverSort.onChange(c.sortKey, next.direction === 'ascending' ? 'asc' : 'desc');
    else setOwnSort(next);
  };

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
                  {sortable(c) ? (
                    <button
                      type="button"
                      onClick={() => toggle(c)}
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
