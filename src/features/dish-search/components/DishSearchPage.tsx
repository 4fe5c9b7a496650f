import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { Highlight } from '../../../components/Highlight';
import { QueryUnderstanding } from '../../../components/QueryUnderstanding';
import { Distance } from '../../../components/RestaurantFacts';
import { SearchField } from '../../../components/SearchField';
import { SearchResults, usePagesKeptOnError } from '../../../components/SearchResults';
import { SearchLayout } from '../../../components/discovery/SearchLayout';
import { dietaryLabel } from '../../../components/discovery/FilterPanel';
import { useSearchFilters } from '../../../components/discovery/use-search-filters';
import type { MapPoint } from '../../../components/map/map-points';
import { buttonClass, cardClass, focusRing, linkClass, mutedText } from '../../../components/ui';
import { formatPrice } from '../../../lib/money';
import { highlightQuery, narrowed } from '../../../api/search-interpretation';
import { canSearch } from '../../../api/search-filters';
import { readParam, withParams } from '../../../lib/url-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlText } from '../../../lib/use-url-text';
import { dishSearchOptions, groupByRestaurant, type ItemHit } from '../api/search-items';
import { MIN_TYPED_QUERY_LENGTH } from '../../../../rules/limits';
import { searchOnEnterHint, useLowQuota } from '../../../api/quota-mode';
import { pagePath } from '../../../../rules/page-paths';

const EXAMPLES = ['pad thai', 'burrito', 'margherita', 'ramen', 'cheesecake'];

const dishLink = (hit: Pick<ItemHit, 'restaurant_id' | 'item_id'>) =>
  pagePath.restaurant(hit.restaurant_id, { dish: hit.item_id });

