/** The rules both searches page by (docs/api-decisions.md, Search requests), in one place. */
import { MAX_RESULT_WINDOW } from '../../rules/limits';

interface PageOfResults {
  pagination: { offset: number; returned: number; has_more: boolean };
}

/** `getNextPageParam` for a search paged by `pageSize`: the next offset, while the API can still answer it. */
export const nextOffset =
  (pageSize: number) =>
  (last: PageOfResults): number | undefined => {
    const next = last.pagination.offset + last.pagination.returned;
    return last.pagination.has_more && next + pageSize <= MAX_RESULT_WINDOW ? next : undefined;
  };
