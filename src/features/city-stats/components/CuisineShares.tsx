import { DataTable } from '../../../components/DataTable';
import { cuisineLabel, formatCount, formatPercent } from '../../../lib/money';
import type { PlaceStats } from '../api/stats';
import { CuisineChart } from './charts';
import { fieldRows } from '../../../lib/csv';
import { ChartWithTable, type ChartPlace } from './ChartWithTable';

type CuisineCount = PlaceStats['top_cuisines'][number];

/**
 * Why the shares can add up past 100%: each is of all the restaurants in the place, and a restaurant can list
 * several cuisines (a taqueria that is also a bar counts for both).
 */
function sharesNote(rows: readonly CuisineCount[], place: string): string {
  const total = rows.reduce((sum, r) => sum + r.share, 0);
  const each = `each share is of all restaurants in ${place}, and a restaurant can have several cuisines`;
  return total > 1
    ? `These shares add up to ${formatPercent(total, 0)}: ${each}.`
    : `${each.charAt(0).toUpperCase()}${each.slice(1)}.`;
}

/** The top cuisines of a place as a chart and a table, with CSV, and a word on what the shares are of. */
export function CuisineShares({
  title,
  place,
  rows,
  where,
  wide,
  max,
}: {
  title: string;
  place: string;
  rows: CuisineCount[];
  where: ChartPlace;
  wide: boolean;
  /** The largest share the chart's axis must reach (compared cities share it). */
  max?: number;
}) {
  return (
    <ChartWithTable
      title={title}
      note={sharesNote(rows, place)}
      wide={wide}
      chart={
        <CuisineChart
          rows={rows}
          max={max}
          label={`Bar chart of the share of restaurants by cuisine in ${place}; the values are in the table.`}
        />
      }
      table={
        <DataTable
          caption={`Top cuisines in ${place}`}
          columns={[
            { header: 'Cuisine', cell: (r) => cuisineLabel(r.cuisine), sortValue: (r) => cuisineLabel(r.cuisine) },
            {
              header: 'Restaurants',
              cell: (r) => formatCount(r.restaurant_count),
              sortValue: (r) => r.restaurant_count,
              numeric: true,
            },
            { header: 'Share', cell: (r) => formatPercent(r.share), sortValue: (r) => r.share, numeric: true },
          ]}
          rows={rows}
          rowKey={(r) => r.cuisine}
        />
      }
      csv={{
        header: ['cuisine', 'restaurant_count', 'share'],
        rows: fieldRows(rows, ['cuisine', 'restaurant_count', 'share']),
        place: where,
      }}
    />
  );
}
