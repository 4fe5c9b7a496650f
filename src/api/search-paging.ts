/** The rules both searches page by (docs/api-decisions.md, Search requests), in one place. */
import { MAX_RESULT_WINDOW } from '../../rules/limits';

interface PageOfResults {
  pagination: { offset: number; returned: number; has_more: boolean; next_cursor?: string };
}

/** Where a page starts: an offset within the API's window, or the cursor of the page before it past the window. */
export type PageStart = number | string;

/**
 * `getNextPageParam` for a search paged by `pageSize`: the next offset while the window (offset + limit ≤ 1,000)
 * reaches it, so the requests a person reads in the inspector say which page they are; past it, the cursor the
 * last page offered.
 */
export const nextPageStart =
  (pageSize: number) =>
  (last: PageOfResults): PageStart | undefined => {
    if (!last.pagination.has_more) return undefined;
    const next = last.pagination.offset + last.pagination.returned;
    return next + pageSize <= MAX_RESULT_WINDOW ? next : last.pagination.next_cursor;
  };

/** A page's start as the fields of a search body. */
export const pageFields = (start: PageStart): { offset: number } | { cursor: string } =>
  typeof start === 'string' ? { cursor: start } : { offset: start };
