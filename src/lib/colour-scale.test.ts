import { describe, expect, it } from 'vitest';
import { heatColour, position } from './colour-scale';

describe('the heatmap colours', () => {
  it('span the data range, and the text stays readable on the darkest', () => {
    expect(position(5, 5, 15)).toBe(0);
    expect(position(15, 5, 15)).toBe(1);
    expect(position(7, 7, 7)).toBe(0.5);
    expect(heatColour(0).color).not.toBe(heatColour(1).color);
    expect(heatColour(1).color).toBe('#ffffff');
  });
});
