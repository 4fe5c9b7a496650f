import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { LazyNationalMap } from '../../../components/map/LazyNationalMap';
import { NationalMapPlaceholder } from '../../../components/map/NationalMapPlaceholder';
import { PausedNotice } from '../../../components/PausedNotice';
import { SelectField } from '../../../components/SelectField';
import { StateSelect } from '../../../components/StateSelect';
import { buttonClass, cardClass, mutedText } from '../../../components/ui';
import { formatCount } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MIN_RESTAURANTS } from '../../../../rules/limits';
import { pagePath } from '../../../../rules/page-paths';
import { stateName } from '../../../../rules/us-states';
import {
  cityRankingOptions,
  everyCityOptions,
  PAGE_SIZE,
  RANKING_SORTS,
  viewFromUrl,
  viewRequest,
  viewToUrl,
  wholeRankingRequests,
  type CityRankingRow,
  type RankingOrder,
  type RankingSort,
  type RankingView,
} from '../api/city-ranking';
import { FIGURES } from './figures';
import { RankingCsvButton } from './RankingCsvButton';
import { cityKey, RankingTable } from './RankingTable';

const MIN_CHOICES = [1, 5, 10, MIN_RESTAURANTS.default, 50, 100, 250, 1000];
// Leaflet and the map of every city are a chunk of their own, fetched only when that map is chosen.
const CitiesColourMap = lazy(() => import('../../../components/map/CitiesColourMap'));

/**
 * `/stats/cities`: every city ranked by one figure over the whole country or one state, a page at a time, with the
 * page's cities on a map. Everything on screen comes from the URL (state, sort, order, min, page, metric) and one
 * request, for the page shown.
 */
/** A city as either map draws it, coloured or sized by the figure the map shows. */
function mapPlace(row: CityRankingRow, metric: (typeof FIGURES)[RankingSort]) {
  return {
    id: cityKey(row),
    name: `${row.city}, ${row.state}`,
    value: metric.value(row),
    location: row.location,
    href: pagePath.cityDashboard(row.state, row.city),
  };
}

