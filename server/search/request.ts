/**
 * A search as the routes ask for it, whatever the endpoint: which collection, the words, the filters, the order,
 * the counts wanted and the page. The planner turns it into a plan; the catalog's executor runs the plan.
 */
import type { FacetName, Filters, SearchIndexName, SearchSort } from './fields.ts';

export interface SearchRequest<Index extends SearchIndexName = SearchIndexName> {
  index: Index;
  /** What was typed, trimmed; empty when browsing by filters alone. */
  text: string;
  filters: Filters;
  sort: SearchSort;
  /** Whether the request named its sort (a sort word in the text then does not override it). */
  sortChosen: boolean;
  facets: readonly FacetName[];
  page: { limit: number; offset: number };
  /** The instant the request was made (ms since the epoch): what open_now means. */
  now: number;
  /**
   * Open at this local time tonight (minutes after midnight), in each restaurant's own time zone and on its own
   * date at `now`: what "late night" asks.
   */
  openLocalMinute?: number;
}

/** Whether the request needs more than the words and the place: the executor then reads every match. */
export function isDiscovery(request: SearchRequest): boolean {
  const { cuisines, price_range, price, min_rating, open_now, open_at, dietary, near, within } = request.filters;
  const { chain_ids, independent, attributes } = request.filters;
  return (
    request.text === '' ||
    request.sort !== 'relevance' ||
    request.facets.length > 0 ||
    [cuisines, price_range, price, min_rating, open_at, dietary, near, within, chain_ids, independent, attributes].some(
      (value) => value !== undefined,
    ) ||
    open_now === true ||
    request.openLocalMinute !== undefined
  );
}
