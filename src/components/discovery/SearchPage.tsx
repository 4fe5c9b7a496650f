import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { searchOnEnterHint, useLowQuota } from '../../api/quota-mode';
import { canSearch, type SearchIndex } from '../../api/search-filters';
import { highlightQuery, narrowed } from '../../api/search-interpretation';
import { searchOptions, type SearchHit } from '../../api/search-query';
import { withParams } from '../../lib/url-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlText } from '../../lib/use-url-text';
import type { MapPoint } from '../map/map-points';
import { QueryUnderstanding } from '../QueryUnderstanding';
import { SearchField } from '../SearchField';
import { SearchResults, usePagesKeptOnError } from '../SearchResults';
import { buttonClass, cardClass, mutedText } from '../ui';
import { SearchLayout } from './SearchLayout';
import { useSearchFilters } from './use-search-filters';
import { useTypedSuggestions } from './use-typed-suggestions';

/** What the result list is told: the words to highlight (what the server searched), and the map's pointed-at place. */
export interface LinkedResults {
  marks: string;
  activeId: string | null;
  setActiveId: (id: string | null) => void;
}

interface SearchPageProps<Index extends SearchIndex> {
  index: Index;
  /** The heading; in lower case it is the noun of the document title (“pizza” restaurants) and the empty state. */
  title: string;
  /** This page's path with a query: examples and query corrections link to it. */
  pathFor: (query: URLSearchParams) => string;
  field: { label: string; placeholder: string; hint: string };
  /** Shown before there is anything to search; `intro` is said above the examples. */
  prompt: { message: string; intro?: string; examples: readonly string[] };
  results: { headingId: string; noun: [singular: string, plural: string]; loadingLabel: string };
  /** The empty state's last suggestion, for a typed query: the same words on the other search page. */
  elsewhere: (q: string) => ReactNode;
  /** The places to mark on the map, in result order. */
  toPoints: (hits: SearchHit<Index>[]) => MapPoint[];
  /** Above the results, whatever state they are in. */
  controls?: ReactNode;
  /**
   * A query another lookup answers better than a search (a phone number, on the restaurant page): what to show in
   * place of the search and its results, or null to search as usual.
   */
  lookup?: (q: string) => ReactNode;
  /** The result list. */
  children: (hits: SearchHit<Index>[], linked: LinkedResults) => ReactNode;
}

/**
 * A search page: the search box, how the words were read, and the results in their layout (filters, chips, map),
 * every part of it in the URL. Each search page supplies its index, its words and how a result is drawn.
 */
export function SearchPage<Index extends SearchIndex>(props: SearchPageProps<Index>) {
  const { index, title, pathFor, field, results, toPoints, controls, lookup, children } = props;
  const { params, filters } = useSearchFilters();
  const navigate = useNavigate();
  const lowQuota = useLowQuota();
  // Typing asks for suggestions, which a typed search's session makes free; the search itself waits for Enter or a
  // pick, so one typed search costs one request (docs/api-decisions.md, Suggest).
  const search = useUrlText('q', { live: false });
  const suggestions = useTypedSuggestions(search.text);
  const city = useUrlText('city', { live: !lowQuota });
  const q = search.value;
  useDocumentTitle(q ? `“${q}” ${title.toLowerCase()}` : title);

  const lookedUp = q === '' ? null : (lookup?.(q) ?? null);
  const query = useInfiniteQuery({ ...searchOptions(index, filters), enabled: !lookedUp && canSearch(filters, index) });
  const pages = usePagesKeptOnError(query);
  const hits = useMemo(() => pages.flatMap((page): SearchHit<Index>[] => page.data), [pages]);
  const meta = pages[0]?.meta;
  const interpretation = meta?.interpretation;
  const marks = highlightQuery(q, interpretation);
  const hrefFor = (text: string) => pathFor(withParams(params, { q: text }));
  const searchable = canSearch(filters, index);
  const points = useMemo(() => toPoints(hits), [toPoints, hits]);

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{title}</h1>
      <SearchField
        label={field.label}
        value={search.text}
        onChange={(text) => {
          search.setText(text);
          suggestions.typed();
        }}
        onSubmit={() => {
          suggestions.close();
          search.commit();
        }}
        suggestions={suggestions.options}
        onPick={(option) => {
          suggestions.close();
          // A restaurant picked is that restaurant, not a search for its name; its page's read ends the session.
          if (option.href) void navigate(option.href);
          else search.choose(option.label);
        }}
        onDismiss={suggestions.close}
        placeholder={field.placeholder}
        hint={field.hint}
        notice={lowQuota && searchOnEnterHint(lowQuota)}
      />
      {lookedUp}
      {!lookedUp && searchable && meta && q !== '' && (
        <QueryUnderstanding
          typed={meta.query}
          interpretation={interpretation}
          hrefFor={hrefFor}
          placeFiltered={Boolean(filters.state || filters.city)}
        />
      )}
      {!lookedUp && (
        <SearchLayout
          index={index}
          meta={meta}
          total={pages[0]?.pagination.total_estimated}
          city={city}
          points={points}
          hasResults={searchable && hits.length > 0}
        >
          {({ activeId, setActiveId }) => (
            <section aria-labelledby={results.headingId} aria-busy={query.isFetching}>
              <h2 id={results.headingId} className="sr-only">
                Results
              </h2>
              {controls}
              <SearchResults
                query={query}
                pages={pages}
                count={hits.length}
                searchable={searchable}
                noun={results.noun}
                loadingLabel={results.loadingLabel}
                prompt={<Prompt {...props.prompt} hrefFor={hrefFor} />}
                empty={
                  <EmptyState
                    noun={title.toLowerCase()}
                    q={q}
                    filtered={narrowed(filters, index, interpretation)}
                    elsewhere={props.elsewhere}
                  />
                }
              >
                {children(hits, { marks, activeId, setActiveId })}
              </SearchResults>
            </section>
          )}
        </SearchLayout>
      )}
    </div>
  );
}

function Prompt({
  message,
  intro,
  examples,
  hrefFor,
}: SearchPageProps<SearchIndex>['prompt'] & { hrefFor: (q: string) => string }) {
  return (
    <div className={`${cardClass} p-5`}>
      <p className="font-medium">{message}</p>
      {intro && <p className={`mt-1 text-sm ${mutedText}`}>{intro}</p>}
      <ul className={`${intro ? 'mt-2' : 'mt-3'} flex flex-wrap gap-2`}>
        {examples.map((example) => (
          <li key={example}>
            <Link className={buttonClass('secondary', 'sm')} to={hrefFor(example)}>
              {example}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmptyState({
  noun,
  q,
  filtered,
  elsewhere,
}: {
  noun: string;
  q: string;
  filtered: boolean;
  elsewhere: (q: string) => ReactNode;
}) {
  return (
    <div className={`${cardClass} p-5`} data-testid="empty-state">
      <p className="font-medium">
        No {noun} match {q ? `“${q}”` : 'these filters'}
        {q && filtered ? ' with these filters' : ''}.
      </p>
      <ul className={`mt-2 list-disc space-y-1 pl-5 text-sm ${mutedText}`}>
        {q && <li>Try fewer or more general words.</li>}
        {filtered && <li>Remove a filter above (each chip has a ×), or clear them all.</li>}
        {q && <li>{elsewhere(q)}</li>}
      </ul>
    </div>
  );
}