export default function CityRankingPage() {
  const [params, setParams] = useSearchParams();
  const view = viewFromUrl(params);
  const request = viewRequest(view);
  const query = useQuery({ ...cityRankingOptions(request), placeholderData: keepPreviousData });
  const everyCity = useQuery({ ...everyCityOptions(view), enabled: view.everyCity });
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const scope = view.state ? (stateName(view.state) ?? view.state) : 'the United States';
  const sortWords = FIGURES[view.sort].words;
  useDocumentTitle(`Cities by ${sortWords}`);

  const show = (patch: Partial<RankingView>) => setParams(viewToUrl({ ...view, ...patch }));
  const sortBy = (sort: RankingSort, order: RankingOrder) => show({ sort, order, page: 1, metric: sort });

  const rows = query.data?.data ?? [];
  const total = query.data?.pagination.total_estimated ?? null;
  const first = request.offset + 1;
  const last = request.offset + rows.length;
  const title = `Cities in ${scope} with ${view.minRestaurants === 1 ? 'a restaurant or more' : `at least ${formatCount(view.minRestaurants)} restaurants`}, by ${sortWords} (${view.order === 'desc' ? 'highest' : 'lowest'} first)`;
  const metric = FIGURES[view.metric];
  // Made once per answer and figure: the map redraws every dot when its list changes, not on each hover of a row.
  const everyCityPlaces = useMemo(() => everyCity.data?.map((row) => mapPlace(row, metric)), [everyCity.data, metric]);
  // The last view's cities stay until the new ones arrive (nothing jumps), dimmed as out of date.
  const stale = query.isPlaceholderData ? 'opacity-60' : '';

  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link
          to={pagePath.stats()}
          className="font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
        >
          All statistics
        </Link>
      </p>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Cities ranked</h1>
        <p className={mutedText}>{title}.</p>
      </div>

      <section aria-label="Ranking options" className={`${cardClass} grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4`}>
        <StateSelect
          label="State"
          emptyLabel="All states"
          value={view.state}
          onChange={(state) => show({ state, page: 1 })}
        />
        <NumberChoice
          label="Minimum restaurants per city"
          value={view.minRestaurants}
          choices={MIN_CHOICES}
          onChange={(minRestaurants) => show({ minRestaurants, page: 1 })}
        />
        <SelectField
          label="Map shows"
          value={view.metric}
          choices={RANKING_SORTS.map((key) => [key, FIGURES[key].header])}
          onChange={(metric) => show({ metric })}
        />
        <SelectField
          label="Cities on the map"
          value={view.everyCity ? 'all' : 'page'}
          choices={[
            ['page', `The ${PAGE_SIZE} cities of this page`],
            [
              'all',
              total === null
                ? 'Every city'
                : `All ${formatCount(total)} cities (${formatCount(wholeRankingRequests(total))} ${wholeRankingRequests(total) === 1 ? 'request' : 'requests'})`,
            ],
          ]}
          onChange={(map) => show({ everyCity: map === 'all' })}
        />
      </section>

      {/* On a phone, always two lines: the button's label grows when the count arrives, and must not wrap then. */}
      <div className="flex min-h-9 flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p data-testid="ranking-summary" aria-live="polite" className="font-medium">
          {total === null
            ? query.isError
              ? ''
              : 'Loading cities…'
            : total === 0
              ? `No city in ${scope} has ${formatCount(view.minRestaurants)} restaurants or more.`
              : rows.length
                ? `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${total === 1 ? 'city' : 'cities'}`
                : `No cities on page ${formatCount(view.page)}: the ranking has ${formatCount(total)}.`}
        </p>
        <RankingCsvButton view={view} total={total} title={title} />
      </div>

      {query.isError && <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />}
      {query.fetchStatus === 'paused' && !query.data && <PausedNotice />}

      <section aria-labelledby="map-title" className={`${cardClass} space-y-2 p-4`}>
        <h2 id="map-title" className="font-semibold">
          {view.everyCity ? `Map of every city, by ${metric.words}` : 'Map of the cities on this page'}
        </h2>
        {view.everyCity ? (
          <div className="mx-auto max-w-4xl">
            {everyCity.isError && (
              <ErrorNotice error={everyCity.error} onRetry={() => void everyCity.refetch()} compact />
            )}
            {everyCityPlaces ? (
              <Suspense fallback={<Loading label="Loading the map…" />}>
                <CitiesColourMap
                  title={`${metric.header} of all ${everyCityPlaces.length} cities, a coloured dot each`}
                  metric={metric.words}
                  formatValue={metric.format}
                  cities={everyCityPlaces}
                  zoomTo={view.state || undefined}
                />
              </Suspense>
            ) : (
              !everyCity.isError && <Loading label="Fetching every city for the map…" />
            )}
          </div>
        ) : (
          <div className={`mx-auto max-w-3xl ${stale}`}>
            {query.data ? (
              <LazyNationalMap
                title={`${metric.header} of the ${rows.length} cities on this page`}
                level="city"
                metric={metric.words}
                formatValue={metric.format}
                places={rows.map((row) => mapPlace(row, metric))}
                highlightedId={highlighted}
                onHighlight={setHighlighted}
                zoomTo={view.state || undefined}
              />
            ) : (
              <NationalMapPlaceholder />
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="table-title" className={`${cardClass} space-y-3 p-4`}>
        <h2 id="table-title" className="font-semibold">
          Ranking
        </h2>
        <p className={`text-sm ${mutedText}`}>
          Prices are of menu items. Price tiers: how many restaurants are at $ · $$ · $$$ · $$$$. Expensive share: the
          restaurants at $$$ or $$$$, as a share of those with a known price tier. A figure's header ranks every city by
          it; pressed again, lowest first.
        </p>
        <div aria-busy={query.isFetching} className={rows.length ? stale : 'min-h-[40rem]'}>
          {rows.length ? (
            <RankingTable
              caption={title}
              rows={rows}
              offset={request.offset}
              sort={view.sort}
              order={view.order}
              onSort={sortBy}
              highlighted={highlighted}
              onHighlight={setHighlighted}
            />
          ) : (
            query.isPending && <Loading label="Loading the ranking…" />
          )}
        </div>
        <nav aria-label="Ranking pages" className="flex items-center justify-between gap-3">
          <PageLink to={view.page > 1 ? viewToUrl({ ...view, page: view.page - 1 }) : null} label="Previous page" />
          <PageLink
            to={
              total !== null && last < total && rows.length === PAGE_SIZE
                ? viewToUrl({ ...view, page: view.page + 1 })
                : null
            }
            label="Next page"
          />
        </nav>
      </section>
    </div>
  );
}

function PageLink({ to, label }: { to: URLSearchParams | null; label: string }) {
  return to ? (
    <Link className={buttonClass('secondary', 'sm')} to={{ search: `?${to.toString()}` }}>
      {label}
    </Link>
  ) : (
    <span aria-disabled="true" className={`${buttonClass('secondary', 'sm')} opacity-50`}>
      {label}
    </span>
  );
}

/** A number picked from a few; a number from a hand-edited link joins them. */
function NumberChoice({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: number;
  choices: readonly number[];
  onChange: (value: number) => void;
}) {
  const all = [...new Set([...choices, value])].sort((a, b) => a - b);
  return (
    <SelectField
      label={label}
      value={String(value)}
      choices={all.map((n) => [String(n), formatCount(n)] as const)}
      onChange={(text) => onChange(Number(text))}
    />
  );
}
