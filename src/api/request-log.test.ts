// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './client';
import { saveApiKey } from './key-store';
import { callsForPage, MAX_CALLS, requestLog } from './request-log';

// The client keeps the fetch it was created with: one stub for the whole file, a new answer per test.
const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

const KEY = 'sk_live_abcdefghijklmnopqrstuvwx';

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json',
      'Request-Id': 'req_0123456789abcdef',
      'X-RateLimit-Limit': '1000',
      'X-RateLimit-Remaining': '997',
      'Cache-Control': 'no-store',
    },
  });
}

describe('the request log', () => {
  beforeEach(() => {
    localStorage.clear();
    requestLog.set([]);
    saveApiKey(KEY, false);
    window.history.replaceState(null, '', '/restaurants?q=pizza');
  });

  it('records method, URL, body, status, time, Request-Id, rate-limit headers and the parsed answer, never the key', async () => {
    const page = { data: [{ name: 'Pizza Place' }], pagination: { offset: 0 } };
    fetchMock.mockImplementation(async () => answer(page));
    const data = await callApi((c) => c.POST('/v1/search/restaurants', { body: { q: 'pizza', limit: 20, offset: 0 } }));
    await vi.waitFor(() => expect(requestLog.get()[0]?.body).not.toBeNull());

    const [call] = requestLog.get();
    expect(call).toMatchObject({
      page: '/restaurants?q=pizza',
      method: 'POST',
      url: `${window.location.origin}/v1/search/restaurants`,
      body: '{"q":"pizza","limit":20,"offset":0}',
      status: 200,
      requestId: 'req_0123456789abcdef',
      rateLimit: [
        ['x-ratelimit-limit', '1000'],
        ['x-ratelimit-remaining', '997'],
      ],
    });
    expect(call!.durationMs).toBeGreaterThanOrEqual(0);
    expect(call!.answer).toBe(data);
    expect(JSON.stringify(requestLog.get())).not.toContain(KEY);
  });

  it('keeps the error envelope of a refused call', async () => {
    const envelope = { error: { code: 'parameter_invalid', message: 'No.', type: 'invalid_request_error' } };
    fetchMock.mockImplementation(async () => answer(envelope, 400));
    await expect(
      callApi((c) => c.GET('/v1/restaurants/{restaurant_id}', { params: { path: { restaurant_id: 'x' } } })),
    ).rejects.toThrow();
    expect(requestLog.get()[0]).toMatchObject({ method: 'GET', status: 400, answer: envelope });
  });

  it('masks a new key in the answer of POST /v1/keys', async () => {
    fetchMock.mockImplementation(async () => answer({ data: { api_key: KEY, email: 'a@example.com' } }, 201));
    await callApi((c) => c.POST('/v1/keys', { body: { email: 'a@example.com' } }));
    expect(JSON.stringify(requestLog.get())).not.toContain(KEY);
    expect(requestLog.get()[0]!.answer).toMatchObject({ data: { email: 'a@example.com' } });
  });

  it(`keeps only the last ${MAX_CALLS} calls`, async () => {
    fetchMock.mockImplementation(async () => answer({ data: { status: 'ok' } }));
    for (let i = 0; i < MAX_CALLS + 5; i++) await callApi((c) => c.GET('/v1/health'));
    expect(requestLog.get()).toHaveLength(MAX_CALLS);
  });

  it('marks a network failure with status 0', async () => {
    fetchMock.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callApi((c) => c.GET('/v1/health'))).rejects.toThrow();
    expect(requestLog.get()[0]).toMatchObject({ status: 0, cancelled: false });
  });

  it('lists the calls of one page', async () => {
    fetchMock.mockImplementation(async () => answer({ data: { status: 'ok' } }));
    await callApi((c) => c.GET('/v1/health'));
    window.history.replaceState(null, '', '/dishes?q=ramen');
    await callApi((c) => c.GET('/v1/health'));
    expect(callsForPage(requestLog.get(), '/dishes?q=ramen')).toHaveLength(1);
    expect(callsForPage(requestLog.get(), '/restaurants?q=pizza')).toHaveLength(1);
  });

  it('survives a reload or a new tab: saved when the page goes away, restored and marked at start', async () => {
    fetchMock.mockImplementation(async () => answer({ data: { status: 'ok' } }));
    await callApi((c) => c.GET('/v1/health'));
    window.dispatchEvent(new Event('pagehide'));
    vi.resetModules();
    const reloaded = await import('./request-log');
    expect(reloaded.requestLog.get()).toEqual([
      expect.objectContaining({ url: `${window.location.origin}/v1/health`, status: 200, restored: true }),
    ]);
    expect(reloaded.requestLog.get()[0]!.answer).toEqual({ data: { status: 'ok' } });
  });

  it('keeps the calls of every tab: each saves its own beside the others', async () => {
    const call = (id: string, startedAt: number) => ({
      id,
      page: '/restaurants?q=pizza',
      method: 'POST',
      url: `${window.location.origin}/v1/search/restaurants`,
      body: null,
      startedAt,
      durationMs: 5,
      status: 200,
      requestId: null,
      rateLimit: [],
    });
    vi.resetModules();
    const first = await import('./request-log');
    vi.resetModules();
    const second = await import('./request-log');
    first.requestLog.set([call('a', 1)]);
    second.requestLog.set([call('b', 2)]);
    // Both tabs go away, one after the other (so do the module copies of earlier tests, with their own calls).
    window.dispatchEvent(new Event('pagehide'));
    vi.resetModules();
    const next = await import('./request-log');
    const ours = next.requestLog.get().filter((recorded) => ['a', 'b'].includes(recorded.id));
    expect(ours.map((recorded) => [recorded.id, recorded.restored])).toEqual([
      ['a', true],
      ['b', true],
    ]);
  });
});
