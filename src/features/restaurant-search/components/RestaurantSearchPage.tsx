import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { components } from '../../../api/schema';
import { FilterChip } from '../../../components/FilterChip';
import { Highlight } from '../../../components/Highlight';
import { PlaceChip, QueryUnderstanding, WordFilterChips } from '../../../components/QueryUnderstanding';
import { OpenNowBadge, PriceRange, Rating } from '../../../components/RestaurantFacts';
import { SearchField } from '../../../components/SearchField';
import { SearchResults, usePagesKeptOnError } from '../../../components/SearchResults';
import { StateSelect, TextFilter } from '../../../components/StateSelect';
import { buttonClass, cardClass, focusRing, linkClass, mutedText } from '../../../components/ui';
import { cuisineLabel } from '../../../lib/money';
import { appliedPlace, appliedWordFilters, highlightQuery } from '../../../api/search-interpretation';
import { normalizeState, readParam, withParams } from '../../../lib/url-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNow } from '../../../lib/use-now';
import { useUrlText } from '../../../lib/use-url-text';
import { restaurantSearchFromUrl, restaurantSearchOptions } from '../api/search-restaurants';
import { isSearchable } from '../../../api/search-paging';
import { searchOnEnterHint, useLowQuota } from '../../../api/quota-mode';
import { pagePath } from '../../../../rules/page-paths';

type RestaurantHit = components['schemas']['RestaurantHit'];

const EXAMPLES = ['pizza', 'tacos', 'thai', 'sushi', 'bbq', 'vegan'];

export default function RestaurantSearchPage() {
  const [params, setParams] = useSearchParams();
  const lowQuota = useLowQuota();
  const search = useUrlText('q', { live: !lowQuota });
  const city = useUrlText('city', { live: !lowQuota });
  const cuisine = useUrlText('cuisine', { live: !lowQuota });
  const state = normalizeState(readParam(params, 'state'));
  const q = search.value;
  useDocumentTitle(q ? `“${q}” restaurants` : 'Restaurants');

  const query = useInfiniteQuery(restaurantSearchOptions(restaurantSearchFromUrl(params)));
  const now = useNow(60_000);
  const pages = usePagesKeptOnError(query);
  const restaurants = pages.flatMap((p) => p.data);
  const setFilter = (name: string, value: string) => setParams(withParams(params, { [name]: value }));
  const meta = pages[0]?.meta;
  const interpretation = meta?.interpretation;
  const place = appliedPlace(interpretation);
  const wordFilters = appliedWordFilters(interpretation);
  const marks = highlightQuery(q, interpretation);
  const hrefFor = (text: string) => pagePath.restaurantSearch(withParams(params, { q: text }));

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
        placeholder="e.g. pizza, ribs memphis, pad thai"
        hint="Results appear as you type (2 characters or more). Names, cuisines, dishes and places all count."
        notice={lowQuota && searchOnEnterHint(lowQuota)}
      />
      <details className={`${cardClass} p-3`} open={chips.length > 0 || undefined}>
        <summary className={`cursor-pointer rounded text-sm font-medium ${focusRing}`}>Filters</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <StateSelect value={state} onChange={(v) => setFilter('state', v)} />
          <TextFilter
            label="City"
            value={city.text}
            onChange={city.setText}
            onCommit={city.commit}
            placeholder="e.g. Austin"
          />
          <TextFilter
            label="Cuisine"
            value={cuisine.text}
            onChange={cuisine.setText}
            onCommit={cuisine.commit}
            placeholder="e.g. pizza, tex-mex"
          />
        </div>
      </details>
      {(chips.length > 0 || place || wordFilters.length > 0) && (
        <ul aria-label="Active filters" className="flex flex-wrap gap-2">
          <PlaceChip interpretation={interpretation} onSearch={(text) => setParams(withParams(params, { q: text }))} />
          <WordFilterChips
            typed={meta?.query ?? q}
            interpretation={interpretation}
            onSearch={(text) => setParams(withParams(params, { q: text }))}
          />
          {chips.map((chip) => (
            <FilterChip
              key={chip.name}
              label={chip.label}
              value={chip.value}
              onRemove={() => setFilter(chip.name, '')}
            />
          ))}
        </ul>
      )}

      {isSearchable(q, 'restaurants') && meta && (
        <QueryUnderstanding
          typed={meta.query}
          interpretation={interpretation}
          hrefFor={hrefFor}
          placeFiltered={Boolean(state || city.value)}
        />
      )}

      <section aria-labelledby="results-title" aria-busy={query.isFetching}>
        <h2 id="results-title" className="sr-only">
          Results
        </h2>
        <SearchResults
          query={query}
          pages={pages}
          count={restaurants.length}
          searchable={isSearchable(q, 'restaurants')}
          noun={['result', 'results']}
          loadingLabel="Searching…"
          prompt={
            <div className={`${cardClass} p-5`}>
              <p className="font-medium">Type at least two characters to search.</p>
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
          empty={<EmptyState q={q} chips={chips} onClear={(name) => setFilter(name, '')} />}
        >
          <ol className="space-y-3" data-testid="restaurant-results">
            {restaurants.map((r) => (
              <li key={r.restaurant_id}>
                <RestaurantCard restaurant={r} q={marks} now={now} onCuisine={(c) => setFilter('cuisine', c)} />
              </li>
            ))}
          </ol>
        </SearchResults>
      </section>
    </div>
  );
}

function RestaurantCard({
  restaurant: r,
  q,
  now,
  onCuisine,
}: {
  restaurant: RestaurantHit;
  /** The words to highlight: what the server searched. */
  q: string;
  now: Date;
  onCuisine: (slug: string) => void;
}) {
  return (
    <article className={`${cardClass} p-4`} aria-labelledby={`r-${r.restaurant_id}`}>
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

function EmptyState({
  q,
  chips,
  onClear,
}: {
  q: string;
  chips: { name: string; label: string; value: string }[];
  onClear: (name: string) => void;
}) {
  return (
    <div className={`${cardClass} p-5`} data-testid="empty-state">
      <p className="font-medium">
        No restaurants match “{q}”{chips.length ? ' with these filters' : ''}.
      </p>
      <ul className={`mt-2 list-disc space-y-1 pl-5 text-sm ${mutedText}`}>
        <li>Try fewer or more general words.</li>
        {chips.map((chip) => (
          <li key={chip.name}>
            <button type="button" className={linkClass} onClick={() => onClear(chip.name)}>
              Search without the {chip.label.toLowerCase()} filter ({chip.value})
            </button>
          </li>
        ))}
        <li>
          Looking for a dish?{' '}
          <Link className={linkClass} to={pagePath.dishSearch({ q })}>
            Search menus for “{q}”
          </Link>
        </li>
      </ul>
    </div>
  );
}