export default function DishSearchPage() {
  const { params, filters, change } = useSearchFilters();
  const lowQuota = useLowQuota();
  const search = useUrlText('q', { live: !lowQuota });
  const city = useUrlText('city', { live: !lowQuota });
  const grouped = readParam(params, 'group') === 'restaurant';
  const q = search.value;
  useDocumentTitle(q ? `“${q}” dishes` : 'Dishes');
  const toggleId = useId();

  const query = useInfiniteQuery(dishSearchOptions(filters));
  const pages = usePagesKeptOnError(query);
  const hits = pages.flatMap((p) => p.data);
  const meta = pages[0]?.meta;
  const interpretation = meta?.interpretation;
  const marks = highlightQuery(q, interpretation);
  const hrefFor = (text: string) => pagePath.dishSearch(withParams(params, { q: text }));
  const searchable = canSearch(filters, 'items');
  const points = useMemo(() => dishPoints(hits), [hits]);
  const filtered = narrowed(filters, 'items', interpretation);

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">Dishes</h1>
      <SearchField
        label="Search dishes on every menu"
        value={search.text}
        onChange={search.setText}
        onSubmit={search.commit}
        placeholder="e.g. vegan bowl under $12, carnitas taco"
        hint={`Searches dish names and descriptions as you type (${MIN_TYPED_QUERY_LENGTH.items} characters or more), or choose a filter to browse.`}
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
        index="items"
        meta={meta}
        total={pages[0]?.pagination.total_estimated}
        city={city}
        points={points}
        hasResults={searchable && hits.length > 0}
      >
        {({ activeId, setActiveId }) => (
          <section aria-labelledby="dish-results-title" aria-busy={query.isFetching}>
            <h2 id="dish-results-title" className="sr-only">
              Results
            </h2>
            <div className="mb-2 flex items-center gap-2">
              <input
                id={toggleId}
                type="checkbox"
                role="switch"
                checked={grouped}
                onChange={(e) => change({ group: e.target.checked ? 'restaurant' : '' }, { replace: true })}
                className="size-5 accent-emerald-700"
              />
              <label htmlFor={toggleId} className="text-sm font-medium">
                Group by restaurant
              </label>
            </div>
            <SearchResults
              query={query}
              pages={pages}
              count={hits.length}
              searchable={searchable}
              noun={['dish', 'dishes']}
              loadingLabel="Searching menus…"
              prompt={
                <div className={`${cardClass} p-5`}>
                  <p className="font-medium">
                    Type at least three characters to search every menu, or choose a filter to browse.
                  </p>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {EXAMPLES.map((example) => (
                      <li key={example}>
                        <Link
                          className={buttonClass('secondary', 'sm')}
                          to={pagePath.dishSearch(withParams(params, { q: example }))}
                        >
                          {example}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              }
              empty={
                <div className={`${cardClass} p-5`} data-testid="empty-state">
                  <p className="font-medium">
                    No dishes match {q ? `“${q}”` : 'these filters'}
                    {q && filtered ? ' with these filters' : ''}.
                  </p>
                  <ul className={`mt-2 list-disc space-y-1 pl-5 text-sm ${mutedText}`}>
                    {q && <li>Try fewer or more general words.</li>}
                    {filtered && <li>Remove a filter above (each chip has a ×), or clear them all.</li>}
                    {q && (
                      <li>
                        <Link className={linkClass} to={pagePath.restaurantSearch({ q })}>
                          Search restaurants for “{q}”
                        </Link>
                      </li>
                    )}
                  </ul>
                </div>
              }
            >
              {grouped ? (
                <GroupedHits hits={hits} q={marks} activeId={activeId} onActivate={setActiveId} />
              ) : (
                <FlatHits hits={hits} q={marks} activeId={activeId} onActivate={setActiveId} />
              )}
            </SearchResults>
          </section>
        )}
      </SearchLayout>
    </div>
  );
}

/** One map marker per restaurant of the hits (several dishes of one place share it), in the order they rank. */
function dishPoints(hits: readonly ItemHit[]): MapPoint[] {
  return groupByRestaurant(hits).map((group) => {
    const first = group.items[0]!;
    const more = group.items.length > 1 ? ` and ${group.items.length - 1} more` : '';
    return {
      id: group.restaurant_id,
      name: group.restaurant_name,
      latitude: first.location.latitude,
      longitude: first.location.longitude,
      detail: `${first.name} ${formatPrice(first.price, first.price_text)}${more}`,
      href: dishLink(first),
    };
  });
}

interface LinkedHits {
  hits: ItemHit[];
  q: string;
  activeId: string | null;
  onActivate: (restaurantId: string | null) => void;
}

function DishLine({ hit, q, showRestaurant }: { hit: ItemHit; q: string; showRestaurant: boolean }) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="font-medium">
          <Highlight text={hit.name} query={q} />
        </p>
        {hit.description && (
          <p className={`line-clamp-2 text-sm ${mutedText}`}>
            <Highlight text={hit.description} query={q} />
          </p>
        )}
        <p className={`mt-0.5 text-sm ${mutedText}`}>
          {showRestaurant ? (
            <>
              <Link to={dishLink(hit)} className={linkClass}>
                {hit.restaurant_name}
              </Link>{' '}
              · {hit.city}, {hit.state} · {hit.section}
              {hit.distance_m !== undefined && (
                <>
                  {' · '}
                  <Distance metres={hit.distance_m} />
                </>
              )}
            </>
          ) : (
            <>
              {hit.section} ·{' '}
              <Link to={dishLink(hit)} className={linkClass}>
                See it on the menu
                <span className="sr-only">
                  : {hit.name} at {hit.restaurant_name}
                </span>
              </Link>
            </>
          )}
        </p>
        {hit.dietary.length > 0 && (
          <ul aria-label="Dietary" className="mt-1 flex flex-wrap gap-1">
            {hit.dietary.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-lime-100 px-2 py-0.5 text-xs text-lime-900 dark:bg-lime-950 dark:text-lime-100"
              >
                {dietaryLabel(tag)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="shrink-0 font-semibold tabular-nums">{formatPrice(hit.price, hit.price_text)}</p>
    </div>
  );
}

function FlatHits({ hits, q, activeId, onActivate }: LinkedHits) {
  return (
    <ol className={`${cardClass} divide-y divide-stone-200 px-4 dark:divide-stone-800`} data-testid="dish-results">
      {hits.map((hit) => (
        <li
          key={hit.item_id}
          onMouseEnter={() => onActivate(hit.restaurant_id)}
          onMouseLeave={() => onActivate(null)}
          className={activeId === hit.restaurant_id ? '-mx-4 bg-amber-50 px-4 dark:bg-amber-950/40' : ''}
        >
          <DishLine hit={hit} q={q} showRestaurant />
        </li>
      ))}
    </ol>
  );
}

function GroupedHits({ hits, q, activeId, onActivate }: LinkedHits) {
  const groups = groupByRestaurant(hits);
  return (
    <ol className="space-y-3" data-testid="dish-groups">
      {groups.map((group) => (
        <li
          key={group.restaurant_id}
          className={`${cardClass} px-4 pt-3 ${activeId === group.restaurant_id ? 'ring-2 ring-amber-600' : ''}`}
          onMouseEnter={() => onActivate(group.restaurant_id)}
          onMouseLeave={() => onActivate(null)}
        >
          <h3 className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold">
            <Link
              to={pagePath.restaurant(group.restaurant_id, { dish: group.items[0]!.item_id })}
              className={`${linkClass} text-lg ${focusRing}`}
            >
              {group.restaurant_name}
            </Link>
            <span className={`text-sm font-normal ${mutedText}`}>
              {group.city}, {group.state} · {group.items.length} {group.items.length === 1 ? 'match' : 'matches'}
            </span>
          </h3>
          <ul className="divide-y divide-stone-200 dark:divide-stone-800">
            {group.items.map((hit) => (
              <li key={hit.item_id}>
                <DishLine hit={hit} q={q} showRestaurant={false} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
