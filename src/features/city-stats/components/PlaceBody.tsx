import { DataTable } from '../../../components/DataTable';
import { mutedText } from '../../../components/ui';
import { formatPrice } from '../../../lib/money';
import { percentileRows, type PlaceStats } from '../api/stats';
import { PercentileChart } from './charts';
import { ChartWithTable, type ChartPlace } from './ChartWithTable';
import { CuisineShares } from './CuisineShares';
import { figureText, KEY_FIGURES } from './figures';
import { PriceTiers } from './PriceTiers';

/** Shared axis maxima when cities are compared (prices in dollars, shares 0–1, restaurant counts); undefined = fit. */
export interface ChartScale {
  price?: number;
  share?: number;
  restaurants?: number;
}

/** A figure shown before the key figures (a state's number of cities). */
export interface ExtraFigure {
  label: string;
  note?: string;
  value: string;
  testId: string;
}

/**
 * A city's or a state's key figures, price percentiles, top cuisines and price tiers, each chart with its table
 * and CSV. `place` names it in every caption ("Austin, TX", "Texas").
 */
export function PlaceBody({
  stats,
  place,
  wide,
  scale,
  extra = [],
}: {
  stats: PlaceStats;
  place: string;
  wide: boolean;
  scale?: ChartScale;
  extra?: ExtraFigure[];
}) {
  const percentiles = percentileRows(stats);
  // A city's statistics name their city; a state's have none.
  const city = 'city' in stats && typeof stats.city === 'string' ? stats.city : null;
  const where: ChartPlace = { state: stats.state, city, asOf: stats.as_of };
  const figures: ExtraFigure[] = [
    ...extra,
    ...KEY_FIGURES.map((f) => ({ label: f.label, note: f.note, value: figureText(f, stats), testId: f.column })),
  ];
  return (
    <>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-3">
        {figures.map((f) => (
          <div key={f.label} className="rounded-lg bg-stone-100 p-3 dark:bg-stone-800">
            <dt className={`text-xs ${mutedText}`}>{f.label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={f.testId}>
              {f.value}
            </dd>
            {f.note && <dd className={`text-xs ${mutedText}`}>{f.note}</dd>}
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
        csv={{ header: ['percentile', 'price'], rows: percentiles.map((r) => [r.label, r.price]), place: where }}
      />
      {stats.top_cuisines.length > 0 ? (
        <CuisineShares
          title={`${place}: top cuisines`}
          place={place}
          rows={stats.top_cuisines}
          where={where}
          wide={wide}
          max={scale?.share}
        />
      ) : (
        // Three rows of a compared column, as a chart's caption, chart and table take (ChartWithTable).
        <p className={`${mutedText} xl:row-span-3`}>No cuisine data for {place}.</p>
      )}
      <PriceTiers stats={stats} place={place} where={where} wide={wide} max={scale?.restaurants} />
    </>
  );
}
