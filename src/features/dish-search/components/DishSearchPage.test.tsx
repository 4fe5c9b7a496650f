// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveApiKey } from '../../../api/key-store';
import { recordQuota, resetQuota } from '../../../api/quota-store';
import DishSearchPage from './DishSearchPage';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

const emptyPage = () =>
  new Response(
    JSON.stringify({
      data: [],
      pagination: { offset: 0, limit: 30, returned: 0, has_more: false, total_estimated: 0 },
      meta: {
        query: 'x',
        processing_ms: 1,
        total_is_exact: true,
        interpretation: { searched: 'x', corrections: [], dropped: [], place: null, did_you_mean: null, filters: [] },
      },
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );

function ShowLocation() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const location = () => screen.getByTestId('location').textContent;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dishes']}>
        <Routes>
          <Route
            path="/dishes"
            element={
              <>
                <DishSearchPage />
                <ShowLocation />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('searchbox', { name: /Search dishes/ });
}

/** Types `text` one key at a time, `gap` ms apart, then waits `pause` ms. */
async function typeSlowly(box: HTMLElement, text: string, gap: number, pause: number) {
  for (let i = 1; i <= text.length; i++) {
    fireEvent.change(box, { target: { value: text.slice(0, i) } });
    await act(async () => void vi.advanceTimersByTime(gap));
  }
  await act(async () => void vi.advanceTimersByTime(pause));
}

const callsTo = (path: string) =>
  fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.url.includes(path));
const searchesSent = () =>
  fetchMock.mock.calls.filter(([request]) => String((request as Request).url).includes('/v1/search/items'));

interface Body {
  session?: string;
}

describe('dish search spends quota with care', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => emptyPage());
    saveApiKey('sk_live_abcdefghijklmnopqrstuvwx', false);
    resetQuota();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('typing asks only for suggestions, in one session; Enter sends one search, which ends that session', async () => {
    const box = renderPage();
    await typeSlowly(box, 'chicken tikka', 400, 900);
    expect(searchesSent()).toHaveLength(0);
    const suggested = callsTo('/v1/suggest');
    expect(suggested.length).toBeGreaterThan(1);
    const sessions = new Set(await Promise.all(suggested.map(async (r) => ((await r.clone().json()) as Body).session)));
    expect(sessions.size).toBe(1);
    fireEvent.submit(box.closest('form')!);
    await act(async () => void vi.advanceTimersByTime(100));
    expect(searchesSent()).toHaveLength(1);
    expect((searchesSent()[0]![0] as Request).headers.get('Suggest-Session')).toBe([...sessions][0]);
    expect(location()).toBe('?q=chicken+tikka');
  });

  it('pauses between words never search: the phrase costs one request, on Enter', async () => {
    const box = renderPage();
    let typed = '';
    for (const word of ['vegan', 'bowl', 'under', '$12']) {
      typed = typed ? `${typed} ${word}` : word;
      await typeSlowly(box, typed, 120, 1000);
    }
    expect(searchesSent()).toHaveLength(0);
    fireEvent.submit(box.closest('form')!);
    await act(async () => void vi.advanceTimersByTime(100));
    expect(searchesSent()).toHaveLength(1);
    expect(location()).toBe('?q=vegan+bowl+under+%2412');
  });

  it('sends nothing below three characters, even on Enter', async () => {
    const box = renderPage();
    await typeSlowly(box, 'pa', 100, 1000);
    fireEvent.submit(box.closest('form')!);
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(searchesSent()).toHaveLength(0);
    expect(screen.getByText(/Type at least 3 characters/)).toBeTruthy();
  });

  it('with a low quota, searches only on Enter and says so', async () => {
    recordQuota({ limit: 1000, remaining: 42, used: 958, resetsAt: new Date('2030-01-01T00:00:00Z') });
    const box = renderPage();
    expect(screen.getByTestId('search-hint').textContent).toMatch(/Quota low \(42 of 1,000 left this month\).*Enter/);
    await typeSlowly(box, 'ramen', 100, 2000);
    expect(searchesSent()).toHaveLength(0);
    fireEvent.submit(box.closest('form')!);
    await act(async () => void vi.advanceTimersByTime(100));
    expect(searchesSent()).toHaveLength(1);
    expect(location()).toBe('?q=ramen');
  });
});
