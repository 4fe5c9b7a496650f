// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { callApi } from './client';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

/** What each request was made with: happy-dom's Request drops the cache mode, which the browser's keeps. */
const inits: (RequestInit | undefined)[] = [];
vi.stubGlobal(
  'Request',
  class extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init);
      inits.push(init);
    }
  },
);

describe('the client', () => {
  it('asks the browser to revalidate what it keeps (If-None-Match) rather than pay for a read again', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: { restaurant_id: 'rst_000000000000' } }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await callApi((api) =>
      api.GET('/v1/restaurants/{restaurant_id}/menu', { params: { path: { restaurant_id: 'rst_000000000000' } } }),
    );
    expect(inits.at(-1)?.cache).toBe('no-cache');
  });
});
