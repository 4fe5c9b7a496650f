/** The rules both searches page by (docs/api-decisions.md, Search requests), in one place. */
import { MAX_RESULT_WINDOW, MIN_TYPED_QUERY_LENGTH } from '../../rules/limits';

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

/** The filters a user has set; the API rejects empty strings, so unset ones are left out. */
export function setFilters<T extends Record<string, string>>(filters: T): Partial<T> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as Partial<T>;
}

/** Typed enough to search as you type? Shorter queries spend quota on results nobody reads. */
export const isSearchable = (q: string, index: keyof typeof MIN_TYPED_QUERY_LENGTH) =>
  q.trim().length >= MIN_TYPED_QUERY_LENGTH[index];
