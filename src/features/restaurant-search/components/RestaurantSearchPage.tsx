import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { components } from '../../../api/schema';
import { Highlight } from '../../../components/Highlight';
import { QueryUnderstanding } from '../../../components/QueryUnderstanding';
import { Distance, OpenNowBadge, PriceRange, Rating } from '../../../components/RestaurantFacts';
import { SearchField } from '../../../components/SearchField';
import { SearchResults, usePagesKeptOnError } from '../../../components/SearchResults';
import { SearchLayout } from '../../../components/discovery/SearchLayout';
import { useSearchFilters } from '../../../components/discovery/use-search-filters';
import type { MapPoint } from '../../../components/map/map-points';
import { buttonClass, cardClass, focusRing, linkClass, mutedText } from '../../../components/ui';
import { cuisineLabel } from '../../../lib/money';
import { highlightQuery, narrowed } from '../../../api/search-interpretation';
import { canSearch, FILTER_PARAMS } from '../../../api/search-filters';
import { withParams } from '../../../lib/url-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNow } from '../../../lib/use-now';
import { useUrlText } from '../../../lib/use-url-text';
import { restaurantSearchOptions } from '../api/search-restaurants';
import { searchOnEnterHint, useLowQuota } from '../../../api/quota-mode';
import { pagePath } from '../../../../rules/page-paths';

type RestaurantHit = components['schemas']['RestaurantHit'];

const EXAMPLES = ['pizza', 'tacos', 'thai', 'sushi', 'bbq', 'vegan'];

