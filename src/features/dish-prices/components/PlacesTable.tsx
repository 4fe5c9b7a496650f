import { Link } from 'react-router';
import { DataTable, sortRows, type Column, type TableSort } from '../../../components/DataTable';
import { linkClass, mutedText } from '../../../components/ui';
import { formatCount, formatPercent, formatPrice } from '../../../lib/money';
import type { CityRef } from '../../../lib/url-state';
import { pagePath } from '../../../../rules/page-paths';
import type { DishPricesRow, PlaceRow } from '../api/dish-prices';
import type { Order, ServerSort } from '../api/dish-prices-url';

/** The columns the API sorts over every place; pressing another header sorts only the rows on screen. */
const SERVER_SORTED: Record<string, ServerSort> = { Items: 'item_count', Median: 'median_price' };

const price = (pick: (f: DishPricesRow) => number, header: string): Column<PlaceRow> => ({
  header,
  numeric: true,
  cell: (row) => (row.figures ? formatPrice(pick(row.figures)) : '—'),
  sortValue: (row) => (row.figures ? pick(row.figures) : null),
});

/** Checkbox or remove button beside a city's name, for building a comparison from the table. */
export interface RowCompare {
  selected: (city: CityRef) => boolean;
  /** No more can be ticked: the comparison's limit is reached. */
  full: boolean;
  toggle: (city: CityRef) => void;
  remove: ((city: CityRef) => void) | null;
}

function columns(minItems: number, compare: RowCompare | null): Column<PlaceRow>[] {
  return [
    {
      header: 'Place',
      cell: (row) => <PlaceCell row={row} compare={compare} />,
      sortValue: (row) => row.label,
    },
    {
      header: 'Items',
      numeric: true,
      cell: (row) =>
        row.figures ? (
          formatCount(row.figures.item_count)
        ) : (
          <span className={`whitespace-nowrap italic ${mutedText}`}>
            too few items<span className="sr-only"> (under {formatCount(minItems)})</span>
          </span>
        ),
      sortValue: (row) => row.figures?.item_count ?? null,
    },
    {
      header: 'Restaurants',
      numeric: true,
      cell: (row) => (row.figures ? formatCount(row.figures.restaurant_count) : '—'),
      sortValue: (row) => row.figures?.restaurant_count ?? null,
    },
    {
      header: 'Serving',
      numeric: true,
      cell: (row) => (row.figures ? formatPercent(row.figures.penetration) : '—'),
      sortValue: (row) => row.figures?.penetration ?? null,
    },
    {
      header: 'Price index',
      numeric: true,
      cell: (row) => (row.figures?.price_index == null ? '—' : row.figures.price_index.toFixed(1)),
      sortValue: (row) => row.figures?.price_index ?? null,
    },
    price((f) => f.min, 'Min'),
    price((f) => f.p25, 'P25'),
    price((f) => f.median, 'Median'),
    price((f) => f.p75, 'P75'),
    price((f) => f.max, 'Max'),
    price((f) => f.average, 'Average'),
  ];
}

function PlaceCell({ row, compare }: { row: PlaceRow; compare: RowCompare | null }) {
  const city = row.city === null ? null : { state: row.state, city: row.city };
  const name =
    city && row.figures ? (
      <Link className={linkClass} to={pagePath.cityDashboard(city.state, city.city)}>
        {row.label}
      </Link>
    ) : (
      row.label
    );
  if (!city || !compare) return name;
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      {compare.remove ? (
        <button
          type="button"
          className={`rounded px-1 text-stone-600 hover:bg-stone-200 dark:text-stone-300 dark:hover:bg-stone-800 ${linkClass}`}
          onClick={() => compare.remove?.(city)}
          aria-label={`Remove ${row.label} from the comparison`}
        >
          ×
        </button>
      ) : (
        <input
          type="checkbox"
          className="size-4 accent-emerald-700"
          checked={compare.selected(city)}
          disabled={compare.full && !compare.selected(city)}
          onChange={() => compare.toggle(city)}
          aria-label={`Select ${row.label} to compare`}
        />
      )}
      {name}
    </span>
  );
}

/** The sort a press asked for: the API's (a new request over every place), or this page's own. */
export type SortRequest = { server: ServerSort; order: Order } | { local: TableSort };

export function sortRequest(sort: TableSort): SortRequest {
  const server = SERVER_SORTED[sort.header];
  if (server) return { server, order: sort.direction === 'ascending' ? 'asc' : 'desc' };
  return { local: sort };
}

/** The sort in force: this page's own when one is chosen, else the API's. */
export function sortInForce(server: { sort: ServerSort; order: Order }, local: TableSort | null): TableSort {
  if (local) return local;
  const header = Object.keys(SERVER_SORTED).find((h) => SERVER_SORTED[h] === server.sort)!;
  return { header, direction: server.order === 'asc' ? 'ascending' : 'descending' };
}

/** The rows in the order the table shows them, so the chart can follow it. */
export function rowsInOrder(rows: readonly PlaceRow[], sort: TableSort, minItems: number): PlaceRow[] {
  if (SERVER_SORTED[sort.header]) return [...rows];
  const column = columns(minItems, null).find((c) => c.header === sort.header);
  return column ? sortRows(rows, column, sort.direction) : [...rows];
}

export function PlacesTable({
  caption,
  rows,
  sort,
  onSort,
  minItems,
  compare,
  highlighted,
  onHighlight,
}: {
  caption: string;
  rows: readonly PlaceRow[];
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  minItems: number;
  compare: RowCompare | null;
  /** The row the map points at, and the row pointed at here, for the map. */
  highlighted: string | null;
  onHighlight: (key: string | null) => void;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns(minItems, compare)}
      rows={rows}
      rowKey={(row) => row.key}
      sort={sort}
      onSortChange={onSort}
      highlightedRow={highlighted}
      onRowHighlight={onHighlight}
    />
  );
}
