import { DataTable } from '../../../components/DataTable';
import { formatCount, formatPercent } from '../../../lib/money';
import { PRICE_TIERS, tierRows, type PlaceStats } from '../api/stats';
import { TierChart } from './charts';
import { ChartWithTable, type ChartPlace } from './ChartWithTable';

/** How many of a place's restaurants sit at each price tier ($ to $$$$, and those without one). */
export function PriceTiers({
  stats,
  place,
  where,
  wide,
  max,
}: {
  stats: Pick<PlaceStats, 'price_tiers' | 'restaurant_count'>;
  place: string;
  where: ChartPlace;
  wide: boolean;
  /** The largest count the chart's axis must reach (compared cities share it). */
  max?: number;
}) {
  const rows = tierRows(stats);
  const total = formatCount(stats.restaurant_count);
  return (
    <ChartWithTable
      title={`${place}: restaurants by price tier`}
      note={
        stats.restaurant_count === 1
          ? `Each share is of the one restaurant in ${place}.`
          : `Each share is of all ${total} restaurants in ${place}; the five counts add up to ${total}.`
      }
      wide={wide}
      chart={
        <TierChart
          rows={rows}
          max={max}
          label={`Bar chart of the number of restaurants at each price tier in ${place}; the values are in the table.`}
        />
      }
      table={
        <DataTable
          caption={`Restaurants by price tier in ${place}`}
          columns={[
            { header: 'Price tier', cell: (r) => r.label, sortValue: (r) => PRICE_TIERS.indexOf(r.tier) },
            {
              header: 'Restaurants',
              cell: (r) => formatCount(r.restaurants),
              sortValue: (r) => r.restaurants,
              numeric: true,
            },
            {
              header: 'Share',
              cell: (r) => (r.share === null ? '—' : formatPercent(r.share)),
              sortValue: (r) => r.share,
              numeric: true,
            },
          ]}
          rows={rows}
          rowKey={(r) => r.tier}
        />
      }
      csv={{
        header: ['price_tier', 'restaurant_count', 'share'],
        rows: rows.map((r) => [r.label, r.restaurants, r.share]),
        place: where,
      }}
    />
  );
}
