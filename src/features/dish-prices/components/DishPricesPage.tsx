import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams, type NavigateOptions } from 'react-router';
import { PlaceChip, QueryUnderstanding, WordFilterChips } from '../../../components/QueryUnderstanding';
import { SearchField } from '../../../components/SearchField';
import { StateSelect } from '../../../components/StateSelect';
import { buttonClass, cardClass, inputClass, mutedText } from '../../../components/ui';
import { CityPicker } from '../../../components/CityPicker';
import { cityId, withParams, type CityRef } from '../../../lib/url-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlText } from '../../../lib/use-url-text';
import { searchOnEnterHint, useLowQuota } from '../../../api/quota-mode';
import { appliedWordFilters } from '../../../api/search-interpretation';
import { MAX_COMPARED_CITIES, MIN_ITEMS, MIN_TYPED_QUERY_LENGTH } from '../../../../rules/limits';
import { pagePath } from '../../../../rules/page-paths';
import { canAsk, dishPricesOptions } from '../api/dish-prices';
import { isComparing, queryFromUrl, RESET_ON_CHANGE, urlPatch, type QueryPatch } from '../api/dish-prices-url';
import { PlacesResults } from './PlacesResults';

const EXAMPLES = ['burrito', 'pad thai', 'margherita pizza', 'ramen', 'vegan bowl'];

/**
 * `/stats/dishes`: what a dish costs, place by place. Everything that decides what is asked lives in the URL
 * (`dish-prices-url.ts`); the box writes `q` after a pause or on Enter, so a settled query costs one request.
 */
