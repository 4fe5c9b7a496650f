import { describe, expect, it } from 'vitest';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { heatColour, position } from './colour-scale';

extend([a11yPlugin]);

describe('the heatmap colours', () => {
  it('span the data range, and the text stays readable on the darkest', () => {
    expect(position(5, 5, 15)).toBe(0);
    expect(position(15, 5, 15)).toBe(1);
    expect(position(7, 7, 7)).toBe(0.5);
    expect(heatColour(0).color).not.toBe(heatColour(1).color);
    expect(heatColour(1).color).toBe('#ffffff');
  });

  it("keep every cell's text at a contrast of 4.5 or more (WCAG AA), all along the scale", () => {
    for (let step = 0; step <= 100; step += 1) {
      const { background, color } = heatColour(step / 100);
      expect(colord(background).contrast(color), background).toBeGreaterThanOrEqual(4.5);
    }
  });
});
