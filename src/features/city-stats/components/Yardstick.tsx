import { useQueries } from '@tanstack/react-query';
import { CsvButton } from '../../../components/CsvButton';
import { cardClass, mutedText } from '../../../components/ui';
import { fieldRows, type Cell } from '../../../lib/csv';
import { formatCount, formatPercent, formatPrice } from '../../../lib/money';
import { stateName } from '../../../../rules/us-states';
import { stateStatsOptions, usStatsOptions, type PlaceStats } from '../api/stats';

/** A figure of the yardstick: how it reads from a place's statistics and how it is written. */
interface Benchmark {
  label: string;
  /** The API's field, the CSV's column. */
  field: string;
  read: (stats: PlaceStats) => number | null;
  text: (value: number | null) => string;
}

const index = (value: number | null) => (value === null ? '—' : value.toFixed(1));
const count = (value: number | null) => (value === null ? '—' : formatCount(value));
const percent = (value: number | null) => (value === null ? '—' : formatPercent(value));

const BENCHMARKS: readonly Benchmark[] = [
  { label: 'Median price', field: 'median_price', read: (s) => s.median_price, text: formatPrice },
  { label: 'Average price', field: 'average_price', read: (s) => s.average_price, text: formatPrice },
  { label: 'Main-course median', field: 'main_median_price', read: (s) => s.main_median_price, text: formatPrice },
  { label: 'Price index', field: 'price_index', read: (s) => s.price_index, text: index },
  { label: 'Restaurants', field: 'restaurant_count', read: (s) => s.restaurant_count, text: count },
  { label: 'Population', field: 'population', read: (s) => s.population, text: count },
  {
    label: 'Per 10,000 people',
    field: 'restaurants_per_10k',
    read: (s) => s.restaurants_per_10k,
    text: (value) => (value === null ? '—' : value.toFixed(2)),
  },
  { label: 'Chain share (5+ locations)', field: 'chain_share', read: (s) => s.chain_share, text: percent },
  { label: 'Quick service', field: 'service_mix.quick', read: (s) => s.service_mix.quick, text: percent },
];

/**
 * A place beside its state and the whole country: the same figures in three columns, so "is Austin dear?" reads off
 * one row. The price index is the median item price against the national median (100); the date says which catalog
 * the figures are of.
 */
export function Yardstick({ stats, city }: { stats: PlaceStats; city: string }) {
  const place = `${city}, ${stats.state}`;
  const [state, us] = useQueries({ queries: [stateStatsOptions(stats.state), usStatsOptions()] });
  const stateLabel = stateName(stats.state) ?? stats.state;
  const columns = [
    { name: city, stats: stats as PlaceStats | undefined },
    { name: stateLabel, stats: state?.data },
    { name: 'US', stats: us?.data },
  ];
  const title = `${place} compared with ${stateLabel} and the US`;
  // The one CSV format: the API's field names, the place first, the catalog's date in the file's name.
  const fields = BENCHMARKS.map((b) => b.field);
  const csvRows: Cell[][] = columns.flatMap(({ stats: s }, i) =>
    s ? [[i === 2 ? 'US' : stats.state, i === 0 ? city : null, ...fieldRows([s], fields)[0]!]] : [],
  );
  return (
    <section aria-labelledby="yardstick-title" className={`${cardClass} min-w-0 space-y-3 p-5`}>
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h2 id="yardstick-title" className="text-lg font-semibold">
          Against {stateLabel} and the US
        </h2>
        {us?.data && state?.data && (
          <CsvButton title={title} header={['state', 'city', ...fields]} rows={csvRows} asOf={stats.as_of} />
        )}
      </div>
      {/* A table of its own rather than a DataTable: nothing to sort, and it must fit a phone without scrolling. */}
      <table className="w-full border-collapse text-xs sm:text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="border-b border-stone-300 dark:border-stone-700">
            <th scope="col" className="px-1 py-1 text-left font-semibold">
              Figure
            </th>
            {columns.map(({ name }) => (
              <th key={name} scope="col" className="px-1 py-1 text-right font-semibold">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BENCHMARKS.map((b) => (
            <tr key={b.field} className="border-b border-stone-200 last:border-0 dark:border-stone-800">
              <th scope="row" className="px-1 py-1.5 text-left font-normal">
                {b.label}
              </th>
              {columns.map(({ name, stats: s }) => (
                <td key={name} className="px-1 py-1.5 text-right tabular-nums">
                  {s ? b.text(b.read(s)) : '…'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={`text-sm ${mutedText}`}>
        Prices are of menu items. The price index is the median item price as a percentage of the US median (100). Per
        10,000 people: restaurants per 10,000 residents (GeoNames populations for cities, the 2020 census for states).
        Figures as of {stats.as_of}.
      </p>
    </section>
  );
}
