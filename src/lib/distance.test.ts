import { describe, expect, it } from 'vitest';
import { NEAR_RADIUS_M } from '../../rules/limits';
import { defaultRadius, formatDistance, radiusChoices } from './distance';

describe('formatDistance', () => {
  it('says miles and feet for US readers', () => {
    expect(formatDistance(100, 'imperial')).toBe('330 ft');
    expect(formatDistance(650, 'imperial')).toBe('0.4 mi');
    expect(formatDistance(4828, 'imperial')).toBe('3 mi');
    expect(formatDistance(3900, 'imperial')).toBe('2.4 mi');
    expect(formatDistance(40_234, 'imperial')).toBe('25 mi');
  });

  it('says metres and kilometres when chosen', () => {
    expect(formatDistance(347, 'metric')).toBe('350 m');
    expect(formatDistance(2400, 'metric')).toBe('2.4 km');
    expect(formatDistance(5000, 'metric')).toBe('5 km');
    expect(formatDistance(12_340, 'metric')).toBe('12 km');
  });
});

describe('radiusChoices', () => {
  it('offers round miles, within the API’s range, starting from 3 miles', () => {
    const miles = radiusChoices('imperial', defaultRadius('imperial')).map((m) => formatDistance(m, 'imperial'));
    expect(miles).toEqual(['0.5 mi', '1 mi', '2 mi', '3 mi', '5 mi', '10 mi', '25 mi']);
    for (const metres of radiusChoices('imperial', defaultRadius('imperial')))
      expect(metres).toBeLessThanOrEqual(NEAR_RADIUS_M.max);
  });

  it('keeps a radius from a shared link among the choices, in order', () => {
    expect(radiusChoices('metric', 3_000)).toEqual([1_000, 2_000, 3_000, 5_000, 10_000, 25_000, 50_000]);
    expect(radiusChoices('imperial', 5_000).map((m) => formatDistance(m, 'imperial'))).toContain('3.1 mi');
  });
});
