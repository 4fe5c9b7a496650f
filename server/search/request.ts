/**
 * A search as the routes ask for it, whatever the endpoint: which collection, the words, the filters, the order and
 * the page. The planner turns it into a plan; the catalog's executor runs the plan.
 */
import type { Filters, SearchIndexName } from './fields.ts';

/** The orders a search can return its hits in (ranking rules in `rank.ts`). */
type SearchSort = 'relevance';

export interface SearchRequest<Index extends SearchIndexName = SearchIndexName> {
  index: Index;
  /** What was typed, trimmed. */
  text: string;
  filters: Filters;
  sort: SearchSort;
  page: { limit: number; offset: number };
}
