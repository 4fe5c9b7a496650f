import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance.ts';

describe('distanceKm', () => {
  it('measures known city pairs along the great circle', () => {
    // Austin to Dallas is about 293 km; Los Angeles to New York about 3,936 km.
    expect(distanceKm(30.2672, -97.7431, 32.7767, -96.797)).toBeCloseTo(293, -1);
    expect(distanceKm(34.0522, -118.2437, 40.7128, -74.006)).toBeCloseTo(3936, -1);
  });

  it('is zero for one point and the same both ways', () => {
    expect(distanceKm(40, -74, 40, -74)).toBe(0);
    expect(distanceKm(30, -97, 31, -96)).toBe(distanceKm(31, -96, 30, -97));
  });
});
