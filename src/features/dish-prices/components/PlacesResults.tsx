import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { CsvButton } from '../../../components/CsvButton';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { PausedNotice } from '../../../components/PausedNotice';
import { buttonClass, cardClass, mutedText } from '../../../components/ui';
import { ApiError } from '../../../api/errors';
import { formatCount, formatPercent, formatPrice } from '../../../lib/money';
import { cityId, type CityRef } from '../../../lib/url-state';
import {
  CSV_HEADER,
  csvRequestCount,
  csvRows,
  placeRows,
  resultTitle,
  type DishPricesNational,
  type DishPricesRow,
} from '../api/dish-prices';
import { MAX_COMPARED_CITIES } from '../../../../rules/limits';
import { isComparing, PAGE_SIZE, type DishPricesQuery, type QueryPatch } from '../api/dish-prices-url';
import { AllPlacesCsvButton } from './AllPlacesCsvButton';
import { PlacesMap } from './PlacesMap';
import { chartHeight, PriceRangeChart } from './PriceRangeChart';
import { PlacesTable, type RowCompare } from './PlacesTable';

type National = Omit<DishPricesNational, 'city'>;

interface Answer {
  data: DishPricesRow[];
  pagination: { total_estimated?: number };
  // The client's types leave out a field that can only be null (the national row's city).
  meta: { national: National; as_of: string };
}

/**
 * The places of one answer: a line of what was found, the chart, the table (the same rows in the same order), paging
 * and the CSV. While a new answer comes the last one stays, marked busy, so nothing jumps.
 */
