/** The rules both searches page by (docs/api-decisions.md, Search requests), in one place. */

/** Search waits for this many characters: shorter queries spend quota on results nobody reads. */
const MIN_QUERY_LENGTH = 2;

/** The API's window: offset + limit ≤ 1,000. */
const MAX_WINDOW = 1000;

interface PageOfResults {
  pagination: { offset: number; returned: number; has_more: boolean };
}

/** `getNextPageParam` for a search paged by `pageSize`: the next offset, while the API can still answer it. */
export const nextOffset =
  (pageSize: number) =>
  (last: PageOfResults): number | undefined => {
    const next = last.pagination.offset + last.pagination.returned;
    return last.pagination.has_more && next + pageSize <= MAX_WINDOW ? next : undefined;
  };

/** The filters a user has set; the API rejects empty strings, so unset ones are left out. */
export function setFilters<T extends Record<string, string>>(filters: T): Partial<T> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as Partial<T>;
}

export const isSearchable = (q: string, minLength = MIN_QUERY_LENGTH) => q.trim().length >= minLength;
