import { useSearchParams } from 'react-router';
import { FILTER_PARAMS, filtersFromUrl } from '../../api/search-filters';
import { withParams } from '../../lib/url-state';

/** URL parameters a filter change rewrites, by name; '' removes one. */
export type FilterPatch = Record<string, string>;

/** Every filter's parameter (not the sort, which is not a filter), for "Clear all". */
const CLEARED = ['state', 'city', ...Object.values(FILTER_PARAMS).filter((name) => name !== FILTER_PARAMS.sort)];

/** How many pages of results are on screen: kept in the URL so a link shows as many, reset by every new search. */
export const PAGES_PARAM = 'pages';

/**
 * A search page's filters, read from the URL, and the one way to change them: every change is a new history
 * entry (Back undoes it) and starts again from the first page.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(params);
  const change = (patch: FilterPatch, options: { replace?: boolean } = {}) =>
    setParams(withParams(params, { ...patch, [PAGES_PARAM]: '' }), options);
  const clearAll = (q: string) => change({ ...Object.fromEntries(CLEARED.map((name) => [name, ''])), q });
  return { params, filters, change, clearAll };
}
