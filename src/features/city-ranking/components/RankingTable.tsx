import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/DataTable';
import { linkClass } from '../../../components/ui';
import { formatCount } from '../../../lib/money';
import { pagePath } from '../../../../rules/page-paths';
import { RANKING_SORTS, isSort, type CityRankingRow, type RankingOrder, type RankingSort } from '../api/city-ranking';
import { FIGURES } from './figures';

export const cityKey = (row: Pick<CityRankingRow, 'state' | 'city'>) => `${row.state}/${row.city}`;

const TIERS = ['$', '$$', '$$$', '$$$$'] as const;

/**
 * One page of the ranking. Each figure's header asks the API for the whole ranking in that order (the page's rows
 * alone would be the wrong cities); rank, city, state and tiers are not figures the API ranks by.
 */
export function RankingTable({
  rows,
  offset,
  sort,
  order,
  onSort,
  highlighted,
  onHighlight,
  caption,
}: {
  rows: readonly CityRankingRow[];
  offset: number;
  sort: RankingSort;
  order: RankingOrder;
  onSort: (sort: RankingSort, order: RankingOrder) => void;
  highlighted: string | null;
  onHighlight: (key: string | null) => void;
  caption: string;
}) {
  const rank = new Map(rows.map((row, i) => [cityKey(row), offset + i + 1]));
  const figure = (key: RankingSort): Column<CityRankingRow> => {
    const { header, value, format } = FIGURES[key];
    return {
      header,
      numeric: true,
      sortKey: key,
      cell: (row) => {
        const v = value(row);
        return v === null ? '—' : format(v);
      },
    };
  };
  const columns: Column<CityRankingRow>[] = [
    { header: 'Rank', numeric: true, cell: (row) => formatCount(rank.get(cityKey(row)) ?? 0) },
    {
      header: 'City',
      cell: (row) => (
        <Link className={linkClass} to={pagePath.cityDashboard(row.state, row.city)}>
          {row.city}
        </Link>
      ),
    },
    { header: 'State', cell: (row) => row.state },
    ...RANKING_SORTS.slice(0, 5).map(figure),
    {
      header: 'Price tiers',
      numeric: true,
      cell: (row) => (
        // Relative: the hidden tier names stay inside the table's scrolling box instead of widening the page.
        <span className="relative whitespace-nowrap">
          {TIERS.map((tier, i) => (
            <span key={tier}>
              {i > 0 && <span aria-hidden="true"> · </span>}
              <span className="sr-only">{tier}: </span>
              {formatCount(row.price_tiers[tier])}
            </span>
          ))}
        </span>
      ),
    },
    figure('expensive_share'),
    figure('chain_share'),
    figure('restaurants_per_10k'),
    figure('main_median_price'),
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={cityKey}
      rowHeaderColumn={1}
      serverSort={{ by: sort, order, onChange: (by, next) => isSort(by) && onSort(by, next) }}
      highlightedRow={highlighted}
      onRowHighlight={onHighlight}
    />
  );
}
