// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, PageLoadError } from './lazy-page';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {(this.state.error as Error).name}</p> : this.props.children;
  }
}

const page = { default: () => <p>the page</p> };
const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

async function show(Page: () => ReactNode) {
  await act(async () => {
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </Boundary>,
    );
  });
}

describe('lazyPage', () => {
  afterEach(cleanup);

  it('shows a page whose code arrives after its loading line at once, not held back as a Suspense reveal', async () => {
    const arriving = () => new Promise<typeof page>((resolve) => setTimeout(() => resolve(page), 20));
    const started = performance.now();
    await show(lazyPage(arriving));
    await screen.findByText('the page', undefined, { interval: 5 });
    // React keeps content that replaces a shown fallback back until 300 ms after the fallback appeared.
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('tries a failed download once more before giving up', async () => {
    const load = vi.fn().mockImplementationOnce(offline).mockResolvedValue(page);
    await show(lazyPage(load, 0));
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a PageLoadError after two failures, and downloads again after retry()', async () => {
    const load = vi.fn().mockImplementationOnce(offline).mockImplementationOnce(offline).mockResolvedValue(page);
    const Page = lazyPage(load, 0);
    const failure = await Page.preload().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PageLoadError);
    // Rendering the failure does not download again by itself (no loop)… React reports the error it caught on the
    // console, where a developer looks; here it is caught, so a passing run prints no stack trace.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await show(Page);
    expect(await screen.findByText('failed: PageLoadError')).toBeTruthy();
    expect(reported).toHaveBeenCalledWith(expect.any(String), failure, expect.any(String), expect.any(String));
    reported.mockRestore();
    expect(load).toHaveBeenCalledTimes(2);
    cleanup();
    // …and once the server is back, retry() makes the next render download again.
    (failure as PageLoadError).retry();
    await show(Page);
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
