import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/DataTable';
import { linkClass, mutedText } from '../../../components/ui';
import { formatCount, formatPercent, formatPrice } from '../../../lib/money';
import type { CityRef } from '../../../lib/url-state';
import { pagePath } from '../../../../rules/page-paths';
import type { DishPricesRow, PlaceRow } from '../api/dish-prices';
import type { Order } from '../api/dish-prices-url';
import type { DishPriceSort } from '../../../../rules/dish-price-sorts';

const price = (pick: (f: DishPricesRow) => number, header: string, sortKey: DishPriceSort): Column<PlaceRow> => ({
  header,
  numeric: true,
  cell: (row) => (row.figures ? formatPrice(pick(row.figures)) : '—'),
  sortKey,
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
      sortKey: 'place',
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
      sortKey: 'item_count',
    },
    {
      header: 'Restaurants',
      numeric: true,
      cell: (row) => (row.figures ? formatCount(row.figures.restaurant_count) : '—'),
      sortKey: 'restaurant_count',
    },
    {
      header: 'Serving',
      numeric: true,
      cell: (row) => (row.figures ? formatPercent(row.figures.penetration) : '—'),
      sortKey: 'penetration',
    },
    {
      header: 'Price index',
      numeric: true,
      cell: (row) => (row.figures?.price_index == null ? '—' : row.figures.price_index.toFixed(1)),
      sortKey: 'price_index',
    },
    price((f) => f.min, 'Min', 'min_price'),
    price((f) => f.p25, 'P25', 'p25_price'),
    price((f) => f.median, 'Median', 'median_price'),
    price((f) => f.p75, 'P75', 'p75_price'),
    price((f) => f.max, 'Max', 'max_price'),
    price((f) => f.average, 'Average', 'average_price'),
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

export function PlacesTable({
  caption,
  rows,
  sort,
  order,
  onSort,
  minItems,
  compare,
  highlighted,
  onHighlight,
}: {
  caption: string;
  rows: readonly PlaceRow[];
  /** The API's order of every place, which a press asks to change. */
  sort: DishPriceSort;
  order: Order;
  onSort: (sort: DishPriceSort, order: Order) => void;
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
      serverSort={{ by: sort, order, onChange: (by, next) => onSort(by as DishPriceSort, next) }}
      highlightedRow={highlighted}
      onRowHighlight={onHighlight}
    />
  );
}
