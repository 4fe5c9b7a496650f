// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen';

/** An IntersectionObserver the test drives: `enter()` reports the observed element on screen. */
class FakeObserver {
  static last: FakeObserver | undefined;
  disconnected = false;
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    this.report([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function Probe() {
  const { ref, near } = useNearScreen('0px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearScreen', () => {
  let frames: FrameRequestCallback[] = [];
  const nextFrame = () => act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    frames = [];
  });

  it('turns true two frames after the element comes near, once what came with it is painted', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    act(() => FakeObserver.last!.enter());
    expect(FakeObserver.last!.disconnected).toBe(true);
    nextFrame();
    expect(screen.getByText('far')).toBeTruthy();
    nextFrame();
    expect(screen.getByText('near')).toBeTruthy();
  });

  it('stays false while the element is away from the screen', () => {
    render(<Probe />);
    nextFrame();
    nextFrame();
    expect(screen.getByText('far')).toBeTruthy();
  });
});
