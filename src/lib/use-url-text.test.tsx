// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlText } from './use-url-text';

/** Renders the hook inside a router at `initial`, with a handle on the router to read the URL or navigate. */
function setup(initial = '/search', resets: readonly string[] = []) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/search', element: children }], { initialEntries: [initial] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => ({ box: useUrlText('q', { delay: 350, resets }), params: useSearchParams()[0] }), {
    wrapper,
  });
  const url = () => router.state.location.search;
  return { hook, router: () => router, url };
}

describe('useUrlText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps every letter of a slow typist whose pauses outlast the debounce', () => {
    const { hook, url } = setup();
    const phrase = 'chicken tikka masala';
    for (let i = 1; i <= phrase.length; i++) {
      // A key arrives just as the previous pause has written the URL, before the router has re-rendered.
      act(() => {
        vi.advanceTimersByTime(380);
        hook.result.current.box.setText(phrase.slice(0, i));
      });
    }
    act(() => void vi.advanceTimersByTime(1000));
    expect(hook.result.current.box.text).toBe(phrase);
    expect(new URLSearchParams(url()).get('q')).toBe(phrase);
  });

  it('follows the URL when it changes from outside (back, a link)', async () => {
    const { hook, router } = setup('/search?q=pizza');
    expect(hook.result.current.box.text).toBe('pizza');
    await act(() => router().navigate('/search?q=tacos'));
    expect(hook.result.current.box.text).toBe('tacos');
    act(() => hook.result.current.box.setText('tacos al'));
    act(() => void vi.advanceTimersByTime(400));
    expect(hook.result.current.params.get('q')).toBe('tacos al');
    await act(() => router().navigate(-1));
    expect(hook.result.current.box.text).toBe('pizza');
  });

  it('writes at once on commit, as a new history entry', () => {
    const { hook, router } = setup('/search');
    act(() => hook.result.current.box.setText('thai'));
    act(() => hook.result.current.box.commit());
    expect(router().state.location.search).toBe('?q=thai');
    expect(router().state.historyAction).toBe('PUSH');
  });

  it('drops the parameters it is told a new value makes stale, such as the page of the old results', () => {
    const { hook, url } = setup('/search?q=pizza&page=3&state=TX', ['page']);
    act(() => hook.result.current.box.setText('tacos'));
    act(() => void vi.advanceTimersByTime(400));
    expect(url()).toBe('?q=tacos&state=TX');
  });
});
