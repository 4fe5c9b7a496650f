// @vitest-environment happy-dom
/** Which call the inspector opens: the page's own newest, whatever order the quota meter's usage read answered in. */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../api/request-log';
import RequestInspector from './RequestInspector';

const call = (id: string, method: string, path: string, startedAt: number): RecordedCall => ({
  id,
  page: '/restaurants?q=pizza',
  method,
  url: `http://127.0.0.1:8080${path}`,
  body: null,
  startedAt,
  durationMs: 10,
  status: 200,
  requestId: `req_${id}`,
  rateLimit: [],
});

const openPaths = () =>
  screen
    .getAllByTestId('api-call')
    .filter((element) => (element as HTMLDetailsElement).open)
    .map((element) => element.textContent);

function show(calls: RecordedCall[]) {
  render(
    <MemoryRouter>
      <RequestInspector calls={calls} onClose={() => {}} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('the call the inspector opens', () => {
  it("is the page's own newest call even when the usage read answered after it", () => {
    show([call('a', 'POST', '/v1/search/restaurants', 1), call('b', 'GET', '/v1/usage', 2)]);
    expect(openPaths()).toHaveLength(1);
    expect(openPaths()[0]).toContain('/v1/search/restaurants');
  });

  it('is the newest of the page’s own calls', () => {
    show([
      call('a', 'POST', '/v1/search/restaurants', 1),
      call('b', 'GET', '/v1/restaurants/rst_1', 2),
      call('c', 'GET', '/v1/usage', 3),
    ]);
    expect(openPaths()).toEqual([expect.stringContaining('/v1/restaurants/rst_1')]);
  });

  it('is the usage read when that is the only call', () => {
    show([call('a', 'GET', '/v1/usage', 1)]);
    expect(openPaths()).toEqual([expect.stringContaining('/v1/usage')]);
  });
});

describe('how a typed search is counted', () => {
  it('marks suggest calls in a session as not counted, and the search that ends it as counted once', () => {
    show([
      { ...call('a', 'POST', '/v1/suggest', 1), body: JSON.stringify({ q: 'piz', session: 'typed-1234' }) },
      { ...call('b', 'POST', '/v1/suggest', 2), body: JSON.stringify({ q: 'piz' }) },
      { ...call('c', 'POST', '/v1/search/restaurants', 3), endsSuggestSession: 'typed-1234' },
    ]);
    expect(screen.getAllByTestId('call-billing').map((note) => note.textContent)).toEqual([
      'In suggest session typed-1234: not counted; the search that ends the session counts once.',
      'Ends suggest session typed-1234: this request counts once for the whole typed search.',
    ]);
  });
});
