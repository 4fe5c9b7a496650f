// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyNationalMap } from './LazyNationalMap';

// The map's chunk, counted each time it is fetched.
let fetched = 0;
vi.mock('./NationalMap', () => {
  fetched += 1;
  return { default: ({ title }: { title: string }) => <p>map of {title}</p> };
});

/** An IntersectionObserver the test drives: `enter()` reports the observed element on screen. */
class FakeObserver {
  static last: FakeObserver | undefined;
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  enter() {
    this.report([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('the lazily fetched national map', () => {
  let frames: FrameRequestCallback[] = [];
  const nextFrame = () => act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    frames = [];
  });

  it('holds its place, and fetches its code only once its frame is painted near the screen', async () => {
    render(<LazyNationalMap title="the cities" level="city" places={[]} metric="median price" formatValue={String} />);
    nextFrame();
    nextFrame();
    expect(fetched).toBe(0);
    act(() => FakeObserver.last!.enter());
    nextFrame();
    expect(fetched).toBe(0);
    nextFrame();
    expect(await screen.findByText('map of the cities')).toBeTruthy();
    expect(fetched).toBe(1);
  });
});
