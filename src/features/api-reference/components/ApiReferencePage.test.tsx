// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
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
    expect(terms.textContent).toContain('1,000 requests per API key per calendar month');
    expect(terms.textContent).toContain('sample data');
  });
});
