import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { components } from '../../../api/schema';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { FilterChip } from '../../../components/FilterChip';
import { Highlight } from '../../../components/Highlight';
import { Loading, Skeleton } from '../../../components/Loading';
import { PausedNotice } from '../../../components/PausedNotice';
import { OpenNowBadge, PriceRange, Rating } from '../../../components/RestaurantFacts';
import { ResultSummary } from '../../../components/ResultSummary';
import { SearchField } from '../../../components/SearchField';
import { StateSelect, TextFilter } from '../../../components/StateSelect';
import { buttonClass, cardClass, focusRing, linkClass, mutedText } from '../../../components/ui';
import { cuisineLabel } from '../../../lib/money';
import { normalizeState, readParam, withParams } from '../../../lib/url-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNow } from '../../../lib/use-now';
import { useUrlText } from '../../../lib/use-url-text';
import { restaurantSearchOptions } from '../api/search-restaurants';
import { MIN_QUERY_LENGTH } from '../../../api/search-paging';

type Restaurant = components['schemas']['Restaurant'];

const EXAMPLES = ['pizza', 'tacos', 'thai', 'sushi', 'bbq', 'vegan'];

export default function RestaurantSearchPage() {
  const [params, setParams] = useSearchParams();
  const search = useUrlText('q');
  const city = useUrlText('city');
  const cuisine = useUrlText('cuisine');
  const state = normalizeState(readParam(params, 'state'));
  const q = search.value;
  useDocumentTitle(q ? `“${q}” restaurants` : 'Restaurants');

  const query = useInfiniteQuery(restaurantSearchOptions({ q, state, city: city.value, cuisine: cuisine.value.toLowerCase() }));
  const now = useNow(60_000);
  // On an error (a 429 above all) the results already on screen stay there, under the error.
  const lastData = useRef(query.data);
  if (query.data) lastData.current = query.data;
  const data = query.data ?? (query.isError ? lastData.current : undefined);
  const restaurants = data?.pages.flatMap((p) => p.data) ?? [];
  const first = data?.pages[0];
  const setFilter = (name: string, value: string) => setParams(withParams(params, { [name]: value }));

  const chips = [
    state && { name: 'state', label: 'State', value: state },
    city.value && { name: 'city', label: 'City', value: city.value },
    cuisine.value && { name: 'cuisine', label: 'Cuisine', value: cuisineLabel(cuisine.value) },
  ].filter(Boolean) as { name: string; label: string; value: string }[];

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">Restaurants</h1>
      <SearchField
        label="Search restaurants by name, cuisine or place"
        value={search.text}
        onChange={search.setText}
        onSubmit={search.commit}
        placeholder="e.g. pizza, thai austin, joe's"
        hint="Results appear as you type (2 characters or more); every word must match."
      />
      <details className={`${cardClass} p-3`} open={chips.length > 0 || undefined}>
        <summary className={`cursor-pointer rounded text-sm font-medium ${focusRing}`}>Filters</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <StateSelect value={state} onChange={(v) => setFilter('state', v)} />
          <TextFilter label="City" value={city.text} onChange={city.setText} onCommit={city.commit} placeholder="e.g. Austin" />
          <TextFilter label="Cuisine" value={cuisine.text} onChange={cuisine.setText} onCommit={cuisine.commit} placeholder="e.g. pizza, tex-mex" />
        </div>
      </details>
      {chips.length > 0 && (
        <ul aria-label="Active filters" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <FilterChip key={chip.name} label={chip.label} value={chip.value} onRemove={() => setFilter(chip.name, '')} />
          ))}
        </ul>
      )}

      <section aria-labelledby="results-title" aria-busy={query.isFetching}>
        <h2 id="results-title" className="sr-only">Results</h2>
        {q.length < MIN_QUERY_LENGTH ? (
          <div className={`${cardClass} p-5`}>
            <p className="font-medium">Type at least two characters to search.</p>
            <p className={`mt-1 text-sm ${mutedText}`}>Try one of these:</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {EXAMPLES.map((example) => (
                <li key={example}>
                  <Link className={buttonClass('secondary', 'sm')} to={`/restaurants?${withParams(params, { q: example })}`}>{example}</Link>
                </li>
              ))}
            </ul>
          </div>
        ) : query.isError && restaurants.length === 0 ? (
          <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isPending && query.fetchStatus === 'paused' ? (
          <PausedNotice />
        ) : query.isPending ? (
          <>
            <Loading label="Searching…" />
            <Skeleton />
          </>
        ) : first && restaurants.length === 0 ? (
          <EmptyState q={q} chips={chips} onClear={(name) => setFilter(name, '')} />
        ) : (
          <>
            <div className="mb-3 flex items-center justify-between gap-2">
              {first && (
                <ResultSummary total={first.pagination.total_estimated ?? restaurants.length} exact={first.meta.total_is_exact} ms={first.meta.processing_ms} noun={['result', 'results']} />
              )}
              {query.fetchStatus === 'fetching' && query.isFetching && !query.isFetchingNextPage && <span role="status" className={`text-sm ${mutedText}`}>Updating…</span>}
            </div>
            {query.fetchStatus === 'paused' && <div className="mb-3"><PausedNotice /></div>}
            {query.isError && <div className="mb-3"><ErrorNotice error={query.error} onRetry={() => void query.refetch()} /><p className={`mt-1 text-sm ${mutedText}`}>Showing the results of the last search that worked.</p></div>}
            <ol className="space-y-3" data-testid="restaurant-results">
              {restaurants.map((r) => (
                <li key={r.restaurant_id}>
                  <RestaurantCard restaurant={r} q={q} now={now} onCuisine={(c) => setFilter('cuisine', c)} />
                </li>
              ))}
            </ol>
            <div className="mt-4 flex flex-col items-center gap-2">
              {query.hasNextPage ? (
                <button type="button" className={buttonClass('secondary')} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                  {query.isFetchingNextPage ? 'Loading more…' : 'Load more'}
                </button>
              ) : (
                <p className={`text-sm ${mutedText}`}>{restaurants.length > 0 ? 'That is every result you can page through.' : ''}</p>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}

function RestaurantCard({ restaurant: r, q, now, onCuisine }: { restaurant: Restaurant; q: string; now: Date; onCuisine: (slug: string) => void }) {
  return (
    <article className={`${cardClass} p-4`} aria-labelledby={`r-${r.restaurant_id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`r-${r.restaurant_id}`} className="text-lg font-semibold">
          <Link to={`/restaurants/${r.restaurant_id}`} className={linkClass}>
            <Highlight text={r.name} query={q} />
          </Link>
        </h3>
        <OpenNowBadge hours={r.hours} timeZone={r.timezone} now={now} />
      </div>
      <p className={`mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm ${mutedText}`}>
        <Rating average={r.rating.average} count={r.rating.count} />
        <PriceRange value={r.price_range} />
        <span><Highlight text={r.address.formatted} query={q} /></span>
      </p>
      {r.cuisines.length > 0 && (
        <ul aria-label="Cuisines" className="mt-2 flex flex-wrap gap-1.5">
          {r.cuisines.map((c) => (
            <li key={c}>
              <button type="button" onClick={() => onCuisine(c)} className={`rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-800 hover:bg-stone-200 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700 ${focusRing}`} title={`Show only ${cuisineLabel(c)}`}>
                <Highlight text={cuisineLabel(c)} query={q} />
                <span className="sr-only"> (filter by this cuisine)</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function EmptyState({ q, chips, onClear }: { q: string; chips: { name: string; label: string; value: string }[]; onClear: (name: string) => void }) {
  return (
    <div className={`${cardClass} p-5`} data-testid="empty-state">
      <p className="font-medium">No restaurants match “{q}”{chips.length ? ' with these filters' : ''}.</p>
      <ul className={`mt-2 list-disc space-y-1 pl-5 text-sm ${mutedText}`}>
        <li>Check the spelling, or use fewer words: every word has to match.</li>
        {chips.map((chip) => (
          <li key={chip.name}>
            <button type="button" className={linkClass} onClick={() => onClear(chip.name)}>Search without the {chip.label.toLowerCase()} filter ({chip.value})</button>
          </li>
        ))}
        <li>
          Looking for a dish? <Link className={linkClass} to={`/dishes?q=${encodeURIComponent(q)}`}>Search menus for “{q}”</Link>
        </li>
      </ul>
    </div>
  );
}
