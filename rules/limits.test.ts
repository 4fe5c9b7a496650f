import { describe, expect, it } from 'vitest';
import {
  DEEPEST_PAGE,
  MAX_COMPARED_CITIES,
  MAX_RESULT_WINDOW,
  MIN_ITEMS,
  MIN_RESTAURANTS,
  NEAR_RADIUS_M,
  PAGE_LIMIT,
} from './limits.ts';

describe('the limits', () => {
  it.each([
    ['limit', PAGE_LIMIT],
    ['near.radius_m', NEAR_RADIUS_M],
    ['min_restaurants', MIN_RESTAURANTS],
    ['min_items', MIN_ITEMS],
  ] as const)('give %s a default inside the range they accept', (_, { min, max, default: fallback }) => {
    expect(min).toBeLessThanOrEqual(fallback);
    expect(fallback).toBeLessThanOrEqual(max);
  });

  it('leave room for the deepest page inside the result window', () => {
    expect(DEEPEST_PAGE.offset).toBeGreaterThanOrEqual(0);
    expect(DEEPEST_PAGE.offset + DEEPEST_PAGE.limit).toBe(MAX_RESULT_WINDOW);
  });

  it('let every compared city come back on one page', () => {
    expect(MAX_COMPARED_CITIES).toBeLessThanOrEqual(PAGE_LIMIT.max);
  });
});
