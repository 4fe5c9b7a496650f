// @vitest-environment happy-dom
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filtersFromUrl } from './search-filters';
import { searchOptions } from './search-query';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

const answer = (offset: number, returned: number) =>
  new Response(
    JSON.stringify({
      data: [],
      pagination: {
        offset,
        limit: returned,
        returned,
        has_more: true,
        total_estimated: 5000,
        next_cursor: `after-${offset + returned}`,
      },
      meta: { query: 'pizza', processing_ms: 1, total_is_exact: true },
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );

/** The path and body of every request sent. */
async function sent() {
  return Promise.all(
    fetchMock.mock.calls.map(async ([request]) => {
      const r = request as Request;
      return { path: new URL(r.url).pathname, body: (await r.clone().json()) as Record<string, unknown> };
    }),
  );
}

const filters = (query: string) => filtersFromUrl(new URLSearchParams(query));

describe('searchOptions', () => {
  afterEach(() => fetchMock.mockReset());

  it.each([
    ['restaurants', '/v1/search/restaurants', 20, ['attributes']],
    ['items', '/v1/search/items', 30, []],
  ] as const)('%s: the first page counts the facets, the next one does not', async (index, path, pageSize, own) => {
    fetchMock.mockImplementation(async (request) => {
      const body = (await (request as Request).clone().json()) as { offset: number };
      return answer(body.offset, pageSize);
    });
    const search = new InfiniteQueryObserver(new QueryClient(), searchOptions(index, filters('q=pizza&state=TX')));
    await search.refetch();
    await search.fetchNextPage();
    expect(await sent()).toEqual([
      {
        path,
        body: {
          q: 'pizza',
          state: 'TX',
          facets: ['cuisine', 'price_range', 'rating', 'open_now', 'dietary', ...own],
          limit: pageSize,
          offset: 0,
        },
      },
      { path, body: { q: 'pizza', state: 'TX', limit: pageSize, offset: pageSize } },
    ]);
  });

  it('pages past the first 1,000 results with the cursor of the page before', async () => {
    fetchMock.mockImplementation(async (request) => {
      const body = (await (request as Request).clone().json()) as { offset?: number; cursor?: string };
      return answer(body.offset ?? Number(body.cursor!.replace('after-', '')), 20);
    });
    const search = new InfiniteQueryObserver(new QueryClient(), searchOptions('restaurants', filters('q=pizza')));
    await search.refetch();
    for (let page = 2; page <= 52; page += 1) await search.fetchNextPage();
    const bodies = (await sent()).map(({ body }) => body);
    expect(bodies[49]).toEqual({ q: 'pizza', limit: 20, offset: 980 });
    expect(bodies[50]).toEqual({ q: 'pizza', limit: 20, cursor: 'after-1000' });
    expect(bodies[51]).toEqual({ q: 'pizza', limit: 20, cursor: 'after-1020' });
  });

  it('keeps the answers of the two searches apart, and waits for a query long enough to search', () => {
    const same = filters('q=pizza');
    expect(searchOptions('restaurants', same).queryKey).not.toEqual(searchOptions('items', same).queryKey);
    expect(searchOptions('restaurants', filters('q=pi')).enabled).toBe(true);
    expect(searchOptions('items', filters('q=pi')).enabled).toBe(false);
  });
});