export default function RestaurantSearchPage() {
  const { params, filters, change } = useSearchFilters();
  const lowQuota = useLowQuota();
  const search = useUrlText('q', { live: !lowQuota });
  const city = useUrlText('city', { live: !lowQuota });
  const q = search.value;
  useDocumentTitle(q ? `“${q}” restaurants` : 'Restaurants');

  const query = useInfiniteQuery(restaurantSearchOptions(filters));
  const now = useNow(60_000);
  const pages = usePagesKeptOnError(query);
  const restaurants = pages.flatMap((p) => p.data);
  const meta = pages[0]?.meta;
  const interpretation = meta?.interpretation;
  const marks = highlightQuery(q, interpretation);
  const hrefFor = (text: string) => pagePath.restaurantSearch(withParams(params, { q: text }));
  const searchable = canSearch(filters, 'restaurants');
  const points = useMemo(() => restaurants.map(restaurantPoint), [restaurants]);

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">Restaurants</h1>
      <SearchField
        label="Search restaurants by name, cuisine or place"
        value={search.text}
        onChange={search.setText}
        onSubmit={search.commit}
        placeholder="e.g. cheap thai open now, ribs memphis"
        hint="Results appear as you type. Names, cuisines, dishes, places and words like “cheap” or “open now” all count."
        notice={lowQuota && searchOnEnterHint(lowQuota)}
      />
      {searchable && meta && q !== '' && (
        <QueryUnderstanding
          typed={meta.query}
          interpretation={interpretation}
          hrefFor={hrefFor}
          placeFiltered={Boolean(filters.state || filters.city)}
        />
      )}
      <SearchLayout
        index="restaurants"
        meta={meta}
        total={pages[0]?.pagination.total_estimated}
        city={city}
        points={points}
        hasResults={searchable && restaurants.length > 0}
      >
        {({ activeId, setActiveId }) => (
          <section aria-labelledby="results-title" aria-busy={query.isFetching}>
            <h2 id="results-title" className="sr-only">
              Results
            </h2>
            <SearchResults
              query={query}
              pages={pages}
              count={restaurants.length}
              searchable={searchable}
              noun={['result', 'results']}
              loadingLabel="Searching…"
              prompt={
                <div className={`${cardClass} p-5`}>
                  <p className="font-medium">Type at least two characters to search, or choose a filter to browse.</p>
                  <p className={`mt-1 text-sm ${mutedText}`}>Try one of these:</p>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {EXAMPLES.map((example) => (
                      <li key={example}>
                        <Link
                          className={buttonClass('secondary', 'sm')}
                          to={pagePath.restaurantSearch(withParams(params, { q: example }))}
                        >
                          {example}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              }
              empty={<EmptyState q={q} filtered={narrowed(filters, 'restaurants', interpretation)} />}
            >
              <ol className="space-y-3" data-testid="restaurant-results">
                {restaurants.map((r) => (
                  <li
                    key={r.restaurant_id}
                    onMouseEnter={() => setActiveId(r.restaurant_id)}
                    onMouseLeave={() => setActiveId(null)}
                  >
                    <RestaurantCard
                      restaurant={r}
                      q={marks}
                      now={now}
                      active={activeId === r.restaurant_id}
                      onCuisine={(c) => change({ [FILTER_PARAMS.cuisines]: c })}
                    />
                  </li>
                ))}
              </ol>
            </SearchResults>
          </section>
        )}
      </SearchLayout>
    </div>
  );
}

function restaurantPoint(r: RestaurantHit): MapPoint {
  const rating = r.rating.average === null ? 'No ratings yet' : `★ ${r.rating.average.toFixed(1)}`;
  return {
    id: r.restaurant_id,
    name: r.name,
    latitude: r.location.latitude,
    longitude: r.location.longitude,
    detail: [rating, r.price_range, r.address.city].filter(Boolean).join(' · '),
    href: pagePath.restaurant(r.restaurant_id),
  };
}

function RestaurantCard({
  restaurant: r,
  q,
  now,
  active,
  onCuisine,
}: {
  restaurant: RestaurantHit;
  /** The words to highlight: what the server searched. */
  q: string;
  now: Date;
  /** Pointed at on the map. */
  active: boolean;
  onCuisine: (slug: string) => void;
}) {
  return (
    <article
      className={`${cardClass} p-4 ${active ? 'ring-2 ring-amber-600' : ''}`}
      aria-labelledby={`r-${r.restaurant_id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`r-${r.restaurant_id}`} className="text-lg font-semibold">
          <Link to={pagePath.restaurant(r.restaurant_id)} state={{ restaurant: r }} className={linkClass}>
            <Highlight text={r.name} query={q} />
          </Link>
        </h3>
        <OpenNowBadge hours={r.hours} timeZone={r.timezone} now={now} />
      </div>
      <p className={`mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm ${mutedText}`}>
        <Rating average={r.rating.average} count={r.rating.count} />
        <PriceRange value={r.price_range} />
        {r.distance_m !== undefined && <Distance metres={r.distance_m} />}
        <span>
          <Highlight text={r.address.formatted} query={q} />
        </span>
      </p>
      {r.cuisines.length > 0 && (
        <ul aria-label="Cuisines" className="mt-2 flex flex-wrap gap-1.5">
          {r.cuisines.map((c) => (
            <li key={c}>
              <button
                type="button"
                onClick={() => onCuisine(c)}
                className={`rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-800 hover:bg-stone-200 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700 ${focusRing}`}
                title={`Show only ${cuisineLabel(c)}`}
              >
                <Highlight text={cuisineLabel(c)} query={q} />
                <span className="sr-only"> (filter by this cuisine)</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {r.matched_dishes.length > 0 && (
        <p className={`mt-2 text-sm ${mutedText}`} data-testid="matched-dishes">
          <span className="font-medium text-stone-800 dark:text-stone-100">On the menu:</span>{' '}
          {r.matched_dishes.map((dish, index) => (
            <span key={dish}>
              {index > 0 && ' · '}
              <Highlight text={dish} query={q} />
            </span>
          ))}
        </p>
      )}
    </article>
  );
}

function EmptyState({ q, filtered }: { q: string; filtered: boolean }) {
  return (
    <div className={`${cardClass} p-5`} data-testid="empty-state">
      <p className="font-medium">
        No restaurants match {q ? `“${q}”` : 'these filters'}
        {q && filtered ? ' with these filters' : ''}.
      </p>
      <ul className={`mt-2 list-disc space-y-1 pl-5 text-sm ${mutedText}`}>
        {q && <li>Try fewer or more general words.</li>}
        {filtered && <li>Remove a filter above (each chip has a ×), or clear them all.</li>}
        {q && (
          <li>
            Looking for a dish?{' '}
            <Link className={linkClass} to={pagePath.dishSearch({ q })}>
              Search menus for “{q}”
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
