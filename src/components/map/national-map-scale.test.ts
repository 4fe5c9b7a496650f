import { describe, expect, it } from 'vitest';
import { bubbleRadius, choroplethClasses, viewAround, valueRange } from './national-map-scale';

describe('bubbleRadius', () => {
  it('gives a value four times as large twice the radius (area in proportion)', () => {
    const values = [100, 25];
    expect(bubbleRadius(100, values) / bubbleRadius(25, values)).toBeCloseTo(2);
  });
  it('keeps a zero or unknown value visible', () => {
    expect(bubbleRadius(0, [10])).toBeGreaterThan(0);
    expect(bubbleRadius(null, [10])).toBeGreaterThan(0);
  });
});

describe('choroplethClasses', () => {
  it('splits the range in five equal steps and puts the extremes in the first and last', () => {
    const classes = choroplethClasses([10, 12, 14, 16, 18, 20]);
    expect(classes.bounds).toHaveLength(5);
    expect(classes.bounds[0]).toEqual([10, 12]);
    expect(classes.bounds[4]).toEqual([18, 20]);
    expect(classes.indexOf(10)).toBe(0);
    expect(classes.indexOf(20)).toBe(4);
    expect(classes.indexOf(13)).toBe(1);
  });
  it('has one class when every value is equal', () => {
    const classes = choroplethClasses([5, 5]);
    expect(classes.bounds).toEqual([[5, 5]]);
    expect(classes.indexOf(5)).toBe(0);
  });
});

describe('viewAround', () => {
  const frame = { width: 975, height: 610 };
  it('centres a state with a margin, in the frame’s proportions', () => {
    const view = viewAround({ x: 100, y: 100, width: 100, height: 200 }, frame);
    expect(view.width / view.height).toBeCloseTo(975 / 610);
    expect(view.height).toBeGreaterThan(200);
    expect(view.x + view.width / 2).toBeCloseTo(150);
    expect(view.y + view.height / 2).toBeCloseTo(200);
  });
  it('shows the whole frame rather than more than it', () => {
    expect(viewAround({ x: 0, y: 0, width: 970, height: 600 }, frame)).toEqual({ x: 0, y: 0, ...frame });
  });
});

describe('the map of every city', () => {
  it('spans its colours over the real range of the values, leaving unknown ones out', () => {
    expect(valueRange([{ value: 12.5 }, { value: null }, { value: 9.99 }, { value: 14.95 }])).toEqual({
      low: 9.99,
      high: 14.95,
    });
    expect(valueRange([{ value: null }])).toBeNull();
    expect(valueRange([{ value: 0 }])).toEqual({ low: 0, high: 0 });
  });
});
