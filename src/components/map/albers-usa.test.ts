import { describe, expect, it } from 'vitest';
import { albersUsa } from './albers-usa';
import { stateShapes } from './us-states-albers';

function bbox(path: string) {
  const numbers = [...path.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  const xs = numbers.map(([x]) => x);
  const ys = numbers.map(([, y]) => y);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
}

const CITIES: [name: string, state: string, longitude: number, latitude: number][] = [
  ['Austin', 'TX', -97.7431, 30.2672],
  ['Seattle', 'WA', -122.3321, 47.6062],
  ['Miami', 'FL', -80.1918, 25.7617],
  ['Boston', 'MA', -71.0589, 42.3601],
  ['Denver', 'CO', -104.9903, 39.7392],
  ['Chicago', 'IL', -87.6298, 41.8781],
  ['Washington', 'DC', -77.0369, 38.9072],
  ['Anchorage', 'AK', -149.9003, 61.2181],
  ['Juneau', 'AK', -134.4197, 58.3019],
  ['Honolulu', 'HI', -157.8583, 21.3069],
  ['Hilo', 'HI', -155.09, 19.7241],
];

describe('albersUsa', () => {
  const shapes = new Map(stateShapes().shapes.map((s) => [s.code, s]));

  it.each(CITIES)('puts %s inside the outline box of %s (insets for Alaska and Hawaii)', (_, state, lng, lat) => {
    const point = albersUsa(lng, lat);
    expect(point).not.toBeNull();
    const box = bbox(shapes.get(state)!.path);
    const [x, y] = point!;
    expect(x).toBeGreaterThanOrEqual(box.x0);
    expect(x).toBeLessThanOrEqual(box.x1);
    expect(y).toBeGreaterThanOrEqual(box.y0);
    expect(y).toBeLessThanOrEqual(box.y1);
  });

  it('has no place for a point outside the lower 48 and both insets', () => {
    expect(albersUsa(-66.1057, 18.4655)).toBeNull(); // San Juan, Puerto Rico
    expect(albersUsa(2.35, 48.86)).toBeNull(); // Paris
  });

  it('draws all 50 states and DC', () => {
    expect(shapes.size).toBe(51);
  });
});