export function PlacesResults({
  query,
  answer,
  onChange,
  onCompare,
  onRetry,
}: {
  query: DishPricesQuery;
  answer: UseQueryResult<Answer>;
  onChange: (patch: QueryPatch) => void;
  onCompare: (cities: CityRef[]) => void;
  onRetry: () => void;
}) {
  const [selected, setSelected] = useState<CityRef[]>([]);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const comparing = isComparing(query);

  if (answer.isError && !answer.data) {
    return <AnswerError error={answer.error} query={query} onCompare={onCompare} onRetry={onRetry} />;
  }
  if (!answer.data) {
    return (
      <div style={{ minHeight: chartHeight(PAGE_SIZE) }}>
        {answer.fetchStatus === 'paused' ? <PausedNotice /> : <Loading label="Reading every menu…" />}
      </div>
    );
  }

  const total = answer.data.pagination.total_estimated ?? answer.data.data.length;
  // In the API's order, whatever column it is by: the table never re-orders the page alone.
  const rows = placeRows(answer.data.data, query.cities);
  const title = resultTitle(query);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const requests = csvRequestCount(total, comparing ? total : query.page === 1 ? rows.length : 0);
  const byState = query.groupBy === 'state' && !comparing;
  const place = byState ? ['state', 'states'] : ['city', 'cities'];

  const compare: RowCompare | null =
    query.groupBy === 'city' || comparing
      ? {
          selected: (c) => selected.some((s) => cityId(s) === cityId(c)),
          full: selected.length >= MAX_COMPARED_CITIES,
          toggle: (c) =>
            setSelected((list) =>
              list.some((s) => cityId(s) === cityId(c)) ? list.filter((s) => cityId(s) !== cityId(c)) : [...list, c],
            ),
          remove: comparing ? (c) => onCompare(query.cities.filter((x) => cityId(x) !== cityId(c))) : null,
        }
      : null;

  return (
    <section aria-labelledby="places-title" aria-busy={answer.isFetching} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="places-title" className="text-lg font-semibold" data-testid="places-summary">
          {comparing
            ? `${formatCount(query.cities.length)} compared ${query.cities.length === 1 ? 'city' : 'cities'}`
            : `${formatCount(total)} ${total === 1 ? place[0] : place[1]} with at least ${formatCount(query.minItems)} priced ${query.minItems === 1 ? 'match' : 'matches'}`}
        </h2>
        {total > 0 &&
          (requests === 0 ? (
            <CsvButton title={title} asOf={answer.data.meta.as_of} header={CSV_HEADER} rows={csvRows(rows)} />
          ) : (
            <AllPlacesCsvButton
              query={query}
              total={total}
              requests={requests}
              title={title}
              asOf={answer.data.meta.as_of}
            />
          ))}
      </div>
      <NationalLine national={answer.data.meta.national} q={query.q} asOf={answer.data.meta.as_of} />
      {answer.isError && <AnswerError error={answer.error} query={query} onCompare={onCompare} onRetry={onRetry} />}
      {rows.length === 0 && total > 0 ? (
        // A link to a page past the end (the places changed, or the page number was edited).
        <div className={`${cardClass} space-y-2 p-5`}>
          <p className="font-medium">
            Page {formatCount(query.page)} is past the last page ({formatCount(pages)}).
          </p>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => onChange({ page: 1 })}>
            Go to the first page
          </button>
        </div>
      ) : rows.length === 0 ? (
        <div className={`${cardClass} p-5`} data-testid="empty-state">
          <p className="font-medium">
            No {place[0] === 'state' ? 'state' : 'city'} has {formatCount(query.minItems)} or more priced matches for “
            {query.q}”.
          </p>
          <p className={`mt-1 text-sm ${mutedText}`}>
            Try a lower number of items a place needs, every state, or fewer words.
          </p>
        </div>
      ) : (
        <>
          <figure className={`${cardClass} space-y-2 p-4`}>
            <figcaption className="text-sm">
              <span className="font-semibold">Median price</span> (the mark, and the figure) with the middle half of the
              prices (the bar), in the table's order.
            </figcaption>
            <PriceRangeChart
              label={`Bar chart: median ${query.q} price and the range from the 25th to the 75th percentile, ${rows.length} places`}
              rows={rows.map((r) => ({
                key: r.key,
                label: r.label,
                p25: r.figures?.p25 ?? null,
                median: r.figures?.median ?? null,
                p75: r.figures?.p75 ?? null,
              }))}
            />
          </figure>
          <PlacesMap
            dish={query.q}
            places={rows}
            level={byState ? 'state' : 'city'}
            zoomTo={comparing ? '' : query.state}
            highlighted={highlighted}
            onHighlight={setHighlighted}
          />
          <div className={`${cardClass} space-y-3 p-4`}>
            <p className={`text-sm ${mutedText}`}>
              A column’s header sorts every place by it, not only this page’s (a figure highest first; pressed again,
              lowest first).
            </p>
            {compare && !comparing && (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <button
                  type="button"
                  className={buttonClass('primary', 'sm')}
                  disabled={selected.length === 0}
                  onClick={() => {
                    onCompare(selected);
                    setSelected([]);
                  }}
                >
                  Compare {selected.length > 0 ? `${selected.length} selected` : 'selected cities'}
                </button>
                <span className={mutedText}>Tick up to {MAX_COMPARED_CITIES} cities in the table.</span>
              </p>
            )}
            <PlacesTable
              caption={title}
              rows={rows}
              sort={query.sort}
              order={query.order}
              onSort={(sort, order) => onChange({ sort, order })}
              minItems={query.minItems}
              compare={compare}
              highlighted={highlighted}
              onHighlight={setHighlighted}
            />
          </div>
          {!comparing && pages > 1 && (
            <nav aria-label="Pages of places" className="flex items-center justify-between gap-3">
              <button
                type="button"
                className={buttonClass('secondary')}
                disabled={query.page <= 1}
                onClick={() => onChange({ page: query.page - 1 })}
              >
                Previous page
              </button>
              <span className="text-sm">
                Page {formatCount(query.page)} of {formatCount(pages)}
              </span>
              <button
                type="button"
                className={buttonClass('secondary')}
                disabled={query.page >= pages}
                onClick={() => onChange({ page: query.page + 1 })}
              >
                Next page
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** A compared city the catalog does not know is named, with a way out; any other error as the app says errors. */
function AnswerError({
  error,
  query,
  onCompare,
  onRetry,
}: {
  error: unknown;
  query: DishPricesQuery;
  onCompare: (cities: CityRef[]) => void;
  onRetry: () => void;
}) {
  const index =
    error instanceof ApiError && error.code === 'city_not_found' ? /^cities\[(\d+)\]$/.exec(error.param ?? '') : null;
  const unknown = index ? query.cities[Number(index[1])] : undefined;
  if (!unknown) return <ErrorNotice error={error} onRetry={onRetry} />;
  return (
    <div
      role="alert"
      className="space-y-2 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100"
    >
      <p className="font-semibold">
        {unknown.city}, {unknown.state} is not a city in the catalog.
      </p>
      <p className="text-sm">
        No restaurants are listed there (404 city_not_found). Check the spelling and the state, or take it out of the
        comparison.
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => onCompare(query.cities.filter((c) => cityId(c) !== cityId(unknown)))}
      >
        Remove {unknown.city}, {unknown.state}
      </button>
    </div>
  );
}

/**
 * The dish across the whole country, the yardstick of the table's "Serving" and "Price index": what share of all
 * restaurants serve it and its national median, whatever place the table is narrowed to.
 */
function NationalLine({ national, q, asOf }: { national: National; q: string; asOf: string }) {
  return (
    <p className={`${cardClass} p-3 text-sm`} data-testid="national-row">
      <span className="font-semibold">United States: </span>
      {national.item_count === 0
        ? `no priced “${q}” anywhere.`
        : `${formatCount(national.item_count)} priced items at ${formatCount(national.restaurant_count)} restaurants ` +
          `(${formatPercent(national.penetration)} of all), median ${formatPrice(national.median)} ` +
          `(price index 100). “Serving” is the share of a place’s restaurants with the dish; “Price index” is its ` +
          `median against the US median. As of ${asOf}.`}
    </p>
  );
}
