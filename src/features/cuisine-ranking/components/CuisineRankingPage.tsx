import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { CsvButton } from '../../../components/CsvButton';
import { DataTable } from '../../../components/DataTable';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { SelectField } from '../../../components/SelectField';
import { StateSelect } from '../../../components/StateSelect';
import { buttonClass, cardClass, linkClass, mutedText } from '../../../components/ui';
import { cuisineLabel, formatCount, formatPercent } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MIN_RESTAURANTS } from '../../../../rules/limits';
import { pagePath } from '../../../../rules/page-paths';
import { stateName } from '../../../../rules/us-states';
import {
  CSV_HEADER,
  csvRows,
  cuisineChoicesOptions,
  cuisineRankingOptions,
  PAGE_SIZE,
  viewFromUrl,
  viewToUrl,
  type CuisinePlaceRow,
  type CuisineSort,
  type CuisineView,
} from '../api/cuisine-ranking';

const MIN_CHOICES = [1, 5, 10, MIN_RESTAURANTS.default, 50, 100, 250];
const isSort = (by: string): by is CuisineSort => by === 'share' || by === 'restaurant_count';

/**
 * `/stats/cuisines`: cities ranked by one cuisine, by the share of their restaurants listing it or by how many do,
 * nationwide or in one state; everything on screen comes from the URL and one request for the page shown.
 */
export default function CuisineRankingPage() {
  const [params, setParams] = useSearchParams();
  const view = viewFromUrl(params);
  const query = useQuery(cuisineRankingOptions(view));
  const choices = useQuery(cuisineChoicesOptions());
  const name = cuisineLabel(view.cuisine);
  const scope = view.state ? (stateName(view.state) ?? view.state) : 'the United States';
  const by = view.sort === 'share' ? 'share of restaurants' : 'number of restaurants';
  const title = `Cities in ${scope} by their ${by} listing ${name} (${view.order === 'desc' ? 'highest' : 'lowest'} first)`;
  useDocumentTitle(`Cities by ${name} restaurants`);
  const show = (patch: Partial<CuisineView>) => setParams(viewToUrl({ ...view, ...patch }));

  const rows = query.data?.data ?? [];
  const total = query.data?.pagination.total_estimated ?? null;
  const offset = (view.page - 1) * PAGE_SIZE;
  const asOf = rows[0]?.as_of;
  const cuisines = choices.data?.map((c) => c.cuisine) ?? [];

  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to={pagePath.stats()} className={linkClass}>
          All statistics
        </Link>
      </p>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Cities ranked by a cuisine</h1>
        <p className={mutedText}>
          {title}, among cities with at least {formatCount(view.minRestaurants)}{' '}
          {view.minRestaurants === 1 ? 'restaurant' : 'restaurants'}. A restaurant listing several cuisines counts in
          each.
        </p>
      </div>
      <section aria-label="Ranking options" className={`${cardClass} grid gap-4 p-4 sm:grid-cols-3`}>
        <SelectField
          label="Cuisine"
          value={view.cuisine}
          choices={[...new Set([view.cuisine, ...cuisines])].map((c) => [c, cuisineLabel(c)] as const)}
          onChange={(cuisine) => show({ cuisine, page: 1 })}
        />
        <StateSelect
          label="State"
          emptyLabel="All states"
          value={view.state}
          onChange={(state) => show({ state, page: 1 })}
        />
        <SelectField
          label="Minimum restaurants per city"
          value={String(view.minRestaurants)}
          choices={[...new Set([...MIN_CHOICES, view.minRestaurants])]
            .sort((a, b) => a - b)
            .map((n) => [String(n), formatCount(n)] as const)}
          onChange={(min) => show({ minRestaurants: Number(min), page: 1 })}
        />
      </section>
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <p data-testid="cuisine-ranking-summary" aria-live="polite" className="font-medium">
          {total === null
            ? query.isError
              ? ''
              : 'Loading cities…'
            : total === 0
              ? `No city in ${scope} with ${formatCount(view.minRestaurants)} restaurants or more lists ${name}.`
              : `${formatCount(offset + 1)}–${formatCount(offset + rows.length)} of ${formatCount(total)} cities`}
        </p>
        {asOf && rows.length > 0 && <CsvButton title={title} asOf={asOf} header={CSV_HEADER} rows={csvRows(rows)} />}
      </div>
      {query.isError && <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />}
      <section aria-labelledby="cuisine-table-title" className={`${cardClass} space-y-3 p-4`}>
        <h2 id="cuisine-table-title" className="font-semibold">
          Ranking
        </h2>
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60' : ''}>
          {rows.length > 0 ? (
            <DataTable
              caption={title}
              rowHeaderColumn={1}
              columns={[
                {
                  header: 'Rank',
                  numeric: true,
                  cell: (r: CuisinePlaceRow) => formatCount(offset + rows.indexOf(r) + 1),
                },
                {
                  header: 'City',
                  cell: (r: CuisinePlaceRow) => (
                    <Link className={linkClass} to={pagePath.cityDashboard(r.state, r.city)}>
                      {r.city}, {r.state}
                    </Link>
                  ),
                },
                {
                  header: 'Share',
                  numeric: true,
                  cell: (r: CuisinePlaceRow) => formatPercent(r.share),
                  sortKey: 'share',
                },
                {
                  header: 'Serving it',
                  numeric: true,
                  cell: (r: CuisinePlaceRow) => formatCount(r.restaurant_count),
                  sortKey: 'restaurant_count',
                },
                {
                  header: 'All restaurants',
                  numeric: true,
                  cell: (r: CuisinePlaceRow) => formatCount(r.place_restaurant_count),
                },
              ]}
              rows={rows}
              rowKey={(r) => `${r.state}/${r.city}`}
              serverSort={{
                by: view.sort,
                order: view.order,
                onChange: (by, order) => isSort(by) && show({ sort: by, order, page: 1 }),
              }}
            />
          ) : (
            query.isPending && <Loading label="Loading the ranking…" />
          )}
        </div>
        <nav aria-label="Ranking pages" className="flex items-center justify-between gap-3">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={view.page === 1}
            onClick={() => show({ page: view.page - 1 })}
          >
            Previous page
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={total === null || offset + rows.length >= total}
            onClick={() => show({ page: view.page + 1 })}
          >
            Next page
          </button>
        </nav>
      </section>
    </div>
  );
}
