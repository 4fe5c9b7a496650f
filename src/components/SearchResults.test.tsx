// @vitest-environment happy-dom
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagesKeptOnError } from './SearchResults';

type Query = UseInfiniteQueryResult<InfiniteData<string>, unknown>;
const state = (data: InfiniteData<string> | undefined, isError = false) => ({ data, isError }) as Query;
const pages = (...names: string[]): InfiniteData<string> => ({ pages: names, pageParams: names.map((_, i) => i) });

describe('usePagesKeptOnError', () => {
  it('shows the last pages that worked while a later query fails (a 429 keeps the results on screen)', () => {
    const { result, rerender } = renderHook(({ query }) => usePagesKeptOnError(query), {
      initialProps: { query: state(pages('pizza 1', 'pizza 2')) },
    });
    expect(result.current).toEqual(['pizza 1', 'pizza 2']);
    rerender({ query: state(undefined, true) });
    expect(result.current).toEqual(['pizza 1', 'pizza 2']);
  });

  it('shows nothing while a new query loads, and its own pages once they arrive', () => {
    const { result, rerender } = renderHook(({ query }) => usePagesKeptOnError(query), {
      initialProps: { query: state(pages('pizza 1')) },
    });
    rerender({ query: state(undefined) });
    expect(result.current).toEqual([]);
    rerender({ query: state(pages('tacos 1')) });
    expect(result.current).toEqual(['tacos 1']);
    rerender({ query: state(undefined, true) });
    expect(result.current).toEqual(['tacos 1']);
  });
});
