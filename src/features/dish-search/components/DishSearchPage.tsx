import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterChip } from '../../../components/FilterChip';
import { Highlight } from '../../../components/Highlight';
import { PlaceChip, QueryUnderstanding, WordFilterChips } from '../../../components/QueryUnderstanding';
import { SearchField } from '../../../components/SearchField';
import { SearchResults, usePagesKeptOnError } from '../../../components/SearchResults';
import { StateSelect, TextFilter } from '../../../components/StateSelect';
import { buttonClass, cardClass, focusRing, linkClass, mutedText } from '../../../components/ui';
import { formatPrice } from '../../../lib/money';
import { appliedPlace, appliedWordFilters, highlightQuery } from '../../../api/search-interpretation';
import { normalizeState, readParam, withParams } from '../../../lib/url-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlText } from '../../../lib/use-url-text';
import { dishSearchOptions, groupByRestaurant, type ItemHit } from '../api/search-items';
import { isSearchable } from '../../../api/search-paging';
import { MIN_TYPED_QUERY_LENGTH } from '../../../../rules/limits';
import { searchOnEnterHint, useLowQuota } from '../../../api/quota-mode';
import { pagePath } from '../../../../rules/page-paths';

const EXAMPLES = ['pad thai', 'burrito', 'margherita', 'ramen', 'cheesecake'];

const dishLink = (hit: Pick<ItemHit, 'restaurant_id' | 'item_id'>) =>
  pagePath.restaurant(hit.restaurant_id, { dish: hit.item_id });

export default function DishSearchPage() {
  const [params, setParams] = useSearchParams();
  const lowQuota = useLowQuota();
  const search = useUrlText('q', { live: !lowQuota });
  const city = useUrlText('city', { live: !lowQuota });
  const state = normalizeState(readParam(params, 'state'));
  const grouped = readParam(params, 'group') === 'restaurant';
  const q = search.value;
  useDocumentTitle(q ? `“${q}” dishes` : 'Dishes');
  const toggleId = useId();

  const query = useInfiniteQuery(dishSearchOptions({ q, state, city: city.value }));
  const pages = usePagesKeptOnError(query);
  const hits = pages.flatMap((p) => p.data);
  const setParam = (name: string, value: string) =>
    setParams(withParams(params, { [name]: value }), { replace: name === 'group' });
  const meta = pages[0]?.meta;
  const interpretation = meta?.interpretation;
  const place = appliedPlace(interpretation);
  const wordFilters = appliedWordFilters(interpretation);
  const marks = highlightQuery(q, interpretation);
  const hrefFor = (text: string) => pagePath.dishSearch(withParams(params, { q: text }));

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">Dishes</h1>
      <SearchField
        label="Search dishes on every menu"
        value={search.text}
        onChange={search.setText}
        onSubmit={search.commit}
        placeholder="e.g. pad thai, carnitas taco"
        hint={`Searches dish names and descriptions as you type (${MIN_TYPED_QUERY_LENGTH.items} characters or more).`}
        notice={lowQuota && searchOnEnterHint(lowQuota)}
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <StateSelect value={state} onChange={(v) => setParam('state', v)} />
        <TextFilter
          label="City"
          value={city.text}
          onChange={city.setText}
          onCommit={city.commit}
          placeholder="e.g. Austin"
        />
        <div className="flex items-center gap-2 py-2">
          <input
            id={toggleId}
            type="checkbox"
            role="switch"
            checked={grouped}
            onChange={(e) => setParam('group', e.target.checked ? 'restaurant' : '')}
            className="size-5 accent-emerald-700"
          />
          <label htmlFor={toggleId} className="text-sm font-medium">
            Group by restaurant
          </label>
        </div>
      </div>
      {(state || city.value || place || wordFilters.length > 0) && (
        <ul aria-label="Active filters" className="flex flex-wrap gap-2">
          <PlaceChip interpretation={interpretation} onSearch={(text) => setParam('q', text)} />
          <WordFilterChips
            typed={meta?.query ?? q}
            interpretation={interpretation}
            onSearch={(text) => setParam('q', text)}
          />
          {state && <FilterChip label="State" value={state} onRemove={() => setParam('state', '')} />}
          {city.value && <FilterChip label="City" value={city.value} onRemove={() => setParam('city', '')} />}
        </ul>
      )}

      {isSearchable(q, 'items') && meta && (
        <QueryUnderstanding
          typed={meta.query}
          interpretation={interpretation}
          hrefFor={hrefFor}
          placeFiltered={Boolean(state || city.value)}
        />
      )}

      <section aria-labelledby="dish-results-title" aria-busy={query.isFetching}>
        <h2 id="dish-results-title" className="sr-only">
          Results
        </h2>
        <SearchResults
          query={query}
          pages={pages}
          count={hits.length}
          searchable={isSearchable(q, 'items')}
          noun={['dish', 'dishes']}
          loadingLabel="Searching menus…"
          prompt={
            <div className={`${cardClass} p-5`}>
              <p className="font-medium">Type at least three characters to search every menu.</p>
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
                No dishes match “{q}”{state || city.value ? ' here' : ''}.
              </p>
              <ul className={`mt-2 list-disc space-y-1 pl-5 text-sm ${mutedText}`}>
                <li>Try fewer or more general words.</li>
                {(state || city.value) && (
                  <li>
                    <button
                      type="button"
                      className={linkClass}
                      onClick={() => setParams(withParams(params, { state: '', city: '' }))}
                    >
                      Search everywhere
                    </button>
                  </li>
                )}
                <li>
                  <Link className={linkClass} to={pagePath.restaurantSearch({ q })}>
                    Search restaurants for “{q}”
                  </Link>
                </li>
              </ul>
            </div>
          }
        >
          {grouped ? <GroupedHits hits={hits} q={marks} /> : <FlatHits hits={hits} q={marks} />}
        </SearchResults>
      </section>
    </div>
  );
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
      </div>
      <p className="shrink-0 font-semibold tabular-nums">{formatPrice(hit.price, hit.price_text)}</p>
    </div>
  );
}

function FlatHits({ hits, q }: { hits: ItemHit[]; q: string }) {
  return (
    <ol className={`${cardClass} divide-y divide-stone-200 px-4 dark:divide-stone-800`} data-testid="dish-results">
      {hits.map((hit) => (
        <li key={hit.item_id}>
          <DishLine hit={hit} q={q} showRestaurant />
        </li>
      ))}
    </ol>
  );
}

function GroupedHits({ hits, q }: { hits: ItemHit[]; q: string }) {
  const groups = groupByRestaurant(hits);
  return (
    <ol className="space-y-3" data-testid="dish-groups">
      {groups.map((group) => (
        <li key={group.restaurant_id} className={`${cardClass} px-4 pt-3`}>
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