export default function DishPricesPage() {
  const [params, setParams] = useSearchParams();
  const query = queryFromUrl(params);
  const lowQuota = useLowQuota();
  const search = useUrlText('q', {
    minLength: MIN_TYPED_QUERY_LENGTH.items,
    live: !lowQuota,
    resets: RESET_ON_CHANGE,
  });
  const minItems = useUrlText('min', { live: !lowQuota, resets: RESET_ON_CHANGE });
  useDocumentTitle(query.q ? `What “${query.q}” costs, place by place` : 'Dish prices');
  const answer = useQuery(dishPricesOptions(query));
  const comparing = isComparing(query);
  const groupId = useId();
  const minId = useId();

  /** A change of what is asked: a new history entry, from the first page. */
  const change = (patch: QueryPatch, q?: string, options?: NavigateOptions) =>
    setParams(withParams(params, { page: null, ...urlPatch(patch), ...(q !== undefined && { q }) }), options);
  const searchFor = (q: string) => change({}, q);
  // Rendered before the city picker takes another: a navigation is a transition, and an "Add" pressed before it
  // was rendered added to the list as it was before the last one.
  const setCompared = (cities: CityRef[]) =>
    change({ cities: cities.slice(0, MAX_COMPARED_CITIES) }, undefined, { flushSync: true });
  const addCompared = (city: CityRef) => setCompared([...query.cities.filter((c) => cityId(c) !== cityId(city)), city]);

  const meta = answer.data?.meta;
  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Dish prices</h1>
        <p className={mutedText}>
          What a dish costs, place by place: the median price of every matching menu item, and the middle half of the
          prices (25th to 75th percentile).
        </p>
      </div>
      <SearchField
        label="Dish"
        value={search.text}
        onChange={search.setText}
        onSubmit={search.commit}
        placeholder="e.g. burrito, pad thai, vegan bowl under $12"
        hint={`Read as the dish search reads it (typos, plurals, a place, “vegan”, “under $10”); asks once you pause or press Enter (${MIN_TYPED_QUERY_LENGTH.items} characters or more).`}
        notice={lowQuota && searchOnEnterHint(lowQuota)}
      />
      <section aria-labelledby="places-options-title" className={`${cardClass} space-y-4 p-4`}>
        <h2 id="places-options-title" className="font-semibold">
          Places
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="space-y-1">
            <label htmlFor={groupId} className="block text-sm font-medium">
              Group by
            </label>
            <select
              id={groupId}
              className={inputClass}
              value={comparing ? 'city' : query.groupBy}
              disabled={comparing}
              onChange={(e) => change({ groupBy: e.target.value === 'state' ? 'state' : 'city' })}
            >
              <option value="city">City</option>
              <option value="state">State</option>
            </select>
          </div>
          <div className={comparing ? 'opacity-60' : ''}>
            <StateSelect
              label="Only in"
              emptyLabel="Every state"
              value={comparing ? '' : query.state}
              onChange={(state) => change({ state })}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={minId} className="block text-sm font-medium">
              Fewest priced items a place needs
            </label>
            <input
              id={minId}
              type="number"
              inputMode="numeric"
              min={MIN_ITEMS.min}
              max={MIN_ITEMS.max}
              className={inputClass}
              value={minItems.text}
              placeholder={String(MIN_ITEMS.default)}
              onChange={(e) => minItems.setText(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && minItems.commit()}
            />
          </div>
        </div>
        <details className="group" open={comparing || undefined}>
          <summary className={`cursor-pointer font-medium ${mutedText}`}>
            Compare up to {MAX_COMPARED_CITIES} cities
            {comparing && ` (${query.cities.length} chosen)`}
          </summary>
          <div className="mt-3 space-y-3">
            <p className={`text-sm ${mutedText}`}>
              Tick cities in the table, or add one by name. The chart and the table then show just those cities; one
              with too few priced items says so. Grouping and the state do not apply to a comparison.
            </p>
            {comparing && (
              <ul aria-label="Compared cities" className="flex flex-wrap gap-2">
                {query.cities.map((c) => (
                  <li
                    key={cityId(c)}
                    className="inline-flex items-center gap-1 rounded-full border border-stone-300 py-0.5 pr-1 pl-3 text-sm dark:border-stone-700"
                  >
                    {c.city}, {c.state}
                    <button
                      type="button"
                      className={buttonClass('ghost', 'sm')}
                      aria-label={`Remove ${c.city}, ${c.state} from the comparison`}
                      onClick={() => setCompared(query.cities.filter((x) => cityId(x) !== cityId(c)))}
                    >
                      ×
                    </button>
                  </li>
                ))}
                <li>
                  <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setCompared([])}>
                    Stop comparing
                  </button>
                </li>
              </ul>
            )}
            <CityPicker
              submitLabel="Add to comparison"
              stateLabel="State of the city"
              onPick={addCompared}
              disabled={query.cities.length >= MAX_COMPARED_CITIES}
            />
          </div>
        </details>
      </section>

      {/* Below the options, so what arrives with the answer moves nothing above it. */}
      {meta && query.q && (
        <div className="space-y-2">
          <ul aria-label="Read from the words" className="flex flex-wrap gap-2 empty:hidden">
            <PlaceChip interpretation={meta.interpretation} onSearch={searchFor} />
            <WordFilterChips
              typed={meta.query}
              readings={appliedWordFilters(meta.interpretation)}
              onSearch={searchFor}
            />
          </ul>
          <QueryUnderstanding
            typed={meta.query}
            interpretation={meta.interpretation}
            hrefFor={(q) => pagePath.dishPrices(withParams(params, { q, page: null }))}
            placeFiltered={Boolean(query.state) || comparing}
          />
        </div>
      )}

      {canAsk(query) ? (
        <PlacesResults
          query={query}
          answer={answer}
          onChange={change}
          onCompare={setCompared}
          onRetry={() => void answer.refetch()}
        />
      ) : (
        <div className={`${cardClass} p-5`}>
          <p className="font-medium">Type a dish to see what it costs in each city or state.</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {EXAMPLES.map((example) => (
              <li key={example}>
                <Link className={buttonClass('secondary', 'sm')} to={pagePath.dishPrices({ q: example })}>
                  {example}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
