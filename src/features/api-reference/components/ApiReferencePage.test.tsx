// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ApiReferencePage from './ApiReferencePage';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

describe('ApiReferencePage', () => {
  it('has the terms the OpenAPI document links to (info.license: /docs/api#terms), even before the document loads', () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/docs/api#terms']}>
          <ApiReferencePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(terms.id).toBe('terms');
    expect(terms.textContent).toContain('a monthly quota of requests per API key');
    expect(terms.textContent).toContain('sample data');
  });

  it("states the quota the server's document gives, not a number of its own", async () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1', 'x-quota': { limit: 250, window: 'month' } },
      paths: {},
    };
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(document), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/docs/api#terms']}>
          <ApiReferencePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const terms = screen.getByRole('region', { name: 'Terms' });
    await waitFor(() => expect(terms.textContent).toContain('250 requests per API key per calendar month'));
  });
});
