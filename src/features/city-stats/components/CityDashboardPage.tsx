import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CsvButton } from '../../../components/CsvButton';
import { DataTable } from '../../../components/DataTable';
import { cardClass, focusRing, linkClass, mutedText } from '../../../components/ui';
import { cityId, cityPath, MAX_COMPARE, type CityRef } from '../../../lib/url-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cityStatsOptions, dashboardCities, PRICE_TIERS, type CityStats } from '../api/stats';
import { CityPanel } from './CityPanel';
import { Yardstick } from './Yardstick';
import { CityPicker } from '../../../components/CityPicker';
import { comparisonCsv, COMPARED_FIGURES, figureText, isRough } from './figures';
import { FEW_ITEMS } from '../../../../rules/dish-matrix';
import type { ChartScale } from './PlaceBody';
import { pagePath } from '../../../../rules/page-paths';
import { stateName } from '../../../../rules/us-states';

/**
 * `/stats/:state/:city?compare=TX/Austin,CA/San Francisco`: one city, or up to ten compared: their figures line up
 * in one table (a column per city), then each city's panel, on shared scales. Everything above the city panels has
 * its final size before the numbers arrive, so nothing on screen moves when they do.
 */
export default function CityDashboardPage() {
  const { state = '', city = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cities = dashboardCities(state, city, params.get('compare'));
  const [main, ...others] = cities as [CityRef, ...CityRef[]];
  const results = useQueries({ queries: cities.map((c) => cityStatsOptions(c)) });
  const names = cities.map((c, i) => {
    const data = results[i]?.data;
    return data ? `${data.city}, ${data.state}` : `${c.city}, ${c.state}`;
  });
  useDocumentTitle(names.join(' vs '));
  const single = cities.length === 1;
  const scale = sharedScale(results.map((r) => r.data));

  // Rendered before the city picker takes another (`DishPricesPage` says why).
  const setCompare = (next: CityRef[]) => void navigate(cityPath(main, next), { flushSync: true });
  const remove = (ref: CityRef) => {
    if (cityId(ref) === cityId(main)) {
      const [nextMain, ...rest] = others;
      if (nextMain) void navigate(cityPath(nextMain, rest));
      return;
    }
    setCompare(others.filter((c) => cityId(c) !== cityId(ref)));
  };

  return (
    <div className="space-y-6">
      <p className="flex flex-wrap gap-x-2 text-sm">
        <Link to={pagePath.stats()} className={linkClass}>
          All statistics
        </Link>
        <span aria-hidden="true">›</span>
        <Link to={pagePath.stateStats(main.state)} className={linkClass}>
          {stateName(main.state) ?? main.state}
        </Link>
      </p>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{single ? names[0] : `Comparing ${names.join(', ')}`}</h1>
        {/* Needs only the URL, so it shows with the page, before the figures arrive. */}
        <p className={mutedText}>
          {single
            ? `What ${results[0]?.data?.city ?? main.city}’s restaurants charge, what they serve and how many sit at each price tier, over every menu in the city; each chart’s numbers are one click away as a table and as CSV.`
            : `Every figure of these ${cities.length} cities side by side, then each city’s charts on the same scales, so bars of equal height mean equal prices or shares.`}
        </p>
      </div>
      <details className={`${cardClass} group p-4`}>
        <summary className={`cursor-pointer rounded font-semibold ${focusRing}`}>Compare with another city</summary>
        <p className={`mt-2 mb-3 text-sm ${mutedText}`}>
          {cities.length < MAX_COMPARE
            ? `Up to ${MAX_COMPARE} cities side by side, on the same scales; the link keeps the comparison.`
            : `Showing the maximum of ${MAX_COMPARE} cities; remove one to add another.`}
        </p>
        <CityPicker
          submitLabel="Add to comparison"
          disabled={cities.length >= MAX_COMPARE}
          onPick={(ref) => {
            if (cities.some((c) => cityId(c) === cityId(ref)) || cities.length >= MAX_COMPARE) return;
            setCompare([...others, ref]);
          }}
        />
      </details>
      {!single && (
        <Comparison names={names} stats={results.map((r) => r.data)} failed={results.map((r) => r.isError)} />
      )}
      <div
        className={`grid gap-4 ${cities.length === 2 ? 'xl:grid-cols-2' : cities.length > 2 ? 'xl:grid-cols-3' : ''}`}
      >
        {cities.map((c) => (
          <CityPanel
            key={cityId(c)}
            city={c}
            wide={single}
            scale={single ? undefined : scale}
            onRemove={single ? undefined : () => remove(c)}
          />
        ))}
      </div>
      {/* Below the panel, so the figures and the first chart a phone shows keep their place. */}
      {single && results[0]?.data && <Yardstick stats={results[0].data} city={results[0].data.city} />}
    </div>
  );
}

/** Compared cities share their axes, so bars of equal height mean equal prices (or shares). */
function sharedScale(stats: (CityStats | undefined)[]): ChartScale {
  const loaded = stats.filter((s): s is CityStats => Boolean(s));
  return {
    price: Math.max(0, ...loaded.map((s) => s.price_percentiles.p99 ?? 0)) || undefined,
    share: Math.max(0, ...loaded.flatMap((s) => s.top_cuisines.map((c) => c.share))) || undefined,
    restaurants: Math.max(0, ...loaded.flatMap((s) => PRICE_TIERS.map((t) => s.price_tiers[t]))) || undefined,
  };
}

/**
 * Every figure of the compared cities in one table, a row per figure and a column per city, so each figure lines up
 * across the cities; laid out in full before the figures arrive. Ten columns scroll sideways inside the table.
 */
function Comparison({
  names,
  stats,
  failed,
}: {
  names: string[];
  stats: (CityStats | undefined)[];
  failed: boolean[];
}) {
  const rows = COMPARED_FIGURES.map((figure) => ({
    label: figure.note ? `${figure.label}, ${figure.note}` : figure.label,
    values: stats.map((s, c) => (s ? figureText(figure, s) : failed[c] ? 'n/a' : '…')),
    raws: stats.map((s) => (s ? figure.read(s) : null)),
    rough: stats.map((s) => (s ? isRough(figure, s) : false)),
  }));
  const anyRough = rows.some((r) => r.rough.some(Boolean));
  const noteId = useId();
  type Row = (typeof rows)[number];
  const loaded = stats.filter((s): s is CityStats => Boolean(s));
  const title = `Comparison of ${names.join(', ')}`;
  const csv = comparisonCsv(loaded);
  return (
    <section aria-labelledby="comparison-title" className={`${cardClass} min-w-0 space-y-3 p-5`}>
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h2 id="comparison-title" className="text-lg font-semibold">
          Side by side
        </h2>
        {loaded.length > 1 && <CsvButton title={title} asOf={loaded[0]!.as_of} header={csv.header} rows={csv.rows} />}
      </div>
      {/* The figures' names stay in view while the cities' columns scroll sideways (a phone, ten cities). */}
      <div className="[&_tr>*:first-child]:sticky [&_tr>*:first-child]:left-0 [&_tr>*:first-child]:min-w-32 [&_tr>*:first-child]:bg-white dark:[&_tr>*:first-child]:bg-stone-900">
        <DataTable
          caption={title}
          columns={[
            { header: 'Figure', cell: (r: Row) => r.label, sortValue: (r: Row) => r.label },
            ...names.map((name, i) => ({
              header: name,
              cell: (r: Row) =>
                r.rough[i] ? (
                  // The mark is drawn, not written, so the figure reads as itself; the note says what it means.
                  <span
                    data-testid="rough-figure"
                    aria-describedby={noteId}
                    className="after:ml-0.5 after:text-amber-700 after:content-['*'] dark:after:text-amber-300"
                  >
                    {r.values[i]}
                  </span>
                ) : (
                  r.values[i]
                ),
              sortValue: (r: Row) => r.raws[i] ?? null,
              numeric: true,
            })),
          ]}
          rows={rows}
          rowKey={(r) => r.label}
        />
      </div>
      {anyRough && (
        <p id={noteId} className={`text-sm ${mutedText}`}>
          * Read from fewer than {FEW_ITEMS} items (a percentile from the items beyond it, a share from the restaurants
          it covers): a rough figure.
        </p>
      )}
    </section>
  );
}
