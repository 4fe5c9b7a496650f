import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { PausedNotice } from '../../../components/PausedNotice';
import { StateSelect } from '../../../components/StateSelect';
import { buttonClass, cardClass, linkClass, mutedText } from '../../../components/ui';
import { cuisineLabel } from '../../../lib/money';
import { cityPath, normalizeState, readParam, withParams } from '../../../lib/url-state';
import { stateName } from '../../../../rules/us-states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { topCuisinesOptions } from '../api/stats';
import { CuisineShares } from './CuisineShares';
import { CityPicker } from '../../../components/CityPicker';
import { pagePath } from '../../../../rules/page-paths';

const EXAMPLE_CITIES = [
  { state: 'TX', city: 'Austin' },
  { state: 'IL', city: 'Chicago' },
  { state: 'NY', city: 'New York' },
  { state: 'CA', city: 'Los Angeles' },
];

/** `/stats`: pick a city, and see the top cuisines nationally or in one state (`?state=TX`). */
export default function StatsIndexPage() {
  useDocumentTitle('City statistics');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = normalizeState(readParam(params, 'state'));
  const query = useQuery(topCuisinesOptions(state));
  const scope = state ? (stateName(state) ?? state) : 'the United States';

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">City statistics</h1>
      <section aria-labelledby="pick-title" className={`${cardClass} p-5`}>
        <h2 id="pick-title" className="font-semibold">
          Open a city's dashboard
        </h2>
        <p className={`mb-3 text-sm ${mutedText}`}>
          Counts, item prices (average, median, percentiles) and top cuisines.
        </p>
        <CityPicker submitLabel="Show city" initialState={state} onPick={(city) => navigate(cityPath(city))} />
        <p className={`mt-3 text-sm ${mutedText}`}>
          For example:{' '}
          {EXAMPLE_CITIES.map((c, i) => (
            <span key={c.city}>
              {i > 0 && ', '}
              <Link
                className="font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
                to={cityPath(c)}
              >
                {c.city}, {c.state}
              </Link>
            </span>
          ))}
        </p>
      </section>

      <nav aria-label="Other statistics" className={`${cardClass} flex flex-wrap gap-x-6 gap-y-2 p-5`}>
        <Link className={linkClass} to={pagePath.cityRanking()}>
          Cities ranked by size or prices
        </Link>
        <Link className={linkClass} to={pagePath.cuisineRanking()}>
          Cities ranked by a cuisine
        </Link>
        <Link className={linkClass} to={pagePath.dishPrices()}>
          Dish prices, place by place
        </Link>
        <Link className={linkClass} to={pagePath.dishMatrix()}>
          Dish × city heatmap
        </Link>
      </nav>

      <section aria-labelledby="top-title" className={`${cardClass} space-y-4 p-5`}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="top-title" className="text-lg font-semibold">
            Top cuisines
          </h2>
          <div className="w-full sm:w-64">
            <StateSelect
              label="Scope"
              emptyLabel="Nationwide"
              value={state}
              onChange={(v) => setParams(withParams(params, { state: v }), { replace: true })}
            />
          </div>
        </div>
        {query.data ? (
          query.data.length === 0 ? (
            <p className={mutedText}>No restaurants in {scope} in this dataset.</p>
          ) : (
            <CuisineShares
              title={`Top cuisines in ${scope}`}
              place={scope}
              rows={query.data}
              where={{ state: state || 'US', city: null }}
              wide
            />
          )
        ) : query.isError ? (
          <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
        ) : query.fetchStatus === 'paused' ? (
          <PausedNotice />
        ) : (
          <Loading label="Loading top cuisines…" />
        )}
        {state && query.data?.[0] && (
          // The API needs words to search: the state's most common cuisine is a search that has results.
          <p className="flex flex-wrap gap-2">
            <Link
              className={buttonClass('secondary', 'sm')}
              to={pagePath.restaurantSearch({ q: cuisineLabel(query.data[0].cuisine), state })}
            >
              Browse {cuisineLabel(query.data[0].cuisine)} restaurants in {scope}
            </Link>
            <Link className={buttonClass('secondary', 'sm')} to={pagePath.stateStats(state)}>
              All statistics for {scope}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
