import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CsvButton } from '../../../components/CsvButton';
import { DataTable } from '../../../components/DataTable';
import { cardClass, linkClass, mutedText } from '../../../components/ui';
import { cityId, cityPath, MAX_COMPARE, type CityRef } from '../../../lib/url-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cityStatsOptions, dashboardCities, type CityStats } from '../api/stats';
import { CityPanel, keyFigures } from './CityPanel';
import { CityPicker } from './CityPicker';

/** `/stats/:state/:city?compare=TX/Austin,CA/San Francisco`: one city, or up to three side by side. */
export default function CityDashboardPage() {
  const { state = '', city = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cities = dashboardCities(state, city, params.get('compare'));
  const [main, ...others] = cities as [CityRef, ...CityRef[]];
  useDocumentTitle(cities.map((c) => `${c.city}, ${c.state}`).join(' vs '));
  const wide = cities.length === 1;

  const setCompare = (next: CityRef[]) => navigate(cityPath(main, next));
  const remove = (ref: CityRef) => {
    if (cityId(ref) === cityId(main)) {
      const [nextMain, ...rest] = others;
      if (nextMain) navigate(cityPath(nextMain, rest));
      return;
    }
    setCompare(others.filter((c) => cityId(c) !== cityId(ref)));
  };

  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to="/stats" className={linkClass}>
          All statistics
        </Link>
      </p>
      {cities.length > 1 && (
        <h1 className="text-2xl font-bold">Comparing {cities.map((c) => `${c.city}, ${c.state}`).join(', ')}</h1>
      )}
      {cities.length > 1 && <Comparison cities={cities} />}
      <div
        className={`grid gap-4 ${cities.length === 2 ? 'xl:grid-cols-2' : cities.length === 3 ? 'xl:grid-cols-3' : ''}`}
      >
        {cities.map((c, index) => (
          <CityPanel
            key={cityId(c)}
            city={c}
            wide={wide}
            headingLevel={cities.length === 1 && index === 0 ? 'h1' : 'h2'}
            onRemove={cities.length > 1 ? () => remove(c) : undefined}
          />
        ))}
      </div>
      <section aria-labelledby="compare-title" className={`${cardClass} p-5`}>
        <h2 id="compare-title" className="font-semibold">
          Compare with another city
        </h2>
        <p className={`mb-3 text-sm ${mutedText}`}>
          {cities.length < MAX_COMPARE
            ? `Up to ${MAX_COMPARE} cities side by side; the link keeps the comparison.`
            : `Showing the maximum of ${MAX_COMPARE} cities; remove one to add another.`}
        </p>
        <CityPicker
          submitLabel="Add to comparison"
          disabled={cities.length >= MAX_COMPARE}
          initialState={main.state}
          onPick={(ref) => {
            if (cities.some((c) => cityId(c) === cityId(ref)) || cities.length >= MAX_COMPARE) return;
            setCompare([...others, ref]);
          }}
        />
      </section>
    </div>
  );
}

/** Key figures of the compared cities in one table (the same figures as each panel). */
function Comparison({ cities }: { cities: CityRef[] }) {
  const results = useQueries({ queries: cities.map((c) => cityStatsOptions(c)) });
  const loaded = results.map((r) => r.data).filter((d): d is CityStats => Boolean(d));
  if (loaded.length < 2) return null;
  const labels = keyFigures(loaded[0]!).map((f) => f.label);
  const rows = labels.map((label, i) => ({ label, values: loaded.map((s) => keyFigures(s)[i]!.value) }));
  const title = `Comparison of ${loaded.map((s) => `${s.city}, ${s.state}`).join(', ')}`;
  return (
    <section aria-labelledby="comparison-title" className={`${cardClass} space-y-3 p-5`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="comparison-title" className="text-lg font-semibold">
          Side by side
        </h2>
        <CsvButton
          title={title}
          header={['city', 'state', 'restaurant_count', 'item_count', 'average_price', 'median_price', 'p90_price']}
          rows={loaded.map((s) => [
            s.city,
            s.state,
            s.restaurant_count,
            s.item_count,
            s.average_price,
            s.median_price,
            s.p90_price,
          ])}
        />
      </div>
      <DataTable
        caption={title}
        columns={[
          { header: 'Figure', cell: (r: (typeof rows)[number]) => r.label },
          ...loaded.map((s, i) => ({
            header: `${s.city}, ${s.state}`,
            cell: (r: (typeof rows)[number]) => r.values[i],
            numeric: true,
          })),
        ]}
        rows={rows}
        rowKey={(r) => r.label}
      />
    </section>
  );
}
