import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatCount } from '../lib/money';
import { withParams } from '../lib/url-state';
import { PAGES_PARAM } from './discovery/use-search-filters';
import { ErrorNotice } from './ErrorNotice';
import { Loading, Skeleton } from './Loading';
import { PausedNotice } from './PausedNotice';
import { ResultSummary } from './ResultSummary';
import { buttonClass, mutedText } from './ui';

/** What the results frame reads from a page of any search answer. */
interface SearchPage {
  pagination: { total_estimated?: number };
  meta: { total_is_exact: boolean; processing_ms: number; unknown_hours?: number };
}

type SearchQuery<Page> = UseInfiniteQueryResult<InfiniteData<Page>, unknown>;

/** The query's pages, or after an error (a 429 above all) the last pages that worked, so they stay on screen. */
export function usePagesKeptOnError<Page>(query: SearchQuery<Page>): Page[] {
  const [last, setLast] = useState(query.data);
  if (query.data && query.data !== last) setLast(query.data);
  return (query.data ?? (query.isError ? last : undefined))?.pages ?? [];
}

/**
 * How many pages are on screen lives in the URL (`pages`), so a shared link or a reload shows as many: pages a link
 * asks for are fetched one after another, and "Load more" writes the new count.
 */
function usePagesInUrl<Page>(query: SearchQuery<Page>) {
  const [params, setParams] = useSearchParams();
  const wanted = Math.max(1, Math.floor(Number(params.get(PAGES_PARAM))) || 1);
  const loaded = query.isPlaceholderData ? 0 : (query.data?.pages.length ?? 0);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (loaded > 0 && loaded < wanted && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [loaded, wanted, hasNextPage, isFetchingNextPage, fetchNextPage]);
  useEffect(() => {
    if (loaded > wanted)
      setParams((current) => withParams(current, { [PAGES_PARAM]: String(loaded) }), { replace: true });
  }, [loaded, wanted, setParams]);
}

interface SearchResultsProps<Page extends SearchPage> {
  query: SearchQuery<Page>;
  pages: Page[];
  /** How many results the pages hold. */
  count: number;
  /** False until the query is long enough to search; `prompt` is shown meanwhile. */
  searchable: boolean;
  prompt: ReactNode;
  empty: ReactNode;
  noun: [singular: string, plural: string];
  loadingLabel: string;
  /** The result list. */
  children: ReactNode;
}

/** Imported catalogs may not know a restaurant's hours: an open-now search leaves those out, and says how many. */
function UnknownHoursNote({ count }: { count: number }) {
  const places = count === 1 ? 'result whose hours are not listed was' : 'results whose hours are not listed were';
  return (
    <p className={`mb-3 text-sm ${mutedText}`} data-testid="unknown-hours">
      {formatCount(count)} {places} left out: no one can say whether they are open.
    </p>
  );
}

/**
 * Every state a search's results can be in, in one order for every search page: waiting for a query, failed,
 * paused (quota used up or offline), loading, empty, and the results with their summary and "Load more".
 */
export function SearchResults<Page extends SearchPage>({
  query,
  pages,
  count,
  searchable,
  prompt,
  empty,
  noun,
  loadingLabel,
  children,
}: SearchResultsProps<Page>) {
  usePagesInUrl(query);
  const first = pages[0];
  const retry = () => void query.refetch();
  if (!searchable) return <>{prompt}</>;
  if (query.isError && count === 0) return <ErrorNotice error={query.error} onRetry={retry} />;
  if (query.isPending && query.fetchStatus === 'paused') return <PausedNotice />;
  if (query.isPending) {
    return (
      <>
        <Loading label={loadingLabel} />
        <Skeleton />
      </>
    );
  }
  const unknownHours = first?.meta.unknown_hours ?? 0;
  const leftOut = unknownHours > 0 && <UnknownHoursNote count={unknownHours} />;
  if (count === 0) {
    return (
      <>
        {leftOut}
        {empty}
      </>
    );
  }
  return (
    <>
      <div className="mb-3 flex items-center justify-between gap-2">
        {first && (
          <ResultSummary
            total={first.pagination.total_estimated ?? count}
            exact={first.meta.total_is_exact}
            ms={first.meta.processing_ms}
            noun={noun}
          />
        )}
        {query.fetchStatus === 'fetching' && !query.isFetchingNextPage && (
          <span role="status" className={`text-sm ${mutedText}`}>
            Updating…
          </span>
        )}
      </div>
      {leftOut}
      {query.fetchStatus === 'paused' && (
        <div className="mb-3">
          <PausedNotice />
        </div>
      )}
      {query.isError && (
        <div className="mb-3">
          <ErrorNotice error={query.error} onRetry={retry} />
          <p className={`mt-1 text-sm ${mutedText}`}>Showing the results of the last search that worked.</p>
        </div>
      )}
      {children}
      <div className="mt-4 flex flex-col items-center gap-2">
        {query.hasNextPage ? (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </button>
        ) : (
          <p className={`text-sm ${mutedText}`}>That is every result.</p>
        )}
      </div>
    </>
  );
}
