// @vitest-environment happy-dom
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, useSyncExternalStore, type ComponentType } from 'react';
import { createMemoryRouter, Link, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restaurantPageOptions } from '../features/restaurant/api/restaurant';
import { pageRoutes, type Page } from './page-routes';
import { reloadableRouter } from './page-router';
import { PageOutlet } from './PageOutlet';
import { createQueryClient } from './query-client';
import { prefetch } from './route-loaders';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

const restaurantAnswer = (id: string) =>
  new Response(JSON.stringify({ data: { restaurant_id: id, name: `Place ${id}` } }), {
    headers: { 'Content-Type': 'application/json' },
  });
const notFound = () =>
  new Response(
    JSON.stringify({ error: { code: 'restaurant_not_found', message: 'No such restaurant', request_id: 'req_1' } }),
    { status: 404, headers: { 'Content-Type': 'application/json' } },
  );
const requested = () => fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).pathname);

/** The restaurant page as far as this matters: it asks for its record with the same queryOptions as its route. */
function RestaurantPage() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(restaurantPageOptions(id));
  if (error) return <p role="alert">{error.message}</p>;
  return <h1>{data ? data.name : 'waiting'}</h1>;
}

/** Page code that arrives when the test says so. */
function arriving(Component: ComponentType) {
  let arrive = () => {};
  const code = vi.fn(
    () => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Component }))),
  );
  return { code, arrive: () => act(async () => arrive()) };
}

const Other = () => <h1>Other page</h1>;

function Shell() {
  return (
    <>
      <nav>
        <Link to="/other">Other</Link> <Link to="/restaurants/r1?from=search">R1</Link>{' '}
        <Link to="/restaurants/r1?sort=price">R1 by price</Link> <Link to="/restaurants/r2">R2</Link>
      </nav>
      <PageOutlet />
    </>
  );
}

interface Setup {
  pages: (Page & { path: string })[];
  at: string;
  restored?: Promise<void>;
  retryDelay?: number;
}

let queryClient: QueryClient;

/** The pages under a shell, as the app has them, on a router that "Try again" can make anew. */
async function open({ pages, at, restored = Promise.resolve(), retryDelay = 0 }: Setup) {
  const store = reloadableRouter((reloadPageCode) =>
    createMemoryRouter(
      [{ Component: Shell, children: [pageRoutes(pages, { queryClient, restored, reloadPageCode, retryDelay })] }],
      { initialEntries: [at] },
    ),
  );
  function App() {
    const { router, generation } = useSyncExternalStore(store.subscribe, store.get);
    return <RouterProvider key={generation} router={router} />;
  }
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>,
    );
  });
}

const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('link', { name })));

describe('the pages and their routes', () => {
  beforeEach(() => {
    queryClient = createQueryClient();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (request) =>
      restaurantAnswer(new URL((request as Request).url).pathname.split('/').at(-1)!),
    );
  });
  afterEach(cleanup);

  it('shows a loading line while the first page’s code downloads, its request already under way', async () => {
    const page = arriving(RestaurantPage);
    await open({
      pages: [{ path: '/restaurants/:id', code: page.code, prefetch: prefetch.restaurant }],
      at: '/restaurants/r1',
    });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(requested()).toEqual(['/v1/restaurants/r1']);
    await page.arrive();
    expect((await screen.findByRole('heading', { name: 'Place r1' })).tagName).toBe('H1');
    // The page found the answer its route asked for: one request, not two.
    expect(requested()).toEqual(['/v1/restaurants/r1']);
  });

  it('asks for nothing until the answers kept in IndexedDB are back, and nothing they hold', async () => {
    let restore = () => {};
    const restored = new Promise<void>((resolve) => (restore = resolve));
    await open({
      pages: [{ path: '/restaurants/:id', Component: Other, prefetch: prefetch.restaurant }],
      at: '/restaurants/r1',
      restored,
    });
    expect(requested()).toEqual([]);
    queryClient.setQueryData(restaurantPageOptions('r1').queryKey, {
      restaurant_id: 'r1',
      name: 'Kept place',
    } as never);
    await act(async () => restore());
    expect(requested()).toEqual([]);
  });

  it('asks again on arrival at another page, not when only the query string changes', async () => {
    const prefetchSpy = vi.fn();
    await open({
      pages: [
        { path: '/restaurants/:id', Component: RestaurantPage, prefetch: prefetchSpy },
        { path: '/other', Component: Other },
      ],
      at: '/restaurants/r1',
    });
    await click('R1 by price');
    expect(prefetchSpy).toHaveBeenCalledTimes(1);
    await click('R2');
    expect(prefetchSpy).toHaveBeenCalledTimes(2);
    expect(prefetchSpy.mock.lastCall![1]).toEqual({ id: 'r2' });
  });

  it('does not ask again, coming back, for what failed: the page offers its own Try again', async () => {
    fetchMock.mockImplementation(async () => notFound());
    await open({
      pages: [
        { path: '/restaurants/:id', Component: RestaurantPage, prefetch: prefetch.restaurant },
        { path: '/other', Component: Other },
      ],
      at: '/restaurants/r1',
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    await click('Other');
    await click('R1');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(requested()).toEqual(['/v1/restaurants/r1']);
  });

  it('answers a move to a page whose code is still downloading with its loading line at once', async () => {
    const page = arriving(Other);
    await open({
      pages: [
        { path: '/restaurants/:id', Component: RestaurantPage },
        { path: '/other', code: page.code },
      ],
      at: '/restaurants/r1',
    });
    await screen.findByRole('heading', { name: 'Place r1' });
    await click('Other');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('heading')).toBeNull();
    await page.arrive();
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
  });

  it('tries a failed download once more, then says so, and Try again downloads the code again', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    // The first try fails, the second works.
    const flaky = vi.fn<() => Promise<{ default: ComponentType }>>().mockImplementationOnce(offline);
    flaky.mockResolvedValue({ default: Other });
    await open({ pages: [{ path: '/other', code: flaky }], at: '/other' });
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
    expect(flaky).toHaveBeenCalledTimes(2);
    cleanup();

    // Two failures in a row: a message; once the server is back, Try again downloads the code again.
    const down = vi.fn<() => Promise<{ default: ComponentType }>>().mockImplementation(offline);
    await open({ pages: [{ path: '/other', code: down }], at: '/other' });
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(down).toHaveBeenCalledTimes(2);
    down.mockResolvedValue({ default: Other });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
    expect(down).toHaveBeenCalledTimes(3);
  });

  it('shows a page that failed to render as such, and Try again draws it anew', async () => {
    function Fragile() {
      const [failing] = useState(() => fragile.failing);
      if (failing) throw new Error('The page broke');
      return <h1>Mended</h1>;
    }
    const fragile = { failing: true };
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open({ pages: [{ path: '/other', Component: Fragile }], at: '/other' });
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeTruthy();
    expect(await screen.findByText('The page broke')).toBeTruthy();
    fragile.failing = false;
    // The notice's code is loaded when needed, which takes a while the first time in a test run.
    const tryAgain = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    await act(async () => void fireEvent.click(tryAgain));
    expect(await screen.findByRole('heading', { name: 'Mended' })).toBeTruthy();
    reported.mockRestore();
  });
});
