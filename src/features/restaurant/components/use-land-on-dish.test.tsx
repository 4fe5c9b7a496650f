// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLandOnDish } from './use-land-on-dish';

// The page's changes of height, fired by hand: what a section drawn at its real height or the map arriving would do.
let changed: () => void = () => undefined;
class FakeResizeObserver {
  constructor(callback: () => void) {
    changed = callback;
  }
  observe() {}
  disconnect() {
    changed = () => undefined;
  }
}

function Menu() {
  useLandOnDish('dish', 'menu');
  return <p id="item-dish" tabIndex={-1} />;
}

describe('landing on a dish', () => {
  let scrolls: ScrollIntoViewOptions[];
  beforeEach(() => {
    scrolls = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => (run(0), 1));
    HTMLElement.prototype.scrollIntoView = function (options) {
      scrolls.push(options as ScrollIntoViewOptions);
    };
    // The dish is drawn far below the middle of the screen, as after a section above it grew.
    HTMLElement.prototype.getBoundingClientRect = () => ({ top: 900, bottom: 940 }) as DOMRect;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('jumps to the dish at once, focuses it, and brings it back when the page above it changes height', () => {
    render(<Menu />);
    expect(scrolls).toEqual([{ block: 'center', behavior: 'instant' }]);
    expect(document.activeElement?.id).toBe('item-dish');
    changed();
    expect(scrolls).toHaveLength(2);
  });

  it('leaves the page to the person once they scroll', () => {
    render(<Menu />);
    window.dispatchEvent(new Event('wheel'));
    changed();
    expect(scrolls).toHaveLength(1);
  });
});
