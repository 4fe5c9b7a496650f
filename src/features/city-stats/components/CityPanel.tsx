import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/DataTable';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { PausedNotice } from '../../../components/PausedNotice';
import { buttonClass, cardClass, mutedText } from '../../../components/ui';
import { formatCount, formatPrice } from '../../../lib/money';
import type { CityRef } from '../../../lib/url-state';
import { cityStatsOptions, percentileRows, type CityStats } from '../api/stats';
import { PercentileChart } from './charts';
import { ChartWithTable } from './ChartWithTable';
import { CuisineShares } from './CuisineShares';

/** Shared axis maxima when cities are compared (prices in dollars, shares 0–1); undefined = fit to the data. */
export interface ChartScale {
  price?: number;
  share?: number;
}

/**
 * One city's numbers, percentile chart and top cuisines, each with a table and CSV. Alone on its page it has no
 * heading of its own (the page's h1 names the city); in a comparison it is headed by the city and can be removed.
 */
export function CityPanel({
  city,
  wide,
  onRemove,
  scale,
}: {
  city: CityRef;
  wide: boolean;
  onRemove?: () => void;
  scale?: ChartScale;
}) {
  const query = useQuery(cityStatsOptions(city));
  const name = query.data ? `${query.data.city}, ${query.data.state}` : `${city.city}, ${city.state}`;
  return (
    <section
      aria-label={`Statistics for ${name}`}
      // Compared, from xl the panels stand side by side and share their rows (subgrid): the heading, the key
      // figures, then each chart's caption, chart and table (ChartWithTable), so the columns line up.
      className={`${cardClass} min-w-0 space-y-5 p-5 ${onRemove ? 'xl:row-span-8 xl:grid xl:grid-rows-subgrid xl:gap-y-5 xl:space-y-0' : ''}`}
      data-testid="city-panel"
    >
      {onRemove && (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-xl font-bold">{name}</h2>
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={onRemove}>
            Remove<span className="sr-only"> {name} from the comparison</span>
          </button>
        </div>
      )}
      {query.data ? (
        <CityBody stats={query.data} wide={wide} scale={scale} />
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : query.fetchStatus === 'paused' ? (
        <PausedNotice />
      ) : (
        <Loading label={`Loading ${name}…`} />
      )}
    </section>
  );
}

export const FIGURE_LABELS = ['Restaurants', 'Menu items', 'Average price', 'Median price', '90th percentile'];

export function keyFigures(stats: CityStats): { label: string; value: string; raw: number | null; testId: string }[] {
  return [
    {
      label: FIGURE_LABELS[0]!,
      value: formatCount(stats.restaurant_count),
      raw: stats.restaurant_count,
      testId: 'restaurant_count',
    },
    { label: FIGURE_LABELS[1]!, value: formatCount(stats.item_count), raw: stats.item_count, testId: 'item_count' },
    {
      label: FIGURE_LABELS[2]!,
      value: formatPrice(stats.average_price),
      raw: stats.average_price,
      testId: 'average_price',
    },
    {
      label: FIGURE_LABELS[3]!,
      value: formatPrice(stats.median_price),
      raw: stats.median_price,
      testId: 'median_price',
    },
    { label: FIGURE_LABELS[4]!, value: formatPrice(stats.p90_price), raw: stats.p90_price, testId: 'p90_price' },
  ];
}

function CityBody({ stats, wide, scale }: { stats: CityStats; wide: boolean; scale?: ChartScale }) {
  const place = `${stats.city}, ${stats.state}`;
  const percentiles = percentileRows(stats);
  return (
    <>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-3">
        {keyFigures(stats).map((f) => (
          <div key={f.label} className="rounded-lg bg-stone-100 p-3 dark:bg-stone-800">
            <dt className={`text-xs ${mutedText}`}>{f.label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={f.testId}>
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
      <ChartWithTable
        title={`${place}: item price percentiles`}
        wide={wide}
        chart={
          <PercentileChart
            rows={percentiles}
            max={scale?.price}
            label={`Bar chart of item price percentiles in ${place}; the values are in the table.`}
          />
        }
        table={
          <DataTable
            caption={`Item price percentiles in ${place}`}
            columns={[
              { header: 'Percentile', cell: (r) => r.label, sortValue: (r) => r.label },
              { header: 'Price', cell: (r) => formatPrice(r.price), sortValue: (r) => r.price, numeric: true },
            ]}
            rows={percentiles}
            rowKey={(r) => r.label}
          />
        }
        csv={{ header: ['percentile', 'price_usd'], rows: percentiles.map((r) => [r.label, r.price]) }}
      />
      {stats.top_cuisines.length > 0 ? (
        <CuisineShares
          title={`${place}: top cuisines`}
          place={place}
          rows={stats.top_cuisines}
          wide={wide}
          max={scale?.share}
        />
      ) : (
        <p className={mutedText}>No cuisine data for this city.</p>
      )}
    </>
  );
}
