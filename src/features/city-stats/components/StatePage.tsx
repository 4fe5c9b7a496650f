import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { StateSelect } from '../../../components/StateSelect';
import { buttonClass, cardClass, linkClass, mutedText } from '../../../components/ui';
import { formatCount, formatPercent, formatPrice } from '../../../lib/money';
import { cityPath, normalizeState } from '../../../lib/url-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { largestCitiesOptions, stateStatsOptions, type CityRankingRow } from '../api/stats';
import { PlaceBody } from './PlaceBody';
import { QueryWaiting } from './QueryWaiting';
import { pagePath } from '../../../../rules/page-paths';
import { stateName } from '../../../../rules/us-states';

/** How many of its largest cities "Compare" opens side by side. */
const COMPARED_CITIES = 5;

/**
 * `/stats/:state`: a state's figures, price percentiles, top cuisines and price tiers, and its largest cities, each
 * a link to its dashboard. A code that is not a state says so, with the select to pick one.
 */
export default function StatePage() {
  const { state = '' } = useParams();
  const code = normalizeState(state);
  const name = stateName(code);
  const navigate = useNavigate();
  useDocumentTitle(name ? `${name} statistics` : 'Unknown state');
  const picker = (
    <div className="w-full sm:w-72">
      <StateSelect
        label={name ? 'Another state' : 'Choose a state'}
        emptyLabel="Choose a state"
        value={name ? code : ''}
        onChange={(next) => next && void navigate(pagePath.stateStats(next))}
      />
    </div>
  );
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to={pagePath.stats()} className={linkClass}>
          All statistics
        </Link>
      </p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold">{name ?? 'Unknown state'}</h1>
          {/* Needs only the URL, so it shows at once, before the figures arrive. */}
          {name && (
            <p className={mutedText}>
              What {name}’s restaurants charge, what they serve and how many sit at each price tier, over every menu in
              the state; each chart’s numbers are one click away as a table and as CSV.
            </p>
          )}
        </div>
        {picker}
      </div>
      {name ? (
        <StateBody code={code} name={name} />
      ) : (
        <p role="alert" className={`${cardClass} p-5`}>
          “{state}” is not a US state code. Choose one of the 50 states or DC above, or go back to{' '}
          <Link to={pagePath.stats()} className={linkClass}>
            all statistics
          </Link>
          .
        </p>
      )}
    </div>
  );
}

function StateBody({ code, name }: { code: string; name: string }) {
  const query = useQuery(stateStatsOptions(code));
  const stats = query.data;
  return (
    <>
      <section aria-label={`Statistics for ${name}`} className={`${cardClass} space-y-5 p-5`}>
        {!stats ? (
          <QueryWaiting query={query} label={`Loading ${name}…`} />
        ) : stats.restaurant_count === 0 ? (
          <p className={mutedText}>No restaurants in {name} in this dataset.</p>
        ) : (
          <PlaceBody
            stats={stats}
            place={name}
            wide
            extra={[{ label: 'Cities', value: formatCount(stats.city_count), testId: 'city_count' }]}
          />
        )}
      </section>
      {/* Drawn once the figures above are in, so their arrival pushes nothing down. */}
      {stats && stats.restaurant_count > 0 && <LargestCities code={code} name={name} />}
    </>
  );
}

function LargestCities({ code, name }: { code: string; name: string }) {
  const query = useQuery(largestCitiesOptions(code));
  const rows = query.data;
  const refs = (rows ?? []).map((r) => ({ state: r.state, city: r.city }));
  return (
    <section aria-labelledby="cities-title" className={`${cardClass} space-y-3 p-5`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="cities-title" className="text-lg font-semibold">
          Largest cities in {name}
        </h2>
        <Link to={pagePath.cityRanking({ state: code })} className={linkClass}>
          All cities in {name}
        </Link>
      </div>
      <p className={`text-sm ${mutedText}`}>
        By number of restaurants. Expensive: the share of a city’s restaurants with a known price tier that are $$$ or
        $$$$.
      </p>
      {!rows ? (
        <QueryWaiting query={query} label={`Loading the cities of ${name}…`} />
      ) : (
        <>
          {refs.length > 1 && (
            <p>
              <Link className={buttonClass('secondary', 'sm')} to={cityPath(refs[0]!, refs.slice(1, COMPARED_CITIES))}>
                Compare the {Math.min(refs.length, COMPARED_CITIES)} largest
              </Link>
            </p>
          )}
          <DataTable
            caption={`Largest cities in ${name}`}
            columns={[
              {
                header: 'City',
                cell: (r: CityRankingRow) => (
                  <Link to={cityPath(r)} className={linkClass}>
                    {r.city}
                  </Link>
                ),
                sortValue: (r) => r.city,
              },
              {
                header: 'Restaurants',
                cell: (r) => formatCount(r.restaurant_count),
                sortValue: (r) => r.restaurant_count,
                numeric: true,
              },
              {
                header: 'Median price',
                cell: (r) => formatPrice(r.median_price),
                sortValue: (r) => r.median_price,
                numeric: true,
              },
              {
                header: 'Expensive',
                cell: (r) => (r.expensive_share === null ? '—' : formatPercent(r.expensive_share)),
                sortValue: (r) => r.expensive_share,
                numeric: true,
              },
            ]}
            rows={rows}
            rowKey={(r) => r.city}
          />
        </>
      )}
    </section>
  );
}
